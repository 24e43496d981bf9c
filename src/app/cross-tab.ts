import { TOKEN_KEY } from '../api/client';
import type { AuthActor } from './auth';
import { isSignedIn } from '../machines/auth.machine';

/**
 * Keeps the session in step with the other tabs of this browser (the `storage` event fires in
 * every other tab): signed out there means signed out here; another user signed in there means
 * this tab reloads as that user instead of sending their token under the wrong name.
 */
export function syncSessionAcrossTabs(
  auth: AuthActor,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of this origin's storage.
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const snapshot = auth.getSnapshot();
    const signedIn = isSignedIn(snapshot);
    if (!signedIn) return;
    if (!event.newValue) auth.send({ type: 'session.expired' });
    else if (event.newValue !== snapshot.context.token) reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
