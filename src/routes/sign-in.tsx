import { createFileRoute } from '@tanstack/react-router';
import { safeRedirectPath } from '../domain/safe-url';
import { searchParams } from '../domain/search-params';
import { SignInScreen } from '../screens/auth/sign-in-screen';

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchParams({ redirect: safeRedirectPath }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInScreen redirectTo={redirect ?? '/'} />;
}
