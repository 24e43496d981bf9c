import { startTransition, useEffect, useState } from 'react';
import { serverMessageOr } from '../../domain/server-message';
import type { DashboardPageQuery } from '../../domain/dashboard-page';
import type { ApplicationsPage, DashboardApi } from './dashboard-api';

/** The latest answer the server gave, with the query it answers. */
export interface ShownPage {
  query: DashboardPageQuery;
  page: ApplicationsPage;
}

export interface ApplicationsPageState {
  /** The latest answer, kept on screen while the next one loads (no flash of an empty table). */
  shown: ShownPage | undefined;
  /** The current query has not been answered yet. */
  loading: boolean;
  /** The current query failed: the server's message, else the fallback. */
  failure: string | undefined;
}

interface Settled {
  /** The request (query and attempt) this outcome belongs to. */
  request: string;
  shown: ShownPage | undefined;
  failure: string | undefined;
}

const FAILED_TO_FETCH = 'Failed to fetch grants';

/**
 * Asks the server for the page `query` describes whenever it changes (or `attempt` does, for a
 * retry). Loading is derived from the query itself, so the render that shows a new tab or page
 * already says it is loading. An answer to a query the user has already left (a quick tab
 * change) is ignored. `query` undefined asks for nothing (the range is upside down).
 */
export function useApplicationsPage(
  listApplicationsPage: DashboardApi['listApplicationsPage'],
  query: DashboardPageQuery | undefined,
  attempt: number,
): ApplicationsPageState {
  const key = query ? JSON.stringify(query) : '';
  const request = key ? `${attempt}|${key}` : '';
  const [settled, setSettled] = useState<Settled>({
    request: '',
    shown: undefined,
    failure: undefined,
  });

  useEffect(() => {
    if (!key) return;
    const asked = JSON.parse(key) as DashboardPageQuery;
    const current = `${attempt}|${key}`;
    let live = true;
    listApplicationsPage(asked).then(
      (page) => {
        // An answer renders as a transition, which React draws in slices.
        if (live)
          startTransition(() =>
            setSettled({ request: current, shown: { query: asked, page }, failure: undefined }),
          );
      },
      (error: unknown) => {
        if (live)
          startTransition(() =>
            setSettled((previous) => ({
              request: current,
              shown: previous.shown,
              failure: serverMessageOr(error, FAILED_TO_FETCH),
            })),
          );
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, listApplicationsPage]);

  const answered = request !== '' && settled.request === request;
  return {
    shown: settled.shown,
    loading: request !== '' && !answered,
    failure: answered ? settled.failure : undefined,
  };
}
