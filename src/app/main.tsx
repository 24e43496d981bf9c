import './first-paint/mantine-styles';
import './global.css';
import { whenHeadingPainted } from './first-paint/heading-painted';
import { nextTask } from './first-paint/head-first';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerMachine } from '../lib/machine-registry';
import { App } from './app';
import { reportCaughtError } from './caught-errors';
import { startAuth } from './auth';
import { startBell } from './bell';
import { syncSessionAcrossTabs } from './cross-tab';
import { followSession } from './auth-routing';
import { startEmbeddedBackend, stoppedWithoutStorage } from './first-paint/embedded-backend';
import { startOfflineApp } from './offline-app';
import { createAppRouter } from './router';
import { api, logic } from './wiring';
import { queryClient } from './query-client';
import { forgetOtherUsersData } from './server-data-session';

function boot() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element');
  const root = createRoot(rootElement, { onCaughtError: reportCaughtError });
  if (stoppedWithoutStorage(root)) return;
  // The first-paint gate: the first heading's paint, at the latest after 3 s (first-paint/README.md).
  const firstHeading = whenHeadingPainted(rootElement, 3000);
  const demo = startEmbeddedBackend(root, firstHeading);
  const offline = startOfflineApp(firstHeading);
  const auth = startAuth(firstHeading);
  syncSessionAcrossTabs(auth);
  const router = createAppRouter({ auth, api, logic, queryClient }, { firstHeading });
  forgetOtherUsersData(auth, queryClient);
  // The state inspector (embedded backend only) lists the global auth machine, and outside the
  // live build an event it drops is reported.
  registerMachine('auth', auth);
  // Signing in and out moves the router (app/auth-routing.ts).
  followSession(auth, router);
  const bell = startBell(
    auth,
    router,
    router.options.context.logic.notifications,
    firstHeading,
    queryClient,
  );
  // The router's first load starts before the first render, as a server-rendered page's would:
  // the first render then draws the matches it resolved to, in the sliced transition below. Left
  // to the router's mount effect, the load's store update redrew the whole tree synchronously
  // in the first commit's effects (docs/performance.md, "The router's first load before the
  // first render"). The router follows a load in progress rather than starting another.
  router.load().catch((error: unknown) => console.error(error));

  startTransition(() =>
    root.render(
      <StrictMode>
        <App auth={auth} router={router} demo={demo} offline={offline} bell={bell} />
      </StrictMode>,
    ),
  );
}

// The entry's evaluation and the boot are two tasks, each shorter than the long task both made
// (docs/performance.md, "A boot in small tasks").
void nextTask().then(boot);
