import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { serverMessageOr } from '../domain/server-message';
import type { UserMission } from '../api/schema.gen';

export type UpdateUserMissionInput = {
  id: string;
  missionId: string;
  completed: boolean;
};

export const MISSIONS_MESSAGES = {
  loadFailed: 'Failed to fetch missions',
  updateFailed: 'Failed to update mission',
  completed: 'Mission completed successfully!',
  empty: 'No missions available at this time.',
} as const;

/** How long 'Mission completed successfully!' stays before the list is back to plain loaded. */
export const MISSION_UPDATED_MS = 3000;

export interface MissionsContext {
  missions: UserMission[];
  loadError: string | null;
  updateError: string | null;
  /** The user mission whose update runs, and how it looked before the optimistic change. */
  pending: { id: string; before: UserMission } | null;
}

export type MissionsEvent =
  { type: 'missions.retry' } | { type: 'mission.complete'; id: string } | { type: 'error.dismiss' };

const replaceMission = (missions: UserMission[], next: UserMission) =>
  missions.map((m) => (m.id === next.id ? next : m));

/**
 * My Missions: loading, then loaded (or error with Try Again). Add marks a mission completed at
 * once (completed_at and updated_at set to now) while the update runs; the server's answer
 * replaces it, or a failure puts it back as it was and shows 'Failed to update mission' with
 * Dismiss. 'Mission completed successfully!' shows for 3000 ms.
 */
export const missionsMachine = setup({
  types: {
    context: {} as MissionsContext,
    events: {} as MissionsEvent,
  },
  actors: {
    loadMissions: notProvided<UserMission[]>('loadMissions'),
    updateMission: notProvided<UserMission, UpdateUserMissionInput>('updateMission'),
  },
  guards: {
    isOpenMission: ({ context, event }) =>
      event.type === 'mission.complete' &&
      context.missions.some((m) => m.id === event.id && !m.completed),
  },
  actions: {
    completeOptimistically: assign(({ context, event }) => {
      if (event.type !== 'mission.complete') return {};
      const before = context.missions.find((m) => m.id === event.id);
      if (!before) return {};
      const now = new Date().toISOString();
      return {
        missions: replaceMission(context.missions, {
          ...before,
          completed: true,
          completed_at: now,
          updated_at: now,
        }),
        pending: { id: before.id, before },
        updateError: null,
      };
    }),
  },
  delays: {
    updatedBanner: MISSION_UPDATED_MS,
  },
}).createMachine({
  id: 'missions',
  context: { missions: [], loadError: null, updateError: null, pending: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'My Missions is loading' },
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadMissions',
        src: 'loadMissions',
        onDone: { target: 'loaded', actions: assign({ missions: ({ event }) => event.output }) },
        onError: {
          target: 'error',
          actions: assign({
            loadError: ({ event }) => serverMessageOr(event.error, MISSIONS_MESSAGES.loadFailed),
          }),
        },
      },
    },
    error: {
      meta: {
        description: "The missions could not be loaded: 'Error: ' + the message and Try Again",
      },
      on: { 'missions.retry': { target: 'loading' } },
    },
    loaded: {
      meta: {
        description:
          'The missions are listed with their Profile Points (or the empty state); open ones have an Add button',
      },
      on: {
        'mission.complete': {
          guard: 'isOpenMission',
          target: 'updating',
          actions: 'completeOptimistically',
        },
      },
    },
    updating: {
      meta: {
        description:
          "The mission shows as completed and its button reads 'Processing...' while the update runs",
      },
      invoke: {
        id: 'updateMission',
        src: 'updateMission',
        input: ({ context }) => ({
          id: context.pending?.id ?? '',
          missionId: context.pending?.before.mission.id ?? '',
          completed: true,
        }),
        onDone: {
          target: 'updated',
          actions: assign({
            missions: ({ context, event }) => replaceMission(context.missions, event.output),
            pending: null,
          }),
        },
        onError: {
          target: 'updateError',
          actions: assign({
            missions: ({ context }) =>
              context.pending
                ? replaceMission(context.missions, context.pending.before)
                : context.missions,
            pending: null,
            updateError: ({ event }) =>
              serverMessageOr(event.error, MISSIONS_MESSAGES.updateFailed),
          }),
        },
      },
    },
    updated: {
      meta: { description: "The banner 'Mission completed successfully!' shows for 3 seconds" },
      after: { updatedBanner: { target: 'loaded' } },
      on: {
        'mission.complete': {
          guard: 'isOpenMission',
          target: 'updating',
          actions: 'completeOptimistically',
        },
      },
    },
    updateError: {
      meta: {
        description: "The mission is back as it was; 'Failed to update mission' shows with Dismiss",
      },
      on: {
        'error.dismiss': { target: 'loaded', actions: assign({ updateError: null }) },
        'mission.complete': {
          guard: 'isOpenMission',
          target: 'updating',
          actions: 'completeOptimistically',
        },
      },
    },
  },
});

type MissionsSnapshot = { context: MissionsContext };

/** Profile points earned: the sum of the completed missions' points. */
export const selectTotalPoints = (snapshot: MissionsSnapshot) =>
  snapshot.context.missions.reduce((sum, m) => (m.completed ? sum + m.mission.points : sum), 0);
