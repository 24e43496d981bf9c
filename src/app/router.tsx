import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { RouteError } from './route-error';
import { holdScreenChunks } from './first-paint/head-first';
import { holdCalls } from './first-paint/hold-calls';
import type { RouterContext, RouterServices } from './router-context';
import { bindLogic } from './wiring';
import { queriesOf, writesOf } from './wiring/queries';
import { routeTree } from './route-tree.gen';

export interface AppRouterOptions {
  /**
   * The first screen's heading has painted. The code of a screen that shows its heading first
   * (`headFirst`) and the calls of route loaders wait for it, so on the first page of a visit the
   * heading is not held up by the screen's own chunks and reads; later loads (navigations,
   * preloads on hover) start at once.
   */
  firstHeading?: Promise<void>;
  /** Where the router keeps the location: the browser's address bar unless given (tests). */
  history?: RouterHistory;
}

export function createAppRouter(services: RouterServices, options: AppRouterOptions = {}) {
  const { firstHeading } = options;
  const held: RouterServices = firstHeading
    ? {
        ...services,
        api: holdCalls(services.api, firstHeading, ['hasToken']),
        logic: holdCalls(services.logic, firstHeading),
      }
    : services;
  // One way to read and one to write, for screens and machines alike: the machines are wired
  // to the same reads and writes the screens get.
  const queries = queriesOf(held.api);
  const writes = writesOf(held.api, held.auth);
  const context: RouterContext = {
    ...held,
    logic: bindLogic(held.logic, { queries, writes, client: services.queryClient }),
    queries,
    writes,
  };
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
  if (firstHeading) holdScreenChunks(Object.values(router.routesById), firstHeading);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
