import { createFileRoute } from '@tanstack/react-router';
import { EMPTY_FIT_PROFILE } from '../../domain/fit-profile';
import { searchParams, uuidParam } from '../../domain/search-params';
import { startRead } from '../../lib/read';
import { GrantDetailsScreen } from '../../screens/grants/grant-details-screen';

// Only a UUID reaches the API; anything else shows the not-found state.
const validateSearch = searchParams({ id: uuidParam });

export const Route = createFileRoute('/_authed/grant-details')({
  validateSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => ({
    grant: deps.id ? startRead(context.api.getGrant(deps.id)) : null,
    // Beside the criteria, a help: without it, the grant as it is.
    fit: startRead(context.api.readFitProfile().catch(() => EMPTY_FIT_PROFILE)),
    // The budget of this browser's draft for the grant, for the checklist (none: not started).
    draftBudget: startRead(
      context.api
        .readDraftBudget(context.auth.getSnapshot().context.user?.id ?? '', deps.id ?? '')
        .catch(() => null),
    ),
  }),
  component: GrantDetailsRoute,
});

function GrantDetailsRoute() {
  const { grant, fit, draftBudget } = Route.useLoaderData();
  return <GrantDetailsScreen grant={grant} fit={fit} draftBudget={draftBudget} />;
}
