import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { useAuthActor } from '../lib/auth-context';
import { type CoApplicantField, type DemoControls, pullOpenDrafts } from '../lib/demo-controls';
import { type TourControls, TourControlsContext, readTourPlace } from '../lib/tour-controls';
import type { createAppRouter } from './router';

// Behind the API mode, as the inspector: a live build drops the tour's chunk (driver.js, the
// tour's data and its statechart) altogether, and its menus offer no tour.
const TourRunner =
  import.meta.env.VITE_API_MODE !== 'live' ? lazy(() => import('../tour/tour-runner')) : null;

interface Run {
  /** A new key starts the tour afresh. */
  key: number;
  startAt: number;
  fresh: boolean;
}

/**
 * The guided tour for sales demos, with the embedded backend only. Its code loads when a tour
 * starts (the account menu's or the inspector's "Take the tour"), or on a reload while one runs
 * (it resumes at its step). Resetting the demo data starts a running tour again from its first
 * step, signed in afresh. `children` gets the demo controls that do so.
 */
export function TourMount({
  demo,
  router,
  children,
}: {
  demo: DemoControls | null;
  router: ReturnType<typeof createAppRouter>;
  children: (demo: DemoControls | null) => ReactNode;
}) {
  const auth = useAuthActor();
  const enabled = Boolean(demo && TourRunner);
  const [run, setRun] = useState<Run | null>(() => {
    const place = enabled ? readTourPlace() : null;
    return place ? { key: 0, startAt: place.index, fresh: false } : null;
  });
  const controls = useMemo<TourControls | null>(
    () =>
      enabled
        ? { start: () => setRun((was) => ({ key: (was?.key ?? 0) + 1, startAt: 0, fresh: false })) }
        : null,
    [enabled],
  );
  const tourDemo = useMemo<DemoControls | null>(
    () =>
      demo && {
        ...demo,
        // A reset starts the tour again from its first step.
        resetDemoData: async () => {
          await demo.resetDemoData();
          setRun((was) => was && { key: was.key + 1, startAt: 0, fresh: true });
        },
      },
    [demo],
  );
  const page = useMemo(
    () => ({
      navigate: async (href: string) => {
        // The presenter moved on: a screen that asks before leaving (the wizard keeps a draft) lets the tour go.
        await router.navigate({ href, ignoreBlocker: true });
      },
      location: () => ({
        pathname: router.state.location.pathname,
        search: router.state.location.searchStr,
      }),
      coApplicantEdits: async (field: CoApplicantField, application: string) => {
        if (!demo) throw new Error('The co-applicant is part of the demo');
        await demo.coApplicantEdits(field, application);
        pullOpenDrafts();
      },
    }),
    [router, demo],
  );
  return (
    <TourControlsContext.Provider value={controls}>
      {children(tourDemo)}
      {run && TourRunner && (
        <Suspense fallback={null}>
          <TourRunner
            key={run.key}
            auth={auth}
            page={page}
            startAt={run.startAt}
            fresh={run.fresh}
            onEnd={() => setRun(null)}
          />
        </Suspense>
      )}
    </TourControlsContext.Provider>
  );
}
