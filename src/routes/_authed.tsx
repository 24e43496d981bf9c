import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../machines/auth.machine';
import { EmailNotice } from '../screens/shell/email-notice';

// Every path but /sign-in, /register, /affiliates, /troubleshooting and /news needs a stored
// token and a signed-in user; otherwise the user is signed out and sent to /sign-in.
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    const snapshot = context.auth.getSnapshot();
    const signedIn = isSignedIn(snapshot);
    if (!signedIn || !context.api.hasToken()) {
      if (signedIn) context.auth.send({ type: 'session.expired' });
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
  },
  component: AuthedLayout,
});

/** Every signed-in page: the notice of an unverified email (issue 61) above the page. */
function AuthedLayout() {
  const { writes } = Route.useRouteContext();
  return (
    <>
      <EmailNotice send={writes.sendVerificationEmail} />
      <Outlet />
    </>
  );
}
