// Mantine's styles per component, only for the components the app uses (the whole
// styles.css is over the CSS budget; see docs/performance.md). Here: the base layers and what the
// shell, the sign-in screen and the screens' headings draw, which the first paint waits for.
// Everything else (overlays, tables, tabs, steppers...) is in screens/shared/screen-styles.ts and
// loads with the screens. A screen that starts using another Mantine component adds its file
// to one of the two lists.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
// react-toastify's styles come with its container (injected with the page's nonce).
import './global.css';
import { StrictMode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { holdRequestsUntil } from '../api/client';
import type { MockControl } from '../mock-server/start';
import type { DemoControls } from '../screens/shared/demo-context';
import { onFirstInput } from '../lib/first-input';
import { registerMachine } from '../lib/machine-registry';
import { App } from './app';
import { startAuth } from './auth';
import { renderStop, stopReasonOf } from './boot-stop';
import { syncSessionAcrossTabs } from './cross-tab';
import { followSession } from './auth-routing';
import { createAppRouter } from './router';
import { api, logic } from './wiring';

/** Simulated latency of the embedded backend: VITE_MOCK_LATENCY, overridable per browser. */
function mockLatency(): number {
  const stored = Number(globalThis.localStorage?.getItem('grantwise.mock.latency') ?? Number.NaN);
  if (Number.isFinite(stored) && stored >= 0) return stored;
  const configured = Number(import.meta.env.VITE_MOCK_LATENCY ?? 400);
  return Number.isFinite(configured) && configured >= 0 ? configured : 400;
}

/**
 * Resolves after the browser has painted the frame the current work produces (at the latest
 * after 100 ms: a background tab paints no frames, and its requests must not wait for it).
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

/**
 * Starts the embedded backend (a lazy chunk: a live build contains none of its code; the backend
 * itself, Mirage and Dexie, runs in a Web Worker, off the main thread) without holding up the
 * first screen: on the first request that needs it (once the first screen's
 * heading is painted, so a screen's heading and placeholders show before the backend's code is
 * fetched and run), or on the user's first input, whichever comes first. A page that needs no data (sign-in)
 * costs nothing until the user starts typing. Requests wait for it through the client's gate.
 * When it cannot start (IndexedDB unavailable in private mode, or full) the app gives way to a
 * clear stop page.
 */
function embeddedBackend(root: Root, firstScreen: Promise<void>) {
  let backend: Promise<MockControl> | undefined;
  const start = () => {
    if (backend) return backend;
    // The benchmark reads this measure: the backend's start-up (chunk load, open, seed).
    performance.mark('grantwise:backend-start');
    backend = firstScreen
      .then(() => import('../mock-server/worker-client'))
      .then(({ startWorkerBackend }) =>
        startWorkerBackend({
          latency: mockLatency(),
          // A newer version of the app upgraded the database in another tab.
          onVersionChange: () => renderStop(root, 'upgraded'),
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
    resetDemoData: async () => (await start()).resetDemoData(),
    getSettings: async () => (await start()).getSettings(),
    updateSettings: async (partial) => (await start()).updateSettings(partial),
    operations: async () => (await start()).operations(),
    loadPreset: async (name) => (await start()).loadPreset(name),
  };
  return { start, demo };
}

const HEADING_TIMING = 'grantwise-first-heading';

/**
 * Resolves once the first screen's heading (every page has one h1) has been presented on screen,
 * or after `timeoutMs`. The frame that holds the heading is often presented a few tens of
 * milliseconds after the DOM change and even after the next animation frame: where the browser
 * has Element Timing, the heading is marked and its own paint entry is awaited (the screen's
 * largest paint is the heading or comes in the same frame); elsewhere two frames after it
 * appears. A background tab paints nothing, so there it resolves as soon as the heading exists.
 */
function whenHeadingPainted(root: HTMLElement, timeoutMs: number): Promise<void> {
  const elementTiming = PerformanceObserver.supportedEntryTypes?.includes('element') ?? false;
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      headings.disconnect();
      paints?.disconnect();
      clearTimeout(timer);
      root.querySelector(`[elementtiming="${HEADING_TIMING}"]`)?.removeAttribute('elementtiming');
      resolve();
    };
    const paints = elementTiming
      ? new PerformanceObserver((list) => {
          const entries: (PerformanceEntry & { identifier?: string })[] = list.getEntries();
          if (entries.some((entry) => entry.identifier === HEADING_TIMING)) done();
        })
      : null;
    paints?.observe({ type: 'element' });
    const headings = new MutationObserver(() => {
      const heading = root.querySelector('h1');
      if (!heading) return;
      headings.disconnect();
      if (document.visibilityState === 'hidden') return done();
      if (!paints) {
        void afterNextPaint().then(afterNextPaint).then(done);
        return;
      }
      // Marked before its first paint (mutation observers run before the next frame).
      heading.setAttribute('elementtiming', HEADING_TIMING);
    });
    const timer = setTimeout(done, timeoutMs);
    headings.observe(root, { childList: true, subtree: true });
  });
}

function boot() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element');
  const root = createRoot(rootElement);
  // The demo keeps its data in IndexedDB: without it (some private windows, disabled storage)
  // say so at once rather than after the user has typed into the first form.
  if (import.meta.env.VITE_API_MODE !== 'live' && !globalThis.indexedDB) {
    renderStop(root, 'storage');
    return;
  }
  // Only once the first screen shows its heading (every page has one h1; a lazy screen inside
  // its route may come after the route resolved) may the backend's own, larger chunk and the
  // chunks of a screen that shows its heading first compete with it for the network and the
  // main thread; at the latest after 3 s.
  const firstHeading = whenHeadingPainted(rootElement, 3000);
  const backend =
    import.meta.env.VITE_API_MODE !== 'live' ? embeddedBackend(root, firstHeading) : null;
  const auth = startAuth();
  syncSessionAcrossTabs(auth);
  const router = createAppRouter({ auth, api, logic }, { firstHeading });
  // The state inspector (embedded backend only) lists the global auth machine, and outside the
  // live build an event it drops is reported.
  registerMachine('auth', auth);
  if (backend) onFirstInput(() => void backend.start().catch(() => undefined));

  followSession(auth, router);

  root.render(
    <StrictMode>
      <App auth={auth} router={router} demo={backend?.demo ?? null} />
    </StrictMode>,
  );
}

boot();
