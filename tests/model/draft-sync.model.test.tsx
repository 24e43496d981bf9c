import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { SYNC_WORDS } from '../../src/domain/sync-words';
import {
  type DraftSyncContext,
  type DraftSyncInput,
  PRESENCE_BEAT_MS,
  SAVE_PAUSE_MS,
  draftSyncMachine,
  retryDelay,
  selectUnsent,
} from '../../src/machines/draft-sync.machine';
import {
  ConflictPanel,
  PresenceLine,
  RemovedNotice,
  SyncStatus,
  type SyncActor,
} from '../../src/screens/wizard/draft-sync-bar';
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
import { DANA, GRANT_ID, PRIYA, SHARED_ID, sharedApplication } from '../support/sharing-fixtures';

// The wizard's autosave, model-based (issue 60): paths from the production machine, replayed on
// the production components the wizard shows it with (its words, who else is here, the conflict
// panel, a removed member's notice). The wizard's messages (a change, watch, stop) are sent to
// the actor as the wizard sends them; what a person does (Keep mine, Take theirs, Edit, Try now,
// coming back online) is done on the page; the pause, the beat and the retry are the clock's.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as DraftSyncContext;

const TITLE = 'project.projectTitle';
const OBJECTIVE = 'project.objective';

const MINE = { [TITLE]: 'My title', [OBJECTIVE]: 'My objective' };

/** The server's answer to a save of MINE: it took them, and Priya is on the budget. */
const SAVED = sharedApplication({
  version: 4,
  answers: MINE,
  presence: [
    { userId: PRIYA.userId, name: PRIYA.name, step: 'budget', at: '2026-11-24T10:12:00Z' },
  ],
});

const CONFLICT = Object.assign(
  new ApiError(409, {
    status: 409,
    message: 'Someone else changed this answer since you opened it.',
  }),
  {
    current: sharedApplication({
      version: 5,
      answers: { [TITLE]: 'Family reading evenings', [OBJECTIVE]: 'Books for every family' },
    }),
    conflicts: [
      { field: TITLE, theirs: 'Family reading evenings', by: PRIYA, at: '2026-11-24T10:12:00Z' },
      { field: OBJECTIVE, theirs: 'Books for every family', by: PRIYA, at: '2026-11-24T10:12:00Z' },
    ],
  },
);
const OFFLINE = new ApiError(0, null, 'Network error');
const VIEWER_ONLY = new ApiError(403, {
  status: 403,
  message: 'Viewers cannot change this application.',
});
const GONE = new ApiError(404, { status: 404, message: 'Shared application not found' });
const SUBMITTED = new ApiError(409, {
  status: 409,
  message: 'This application has been submitted and can no longer be changed.',
});

const EVENTS = [
  { type: 'draft.changed', fields: MINE, step: 'project' },
  { type: 'draft.changed', fields: { ...MINE, [TITLE]: 'My better title' }, step: 'project' },
  { type: 'draft.changed', fields: MINE, step: 'budget' },
  { type: 'draft.stop' },
  { type: 'connection.online' },
  { type: 'sync.retry' },
  { type: 'sync.pull' },
  { type: 'conflict.keepMine', field: TITLE },
  { type: 'conflict.takeTheirs', field: OBJECTIVE },
  { type: 'conflict.edit', field: TITLE, value: 'Both titles' },
  { type: 'xstate.done.actor.saveDraft', output: SAVED },
  { type: 'xstate.error.actor.saveDraft', error: OFFLINE },
  { type: 'xstate.error.actor.saveDraft', error: CONFLICT },
  { type: 'xstate.error.actor.saveDraft', error: VIEWER_ONLY },
  { type: 'xstate.error.actor.saveDraft', error: GONE },
  { type: 'xstate.error.actor.saveDraft', error: SUBMITTED },
  { type: 'xstate.after.pause.draftSync.sending.pausing' },
  { type: 'xstate.after.beat.draftSync.saved' },
  { type: 'xstate.after.retry.draftSync.retrying' },
] as EventObject[];

/**
 * The machine as the wizard runs it, less the messages to the wizard (no wizard here: the
 * wizard's own model test takes them); the same chart, so the same paths.
 */
const told: EventObject[] = [];
const machine = draftSyncMachine.provide({
  actions: {
    tellRemote: (_, params) => void told.push({ type: 'answers.remote', ...params }),
    tellField: () => void told.push({ type: 'answers.remote' }),
    tellCreated: () => void told.push({ type: 'draft.created' }),
  },
});

const serializeState = ((snapshot: AnyMachineSnapshot, event: EventObject | undefined) =>
  JSON.stringify([
    stateKey(snapshot),
    event?.type ?? '',
    ctx(snapshot).conflicts.map((conflict) => conflict.field),
    ctx(snapshot).local !== null,
    ctx(snapshot).draftId !== null,
    ctx(snapshot).step,
  ])) as never;

/** A conflict's buttons are there only while it is: the machine's own `can` says the same. */
const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event);

const START: DraftSyncInput = {
  userId: DANA.userId,
  grantId: GRANT_ID,
  draftId: SHARED_ID,
  role: 'owner',
  owner: DANA,
  version: 3,
  base: {},
  joined: false,
};

function pathsFor(input: DraftSyncInput, keep: ReturnType<typeof modelPaths> = []) {
  const all = modelPaths(machine, {
    events: EVENTS,
    input,
    filterEvents,
    serializeState,
  } as never);
  return coveringPaths(all, EVENTS, keep, filterEvents);
}

// Removed with something typed and unsent: the notice keeps it to copy (the shortest way to
// `removed` is at a presence beat, with nothing unsent).
const removedWithUnsent = modelPaths(machine, {
  events: EVENTS,
  input: START,
  filterEvents,
  serializeState,
} as never)
  .filter((path) => stateKey(path.state) === 'removed' && ctx(path.state).local !== null)
  .slice(0, 1);
const existing = pathsFor(START, removedWithUnsent).map((path) => ({ path, input: START }));
const NEW: DraftSyncInput = { ...START, draftId: null, version: 0 };
const fresh = modelPaths(machine, {
  events: EVENTS,
  input: NEW,
  filterEvents,
  serializeState,
} as never)
  // A new draft: its first save creates it (the wizard learns its id).
  .filter((path) => path.steps.some((step) => step.event.type === 'xstate.done.actor.saveDraft'))
  .slice(0, 1)
  .map((path) => ({ path, input: NEW }));
const VIEWER: DraftSyncInput = { ...START, role: 'viewer', joined: true };
// A viewer's autosave is read-only from the start: the start is its one path.
const reading = modelPaths(machine, {
  events: EVENTS,
  input: VIEWER,
  filterEvents,
  serializeState,
} as never)
  .filter((path) => path.steps.length === 1)
  .map((path) => ({ path, input: VIEWER }));
const paths = [...existing, ...fresh, ...reading];

/** The wizard's autosave bar, as the wizard shows it, on one running actor. */
function Harness({ actor }: { actor: SyncActor }) {
  return (
    <>
      <PresenceLine sync={actor} />
      <SyncStatus sync={actor} />
      <ConflictPanel sync={actor} />
      <RemovedNotice sync={actor} />
    </>
  );
}
const harness: { actor: SyncActor | null } = { actor: null };

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const walks = withoutPrefixes(paths, ({ path }) => path);

describe('the autosave model', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('visits every state and every event of the machine', () => {
    const seen = visited(paths.map(({ path }) => path));
    expect([...seen.states].sort()).toEqual([
      'conflict',
      'paused',
      'readOnly',
      'removed',
      'retrying',
      'saved',
      'sending.pausing',
      'sending.saving',
      'stopped',
      'submitted',
    ]);
    expect([...seen.events].sort()).toEqual([...new Set(EVENTS.map((e) => e.type))].sort());
  });

  it.each(walks.map(({ path, input }) => [describePath(path), path, input] as const))(
    '%s',
    async (_name, path, input) => {
      const fakes = deferredActors(['saveDraft'] as const);
      const logic = machine.provide({ actors: fakes.actors as never });
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      const actor = createActor(logic, { input }) as unknown as SyncActor;
      harness.actor = actor;
      actor.start();
      await renderScreen(<Harness actor={actor} />);
      const send = (event: EventObject) => act(async () => harness.actor?.send(event as never));
      const settle = (event: EventObject) =>
        act(async () =>
          fakes.resolve('saveDraft', (event as unknown as { output: unknown }).output),
        );
      const fail = (event: EventObject) =>
        act(async () => fakes.reject('saveDraft', (event as unknown as { error: unknown }).error));
      const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
      /** The running actor's context (a path's snapshot stands for every route to its state). */
      const live = () => actor.getSnapshot().context;
      // The autosave's word (the other status, named, says who else is here).
      const status = () =>
        screen.queryAllByRole('status').find((element) => !element.hasAttribute('aria-label'))
          ?.textContent ?? '';
      const card = (label: string) => screen.getByRole('group', { name: `${label}: two versions` });

      await replayPath(path, {
        events: {
          'draft.changed': send,
          'draft.stop': send,
          'connection.online': () =>
            act(async () => void window.dispatchEvent(new Event('online'))),
          'sync.retry': () => user.click(screen.getByRole('button', { name: 'Try now' })),
          // The demo's inspector asks it when Priya has edited (src/lib/demo-controls.ts).
          'sync.pull': send,
          'conflict.keepMine': () =>
            user.click(within(card('Project title')).getByRole('button', { name: 'Keep mine' })),
          'conflict.takeTheirs': () =>
            user.click(within(card('Objective')).getByRole('button', { name: 'Take theirs' })),
          'conflict.edit': async () => {
            await user.click(within(card('Project title')).getByRole('button', { name: 'Edit' }));
            const box = within(card('Project title')).getByRole('textbox', {
              name: 'Project title, as it should be',
            });
            await user.clear(box);
            await user.type(box, 'Both titles');
            await user.click(
              within(card('Project title')).getByRole('button', { name: 'Save this text' }),
            );
          },
          'xstate.done.actor.saveDraft': settle,
          'xstate.error.actor.saveDraft': fail,
          'xstate.after.pause.draftSync.sending.pausing': () => tick(SAVE_PAUSE_MS),
          'xstate.after.beat.draftSync.saved': () => tick(PRESENCE_BEAT_MS),
          'xstate.after.retry.draftSync.retrying': (event) => {
            void event;
            return tick(retryDelay(ctx(harness.actor!.getSnapshot() as never).failures));
          },
        },
        states: {
          paused: () => {
            expect(status()).toBe('');
            expect(fakes.isRunning('saveDraft')).toBe(false);
          },
          saved: () => {
            expect(status()).toBe(SYNC_WORDS.saved);
            if (live().presence.length > 0)
              expect(screen.getByText('Priya Raman is on Budget')).toBeVisible();
          },
          'sending.pausing': () => {
            expect(status()).toBe(SYNC_WORDS.saving);
            expect(fakes.isRunning('saveDraft')).toBe(false);
          },
          'sending.saving': () => {
            expect(status()).toBe(SYNC_WORDS.saving);
            expect(fakes.isRunning('saveDraft')).toBe(true);
            const sent = fakes.inputsOf('saveDraft').at(-1) as { baseVersion: number };
            expect(sent.baseVersion).toBe(live().version);
          },
          retrying: () => {
            expect(status()).toBe(SYNC_WORDS.retrying);
            expect(screen.getByRole('button', { name: 'Try now' })).toBeEnabled();
          },
          conflict: () => {
            expect(status()).toBe(SYNC_WORDS.conflict);
            for (const conflict of live().conflicts) {
              const label = conflict.field === TITLE ? 'Project title' : 'Objective';
              expect(within(card(label)).getByText('Yours')).toBeVisible();
              expect(within(card(label)).getByText("Priya Raman's")).toBeVisible();
              expect(within(card(label)).getByText(String(conflict.theirs))).toBeVisible();
            }
          },
          readOnly: () => {
            expect(status()).toBe('');
            expect(
              screen.queryByRole('region', { name: 'Answers changed by someone else' }),
            ).toBeNull();
          },
          removed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent(SYNC_WORDS.removed);
            const unsent = selectUnsent(actor.getSnapshot());
            // Nothing unsent (removed at a presence beat): nothing to copy, and no word of it.
            if (Object.keys(unsent).length === 0) {
              expect(screen.getByRole('alert')).not.toHaveTextContent(SYNC_WORDS.removedUnsent);
              expect(screen.queryByRole('textbox', { name: 'Your unsent text' })).toBeNull();
              return;
            }
            expect(screen.getByRole('alert')).toHaveTextContent(SYNC_WORDS.removedUnsent);
            const copy = screen.getByRole<HTMLTextAreaElement>('textbox', {
              name: 'Your unsent text',
            }).value;
            for (const [path, value] of Object.entries(unsent)) {
              expect(copy).toContain(path === TITLE ? 'Project title:' : 'Objective:');
              expect(copy).toContain(String(value));
            }
          },
          submitted: () => expect(status()).toBe(SYNC_WORDS.submitted),
          stopped: () => {
            expect(status()).toBe('');
            expect(harness.actor?.getSnapshot().status).toBe('done');
          },
        },
      });
    },
  );
});
