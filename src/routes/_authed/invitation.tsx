import { createFileRoute } from '@tanstack/react-router';
import { linkSecretParam, searchParams, uuidParam } from '../../domain/search-params';
import { InvitationLinkScreen } from '../../screens/sharing/invitation-link-screen';

// An invitation mail's link (issue 61): signed in (a visitor signs in or registers first and
// comes back here), the person accepts with the link's secret.
export const Route = createFileRoute('/_authed/invitation')({
  validateSearch: searchParams({ id: uuidParam, token: linkSecretParam }),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { id, token } = Route.useSearch();
  const { writes } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <InvitationLinkScreen
      id={id}
      token={token}
      accept={writes.acceptInvitationLink}
      onAccepted={(shared) => void navigate({ to: '/grants', search: { shared } })}
    />
  );
}
