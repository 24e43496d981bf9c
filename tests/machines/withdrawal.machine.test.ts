// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { WITHDRAWAL_MESSAGES } from '../../src/domain/withdrawal';
import { type WithdrawalInput, withdrawalMachine } from '../../src/machines/withdrawal.machine';
import type { GrantApplication } from '../../src/api/schema.gen';

const ID = 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c';

function start(withdraw: (input: WithdrawalInput) => Promise<void> = async () => undefined) {
  const sent: WithdrawalInput[] = [];
  const logic = withdrawalMachine.provide({
    actors: {
      withdrawApplication: fromPromise<GrantApplication, WithdrawalInput>(async ({ input }) => {
        sent.push(input);
        await withdraw(input);
        return { id: input.applicationId, stage: 'Withdrawn' } as GrantApplication;
      }),
    },
  });
  const actor = createActor(logic, { input: { applicationId: ID } });
  actor.start();
  return { actor, sent };
}

describe('withdrawal machine', () => {
  it('asks, sends the trimmed reason, and ends withdrawn', async () => {
    const { actor, sent } = start();
    expect(actor.getSnapshot().can({ type: 'withdraw.confirm' })).toBe(false);
    actor.send({ type: 'withdraw.ask' });
    actor.send({ type: 'reason.change', value: '  Another funder  ' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ applicationId: ID, reason: 'Another funder' }]);
    expect(actor.getSnapshot().can({ type: 'withdraw.ask' })).toBe(false);
  });

  it('sends no reason when none was typed', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'withdraw.ask' });
    actor.send({ type: 'reason.change', value: '   ' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ applicationId: ID }]);
  });

  it("keeps the reason and shows the server's words when it fails, then tries again", async () => {
    let refuse = true;
    const { actor, sent } = start(async () => {
      if (refuse) {
        refuse = false;
        throw new ApiError(409, { status: 409, message: WITHDRAWAL_MESSAGES.alreadyWithdrawn });
      }
    });
    actor.send({ type: 'withdraw.ask' });
    actor.send({ type: 'reason.change', value: 'Moved on' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'Moved on',
      failure: WITHDRAWAL_MESSAGES.alreadyWithdrawn,
    });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('says its own words when the failure has none, and "Keep it" forgets the question', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'withdraw.ask' });
    actor.send({ type: 'reason.change', value: 'x' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(WITHDRAWAL_MESSAGES.failed);
    actor.send({ type: 'withdraw.keep' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ reason: '', failure: null });
  });
});
