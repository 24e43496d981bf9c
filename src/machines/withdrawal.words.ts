import type { withdrawalMachine } from './withdrawal.machine';
import type { TesterWords } from './tester-words';
import { WITHDRAWAL_WORDS } from '../domain/withdrawal';

/** What a tester does for each event of the withdrawal machine (see tester-words.ts). */
export const words: TesterWords<typeof withdrawalMachine> = {
  machine: 'withdrawal',
  events: {
    'withdraw.ask': `Press "${WITHDRAWAL_WORDS.action}" in the application's details`,
    'reason.change': `Type "{value}" into ${WITHDRAWAL_WORDS.reason}`,
    'withdraw.confirm': `Press "${WITHDRAWAL_WORDS.confirm}"`,
    'withdraw.keep': `Press "${WITHDRAWAL_WORDS.keep}"`,
    'xstate.done.actor.0.withdrawal.saving': 'The server withdraws the application',
    'xstate.error.actor.0.withdrawal.saving': 'The server refuses or cannot be reached',
  },
  examples: {
    'reason.change': [{ value: 'We found another funder for this project.' }],
  },
};
