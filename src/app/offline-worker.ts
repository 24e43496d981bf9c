// The demo's service-worker registration (workbox-window), loaded by offline-app.ts after the
// first screen: none of it is part of the first load.
import { Workbox } from 'workbox-window';
import { OFFLINE_MESSAGES } from '../domain/offline';
import { notify } from '../lib/notify';

/** How often an open tab asks the host for a newer build (also on coming back to the tab). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the demo build's service worker. `onWaiting` receives, when a newer build waits (also
 * one found waiting at load), the function that lets it take over and reloads this tab.
 */
export async function registerOfflineWorker(onWaiting: (takeOver: () => void) => void) {
  const worker = new Workbox('/sw.js');
  // The first install, not an update: every file is cached, the demo opens offline from now.
  worker.addEventListener('activated', (event) => {
    if (!event.isUpdate) notify.info(OFFLINE_MESSAGES.ready);
  });
  // This tab keeps its version until the user chooses Reload; only then does the new one take
  // over, and only this tab reloads.
  worker.addEventListener('waiting', () =>
    onWaiting(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  await worker.register();
  const check = () => void worker.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
