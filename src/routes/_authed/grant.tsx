import { createFileRoute } from '@tanstack/react-router';
import {
  applicationWizardLogic,
  loadLibraryDocuments,
  readStoredDraft,
} from '../../app/wiring/application-wizard';
import { searchParams, uuidParam } from '../../domain/search-params';
import { useCurrentUser } from '../../screens/shared/auth-context';
import {
  ApplicationWizardScreen,
  GrantNotFound,
} from '../../screens/wizard/application-wizard-screen';
import { WizardLoading } from '../../screens/wizard/wizard-loading';
import { headFirst } from '../../app/first-paint';

export const Route = createFileRoute('/_authed/grant')({
  // Only a grant id (a UUID) reaches the API; anything else shows the not-found message.
  validateSearch: searchParams({ id: uuidParam }),
  ...headFirst(WizardLoading),
  component: GrantApplicationRoute,
});

function GrantApplicationRoute() {
  const { id } = Route.useSearch();
  const user = useCurrentUser();
  if (!id || !user) return <GrantNotFound />;
  return (
    <ApplicationWizardScreen
      // A new grant or user starts a new wizard (and reads that pair's draft).
      key={`${user.id}.${id}`}
      logic={applicationWizardLogic}
      grantId={id}
      user={user}
      draft={readStoredDraft(user.id, id)}
      loadLibrary={loadLibraryDocuments}
    />
  );
}
