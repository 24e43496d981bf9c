// A screen's frame and heading before its code (README.md): `headFirst` for the routes, and
// `holdScreenChunks`, which the router applies, for the first page of a visit.
import type { AnyRoute, RouteComponent } from '@tanstack/react-router';

/**
 * Route options for a screen whose heading shows before its code: while the route's chunk loads
 * the router renders `head` (the screen's frame and heading, part of the entry) at once, and
 * takes it away as soon as the screen is ready. On the first page of a visit the chunk itself
 * waits for that heading's paint (`holdScreenChunks`), so the screen's code does not compete with
 * the heading for the network.
 */
export function headFirst(head: RouteComponent, options: { sliced?: boolean } = {}) {
  if (options.sliced) slicedHeads.add(head);
  return { pendingComponent: head, pendingMs: 0, pendingMinMs: 0 } as const;
}

/**
 * The heads of the screens whose first render, on the first page of a visit, is React's retry of
 * a suspended screen (`holdScreenChunks`): only where the A/B shows the page's score higher with it
 * (docs/performance.md).
 */
const slicedHeads = new WeakSet<RouteComponent>();

/**
 * Resolves in a new task of the event loop, not in a microtask of the current one, so the work
 * after it is a separate task. Uses a message channel, as React's scheduler does: unlike a
 * timer, it is not clamped, nor throttled in a background tab. The second half of
 * `holdScreenChunks`.
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

type Preloadable = { preload?: () => Promise<void> };

/**
 * Makes the lazy component of every route with a pending heading load after `firstHeading`, and render
 * in the task after the one that evaluated its chunk: the chunk's evaluation and the screen's
 * first render are then two shorter tasks instead of one long one (the page answers input in
 * between, and Lighthouse counts less blocking time). A `sliced` head's screen instead renders
 * before its chunk has loaded, suspends, and React renders it when the chunk arrives as a retry,
 * which React slices into short tasks (a store update of the router's renders in one).
 */
export function holdScreenChunks(routes: readonly AnyRoute[], firstHeading: Promise<void>) {
  let painted = false;
  void firstHeading.then(() => {
    painted = true;
  });
  for (const route of routes) {
    const component = route.options.component as Preloadable | undefined;
    const load = component?.preload;
    if (!route.options.pendingComponent || !component || !load) continue;
    const head = route.options.pendingComponent as RouteComponent;
    component.preload = slicedHeads.has(head)
      ? // Before the heading's paint the router is told the screen is ready once that paint is
        // past: it renders the screen, whose code then loads and suspends it (its heading
        // stays), and the screen's first render is React's retry of that Suspense boundary, in
        // slices. Later (a preload on hover, a navigation) the chunk loads as the router asks.
        () => (painted ? load() : firstHeading.then(nextTask))
      : () => firstHeading.then(load).then(nextTask);
  }
}
