import { createFileRoute } from '@tanstack/react-router';
import { searchParams, uuidParam } from '../../domain/search-params';
import { GrantDetailsScreen } from '../../screens/grants/grant-details-screen';

// Only a UUID reaches the API; anything else shows the not-found state.
const validateSearch = searchParams({ id: uuidParam });

export const Route = createFileRoute('/_authed/grant-details')({
  validateSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient, queries }, deps }) => {
    if (deps.id) {
      void queryClient.prefetchQuery(queries.grant(deps.id));
      void queryClient.prefetchQuery(
        queries.op('listGrantNotes', { params: { path: { id: deps.id } } }),
      );
    }
    void queryClient.prefetchQuery(queries.op('listGrantDecisions', {}));
    // Beside the criteria, a help: without it, the grant as it is.
    void queryClient.prefetchQuery(queries.fitProfile());
  },
  component: GrantDetailsRoute,
});

function GrantDetailsRoute() {
  const { id } = Route.useSearch();
  const { queries, writes, auth } = Route.useRouteContext();
  const userId = auth.getSnapshot().context.user?.id ?? '';
  return (
    <GrantDetailsScreen
      grant={id ? queries.grant(id) : null}
      fit={queries.fitProfile()}
      // The budget of this browser's draft for the grant, for the checklist (none: not started).
      draftBudget={id ? queries.draftBudget(userId, id) : null}
      notes={
        id
          ? {
              notes: queries.op('listGrantNotes', { params: { path: { id } } }),
              decisions: queries.op('listGrantDecisions', {}),
              create: writes.op('createGrantNote'),
              update: writes.op('updateGrantNote'),
              remove: writes.op('deleteGrantNote'),
              decide: writes.op('setGrantDecision'),
            }
          : null
      }
    />
  );
}
