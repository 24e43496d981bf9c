import { createFileRoute } from '@tanstack/react-router';
import { dashboardRoute } from './-dashboard';
import { RoutedDashboard } from './-dashboard-screen';

// The mobile menu's Applications entry: the same dashboard as /grants.
export const Route = createFileRoute('/_authed/applications')({
  ...dashboardRoute,
  component: DashboardRoute,
});

function DashboardRoute() {
  return <RoutedDashboard route={Route} />;
}
