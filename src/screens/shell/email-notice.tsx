import { Suspense, lazy } from 'react';
import { useCurrentUser } from '../../lib/auth-context';
import type { Write } from '../../lib/server-data';

// Loaded when it shows: the alert, its button and its write stay out of the first load of
// everyone whose email is verified.
const EmailNoticeAlert = lazy(() => import('./email-notice-alert'));

/**
 * Above every signed-in page while the account's email is not verified (issue 61): what waits
 * for it, and Send again (the server sends at most one mail a minute and says 204 either way).
 */
export function EmailNotice({ send }: { send: Write<void> }) {
  const user = useCurrentUser();
  if (!user || user.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <EmailNoticeAlert send={send} email={user.email} />
    </Suspense>
  );
}
