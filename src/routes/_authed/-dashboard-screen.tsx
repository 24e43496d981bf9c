import type { getRouteApi } from '@tanstack/react-router';
import { dashboardQuery } from '../../domain/dashboard-search';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';

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
  const query = dashboardQuery(search, today);
  return (
    <DashboardScreen
      reads={{
        page: query ? queries.applicationsPage(query) : null,
        application: search.application ? queries.application(search.application) : null,
        invitations: queries.invitations(),
        sharedApplications: queries.sharedApplications(),
        activity: queries.sharedApplicationActivity,
        grants: queries.grants(),
        reports: queries.op('listGrantReports', {}),
      }}
      writes={{
        saveLinkedinUrl: writes.saveLinkedinUrl,
        openDocument: writes.openDocument,
        acceptInvitation: writes.acceptInvitation,
        declineInvitation: writes.declineInvitation,
        deleteSharedApplication: writes.deleteSharedApplication,
        copyApplication: writes.copyApplication,
      }}
      sharing={sharing}
      withdrawal={withdrawal}
      actions={{ listApplications: api.listGrantApplications, exportReport: api.exportReport }}
      search={search}
      today={today}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
