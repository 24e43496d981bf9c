import { fromPromise } from 'xstate';
import { createGrant } from '../../api/grants';
import { createGrantMachine } from '../../machines/create-grant.machine';

export const createGrantLogic = createGrantMachine.provide({
  actors: {
    createGrant: fromPromise(({ input }) => createGrant(input)),
  },
});
