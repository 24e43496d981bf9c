import { createFileRoute } from '@tanstack/react-router';
import { searchParams, uuidParam } from '../../domain/search-params';
import { useCurrentUser, useIsReadingProfile } from '../../lib/auth-context';
import {
  ApplicationWizardScreen,
  GrantNotFound,
} from '../../screens/wizard/application-wizard-screen';
import { WizardLoading } from '../../screens/wizard/wizard-loading';
import { headFirst } from '../../app/first-paint/head-first';

// Only a grant id (a UUID) reaches the API; anything else shows the not-found message. `draft`
// names a shared draft of the grant (a member opens the owner's draft); without it the wizard
// opens the caller's own draft of the grant, or starts one.
const validateSearch = searchParams({ id: uuidParam, draft: uuidParam });

export const Route = createFileRoute('/_authed/grant')({
  validateSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  // The grant's read starts at navigation, alongside the wizard's code, not once it has mounted;
  // the wizard's machine takes the grant as its input (one read, the loader's).
  loader: async ({ context: { queryClient, queries, logic }, deps }) => {
    if (deps.id) void queryClient.prefetchQuery(queries.grant(deps.id));
    return { wizard: await logic.applicationWizard() };
  },
  ...headFirst(WizardLoading),
  component: GrantApplicationRoute,
});

function GrantApplicationRoute() {
  const { id, draft } = Route.useSearch();
  const { wizard } = Route.useLoaderData();
  const { queries } = Route.useRouteContext();
  const user = useCurrentUser();
  // The wizard prefills from the profile (email, saved answers): it waits for GET /auth/me.
  const readingProfile = useIsReadingProfile();
  if (readingProfile) return <WizardLoading />;
  if (!id || !user) return <GrantNotFound />;
  return (
    <ApplicationWizardScreen
      // A new grant, draft or user starts a new wizard (and reads that draft afresh).
      key={`${user.id}.${id}.${draft ?? ''}`}
      logic={wizard.logic}
      grant={queries.grant(id)}
      user={user}
      opening={wizard.openingQuery(user.id, id, draft)}
    />
  );
}
