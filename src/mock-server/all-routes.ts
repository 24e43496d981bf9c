import type { RouteDef } from './http';
import { HANDLER_MODULES } from './handler-modules.gen';
import { routesOf } from './handlers';

/**
 * Every operation of openapi.yaml that the embedded backend answers: the handlers of every
 * module below src/mock-server/routes/ (found by `npm run api:gen`), with the contract's method
 * and path.
 */
export const allRoutes: readonly RouteDef[] = routesOf(HANDLER_MODULES);

/** The operationIds the embedded backend answers (the state inspector's fault list). */
export const operationIds: readonly string[] = allRoutes.map((route) => route.operationId);
