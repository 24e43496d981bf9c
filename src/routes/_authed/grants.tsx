import { createFileRoute } from '@tanstack/react-router';
import { headFirst } from '../../app/first-paint/head-first';
import { DashboardFrame } from '../../screens/dashboard/dashboard-frame';
import { dashboardRoute } from './-dashboard';
import { RoutedDashboard } from './-dashboard-screen';

export const Route = createFileRoute('/_authed/grants')({
  ...dashboardRoute,
  ...headFirst(DashboardFrame, { sliced: true }),
  component: DashboardRoute,
});

function DashboardRoute() {
  return <RoutedDashboard route={Route} />;
}
