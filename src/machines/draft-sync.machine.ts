import { type SnapshotFrom, assertEvent, assign, sendParent, setup } from 'xstate';
import { hasChanges } from '../domain/answer-changes';
import type { DraftStep } from '../domain/application-draft';
import {
  SAVE_PAUSE_MS,
  retryDelay,
  type DraftStart,
  dirtyChanges,
  normalized,
  remoteChanges,
  withFields,
} from '../domain/draft-sync';
import { notProvided } from './not-provided';
import type {
  PersonRef,
  Presence,
  SharedApplication,
  SharedApplicationAnswers,
  SharedApplicationRole,
} from '../api/schema.gen';

// The wizard's autosave (issue 60): the draft lives on the server, this machine sends what the
// applicant changed after a short pause (at once when they move to another step), says where it
// is in words, retries what did not go, and shows a field someone else changed meanwhile as a
// conflict to resolve. The wizard starts it as its child `autosave` and tells it every change;
// it tells the wizard the answers others saved (`answers.remote`) and the draft's id once the
// first save created it (`draft.created`).

/** A field of a refused save that someone else changed: both texts, and whose is whose. */
export interface SyncConflict {
  field: string;
  mine: unknown;
  theirs: unknown;
  by: PersonRef;
  at: string;
}

export interface DraftSyncInput extends DraftStart {
  userId: string;
  grantId: string;
}

export interface DraftSyncContext {
  userId: string;
  grantId: string;
  draftId: string | null;
  role: SharedApplicationRole;
  /** The version the next save is made on. */
  version: number;
  /** The server's answers as last heard. */
  base: SharedApplicationAnswers;
  /** The wizard's answers (every path), null until its first change. */
  local: SharedApplicationAnswers | null;
  step: DraftStep;
  /** Whether the last change moved to another step (saved at once, not after the pause). */
  stepChanged: boolean;
  conflicts: SyncConflict[];
  presence: Presence[];
  /** When the last save was applied. */
  savedAt: string | null;
  /** Failed attempts in a row (the wait before the next grows with them). */
  failures: number;
}

export interface SaveDraftInput {
  draftId: string | null;
  grantId: string;
  baseVersion: number;
  changes: SharedApplicationAnswers;
  step: DraftStep;
}

export interface UnsentRecord {
  userId: string;
  role: SharedApplicationRole;
  grantId: string;
  draftId: string | null;
  baseVersion: number;
  step: DraftStep;
  changes: SharedApplicationAnswers;
}

export type DraftSyncEvent =
  | { type: 'draft.changed'; fields: SharedApplicationAnswers; step: DraftStep }
  | { type: 'draft.stop' }
  | { type: 'connection.online' }
  | { type: 'sync.retry' }
  /** Someone else's change is known to wait on the server (the demo's co-applicant): ask now. */
  | { type: 'sync.pull' }
  | { type: 'conflict.keepMine'; field: string }
  | { type: 'conflict.takeTheirs'; field: string }
  | { type: 'conflict.edit'; field: string; value: string };

export { SAVE_PAUSE_MS, retryDelay } from '../domain/draft-sync';
/** How often an open draft asks for others' changes and says where the caller is. */
export const PRESENCE_BEAT_MS = 20_000;

type ErrorShape = { status?: unknown; current?: unknown; conflicts?: unknown };
const shapeOf = (event: object): ErrorShape =>
  'error' in event && event.error && typeof event.error === 'object'
    ? (event.error as ErrorShape)
    : {};
const statusOf = (event: object) => shapeOf(event).status;

const isSharedApplication = (value: unknown): value is SharedApplication =>
  typeof value === 'object' && value !== null && 'version' in value && 'answers' in value;

/** The server's answer applied: its version and answers, and the fields others changed. */
function applied(context: DraftSyncContext, application: SharedApplication) {
  const remote = remoteChanges(context.base, application.answers, context.local);
  return {
    remote,
    context: {
      draftId: application.id,
      role: application.role,
      version: application.version,
      base: application.answers,
      local: context.local && withFields(context.local, application.answers, remote),
      presence: application.presence,
      savedAt: application.updatedAt,
      failures: 0,
    } satisfies Partial<DraftSyncContext>,
  };
}

/** What this browser keeps: the changes not on the server yet, and what they were made on. */
export function unsentOf(context: DraftSyncContext): UnsentRecord {
  return {
    userId: context.userId,
    role: context.role,
    grantId: context.grantId,
    draftId: context.draftId,
    baseVersion: context.version,
    step: context.step,
    changes: dirtyChanges(context.base, context.local),
  };
}

const KEEP = {
  type: 'keepUnsent' as const,
  params: ({ context }: { context: DraftSyncContext }) => unsentOf(context),
};

export const draftSyncMachine = setup({
  types: {
    context: {} as DraftSyncContext,
    events: {} as DraftSyncEvent,
    input: {} as DraftSyncInput,
  },
  actors: {
    saveDraft: notProvided<SharedApplication, SaveDraftInput>('saveDraft'),
  },
  delays: {
    pause: SAVE_PAUSE_MS,
    beat: PRESENCE_BEAT_MS,
    retry: ({ context }) => retryDelay(context.failures),
  },
  guards: {
    hasDraft: ({ context }) => context.draftId !== null,
    isNewDraft: ({ context }) => context.draftId === null,
    hasUnsent: ({ context }) => hasChanges(dirtyChanges(context.base, context.local)),
    isStepChange: ({ context }) => context.stepChanged,
    isReader: ({ context }) => context.role === 'viewer',
    isMoveToOtherStep: ({ context, event }) =>
      event.type === 'draft.changed' && event.step !== context.step,
    isConflict: ({ event }) => {
      const shape = shapeOf(event);
      return isSharedApplication(shape.current) && Array.isArray(shape.conflicts);
    },
    isForbidden: ({ event }) => statusOf(event) === 403,
    isGone: ({ event }) => statusOf(event) === 404,
    isClosed: ({ event }) => statusOf(event) === 409,
    isLastConflict: ({ context, event }) =>
      'field' in event && context.conflicts.every((conflict) => conflict.field === event.field),
  },
  actions: {
    /** Provided by the app: keeps the unsent changes in this browser (none: forgets them). */
    keepUnsent: (_, _params: UnsentRecord) => {},
    takeChange: assign(({ context, event }) => {
      assertEvent(event, 'draft.changed');
      return {
        local: event.fields,
        stepChanged: event.step !== context.step,
        step: event.step,
      };
    }),
    takeAnswer: assign(({ context }, params: { application: SharedApplication }) => ({
      ...applied(context, params.application).context,
      stepChanged: false,
    })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    takeConflict: assign(({ context, event }) => {
      const shape = shapeOf(event);
      const conflicts = (shape.conflicts as Omit<SyncConflict, 'mine'>[]).map((conflict) => ({
        field: conflict.field,
        theirs: conflict.theirs,
        by: conflict.by,
        at: conflict.at,
        mine: context.local?.[conflict.field as keyof SharedApplicationAnswers],
      }));
      // A conflicted field was changed here too, so `applied` keeps the applicant's own text.
      return {
        ...applied(context, shape.current as SharedApplication).context,
        stepChanged: false,
        conflicts,
      };
    }),
    resolveKeepingMine: assign(({ context, event }) => {
      assertEvent(event, 'conflict.keepMine');
      return { conflicts: context.conflicts.filter((item) => item.field !== event.field) };
    }),
    resolveTakingTheirs: assign(({ context, event }) => {
      assertEvent(event, 'conflict.takeTheirs');
      const conflict = context.conflicts.find((item) => item.field === event.field);
      const theirs = normalized({ [event.field]: conflict?.theirs } as SharedApplicationAnswers);
      const value = theirs[event.field as keyof SharedApplicationAnswers];
      return {
        local: withFields(context.local, context.base, { [event.field]: value }),
        conflicts: context.conflicts.filter((item) => item.field !== event.field),
      };
    }),
    resolveEditing: assign(({ context, event }) => {
      assertEvent(event, 'conflict.edit');
      return {
        local: withFields(context.local, context.base, { [event.field]: event.value }),
        conflicts: context.conflicts.filter((item) => item.field !== event.field),
      };
    }),
    /** Tells the wizard a field's new value (taken from someone else, or written in the conflict). */
    tellField: sendParent(({ context, event }) => {
      const field = 'field' in event ? event.field : '';
      return {
        type: 'answers.remote' as const,
        fields: { [field]: context.local?.[field as keyof SharedApplicationAnswers] },
      };
    }),
    tellRemote: sendParent((_, params: { fields: SharedApplicationAnswers }) => ({
      type: 'answers.remote' as const,
      fields: params.fields,
    })),
    tellCreated: sendParent(({ context }) => ({
      type: 'draft.created' as const,
      draftId: context.draftId ?? '',
    })),
  },
}).createMachine({
  id: 'draftSync',
  context: ({ input }) => ({
    userId: input.userId,
    grantId: input.grantId,
    draftId: input.draftId,
    role: input.role,
    version: input.version,
    base: input.base,
    local: null,
    step: 'commission',
    stepChanged: false,
    conflicts: [],
    presence: [],
    savedAt: null,
    failures: 0,
  }),
  initial: 'paused',
  on: {
    'draft.stop': { target: '.stopped' },
  },
  states: {
    paused: {
      meta: {
        description:
          'The wizard is open and nothing was changed yet: nothing is sent until the first change',
      },
      // A viewer's wizard changes nothing: it is read-only from the start.
      always: { guard: 'isReader', target: 'readOnly' },
      on: {
        'draft.changed': { target: 'sending', actions: ['takeChange', KEEP] },
      },
    },
    saved: {
      meta: { description: "Every change is on the server: 'Saved'" },
      tags: ['saved'],
      after: { beat: { guard: 'hasDraft', target: 'sending' } },
      on: {
        'draft.changed': { target: 'sending', actions: ['takeChange', KEEP] },
        'sync.pull': { guard: 'hasDraft', target: 'sending' },
      },
    },
    sending: {
      meta: {
        description:
          "A change waits for a short pause (a move to another step goes at once), then is saved: 'Saving…'",
      },
      tags: ['saving'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isStepChange', target: 'saving' },
            { guard: 'hasUnsent', target: 'pausing' },
            { target: 'saving' },
          ],
        },
        pausing: {
          after: { pause: { target: 'saving' } },
          on: {
            'draft.changed': [
              {
                guard: 'isMoveToOtherStep',
                target: 'saving',
                actions: ['takeChange', KEEP],
              },
              { target: 'pausing', reenter: true, actions: ['takeChange', KEEP] },
            ],
          },
        },
        saving: {
          on: {
            'draft.changed': { actions: ['takeChange', KEEP] },
          },
          invoke: {
            src: 'saveDraft',
            id: 'saveDraft',
            input: ({ context }) => ({
              draftId: context.draftId,
              grantId: context.grantId,
              baseVersion: context.version,
              changes: context.role === 'viewer' ? {} : dirtyChanges(context.base, context.local),
              step: context.step,
            }),
            onDone: [
              {
                guard: 'isNewDraft',
                target: '#draftSync.settling',
                actions: [
                  {
                    type: 'tellRemote',
                    params: ({ context, event }) => ({
                      fields: applied(context, event.output).remote,
                    }),
                  },
                  {
                    type: 'takeAnswer',
                    params: ({ event }) => ({ application: event.output }),
                  },
                  'tellCreated',
                  KEEP,
                ],
              },
              {
                target: '#draftSync.settling',
                actions: [
                  {
                    type: 'tellRemote',
                    params: ({ context, event }) => ({
                      fields: applied(context, event.output).remote,
                    }),
                  },
                  {
                    type: 'takeAnswer',
                    params: ({ event }) => ({ application: event.output }),
                  },
                  KEEP,
                ],
              },
            ],
            onError: [
              {
                guard: 'isConflict',
                target: '#draftSync.conflict',
                actions: [
                  {
                    type: 'tellRemote',
                    params: ({ context, event }) => ({
                      fields: applied(context, shapeOf(event).current as SharedApplication).remote,
                    }),
                  },
                  'takeConflict',
                  KEEP,
                ],
              },
              { guard: 'isForbidden', target: '#draftSync.readOnly' },
              { guard: 'isGone', target: '#draftSync.removed' },
              { guard: 'isClosed', target: '#draftSync.submitted' },
              { target: '#draftSync.retrying', actions: 'countFailure' },
            ],
          },
        },
      },
    },
    settling: {
      always: [{ guard: 'hasUnsent', target: 'sending' }, { target: 'saved' }],
    },
    retrying: {
      meta: {
        description:
          "A save failed (offline, or the server did not answer): 'Not saved yet, will retry'; the changes stay in this browser and go after a wait, or at once when the connection is back",
      },
      tags: ['retrying'],
      after: { retry: { target: 'sending' } },
      on: {
        'draft.changed': { actions: ['takeChange', KEEP] },
        'connection.online': { target: 'sending' },
        'sync.retry': { target: 'sending' },
      },
    },
    conflict: {
      meta: {
        description:
          'Someone else changed a field the applicant changed too: the field shows both texts, whose is whose, with Keep mine, Take theirs and Edit; nothing else is sent until each is resolved',
      },
      tags: ['conflict'],
      on: {
        'draft.changed': { actions: ['takeChange', KEEP] },
        'conflict.keepMine': [
          { guard: 'isLastConflict', target: 'sending', actions: 'resolveKeepingMine' },
          { actions: 'resolveKeepingMine' },
        ],
        'conflict.takeTheirs': [
          {
            guard: 'isLastConflict',
            target: 'settling',
            actions: ['resolveTakingTheirs', 'tellField', KEEP],
          },
          { actions: ['resolveTakingTheirs', 'tellField', KEEP] },
        ],
        'conflict.edit': [
          {
            guard: 'isLastConflict',
            target: 'sending',
            actions: ['resolveEditing', 'tellField', KEEP],
          },
          { actions: ['resolveEditing', 'tellField', KEEP] },
        ],
      },
    },
    readOnly: {
      meta: {
        description:
          'The caller is a viewer: the wizard is read-only and says why; nothing is sent',
      },
      tags: ['readOnly'],
    },
    removed: {
      meta: {
        description:
          'The caller is no longer a member: the wizard says so and keeps their unsent text for them to copy',
      },
      tags: ['removed'],
    },
    submitted: {
      meta: {
        description:
          'The application was submitted meanwhile: nothing more is saved to it and the wizard says so',
      },
      tags: ['submitted'],
    },
    stopped: {
      meta: { description: 'The wizard submitted or started over: nothing more is sent' },
      type: 'final',
    },
  },
});

export type DraftSyncSnapshot = SnapshotFrom<typeof draftSyncMachine>;

export type SyncStatus =
  'idle' | 'saved' | 'saving' | 'retrying' | 'conflict' | 'readOnly' | 'removed' | 'submitted';

/** Where the autosave is, in the words' terms. */
export function selectSyncStatus(snapshot: DraftSyncSnapshot): SyncStatus {
  for (const tag of [
    'saving',
    'retrying',
    'conflict',
    'readOnly',
    'removed',
    'submitted',
    'saved',
  ] as const) {
    if (snapshot.hasTag(tag)) return tag;
  }
  return 'idle';
}

/** The changes this browser still holds (shown to a removed member to copy). */
export const selectUnsent = (snapshot: DraftSyncSnapshot) =>
  dirtyChanges(snapshot.context.base, snapshot.context.local);
