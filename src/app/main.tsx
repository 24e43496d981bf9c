import '@mantine/core/styles.css';
import 'react-toastify/dist/ReactToastify.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DemoControls } from '../screens/shared/demo-context';
import { App } from './app';
import { startAuth } from './auth';
import { createAppRouter } from './router';

/** Simulated latency of the embedded backend: VITE_MOCK_LATENCY, overridable per browser. */
function mockLatency(): number {
  const stored = Number(globalThis.localStorage?.getItem('grantwise.mock.latency') ?? Number.NaN);
  if (Number.isFinite(stored) && stored >= 0) return stored;
  const configured = Number(import.meta.env.VITE_MOCK_LATENCY ?? 400);
  return Number.isFinite(configured) && configured >= 0 ? configured : 400;
}

async function boot() {
  let demo: DemoControls | null = null;
  // The embedded backend is a lazy chunk: a live build contains none of its code.
  if (import.meta.env.VITE_API_MODE !== 'live') {
    const { startMockServer } = await import('../mock-server/start');
    demo = await startMockServer({ latency: mockLatency() });
  }
  const auth = startAuth();
  const router = createAppRouter({ auth });

  // Signing out ends on /sign-in; a 401 (the session ended elsewhere) also remembers where the
  // user was, so signing in again returns there.
  let previous = auth.getSnapshot();
  auth.subscribe((snapshot) => {
    const wasIn = previous.matches('signedIn') || previous.matches('signingOut');
    const loggedOut = previous.matches('signingOut');
    previous = snapshot;
    if (!wasIn || !snapshot.matches('signedOut')) return;
    const here = router.state.location.href;
    const keep = !loggedOut && here !== '/' && !here.startsWith('/sign-in');
    void router.navigate({ to: '/sign-in', search: keep ? { redirect: here } : {} });
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App auth={auth} router={router} demo={demo} />
    </StrictMode>,
  );
}

void boot();
