import { createFileRoute } from '@tanstack/react-router';
import { headFirst } from '../../app/first-paint';
import { useReread } from '../../lib/read';
import { DashboardFrame } from '../../screens/dashboard/dashboard-frame';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';
import { dashboardRoute } from './-dashboard';

export const Route = createFileRoute('/_authed/grants')({
  ...dashboardRoute,
  ...headFirst(DashboardFrame),
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
