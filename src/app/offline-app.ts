// The demo as an offline-first web app: registers the service worker a demo build carries
// (vite.config.ts, `offlineApp`), says once that the demo is ready to work offline, offers a new
// build's version with a Reload the user chooses, and asks the browser to keep the demo's data.
// Registration waits for the first screen's heading, the load event and idle time, and comes from
// a chunk of its own (workbox-window): the first load pays only for this module. A live build and
// the dev server register nothing.
import { OFFLINE_MESSAGES } from '../domain/offline';
import { notify } from '../lib/notify';

export interface OfflineAppState {
  /** A newer build's service worker is installed and waits for the user's Reload. */
  updateReady: boolean;
}

export interface OfflineApp {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OfflineAppState;
  /** Lets the waiting version take over, then reloads this tab (only when the user asks). */
  reload(): void;
}

/** How often an open tab asks the host for a newer build (also on coming back to the tab). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * After the page's load event and a moment of idle time: precaching fetches every file of the
 * build, which must not compete with what the first screen still loads (its data, the backend).
 */
const afterLoadAndIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

export function startOfflineApp(firstScreen: Promise<void>): OfflineApp | null {
  if (import.meta.env.VITE_API_MODE === 'live' || import.meta.env.DEV) return null;
  if (!('serviceWorker' in navigator)) return null;

  let state: OfflineAppState = { updateReady: false };
  const listeners = new Set<() => void>();
  const set = (next: OfflineAppState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  let takeOver: (() => void) | null = null;

  void firstScreen
    .then(afterLoadAndIdle)
    .then(() => import('workbox-window'))
    .then(async ({ Workbox }) => {
      const worker = new Workbox('/sw.js');
      // The first install, not an update: every file is cached, the demo opens offline from now.
      worker.addEventListener('activated', (event) => {
        if (!event.isUpdate) notify.info(OFFLINE_MESSAGES.ready);
      });
      // A newer build waits (also one found waiting at load): this tab keeps its version until
      // the user chooses Reload; only then does the new one take over, and only this tab reloads.
      worker.addEventListener('waiting', () => {
        takeOver = () => {
          worker.addEventListener('controlling', () => window.location.reload());
          worker.messageSkipWaiting();
        };
        set({ updateReady: true });
      });
      await worker.register();
      const check = () => void worker.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => {
      // Offline use is a bonus of the demo: the app works online without it.
      console.warn(`The demo could not be made available offline: ${String(error)}`);
    });

  // The demo's data should outlive the browser's clean-ups of sites it deems unused (the inspector
  // shows whether the browser agreed).
  void firstScreen.then(() => navigator.storage?.persist?.()).catch(() => undefined);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    reload() {
      if (takeOver) takeOver();
      else window.location.reload();
    },
  };
}
