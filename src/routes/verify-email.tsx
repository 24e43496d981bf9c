import { createFileRoute } from '@tanstack/react-router';
import { linkSecretParam, searchParams } from '../domain/search-params';
import { VerifyEmailScreen } from '../screens/auth/verify-email-screen';

// Public: a verification mail's link (issue 61) may be opened signed out, or in another browser.
export const Route = createFileRoute('/verify-email')({
  validateSearch: searchParams({ token: linkSecretParam }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  const { writes } = Route.useRouteContext();
  return <VerifyEmailScreen token={token} verify={writes.verifyEmail} />;
}
