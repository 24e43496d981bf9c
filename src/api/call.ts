import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { api } from './client';
import { unwrap } from './errors';
import { OPERATION_ROUTES } from './operation-routes.gen';
import type { paths } from './schema.gen';

// One typed call for every operation of the contract, by its operationId: its method and path
// come from openapi.yaml (operation-routes.gen.ts), its parameters, body and answer from the
// generated types, so a new operation needs no client function. It answers the value or throws
// an ApiError in the server's words, as the hand-written modules beside it do.

/** An operation of the contract, by its operationId. */
export type OperationId = keyof typeof OPERATION_ROUTES;
type Route<Id extends OperationId> = (typeof OPERATION_ROUTES)[Id];
type PathItem<Id extends OperationId> = paths[Route<Id>['path']];
type Method<Id extends OperationId> = Route<Id>['method'] & keyof PathItem<Id>;

/** What a call sends: `{ params: { path, query }, body }`, as the contract asks. */
export type CallInit<Id extends OperationId> = MaybeOptionalInit<PathItem<Id>, Method<Id>>;

type Answered<Id extends OperationId> = Exclude<
  FetchResponse<
    PathItem<Id>[Method<Id>] & Record<string | number, unknown>,
    CallInit<Id>,
    'application/json'
  >['data'],
  undefined
>;

/** What a call answers (`undefined` for an answer without a body, such as a 204). */
export type CallAnswer<Id extends OperationId> = [Answered<Id>] extends [never]
  ? undefined
  : Answered<Id>;

/** The reads of the contract (GET operations): what a generic query may read. */
export type ReadId = {
  [Id in OperationId]: Route<Id>['method'] extends 'get' ? Id : never;
}[OperationId];

/** The writes of the contract (every other method). */
export type WriteId = Exclude<OperationId, ReadId>;

/** Calls an operation by its operationId. */
export function callOperation<Id extends OperationId>(
  id: Id,
  init: CallInit<Id>,
): Promise<CallAnswer<Id>> {
  const { method, path } = OPERATION_ROUTES[id];
  const request = api.request as unknown as (
    method: string,
    path: string,
    init: unknown,
  ) => Promise<{ data?: CallAnswer<Id>; error?: unknown; response: Response }>;
  return unwrap(request(method, path, init));
}

/** The reads a write changes, as its `x-refreshes` in openapi.yaml says. */
export function refreshesOf(id: OperationId): readonly ReadId[] {
  const route: { method: string; refreshes?: readonly OperationId[] } = OPERATION_ROUTES[id];
  return (route.refreshes ?? []) as readonly ReadId[];
}
