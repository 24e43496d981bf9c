import type { getRouteApi } from '@tanstack/react-router';
import { dashboardQuery } from '../../domain/dashboard-search';
import { useCallback, useMemo } from 'react';
import { DashboardScreen, type SearchUpdate } from '../../screens/dashboard/dashboard-screen';

// The screen of /grants and /applications (the same dashboard), wired to the route it shows in.
// A module of its own, imported only by the routes' components: their code-split chunks, not the
// route tree. (A file starting with '-' is not a route.)

type Api<Id extends '/_authed/grants' | '/_authed/applications'> = Pick<
  ReturnType<typeof getRouteApi<Id>>,
  'id' | 'useSearch' | 'useLoaderData' | 'useNavigate' | 'useRouteContext'
>;
type DashboardRouteApi = Api<'/_authed/grants'> | Api<'/_authed/applications'>;

/** `route` is the route itself (`Route` of grants.tsx or applications.tsx). */
export function RoutedDashboard({ route }: { route: DashboardRouteApi }) {
  const search = route.useSearch();
  const { today, sharing, withdrawal } = route.useLoaderData();
  const { queries, writes, api } = route.useRouteContext();
  const navigate = route.useNavigate();
  // What the page shows is made again only when the URL's page part or the day changes: opening
  // an application or a shared one (the dialogs' part) leaves the page as it was.
  const query = dashboardQuery(search, today);
  const queryKey = JSON.stringify(query ?? null);
  const page = useMemo(
    () => (query ? queries.applicationsPage(query) : null),
    // The query is made anew at every render; its words say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queries, queryKey],
  );
  const application = useMemo(
    () => (search.application ? queries.application(search.application) : null),
    [queries, search.application],
  );
  const reads = useMemo(
    () => ({
      page,
      application,
      invitations: queries.invitations(),
      sharedApplications: queries.sharedApplications(),
      activity: queries.sharedApplicationActivity,
      grants: queries.grants(),
      reports: queries.op('listGrantReports', {}),
    }),
    [queries, page, application],
  );
  const screenWrites = useMemo(
    () => ({
      saveLinkedinUrl: writes.saveLinkedinUrl,
      openDocument: writes.openDocument,
      acceptInvitation: writes.acceptInvitation,
      declineInvitation: writes.declineInvitation,
      deleteSharedApplication: writes.deleteSharedApplication,
      copyApplication: writes.copyApplication,
    }),
    [writes],
  );
  const actions = useMemo(
    () => ({ listApplications: api.listGrantApplications, exportReport: api.exportReport }),
    [api],
  );
  const onSearchChange = useCallback(
    (next: SearchUpdate) => void navigate({ search: next }),
    [navigate],
  );
  return (
    <DashboardScreen
      reads={reads}
      writes={screenWrites}
      sharing={sharing}
      withdrawal={withdrawal}
      actions={actions}
      search={search}
      today={today}
      onSearchChange={onSearchChange}
    />
  );
}
