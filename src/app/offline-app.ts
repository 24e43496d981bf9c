// The demo as an offline-first web app: registers the service worker a demo build carries
// (vite.config.ts, `offlineApp`), says once that the demo is ready to work offline, offers a new
// build's version with a Reload the user chooses, and asks the browser to keep the demo's data.
// Registration waits for the first screen's heading, the load event and idle time, and comes with
// workbox-window in a chunk of its own (offline-worker.ts), as does the update notice: the first
// load pays only for this small store (docs/performance.md, issue 20). A live build and the dev
// server register nothing.

import { linkManifestLater } from './first-paint/manifest-later';

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

export function startOfflineApp(firstHeading: Promise<void>): OfflineApp | null {
  if (import.meta.env.VITE_API_MODE === 'live' || import.meta.env.DEV) return null;
  if (!('serviceWorker' in navigator)) return null;

  let state: OfflineAppState = { updateReady: false };
  const listeners = new Set<() => void>();
  const set = (next: OfflineAppState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  let takeOver: (() => void) | null = null;
  linkManifestLater(`${import.meta.env.BASE_URL}manifest.webmanifest`, firstHeading);

  void firstHeading
    .then(afterLoadAndIdle)
    .then(() => import('./offline-worker'))
    .then(({ registerOfflineWorker }) =>
      registerOfflineWorker((next) => {
        takeOver = next;
        set({ updateReady: true });
      }),
    )
    .catch((error: unknown) => {
      // Offline use is a bonus of the demo: the app works online without it.
      console.warn(`The demo could not be made available offline: ${String(error)}`);
    });

  // The demo's data should outlive the browser's clean-ups of sites it deems unused (the inspector
  // shows whether the browser agreed).
  void firstHeading.then(() => navigator.storage?.persist?.()).catch(() => undefined);

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
