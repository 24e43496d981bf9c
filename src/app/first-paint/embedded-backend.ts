// The embedded backend's start choreography (README.md): it waits for `firstHeading`
// (heading-painted.ts), which main.tsx hands it. A module of its own: routes import head-first.ts
// and must reach neither the API client nor the backend through it.
import type { Root } from 'react-dom/client';
import { holdRequestsUntil } from '../../api/client';
import { onFirstInput } from '../../lib/first-input';
import type { MockControl } from '../../mock-server/start';
import { callDemo, demoCallsVia } from '../../lib/demo-calls';
import type { DemoControls } from '../../lib/demo-controls';
import { renderStop, stopReasonOf } from '../boot-stop';
import { nextTask } from './head-first';

/**
 * Simulated latency of the embedded backend: VITE_MOCK_LATENCY, overridable per browser. Demo
 * theatre, not a first-paint gain: the bench sets it to 0.
 */
function mockLatency(): number {
  const stored = Number(globalThis.localStorage?.getItem('grantwise.mock.latency') ?? Number.NaN);
  if (Number.isFinite(stored) && stored >= 0) return stored;
  const configured = Number(import.meta.env.VITE_MOCK_LATENCY ?? 400);
  return Number.isFinite(configured) && configured >= 0 ? configured : 400;
}

/**
 * Starts the embedded backend (a lazy chunk: a live build contains none of its code; the backend
 * itself, Mirage and Dexie, runs in a Web Worker, off the main thread) without holding up the
 * first screen: on the first request that needs it (once the first screen's heading is painted,
 * so a screen's heading and placeholders show before the backend's code is fetched and run), or
 * on the user's first input, whichever comes first. A page that needs no data (sign-in) costs
 * nothing until the user starts typing. Requests wait for it through the client's gate. When it
 * cannot start (IndexedDB unavailable in private mode, or full) the app gives way to a clear stop
 * page.
 */
function embeddedBackend(root: Root, firstHeading: Promise<void>) {
  let backend: Promise<MockControl> | undefined;
  const start = () => {
    if (backend) return backend;
    // The benchmark reads this measure: the backend's start-up (chunk load, open, seed).
    performance.mark('grantwise:backend-start');
    backend = firstHeading
      .then(nextTask)
      .then(() => import('../../mock-server/worker-client'))
      .then(({ startWorkerBackend }) =>
        startWorkerBackend({
          latency: mockLatency(),
          // A newer version of the app upgraded the database in another tab.
          onVersionChange: () => renderStop(root, 'upgraded'),
          // An older version in another tab holds the database open: this one cannot upgrade it.
          onBlocked: () => renderStop(root, 'blocked'),
        }),
      );
    backend.then(
      () => performance.measure('grantwise:backend-ready', 'grantwise:backend-start'),
      (error: unknown) => {
        const { name, message } = error instanceof Error ? error : new Error(String(error));
        console.error(`The embedded backend could not start: ${name}: ${message}`, error);
        renderStop(root, stopReasonOf(error));
      },
    );
    return backend;
  };
  holdRequestsUntil(start);
  const demo: DemoControls = {
    // Each demo call by name, once the backend has started (lib/demo-calls.ts).
    ...demoCallsVia(async (name, args) => callDemo(await start(), name, args)),
    getSettings: async () => (await start()).getSettings(),
    updateSettings: async (partial) => (await start()).updateSettings(partial),
    operations: async () => (await start()).operations(),
  };
  return { start, demo };
}

/**
 * Without IndexedDB (some private windows, disabled storage) the demo has nowhere to keep its
 * data: shows the stop page at once, rather than after the user has typed into the first form,
 * and says so (true). Always false in the live build.
 */
export function stoppedWithoutStorage(root: Root): boolean {
  if (import.meta.env.VITE_API_MODE === 'live' || globalThis.indexedDB) return false;
  renderStop(root, 'storage');
  return true;
}

/**
 * The demo's embedded backend for this page, started as `embeddedBackend` says or on the user's
 * first input; its controls for the demo's settings, or null in the live build (which has none).
 */
export function startEmbeddedBackend(root: Root, firstHeading: Promise<void>): DemoControls | null {
  if (import.meta.env.VITE_API_MODE === 'live') return null;
  const backend = embeddedBackend(root, firstHeading);
  onFirstInput(() => void backend.start().catch(() => undefined));
  return backend.demo;
}
