import { createFileRoute } from '@tanstack/react-router';
import { searchParams, uuidParam } from '../../domain/search-params';
import { startRead, useReread } from '../../lib/read';
import { useCurrentUser, useIsReadingProfile } from '../../lib/auth-context';
import {
  ApplicationWizardScreen,
  GrantNotFound,
} from '../../screens/wizard/application-wizard-screen';
import { WizardLoading } from '../../screens/wizard/wizard-loading';
import { headFirst } from '../../app/first-paint/head-first';

// Only a grant id (a UUID) reaches the API; anything else shows the not-found message.
const validateSearch = searchParams({ id: uuidParam });

export const Route = createFileRoute('/_authed/grant')({
  validateSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  // The grant's read starts at navigation, alongside the wizard's code, not once it has mounted;
  // the wizard's machine takes the grant as its input (one read, the loader's).
  loader: async ({ context, deps }) => {
    const grant = deps.id ? startRead(context.api.getGrant(deps.id)) : null;
    return { grant, wizard: await context.logic.applicationWizard() };
  },
  ...headFirst(WizardLoading),
  component: GrantApplicationRoute,
});

function GrantApplicationRoute() {
  const { id } = Route.useSearch();
  const { grant, wizard } = Route.useLoaderData();
  const user = useCurrentUser();
  const reread = useReread(Route.id);
  // The wizard prefills from the profile (email, saved answers): it waits for GET /auth/me.
  const readingProfile = useIsReadingProfile();
  if (readingProfile) return <WizardLoading />;
  if (!id || !grant || !user) return <GrantNotFound />;
  return (
    <ApplicationWizardScreen
      // A new grant or user starts a new wizard (and reads that pair's draft).
      key={`${user.id}.${id}`}
      logic={wizard.logic}
      grant={grant}
      onRetry={reread}
      user={user}
      draft={wizard.readStoredDraft(user.id, id)}
    />
  );
}
