import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { WITHDRAWAL_MESSAGES, WITHDRAWAL_WORDS } from '../../src/domain/withdrawal';
import { type WithdrawalContext, withdrawalMachine } from '../../src/machines/withdrawal.machine';
import { Withdrawal } from '../../src/screens/dashboard/withdrawal';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import { VALID_ANSWERS, storedApplication } from '../unit/application-fixtures';

// Withdrawing an application (issue 66, part 3), replayed against the question asked in its
// details: asked and put away, sent and withdrawn, refused (the server's words, the reason kept)
// and sent again.

const APPLICATION = storedApplication(VALID_ANSWERS, {
  grant: { title: 'Community Food Resilience Grant', deadline: '2030-09-30' },
  generatedDraft: 'Narrative',
});
const SAVE = 'xstate.done.actor.0.withdrawal.saving';
const FAIL = 'xstate.error.actor.0.withdrawal.saving';
const REASON = 'We found another funder for this project.';
const REFUSED = { status: 409, serverMessage: WITHDRAWAL_MESSAGES.decided };

const EVENTS = [
  { type: 'withdraw.ask' },
  { type: 'reason.change', value: REASON },
  { type: 'withdraw.confirm' },
  { type: 'withdraw.keep' },
  { type: SAVE, output: { ...APPLICATION, stage: 'Withdrawn' } },
  { type: FAIL, error: REFUSED },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawalContext;
const paths = modelPaths(withdrawalMachine, {
  input: { applicationId: APPLICATION.id },
  events: EVENTS,
  // Everything the checks read is part of a state's identity.
  serializeState: (snapshot) =>
    JSON.stringify([stateKey(snapshot as AnyMachineSnapshot), ctx(snapshot as AnyMachineSnapshot)]),
});
const selected = coveringPaths(paths, EVENTS);

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

const reasonField = () => screen.getByLabelText(WITHDRAWAL_WORDS.reason);

/** The question as the state asks it: the reason as typed, the failure if any, the answers. */
function expectQuestion(snapshot: AnyMachineSnapshot) {
  const c = ctx(snapshot);
  expect(screen.getByRole('heading', { name: WITHDRAWAL_WORDS.question })).toBeVisible();
  expect(reasonField()).toHaveValue(c.reason);
  if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent(c.failure);
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: WITHDRAWAL_WORDS.action })).not.toBeInTheDocument();
}

describe('withdrawal model', () => {
  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['withdrawApplication'] as const);
      const user = userEvent.setup({ delay: null });
      await renderScreen(
        <Withdrawal
          logic={withdrawalMachine.provide({ actors: fakes.actors })}
          application={APPLICATION}
        />,
      );

      await replayPath(path, {
        events: {
          'withdraw.ask': async () => {
            await user.click(screen.getByRole('button', { name: WITHDRAWAL_WORDS.action }));
          },
          'reason.change': async (event) => {
            const field = reasonField();
            await user.clear(field);
            await user.click(field);
            await user.paste((event as unknown as { value: string }).value);
          },
          'withdraw.confirm': async () => {
            await user.click(screen.getByRole('button', { name: WITHDRAWAL_WORDS.confirm }));
          },
          'withdraw.keep': async () => {
            await user.click(screen.getByRole('button', { name: WITHDRAWAL_WORDS.keep }));
          },
          [SAVE]: async () => {
            await act(async () =>
              fakes.resolve('withdrawApplication', { ...APPLICATION, stage: 'Withdrawn' }),
            );
          },
          [FAIL]: async () => {
            await act(async () => fakes.reject('withdrawApplication', REFUSED));
          },
        },
        states: {
          idle: async () => {
            expect(screen.getByRole('button', { name: WITHDRAWAL_WORDS.action })).toBeEnabled();
            expect(
              screen.queryByRole('heading', { name: WITHDRAWAL_WORDS.question }),
            ).not.toBeInTheDocument();
          },
          asking: async (snapshot) => {
            expectQuestion(snapshot);
            expect(reasonField()).toHaveFocus();
            expect(screen.getByRole('button', { name: WITHDRAWAL_WORDS.confirm })).toBeEnabled();
            expect(screen.getByRole('button', { name: WITHDRAWAL_WORDS.keep })).toBeEnabled();
          },
          saving: async (snapshot) => {
            await waitFor(() =>
              expect(screen.getByRole('button', { name: WITHDRAWAL_WORDS.saving })).toBeDisabled(),
            );
            expect(screen.getByRole('button', { name: WITHDRAWAL_WORDS.keep })).toBeDisabled();
            // What was sent: the application, and the reason when one was typed.
            const reason = ctx(snapshot).reason.trim();
            expect(fakes.inputsOf('withdrawApplication').at(-1)).toEqual({
              applicationId: APPLICATION.id,
              ...(reason ? { reason } : {}),
            });
          },
          failed: async (snapshot) => {
            expectQuestion(snapshot);
            expect(screen.getByRole('alert')).toHaveTextContent(WITHDRAWAL_MESSAGES.decided);
            expect(screen.getByRole('button', { name: WITHDRAWAL_WORDS.confirm })).toBeEnabled();
          },
          done: async () => {
            expect(await screen.findByRole('status')).toHaveTextContent(WITHDRAWAL_WORDS.done);
            expect(
              screen.queryByRole('button', { name: WITHDRAWAL_WORDS.confirm }),
            ).not.toBeInTheDocument();
          },
        },
      });
    },
  );
});
