import { type AnyRoute, type RouterHistory, createRouter } from '@tanstack/react-router';
import { nextTask } from './next-task';
import { RouteError } from '../screens/shared/route-error';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree.gen';

export interface AppRouterOptions {
  /**
   * The first screen's heading has painted. The code of a screen that shows its heading first
   * (`headFirst`) waits for it, so on the first page of a visit the heading is not held up by the
   * screen's own chunks; later loads (navigations, preloads on hover) start at once.
   */
  firstHeading?: Promise<void>;
  /** Where the router keeps the location: the browser's address bar unless given (tests). */
  history?: RouterHistory;
}

export function createAppRouter(context: RouterContext, options: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // Keys no route validates are removed from the address bar on load and on every navigation.
    // (Keys a route validates and refuses never reach it either: see domain/search-params.ts.)
    search: { strict: true },
  });
  if (options.firstHeading)
    holdScreenChunks(Object.values(router.routesById), options.firstHeading);
  return router;
}

type Preloadable = { preload?: () => Promise<void> };

/**
 * Makes the lazy component of every route with a pending heading load after `gate`, and render
 * in the task after the one that evaluated its chunk: the chunk's evaluation and the screen's
 * first render are then two shorter tasks instead of one long one (the page answers input in
 * between, and Lighthouse counts less blocking time).
 */
export function holdScreenChunks(routes: readonly AnyRoute[], gate: Promise<void>) {
  for (const route of routes) {
    const component = route.options.component as Preloadable | undefined;
    const load = component?.preload;
    if (!route.options.pendingComponent || !component || !load) continue;
    component.preload = () => gate.then(load).then(nextTask);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
