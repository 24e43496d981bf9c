import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../machines/auth.machine';
import type { QueryClient } from '@tanstack/react-query';
import type { AppApi, AppLogic, BoundLogic } from './wiring';
import type { AppQueries, AppWrites } from './wiring/queries';

/** What every route's `beforeLoad` and `loader` receive (see app/wiring/index.ts). */
export interface RouterContext {
  auth: ActorRefFrom<typeof authMachine>;
  api: AppApi;
  /** Each screen's machines, wired to `queries` and `writes` below. */
  logic: BoundLogic;
  /** The cache of server data: loaders prime it with `queries`, screens read it. */
  queryClient: QueryClient;
  /** Every read a screen shows, as query options (app/wiring/queries.ts). */
  queries: AppQueries;
  /** Every write a screen makes, as mutation options that refresh what they change. */
  writes: AppWrites;
}

/** What the app hands the router; the reads and writes are made from its API. */
export type RouterServices = Omit<RouterContext, 'queries' | 'writes' | 'logic'> & {
  logic: AppLogic;
};
