import { whenHeadingPainted } from './first-paint';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerMachine } from '../lib/machine-registry';
import { isSignedIn } from '../machines/auth.machine';
import { App } from './app';
import { startAuth } from './auth';
import { syncSessionAcrossTabs } from './cross-tab';
import { startEmbeddedBackend, stoppedWithoutStorage } from './embedded-backend';
import { createAppRouter } from './router';

function boot() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element');
  const root = createRoot(rootElement);
  if (stoppedWithoutStorage(root)) return;
  // The first heading's paint (at the latest after 3 s) gates the backend and the screens' chunks.
  const firstHeading = whenHeadingPainted(rootElement, 3000);
  const demo = startEmbeddedBackend(root, firstHeading);
  const auth = startAuth();
  syncSessionAcrossTabs(auth);
  const router = createAppRouter({ auth }, { firstHeading });
  // The state inspector (embedded backend only) lists the global auth machine, and outside the
  // live build an event it drops is reported.
  registerMachine('auth', auth);

  // Signing out ends on /sign-in; a 401 (the session ended elsewhere) also remembers where the
  // user was, so signing in again returns there.
  let previous = auth.getSnapshot();
  auth.subscribe((snapshot) => {
    const wasIn = isSignedIn(previous);
    const loggedOut = previous.matches('signingOut');
    previous = snapshot;
    if (!wasIn || !snapshot.matches('signedOut')) return;
    const here = router.state.location.href;
    const keep = !loggedOut && here !== '/' && !here.startsWith('/sign-in');
    void router.navigate({ to: '/sign-in', search: keep ? { redirect: here } : {} });
  });

  root.render(
    <StrictMode>
      <App auth={auth} router={router} demo={demo} />
    </StrictMode>,
  );
}

boot();
