// First-paint tuning in one place. Each mechanism here bends the plain library way for a faster
// first paint and names the figure of docs/performance.md that keeps it. The embedded backend's
// start, which waits for `whenHeadingPainted`, is embedded-backend.ts: routes import `headFirst`
// from here and must reach neither the API client nor the backend through this module. Mantine's
// styles are app/mantine-styles.ts (one list: splitting it for the first paint did not pay).
import type { AnyRoute, RouteComponent } from '@tanstack/react-router';

/**
 * Resolves after the browser has painted the frame the current work produces (at the latest
 * after 100 ms: a background tab paints no frames, and its requests must not wait for it).
 * `whenHeadingPainted`'s fallback where the browser has no Element Timing: no figure of its own.
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

const HEADING_TIMING = 'grantwise-first-heading';

/**
 * Resolves once the first screen's heading (every page has one h1) has been presented on screen,
 * or after `timeoutMs`. The frame that holds the heading is often presented a few tens of
 * milliseconds after the DOM change and even after the next animation frame: where the browser
 * has Element Timing, the heading is marked and its own paint entry is awaited (the screen's
 * largest paint is the heading or comes in the same frame); elsewhere two frames after it
 * appears. A background tab paints nothing, so there it resolves as soon as the heading exists.
 * The gate of the embedded backend's start and of `holdScreenChunks`. Wins: LCP, by keeping the
 * backend's chunk out of the window before the largest paint (`/grants` 3.5 -> 2.9 s,
 * `/opportunities` 3.1 -> 2.5 s when it was introduced).
 */
export function whenHeadingPainted(root: HTMLElement, timeoutMs: number): Promise<void> {
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

/**
 * Route options for a screen whose heading shows before its code: while the route's chunk loads
 * the router renders `head` (the screen's frame and heading, part of the entry) at once, and
 * takes it away as soon as the screen is ready. On the first page of a visit the chunk itself
 * waits for that heading's paint (`holdScreenChunks`), so the screen's code does not compete with
 * the heading for the network. Wins: signed-in pages' LCP 2.35-2.68 s -> 2.04-2.05 s.
 */
export function headFirst(head: RouteComponent) {
  return { pendingComponent: head, pendingMs: 0, pendingMinMs: 0 } as const;
}

/**
 * Resolves in a new task of the event loop, not in a microtask of the current one, so the work
 * after it is a separate task. Uses a message channel, as React's scheduler does: unlike a
 * timer, it is not clamped, nor throttled in a background tab. The second half of
 * `holdScreenChunks`, whose figure it shares.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Links the demo's web app manifest (`href`) once `gate` has resolved; the build leaves it out of
 * the page's HTML (vite.config.ts, `manifestLinkLater`). Chromium fetches a linked manifest and
 * its icon at once, which on the first page of a visit fell between the first paint and the
 * heading's: each such request added a simulated round trip to LCP. Installing and the offline
 * check only need the link later. Win: the LCP-FCP gap of the signed-in pages 150 -> 0 ms in
 * Lighthouse's simulation (with the favicon inline in index.html; docs/performance.md).
 */
export function linkManifestLater(href: string, gate: Promise<void>): void {
  void gate.then(() => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = href;
    document.head.append(link);
  });
}

type Preloadable = { preload?: () => Promise<void> };

/**
 * Makes the lazy component of every route with a pending heading load after `gate`, and render
 * in the task after the one that evaluated its chunk: the chunk's evaluation and the screen's
 * first render are then two shorter tasks instead of one long one (the page answers input in
 * between, and Lighthouse counts less blocking time). Wins: LCP, as part of `headFirst`'s figure
 * (the chunk is not counted before the heading's paint); TBT, two tasks of about half the length
 * where there was one (the screen's mount is now a task of its own, 35-60 ms at 4x CPU).
 */
export function holdScreenChunks(routes: readonly AnyRoute[], gate: Promise<void>) {
  for (const route of routes) {
    const component = route.options.component as Preloadable | undefined;
    const load = component?.preload;
    if (!route.options.pendingComponent || !component || !load) continue;
    component.preload = () => gate.then(load).then(nextTask);
  }
}

/**
 * Makes every call of `services` (a route loader's machines and reads, from the router context)
 * start after `gate`, but those named in `sync`, which are not calls to the network: on the
 * first page of a visit a loader's chunk and request then come after the heading's paint, as
 * the screen's code does (`holdScreenChunks`), instead of being counted before the largest
 * paint; later calls start at once. Win: LCP of the signed-in pages 2.18-2.37 s with loaders
 * that start at once, against 1.92 s before loaders (the first bench run of issue 19).
 */
export function holdCalls<T extends object>(
  services: T,
  gate: Promise<void>,
  sync: readonly (keyof T)[] = [],
): T {
  const held: Record<string, unknown> = { ...(services as Record<string, unknown>) };
  for (const [name, call] of Object.entries(services as Record<string, unknown>)) {
    if (typeof call !== 'function' || sync.includes(name as keyof T)) continue;
    held[name] = (...args: unknown[]) => gate.then(() => call(...args));
  }
  return held as T;
}
