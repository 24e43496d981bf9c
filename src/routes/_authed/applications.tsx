import { createFileRoute } from '@tanstack/react-router';
import { useReread } from '../../lib/read';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';
import { dashboardRoute } from './-dashboard';

// The mobile menu's Applications entry: the same dashboard as /grants.
export const Route = createFileRoute('/_authed/applications')({
  ...dashboardRoute,
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const { reads, today, api } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return (
    <DashboardScreen
      api={api}
      search={search}
      reads={reads}
      today={today}
      onSearchChange={(next) => void navigate({ search: next })}
      onRetry={useReread(Route.id)}
    />
  );
}
