import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../domain/dashboard-search';
import { DashboardFrame } from '../../screens/dashboard/dashboard-frame';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';
import { headFirst } from '../../app/first-paint';

export const Route = createFileRoute('/_authed/grants')({
  validateSearch: validateDashboardSearch,
  loader: ({ context }) => context.logic.dashboard(),
  ...headFirst(DashboardFrame),
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardScreen
      api={Route.useLoaderData()}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
