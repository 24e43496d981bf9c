import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../machines/auth.machine';

export interface RouterContext {
  auth: ActorRefFrom<typeof authMachine>;
}
