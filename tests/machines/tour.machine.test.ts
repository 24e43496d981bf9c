// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type TourInput, tourMachine } from '../../src/machines/tour.machine';
import type { Tour, TourAction, TourStep } from '../../src/domain/tour';
import { TEST_TOUR } from '../support/tour-fixture';

// The tour's statechart: it signs in, then each step opens its screen, looks for its element,
// points at it or says it is missing; Show me, Next, Back, the step list and Exit.

function start(
  input: Partial<TourInput> = {},
  options: { signIn?: () => Promise<void>; perform?: () => Promise<void> } = {},
) {
  const prepared: { step: string; force: boolean }[] = [];
  const performed: TourAction[][] = [];
  const signIns: { fresh: boolean }[] = [];
  const actor = createActor(
    tourMachine.provide({
      actors: {
        signIn: fromPromise(
          async ({ input: i }: { input: { account: Tour['account']; fresh: boolean } }) => {
            signIns.push({ fresh: i.fresh });
            await options.signIn?.();
          },
        ),
        prepare: fromPromise(
          async ({ input: i }: { input: { step: TourStep; force: boolean } }) => {
            prepared.push({ step: i.step.id, force: i.force });
          },
        ),
        perform: fromPromise(async ({ input: i }: { input: { actions: TourAction[] } }) => {
          performed.push(i.actions);
          await options.perform?.();
        }),
      },
    }),
    { input: { tour: TEST_TOUR, ...input } },
  );
  actor.start();
  return { actor, prepared, performed, signIns };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tour machine', () => {
  it('signs in, opens the first step and points at its element', async () => {
    const { actor, prepared, signIns } = start();
    expect(actor.getSnapshot().value).toBe('signingIn');
    await settle();
    expect(signIns).toEqual([{ fresh: false }]);
    expect(actor.getSnapshot().value).toEqual({ step: 'locating' });
    expect(prepared).toEqual([{ step: 'one', force: false }]);
    actor.send({ type: 'target.found' });
    expect(actor.getSnapshot().value).toEqual({ step: 'pointing' });
  });

  it('says a missing element is missing, and brings the screen to the step on request', async () => {
    const { actor, prepared } = start();
    await settle();
    actor.send({ type: 'target.missing' });
    expect(actor.getSnapshot().value).toEqual({ step: 'missing' });
    expect(actor.getSnapshot().can({ type: 'tour.showMe' })).toBe(false);
    actor.send({ type: 'tour.restore' });
    await settle();
    expect(prepared.at(-1)).toEqual({ step: 'one', force: true });
    expect(actor.getSnapshot().value).toEqual({ step: 'locating' });
  });

  it('a pointed element that goes away is missing', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'target.found' });
    actor.send({ type: 'target.missing' });
    expect(actor.getSnapshot().value).toEqual({ step: 'missing' });
  });

  it("Show me does the step's actions, and only where the step has some", async () => {
    const { actor, performed } = start();
    await settle();
    actor.send({ type: 'target.found' });
    actor.send({ type: 'tour.showMe' });
    expect(actor.getSnapshot().value).toEqual({ step: 'acting' });
    await settle();
    expect(performed).toEqual([TEST_TOUR.steps[0]?.showMe]);
    expect(actor.getSnapshot().value).toEqual({ step: 'shown' });
    actor.send({ type: 'tour.next' });
    await settle();
    actor.send({ type: 'target.found' });
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(actor.getSnapshot().can({ type: 'tour.showMe' })).toBe(false);
  });

  it('a Show me that fails says why and can be tried again', async () => {
    const { actor } = start({}, { perform: () => Promise.reject(new Error('Not here')) });
    await settle();
    actor.send({ type: 'target.found' });
    actor.send({ type: 'tour.showMe' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ step: 'actionFailed' });
    expect(actor.getSnapshot().context.problem).toBe('Not here');
    expect(actor.getSnapshot().can({ type: 'tour.showMe' })).toBe(true);
  });

  it('Next, Back and the step list move between steps; Next on the last one finishes', async () => {
    const { actor, prepared } = start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'tour.back' })).toBe(false);
    actor.send({ type: 'tour.jump', index: 2 });
    await settle();
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().can({ type: 'tour.jump', index: 2 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'tour.jump', index: 7 })).toBe(false);
    actor.send({ type: 'tour.back' });
    await settle();
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(prepared.map((p) => p.step)).toEqual(['one', 'three', 'two']);
    actor.send({ type: 'tour.next' });
    actor.send({ type: 'tour.next' });
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('resumes at a saved step (kept within the tour), and Exit leaves from anywhere', async () => {
    expect(start({ index: 2 }).actor.getSnapshot().context.index).toBe(2);
    expect(start({ index: 9 }).actor.getSnapshot().context.index).toBe(2);
    const { actor } = start({ index: 1 });
    actor.send({ type: 'tour.exit' });
    expect(actor.getSnapshot().value).toBe('exited');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed sign-in says why and can be tried again; a reset signs in afresh', async () => {
    let fail = true;
    const { actor, signIns } = start(
      { fresh: true },
      { signIn: async () => (fail ? Promise.reject(new Error('Wrong password')) : undefined) },
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('signInFailed');
    expect(actor.getSnapshot().context.problem).toBe('Wrong password');
    fail = false;
    actor.send({ type: 'tour.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ step: 'locating' });
    expect(signIns).toEqual([{ fresh: true }, { fresh: true }]);
  });
});
