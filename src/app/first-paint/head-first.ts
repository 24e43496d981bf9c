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
export function headFirst(head: RouteComponent) {
  return { pendingComponent: head, pendingMs: 0, pendingMinMs: 0 } as const;
}

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
 * between, and Lighthouse counts less blocking time).
 */
export function holdScreenChunks(routes: readonly AnyRoute[], firstHeading: Promise<void>) {
  for (const route of routes) {
    const component = route.options.component as Preloadable | undefined;
    const load = component?.preload;
    if (!route.options.pendingComponent || !component || !load) continue;
    component.preload = () => firstHeading.then(load).then(nextTask);
  }
}
