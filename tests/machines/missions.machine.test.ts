// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  MISSION_UPDATED_MS,
  type UpdateUserMissionInput,
  missionsMachine,
  selectTotalPoints,
} from '../../src/machines/missions.machine';
import type { UserMission } from '../../src/api/schema.gen';

const mission = (n: number, completed: boolean, points = 10): UserMission => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  completed,
  completed_at: completed ? '2026-01-01T00:00:00.000Z' : null,
  updated_at: '2026-01-01T00:00:00.000Z',
  mission: {
    id: `10000000-0000-4000-8000-00000000000${n}`,
    name: `Mission ${n}`,
    tag: 'Profile',
    points,
  },
});

const LIST = [mission(1, true, 50), mission(2, false, 20), mission(3, false, 30)];
const NOW = new Date('2026-03-04T05:06:07.000Z');

function start(
  options: {
    load?: () => Promise<UserMission[]>;
    update?: (input: UpdateUserMissionInput) => Promise<UserMission>;
  } = {},
) {
  const updates: UpdateUserMissionInput[] = [];
  const logic = missionsMachine.provide({
    actors: {
      loadMissions: fromPromise(options.load ?? (async () => LIST)),
      updateMission: fromPromise<UserMission, UpdateUserMissionInput>(async ({ input }) => {
        updates.push(input);
        if (options.update) return options.update(input);
        const before = LIST.find((m) => m.id === input.id)!;
        return {
          ...before,
          completed: true,
          completed_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        };
      }),
    },
  });
  const actor = createActor(logic).start();
  return { actor, updates };
}

describe('missions machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('loads the missions and sums the points of the completed ones', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.missions).toEqual(LIST);
    expect(selectTotalPoints(actor.getSnapshot())).toBe(50);
  });

  it("shows 'Failed to fetch missions' (or the server's message) and Try Again loads again", async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(500, null);
        if (calls === 2) throw new ApiError(500, { status: 500, message: 'Database is down' });
        return LIST;
      },
    });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.loadError).toBe('Failed to fetch missions');
    actor.send({ type: 'missions.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.loadError).toBe('Database is down');
    actor.send({ type: 'missions.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('marks the mission completed at once, with completed_at and updated_at now, before the server answers', async () => {
    let answer: (value: UserMission) => void = () => {};
    const { actor, updates } = start({
      update: () => new Promise<UserMission>((resolve) => (answer = resolve)),
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'mission.complete', id: LIST[1]!.id });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('updating');
    expect(snapshot.context.missions[1]).toEqual({
      ...LIST[1],
      completed: true,
      completed_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
    expect(selectTotalPoints(snapshot)).toBe(70);
    expect(updates).toEqual([{ id: LIST[1]!.id, missionId: LIST[1]!.mission.id, completed: true }]);
    // No second update while one runs.
    expect(snapshot.can({ type: 'mission.complete', id: LIST[2]!.id })).toBe(false);

    const fromServer = { ...LIST[1]!, completed: true, completed_at: 'x', updated_at: 'y' };
    answer({
      ...fromServer,
      completed_at: '2026-03-04T05:06:08.000Z',
      updated_at: '2026-03-04T05:06:08.000Z',
    });
    await waitFor(actor, (s) => s.matches('updated'));
    expect(actor.getSnapshot().context.missions[1]?.completed_at).toBe('2026-03-04T05:06:08.000Z');
  });

  it('goes back to loaded 3000 ms after the update, not before', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'mission.complete', id: LIST[2]!.id });
    await waitFor(actor, (s) => s.matches('updated'));
    vi.advanceTimersByTime(MISSION_UPDATED_MS - 1);
    expect(actor.getSnapshot().value).toBe('updated');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(MISSION_UPDATED_MS).toBe(3000);
  });

  it('allows another mission to be completed while the banner shows', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'mission.complete', id: LIST[1]!.id });
    await waitFor(actor, (s) => s.matches('updated'));
    actor.send({ type: 'mission.complete', id: LIST[2]!.id });
    expect(actor.getSnapshot().value).toBe('updating');
    await waitFor(actor, (s) => s.matches('updated'));
    expect(selectTotalPoints(actor.getSnapshot())).toBe(100);
  });

  it("rolls the mission back on failure and shows 'Failed to update mission' until Dismiss", async () => {
    const { actor } = start({ update: async () => Promise.reject(new ApiError(500, null)) });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'mission.complete', id: LIST[1]!.id });
    await waitFor(actor, (s) => s.matches('updateError'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.missions).toEqual(LIST);
    expect(snapshot.context.updateError).toBe('Failed to update mission');
    expect(selectTotalPoints(snapshot)).toBe(50);
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.updateError).toBeNull();
  });

  it("uses the server's message for a failed update when it gives one", async () => {
    const { actor } = start({
      update: async () =>
        Promise.reject(new ApiError(422, { status: 422, message: 'Mission closed' })),
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'mission.complete', id: LIST[1]!.id });
    await waitFor(actor, (s) => s.matches('updateError'));
    expect(actor.getSnapshot().context.updateError).toBe('Mission closed');
    // Trying another mission from the error clears it.
    actor.send({ type: 'mission.complete', id: LIST[2]!.id });
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().context.updateError).toBeNull();
  });

  it('ignores completed and unknown missions', async () => {
    const { actor, updates } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'mission.complete', id: LIST[0]!.id });
    actor.send({ type: 'mission.complete', id: 'nope' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(updates).toEqual([]);
  });
});
