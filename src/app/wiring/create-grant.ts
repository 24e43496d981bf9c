import { fromPromise } from 'xstate';
import { createGrant } from '../../api/grants';
import { createGrantMachine } from '../../machines/create-grant.machine';
import { queryClient } from '../query-client';
import { changed, keys } from './queries';

export const createGrantLogic = createGrantMachine.provide({
  actors: {
    // A new grant is in every list of grants from now on.
    createGrant: fromPromise(async ({ input }) => {
      const grant = await createGrant(input);
      void changed(queryClient, keys.grants);
      return grant;
    }),
  },
});
