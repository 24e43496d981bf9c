import { createFileRoute } from '@tanstack/react-router';
import { validateDashboardSearch } from '../../domain/dashboard-search';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';

// The mobile menu's Applications entry: the same dashboard as /grants.
export const Route = createFileRoute('/_authed/applications')({
  validateSearch: validateDashboardSearch,
  loader: ({ context }) => context.logic.dashboard(),
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
