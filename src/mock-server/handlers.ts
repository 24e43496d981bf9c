import type { operations } from '../api/schema.gen';
import type { MockDatabase, UserRecord } from './db';
import type { Handler, RouteDef } from './http';
import { OPERATION_ROUTES } from '../api/operation-routes.gen';

// A handler module names its operations only: `export const handlers = defineHandlers({
// listSavedSearches: async (ctx) => ... })`. Their method and path are the contract's
// (src/api/operation-routes.gen.ts), and the modules are found by `npm run api:gen`
// (handler-modules.gen.ts), so a new operation's handler is one entry and nothing else.

/** An operation of openapi.yaml, by its operationId. */
export type OperationId = keyof operations & string;

/** A module's handlers, keyed by the operation each answers. */
export type Handlers = Readonly<Partial<Record<OperationId, Handler>>>;

/** One handler module as handler-modules.gen.ts lists it, with its demo data if it has any. */
export interface HandlerModule {
  file: string;
  handlers: Handlers;
  /** Adds the module's demo data for the seeded users (run after the area seeds of seed.ts). */
  seed?: (db: MockDatabase, users: UserRecord[], now: Date) => Promise<void>;
}

/** A module's handlers; a key that is no operation of the contract is a type error. */
export const defineHandlers = (handlers: Handlers): Handlers => handlers;

const CONTRACT_ROUTES: Readonly<Record<string, { method: RouteDef['method']; path: string }>> =
  OPERATION_ROUTES;

/** Which modules answer each operationId their handlers name. */
function filesByOperation(modules: readonly HandlerModule[]): Map<string, string[]> {
  const answeredBy = new Map<string, string[]>();
  for (const { file, handlers } of modules) {
    for (const id of Object.keys(handlers))
      answeredBy.set(id, [...(answeredBy.get(id) ?? []), file]);
  }
  return answeredBy;
}

/** A handler of no operation, or a second handler of one, by name. */
function wrongHandlers(modules: readonly HandlerModule[], contractIds: readonly string[]) {
  const contract = new Set(contractIds);
  return [...filesByOperation(modules)].flatMap(([id, files]) =>
    !contract.has(id)
      ? [`${id} is a handler in ${files.join(', ')} but not in openapi.yaml`]
      : files.length > 1
        ? [`${id} has more than one handler: ${files.join(', ')}`]
        : [],
  );
}

/**
 * What is wrong between the handler modules and the contract's operations, each by name: an
 * operation no handler answers, a handler of no operation, an operation answered twice.
 */
export function handlerProblems(
  modules: readonly HandlerModule[],
  contractIds: readonly string[] = Object.keys(CONTRACT_ROUTES),
): string[] {
  const answeredBy = filesByOperation(modules);
  return [
    ...contractIds
      .filter((id) => !answeredBy.has(id))
      .map((id) => `${id} is in openapi.yaml but no handler of src/mock-server/routes/ answers it`),
    ...wrongHandlers(modules, contractIds),
  ];
}

/**
 * The route list of the handler modules, in the contract's order, each with the method and path
 * openapi.yaml gives its operation. A handler of no operation, or a second handler of one, throws
 * by name (an operation without a handler is simply not answered: handlerProblems names it).
 */
export function routesOf(modules: readonly HandlerModule[]): RouteDef[] {
  const wrong = wrongHandlers(modules, Object.keys(CONTRACT_ROUTES));
  if (wrong.length > 0) throw new Error(wrong.join('\n'));
  const handlerOf = new Map(
    modules.flatMap(({ handlers }) => Object.entries(handlers) as [string, Handler][]),
  );
  return Object.entries(CONTRACT_ROUTES).flatMap(([operationId, { method, path }]) => {
    const handler = handlerOf.get(operationId);
    return handler ? [{ method, path, operationId, handler }] : [];
  });
}
