import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirectPath } from '../domain/safe-url';
import { searchParams } from '../domain/search-params';
import { isSignedIn } from '../machines/auth.machine';
import { SignInScreen } from '../screens/auth/sign-in-screen';

const validateSearch = searchParams({ redirect: safeRedirectPath });

export const Route = createFileRoute('/sign-in')({
  validateSearch,
  // A signed-in user goes on to where they were going (home by default): on arrival, and when
  // signing in here completes (the app re-runs the guards on every change of the session).
  beforeLoad: ({ context, search }) => {
    if (isSignedIn(context.auth.getSnapshot()))
      throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: SignInScreen,
});
