import { fromPromise } from 'xstate';
import { runWrite } from '../../lib/server-data';
import { registrationMachine } from '../../machines/registration.machine';
import type { ServerData } from './queries';

export const registrationLogic = ({ writes, client }: ServerData) =>
  registrationMachine.provide({
    actors: { register: fromPromise(({ input }) => runWrite(client, writes.register, input)) },
  });
