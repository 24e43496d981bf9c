import type { getRouteApi } from '@tanstack/react-router';
import { useReread } from '../../lib/read';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';

// The screen of /grants and /applications (the same dashboard), wired to the route it shows in.
// A module of its own, imported only by the routes' components: their code-split chunks, not the
// route tree. (A file starting with '-' is not a route.)

type Api<Id extends '/_authed/grants' | '/_authed/applications'> = Pick<
  ReturnType<typeof getRouteApi<Id>>,
  'id' | 'useSearch' | 'useLoaderData' | 'useNavigate'
>;
type DashboardRouteApi = Api<'/_authed/grants'> | Api<'/_authed/applications'>;

/** `route` is the route itself (`Route` of grants.tsx or applications.tsx). */
export function RoutedDashboard({ route }: { route: DashboardRouteApi }) {
  const search = route.useSearch();
  const { reads, today, actions } = route.useLoaderData();
  const navigate = route.useNavigate();
  const retry = useReread(route.id);
  return (
    <DashboardScreen
      actions={actions}
      search={search}
      reads={reads}
      today={today}
      onSearchChange={(next) => void navigate({ search: next })}
      onRetry={retry}
    />
  );
}
