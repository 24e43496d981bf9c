import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  MISSION_UPDATED_MS,
  type MissionsContext,
  missionsMachine,
} from '../../src/machines/missions.machine';
import { MissionsList } from '../../src/screens/home/missions-list';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  visited,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import type { UserMission } from '../../src/api/schema.gen';

const mission = (n: number, name: string, completed: boolean): UserMission => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  completed,
  completed_at: completed ? '2026-01-01T00:00:00.000Z' : null,
  updated_at: '2026-01-01T00:00:00.000Z',
  mission: { id: `10000000-0000-4000-8000-00000000000${n}`, name, tag: 'Profile', points: 10 * n },
});

const LIST = [
  mission(1, 'Complete your company profile', true),
  mission(2, 'Refer a friend', false),
  mission(3, 'Add your LinkedIn profile', false),
];
const OPEN = LIST[1]!;
const COMPLETED_OPEN: UserMission = {
  ...OPEN,
  completed: true,
  completed_at: '2026-03-04T05:06:07.000Z',
  updated_at: '2026-03-04T05:06:07.000Z',
};
const FAILURE = new ApiError(500, null);

// Every transition of the production machine: a state's key includes the event that led to it
// (so each transition gets its own shortest path), and an event the state ignores leads nowhere.
const EVENTS = [
  { type: 'xstate.done.actor.loadMissions', output: LIST },
  { type: 'xstate.done.actor.loadMissions', output: [] },
  { type: 'xstate.error.actor.loadMissions', error: FAILURE },
  { type: 'missions.retry' },
  { type: 'mission.complete', id: OPEN.id },
  { type: 'xstate.done.actor.updateMission', output: COMPLETED_OPEN },
  { type: 'xstate.error.actor.updateMission', error: FAILURE },
  { type: 'error.dismiss' },
  { type: 'xstate.after.updatedBanner.missions.updated' },
] as EventObject[];
const allPaths = modelPaths(missionsMachine, {
  events: EVENTS,
  serializeState: ((
    snapshot: AnyMachineSnapshot,
    event: EventObject | undefined,
    previous: AnyMachineSnapshot | undefined,
  ) =>
    event && previous && !previous.can(event)
      ? 'ignored'
      : JSON.stringify([
          stateKey(snapshot),
          event?.type ?? '',
          (snapshot.context as MissionsContext).missions.length,
        ])) as never,
});
const shortest = allPaths.filter((path) =>
  path.steps.every(
    (step, index) =>
      index === 0 || (path.steps[index - 1]!.state as AnyMachineSnapshot).can(step.event),
  ),
);
// Plus the transitions no shortest path takes (Add again after a failure, Add another mission
// while the banner shows), for the coverage report.
const SECOND = LIST[2]!;
const paths = coveringPaths(
  shortest,
  [...EVENTS, { type: 'mission.complete', id: SECOND.id } as EventObject],
  shortest,
);
const missionOf = (id: string | undefined) => LIST.find((m) => m.id === id) ?? OPEN;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as MissionsContext;

function Harness({ logic }: { logic: typeof missionsMachine }) {
  const actor = useActorRef(logic);
  return <MissionsList actor={actor} />;
}

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const walks = withoutPrefixes(paths, (path) => path);

describe('missions model', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('visits every state and every event of the machine', () => {
    const seen = visited(paths);
    expect([...seen.states].sort()).toEqual([
      'error',
      'loaded',
      'loading',
      'updateError',
      'updated',
      'updating',
    ]);
    expect([...seen.events].sort()).toEqual([
      'error.dismiss',
      'mission.complete',
      'missions.retry',
      'xstate.after.updatedBanner.missions.updated',
      'xstate.done.actor.loadMissions',
      'xstate.done.actor.updateMission',
      'xstate.error.actor.loadMissions',
      'xstate.error.actor.updateMission',
    ]);
  });

  it.each(walks.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const fakes = deferredActors(['loadMissions', 'updateMission'] as const);
    const logic = missionsMachine.provide({ actors: fakes.actors as never });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await renderScreen(<Harness logic={logic} />);

    const expectRows = (snapshot: AnyMachineSnapshot) => {
      const { missions, pending } = context(snapshot);
      if (missions.length === 0) {
        expect(screen.getByText('No missions available at this time.')).toBeVisible();
        return;
      }
      expect(screen.getAllByRole('listitem')).toHaveLength(missions.length);
      for (const m of missions) {
        const row = rowOf(m.mission.name);
        expect(within(row).getByText(`${m.mission.points} Profile Points`)).toBeVisible();
        if (pending?.id === m.id) {
          expect(within(row).getByRole('button', { name: 'Processing...' })).toBeDisabled();
        } else if (m.completed) {
          expect(within(row).getByRole('button', { name: 'Complete' })).toBeDisabled();
        } else {
          expect(within(row).getByRole('button', { name: 'Add' })).toBeVisible();
        }
      }
    };

    await replayPath(path, {
      events: {
        'xstate.done.actor.loadMissions': async (event) => {
          const { output } = event as unknown as { output: UserMission[] };
          await act(async () => fakes.resolve('loadMissions', output));
        },
        'xstate.error.actor.loadMissions': async () => {
          await act(async () => fakes.reject('loadMissions', FAILURE));
        },
        'missions.retry': async () => {
          await user.click(screen.getByRole('button', { name: 'Try Again' }));
        },
        'mission.complete': async (event) => {
          const { mission } = missionOf((event as EventObject & { id: string }).id);
          await user.click(within(rowOf(mission.name)).getByRole('button', { name: 'Add' }));
        },
        'xstate.done.actor.updateMission': async () => {
          await act(async () => fakes.resolve('updateMission', COMPLETED_OPEN));
        },
        'xstate.error.actor.updateMission': async () => {
          await act(async () => fakes.reject('updateMission', FAILURE));
        },
        'error.dismiss': async () => {
          await user.click(screen.getByRole('button', { name: 'Dismiss' }));
        },
        'xstate.after.updatedBanner.missions.updated': async () => {
          await act(async () => vi.advanceTimersByTime(MISSION_UPDATED_MS));
        },
      },
      states: {
        loading: () => {
          expect(screen.getByText('Loading missions...')).toBeVisible();
          expect(fakes.isRunning('loadMissions')).toBe(true);
        },
        error: () => {
          expect(screen.getByText('Error: Failed to fetch missions')).toBeVisible();
          expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
        },
        loaded: (snapshot) => {
          expectRows(snapshot);
          expect(screen.queryByText('Mission completed successfully!')).toBeNull();
          expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
        },
        updating: (snapshot) => {
          expectRows(snapshot);
          const pending = missionOf(context(snapshot).pending?.id);
          expect(fakes.inputsOf('updateMission').at(-1)).toEqual({
            id: pending.id,
            missionId: pending.mission.id,
            completed: true,
          });
        },
        updated: (snapshot) => {
          expectRows(snapshot);
          expect(screen.getByText('Mission completed successfully!')).toBeVisible();
        },
        updateError: (snapshot) => {
          expectRows(snapshot);
          // Rolled back: the mission is open again.
          expect(
            within(rowOf(OPEN.mission.name)).getByRole('button', { name: 'Add' }),
          ).toBeVisible();
          expect(screen.getByText('Error: Failed to update mission')).toBeVisible();
          expect(screen.getByRole('button', { name: 'Dismiss' })).toBeVisible();
        },
      },
    });
  });
});
