import { fromPromise } from 'xstate';
import { runWrite } from '../../lib/server-data';
import { type WithdrawalInput, withdrawalMachine } from '../../machines/withdrawal.machine';
import type { ServerData } from './queries';

/**
 * Withdrawing an application (issue 66, part 3): the dashboard's write, so its details, rows,
 * counts, the shared application's log and the bell are read again whoever withdrew.
 */
export const withdrawalLogic = ({ writes, client }: ServerData) =>
  withdrawalMachine.provide({
    actors: {
      withdrawApplication: fromPromise(({ input }: { input: WithdrawalInput }) =>
        runWrite(client, writes.withdrawApplication, input),
      ),
    },
  });
