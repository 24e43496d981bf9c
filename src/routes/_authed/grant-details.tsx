import { createFileRoute } from '@tanstack/react-router';
import { getGrant } from '../../api/grants';
import { searchParams, uuidParam } from '../../domain/search-params';
import { GrantDetailsScreen } from '../../screens/grants/grant-details-screen';

export const Route = createFileRoute('/_authed/grant-details')({
  // Only a UUID reaches the API; anything else shows the not-found state.
  validateSearch: searchParams({ id: uuidParam }),
  component: GrantDetailsRoute,
});

function GrantDetailsRoute() {
  const { id } = Route.useSearch();
  return <GrantDetailsScreen grantId={id ?? null} loadGrant={getGrant} />;
}
