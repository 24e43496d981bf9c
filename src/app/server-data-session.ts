import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn, selectUser } from '../machines/auth.machine';
import type { AuthActor } from './auth';

/**
 * Server data belongs to the user who read it: when the session's user changes (signing out,
 * in as someone else, another tab's sign-out), the cache forgets everything, so no screen shows
 * one user's data to the next.
 */
export function forgetOtherUsersData(auth: AuthActor, client: QueryClient): void {
  const userOf = () => {
    const snapshot = auth.getSnapshot();
    return isSignedIn(snapshot) ? (selectUser(snapshot)?.id ?? null) : null;
  };
  let userId = userOf();
  auth.subscribe(() => {
    const next = userOf();
    if (next === userId) return;
    userId = next;
    client.clear();
  });
}
