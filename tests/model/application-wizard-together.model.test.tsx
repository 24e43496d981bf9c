import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type DraftStart, NEW_DRAFT } from '../../src/domain/draft-sync';
import { SYNC_WORDS } from '../../src/domain/sync-words';
import {
  type ApplicationWizardContext,
  type ApplicationWizardInput,
  applicationWizardMachine,
} from '../../src/machines/application-wizard.machine';
import { listMachineActors } from '../../src/lib/machine-registry';
import {
  ApplicationWizardScreen,
  applicationSteps,
} from '../../src/screens/wizard/application-wizard-screen';
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
import { readOf } from '../support/reads';
import { TEST_USER, renderScreen } from '../support/render';
import { DANA, SHARED_ID } from '../support/sharing-fixtures';
import { GRANT } from './wizard-fixtures';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// The wizard on a draft that lives on the server (issue 60), model-based: a member who joined is
// offered to continue the owner's draft (never to start it over), a viewer reads every answer and
// is told why, and what the autosave brings in (answers someone else saved, the new draft's id)
// changes the wizard in every state. Those two are the autosave's messages to the wizard: the
// replay sends them as the autosave does; its own model test replays how it comes to send them.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ApplicationWizardContext;

const DRAFT = {
  version: 1 as const,
  userId: TEST_USER.id,
  grantId: GRANT_ID,
  step: 'project' as const,
  commissionAcknowledged: true,
  answers: VALID_ANSWERS,
  savedAt: '2030-01-01T10:00:00.000Z',
};

const joined = (role: 'editor' | 'viewer'): DraftStart => ({
  draftId: SHARED_ID,
  role,
  owner: DANA,
  version: 4,
  base: {},
  joined: true,
});

const STARTS: { name: string; input: ApplicationWizardInput }[] = [
  {
    name: 'an editor who joined',
    input: { grant: GRANT, user: { ...TEST_USER }, draft: DRAFT, start: joined('editor') },
  },
  {
    name: 'a viewer',
    input: { grant: GRANT, user: { ...TEST_USER }, draft: DRAFT, start: joined('viewer') },
  },
  {
    name: 'the owner of a draft on the server',
    input: {
      grant: GRANT,
      user: { ...TEST_USER },
      draft: DRAFT,
      start: { ...joined('editor'), role: 'owner', owner: null, joined: false },
    },
  },
  {
    name: 'the owner of a new draft',
    input: { grant: GRANT, user: { ...TEST_USER }, draft: null, start: NEW_DRAFT },
  },
];

const EVENTS = [
  { type: 'answers.remote', fields: { 'project.projectTitle': 'Reading nights, by Priya' } },
  { type: 'draft.created', draftId: SHARED_ID },
  { type: 'draft.resume' },
  { type: 'draft.discard' },
] as EventObject[];

const serializeState = ((snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    stateKey(snapshot),
    ctx(snapshot).answers.project.projectTitle,
    ctx(snapshot).draftId,
  ])) as never;

const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event);

const paths = STARTS.flatMap(({ name, input }) => {
  const all = modelPaths(applicationWizardMachine, {
    events: EVENTS,
    input,
    filterEvents,
    serializeState,
  } as never);
  return coveringPaths(all, EVENTS, [], filterEvents).map((path) => ({ name, input, path }));
});

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(paths, ({ path }) => path);

describe('the wizard on a shared draft, model-based', () => {
  beforeAll(() => applicationSteps.load());

  it('reaches the read-only view, the offer to continue and the steps, with every message', () => {
    const seen = visited(paths.map(({ path }) => path));
    expect(seen.states).toContain('viewing');
    expect(seen.states).toContain('draftFound');
    expect([...seen.events].sort()).toEqual([
      'answers.remote',
      'draft.created',
      'draft.discard',
      'draft.resume',
    ]);
  });

  it.each(
    replayed.map(
      ({ name, input, path }) => [`${name}: ${describePath(path)}`, input, path] as const,
    ),
  )('%s', async (_name, input, path) => {
    const fakes = deferredActors([
      'uploadDocument',
      'loadLibrary',
      'submitApplication',
      'saveAnswers',
    ] as const);
    const logic = applicationWizardMachine.provide({ actors: fakes.actors as never });
    await renderScreen(
      <ApplicationWizardScreen
        logic={logic}
        grant={readOf(GRANT)}
        user={input.user}
        opening={readOf({ draft: input.draft, start: input.start ?? NEW_DRAFT }, 'opening')}
      />,
      { path: `/grant?id=${GRANT_ID}` },
    );
    await screen.findByRole('heading', { level: 1, name: 'Grant application' });
    const wizard = () => {
      const found = listMachineActors().filter((item) => item.id === 'applicationWizard');
      return found.at(-1)?.actor;
    };
    let created: string | null = null;
    const fromAutosave = (event: EventObject) =>
      act(async () => {
        if (event.type === 'draft.created')
          created = (event as unknown as { draftId: string }).draftId;
        wizard()?.send(event);
      });
    const click = (name: string) =>
      act(async () => void fireEvent.click(screen.getByRole('button', { name })));

    await replayPath(path, {
      events: {
        'answers.remote': fromAutosave,
        'draft.created': fromAutosave,
        'draft.resume': () =>
          click(input.start?.joined ? 'Continue application' : 'Resume application'),
        'draft.discard': () => click('Start over'),
      },
      states: {
        viewing: () => {
          const live = wizard()?.getSnapshot().context as ApplicationWizardContext;
          expect(screen.getByText(SYNC_WORDS.readOnly)).toBeVisible();
          const project = screen.getByRole('region', { name: 'Step 3: Project Details' });
          expect(within(project).getByText(live.answers.project.projectTitle)).toBeVisible();
          expect(screen.queryByRole('button', { name: /Confirm|Next|Submit/ })).toBeNull();
        },
        draftFound: () => {
          if (input.start?.joined) {
            expect(
              screen.getByRole('heading', { name: 'Continue this application?' }),
            ).toBeVisible();
            expect(
              screen.getByText(/Dana Rivera started this application and invited you to it/),
            ).toBeVisible();
            // Only the owner may start the application over.
            expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
          } else {
            expect(screen.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
          }
        },
        commission: () => {
          expect(screen.getByRole('heading', { name: /Commission acknowledgement/ })).toBeVisible();
          const live = wizard()?.getSnapshot().context as ApplicationWizardContext;
          // The draft's id, or the new draft's once its first save created it: a submission
          // names it.
          expect(live.draftId).toBe(created ?? input.start?.draftId ?? null);
        },
        'project.editing': async () => {
          const live = wizard()?.getSnapshot().context as ApplicationWizardContext;
          const title = await screen.findByLabelText('Project title', {
            exact: false,
            selector: 'input',
          });
          expect(title).toHaveValue(live.answers.project.projectTitle);
        },
      },
    });
  });
});
