import type { AnyRouter } from '@tanstack/react-router';
import { isSignedIn } from '../machines/auth.machine';
import type { AuthActor } from './auth';

/**
 * The router follows the session. Signing in re-runs the routes' guards (`router.invalidate()`):
 * `/sign-in`'s `beforeLoad` sends the user on to where they were going. Signing out ends on
 * `/sign-in` from any page, public ones too (spec: a sign-out and any 401 go to /sign-in); when
 * the session ended without the user asking (a 401, another tab), the way back is kept, so
 * signing in again returns there.
 */
export function followSession(auth: AuthActor, router: AnyRouter): void {
  let previous = auth.getSnapshot();
  auth.subscribe((snapshot) => {
    const wasIn = isSignedIn(previous);
    const askedToLeave = previous.matches('signingOut');
    previous = snapshot;
    const isIn = isSignedIn(snapshot);
    if (wasIn === isIn) return;
    if (isIn) {
      void router.invalidate();
      return;
    }
    const here = router.state.location.href;
    const keep = !askedToLeave && here !== '/' && !here.startsWith('/sign-in');
    void router.navigate({ to: '/sign-in', search: keep ? { redirect: here } : {} });
  });
}
