import { createFileRoute } from '@tanstack/react-router';
import { safeRedirectPath } from '../domain/safe-url';
import { SignInScreen } from '../screens/auth/sign-in-screen';

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInScreen redirectTo={redirect ?? '/'} />;
}
