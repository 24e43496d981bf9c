import { assign, setup } from 'xstate';
import { serverMessageOr } from '../domain/server-message';
import { WITHDRAWAL_MESSAGES, reasonOf } from '../domain/withdrawal';
import { notProvided } from './not-provided';
import type { GrantApplication } from '../api/schema.gen';

export interface WithdrawalContext {
  applicationId: string;
  /** The reason as typed (kept when the withdrawal fails, to try again). */
  reason: string;
  failure: string | null;
}

export type WithdrawalEvent =
  | { type: 'withdraw.ask' }
  | { type: 'reason.change'; value: string }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.keep' };

/** What the server is sent: the application, and the reason when one was given. */
export interface WithdrawalInput {
  applicationId: string;
  reason?: string;
}

const inputOf = (context: WithdrawalContext): WithdrawalInput => {
  const reason = reasonOf(context.reason);
  return { applicationId: context.applicationId, ...(reason ? { reason } : {}) };
};

/**
 * Withdrawing a submitted application (issue 66, part 3), asked in place in its details: Withdraw
 * asks the question with an optional reason; "Withdraw application" sends it, "Keep it" puts the
 * question away. A failure shows the server's words and keeps the reason to try again.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { applicationId: string },
  },
  actors: {
    withdrawApplication: notProvided<GrantApplication, WithdrawalInput>('withdrawApplication'),
  },
  actions: {
    setReason: assign({
      reason: ({ event }) => (event.type === 'reason.change' ? event.value : ''),
    }),
    forget: assign({ reason: '', failure: null }),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({ applicationId: input.applicationId, reason: '', failure: null }),
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'The details show the Withdraw button' },
      on: { 'withdraw.ask': 'asking' },
    },
    asking: {
      meta: { description: 'The question is asked in place, with the optional reason' },
      on: {
        'reason.change': { actions: 'setReason' },
        'withdraw.confirm': 'saving',
        'withdraw.keep': { target: 'idle', actions: 'forget' },
      },
    },
    saving: {
      meta: { description: "The withdrawal is being sent: the button reads 'Withdrawing...'" },
      entry: assign({ failure: null }),
      invoke: {
        src: 'withdrawApplication',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'done' },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => serverMessageOr(event.error, WITHDRAWAL_MESSAGES.failed),
          }),
        },
      },
    },
    failed: {
      meta: { description: 'The withdrawal failed: the error shows, the reason is kept' },
      on: {
        'reason.change': { actions: 'setReason' },
        'withdraw.confirm': 'saving',
        'withdraw.keep': { target: 'idle', actions: 'forget' },
      },
    },
    done: {
      meta: { description: 'The application is withdrawn: its details say so' },
    },
  },
});
