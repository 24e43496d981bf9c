import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../machines/auth.machine';
import type { AppApi, AppLogic } from './wiring';

/** What every route's `beforeLoad` and `loader` receive (see app/wiring/index.ts). */
export interface RouterContext {
  auth: ActorRefFrom<typeof authMachine>;
  api: AppApi;
  logic: AppLogic;
}
