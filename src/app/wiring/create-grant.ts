import { fromPromise } from 'xstate';
import { runWrite } from '../../lib/server-data';
import { createGrantMachine } from '../../machines/create-grant.machine';
import type { ServerData } from './queries';

export const createGrantLogic = ({ writes, client }: ServerData) =>
  createGrantMachine.provide({
    actors: {
      createGrant: fromPromise(({ input }) => runWrite(client, writes.createGrant, input)),
    },
  });
