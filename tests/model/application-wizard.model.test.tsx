import { NEW_DRAFT } from '../../src/domain/draft-sync';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { firstInvalidStep } from '../../src/domain/application';
import {
  type ApplicationWizardContext,
  type ApplicationWizardInput,
  applicationWizardMachine,
} from '../../src/machines/application-wizard.machine';
import {
  ApplicationWizardScreen,
  applicationSteps,
  leaveDialog,
} from '../../src/screens/wizard/application-wizard-screen';
import {
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  visited,
  withoutPrefixes,
} from '../support/model';
import { TEST_USER, createTestAuth, renderScreen } from '../support/render';
import { throughUpdateMe } from '../support/session-write';
import { readOf } from '../support/reads';
import { APPLICATION, GRANT, UPLOAD_FILE } from './wizard-fixtures';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// Paths come from the production wizard machine and are replayed against the rendered wizard
// with deferred fake actors. The wizard starts from a saved draft holding valid answers, so the
// paths walk the steps, the Edit/Reset/review loops and every failure without typing whole forms;
// one change (clearing the full name) brings in the validation errors.

type Path = StatePath<AnyMachineSnapshot, EventObject>;

const LIBRARY = [
  {
    id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
    fileName: 'support-letter-city.pdf',
    folderName: 'uploads',
    fileType: 'pdf',
    fileUrl: '/api/v1/files/4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d/content',
    size: 100,
    appUse: true,
    createdAt: '2030-01-01T00:00:00Z',
  },
];

const INPUT: ApplicationWizardInput = {
  grant: GRANT,
  user: { ...TEST_USER },
  draft: {
    version: 1,
    userId: TEST_USER.id,
    grantId: GRANT_ID,
    step: 'commission',
    commissionAcknowledged: false,
    answers: VALID_ANSWERS,
    savedAt: '2030-01-01T10:00:00.000Z',
  },
};

const EVENTS = [
  { type: 'draft.resume' },
  { type: 'draft.discard' },
  { type: 'commission.acknowledge' },
  { type: 'answer.change', step: 'contact', field: 'fullName', value: '' },
  { type: 'step.confirm' },
  { type: 'step.edit' },
  { type: 'step.next' },
  { type: 'step.reset' },
  { type: 'document.upload', section: 'resumes', file: UPLOAD_FILE },
  { type: 'document.selectFailed', section: 'organizationalChart' },
  { type: 'library.open', section: 'lettersCommitment' },
  { type: 'xstate.done.actor.loadLibrary', output: LIBRARY },
  { type: 'xstate.error.actor.loadLibrary', error: new Error('Server unavailable') },
  { type: 'library.retry' },
  { type: 'library.close' },
  {
    type: 'document.choose',
    section: 'lettersCommitment',
    url: LIBRARY[0]!.fileUrl,
    fileName: LIBRARY[0]!.fileName,
  },
  { type: 'xstate.done.actor.uploadDocument', output: { url: '/api/v1/files/new/content' } },
  { type: 'xstate.error.actor.uploadDocument', error: new Error('File must be at most 10MB') },
  { type: 'review.edit', step: 'budget' },
  { type: 'application.submit' },
  { type: 'xstate.done.actor.submitApplication', output: APPLICATION },
  { type: 'xstate.error.actor.submitApplication', error: new Error('Server unavailable') },
  { type: 'answers.save' },
  { type: 'answers.skip' },
  { type: 'xstate.done.actor.saveAnswers', output: { ...TEST_USER, savedAnswers: null } },
  { type: 'xstate.error.actor.saveAnswers', error: new Error('Could not save') },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ApplicationWizardContext;

/** What a tester tells apart: the state, which step is invalid, the messages shown, Edit-from-review. */
const signature = (snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  return JSON.stringify([
    stateKey(snapshot),
    firstInvalidStep(c.answers) ?? 'complete',
    Object.keys(c.documentErrors).length > 0,
    c.returnToReview,
    c.commissionAcknowledged,
    c.submitError !== null,
  ]);
};

const allPaths = modelPaths(applicationWizardMachine, {
  input: INPUT,
  events: EVENTS,
  serializeState: (snapshot) => signature(snapshot as AnyMachineSnapshot),
}) as Path[];

// Every transition the events allow from every reached state, as one more step on its path:
// so events that lead back to a known state (Edit, Reset, Retry ...) are replayed too.
const extended: Path[] = [...allPaths];
for (const path of allPaths) {
  for (const event of EVENTS) {
    const next = getNextSnapshot(applicationWizardMachine, path.state as never, event as never);
    const unchanged =
      signature(next as AnyMachineSnapshot) === signature(path.state) &&
      next.context === path.state.context;
    if (unchanged) continue;
    extended.push({
      ...path,
      state: next as AnyMachineSnapshot,
      steps: [...path.steps, { state: next as AnyMachineSnapshot, event }],
      weight: (path.weight ?? 0) + 1,
    });
  }
}

// Greedy cover, longest first: keep a path when it adds a state, an event type or an
// (event, target state) pair that the kept paths do not replay yet.
const coverage = (path: Path) => {
  const items = new Set<string>();
  for (const step of path.steps) {
    const key = stateKey(step.state as AnyMachineSnapshot);
    items.add(`state:${key}`);
    items.add(`event:${step.event.type}>${key}`);
  }
  return items;
};
const covered = new Set<string>();
const selected: Path[] = [];
for (const path of [...extended].sort((a, b) => b.steps.length - a.steps.length)) {
  const items = [...coverage(path)].filter((item) => !covered.has(item));
  if (items.length === 0) continue;
  items.forEach((item) => covered.add(item));
  selected.push(path);
}

const fieldValue = (label: string) =>
  (screen.getByLabelText(label, { exact: false, selector: 'input,textarea' }) as HTMLInputElement)
    .value;

function expectMessages(messages: Partial<Record<string, string>>) {
  for (const message of Object.values(messages))
    if (message) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

/** The From library picker (step 5). */
function library() {
  return within(
    screen.getByRole('dialog', {
      name: 'Choose from your library: Letters of Support or Commitment',
    }),
  );
}

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('application wizard model', () => {
  // The app fetches these chunks once the first step shows; the model checks each state as soon
  // as it is reached, so they are loaded first here (a screen test covers the wait for them).
  beforeAll(() => Promise.all([applicationSteps.load(), leaveDialog.load()]));

  it('visits every state and every event of the machine', () => {
    const seen = visited(selected);
    const all = visited(extended);
    expect([...seen.states].sort()).toEqual([...all.states].sort());
    expect([...seen.events].sort()).toEqual([...new Set(EVENTS.map((event) => event.type))].sort());
    expect(seen.states).toContain('documents.uploading');
    expect(seen.states).toContain('review.failed');
    expect(selected.length).toBeLessThan(30);
    console.info(
      `${selected.length} paths, ${selected.reduce((n, p) => n + p.steps.length, 0)} steps`,
    );
  });

  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors([
        'uploadDocument',
        'loadLibrary',
        'submitApplication',
        'saveAnswers',
      ] as const);
      // The saved answers answer through the app's write, which makes them the session's user.
      const auth = createTestAuth(TEST_USER);
      const logic = applicationWizardMachine.provide({
        actors: {
          ...fakes.actors,
          saveAnswers: throughUpdateMe(fakes.actors.saveAnswers, auth),
        } as never,
      });
      const user = userEvent.setup({ delay: null });
      const { router } = await renderScreen(
        <ApplicationWizardScreen
          logic={logic}
          grant={readOf(GRANT)}
          user={INPUT.user}
          opening={readOf({ draft: INPUT.draft, start: NEW_DRAFT }, 'opening')}
        />,
        { path: `/grant?id=${GRANT_ID}`, auth },
      );
      // fireEvent and text queries keep the 16 replays fast; the e2e spec clicks like a person.
      const button = (name: string | RegExp) => {
        const label = screen.getByText(name, { selector: '.mantine-Button-label' });
        return label.closest('button') as HTMLButtonElement;
      };
      const click = async (name: string | RegExp) => {
        const target = button(name);
        expect(target).toBeEnabled();
        await act(async () => fireEvent.click(target));
      };

      await replayPath(path, {
        events: {
          'draft.resume': () => click('Resume application'),
          'draft.discard': () => click('Start over'),
          'commission.acknowledge': () => click('Acknowledge'),
          'answer.change': async () => {
            await user.clear(
              screen.getByLabelText('Full name', { exact: false, selector: 'input' }),
            );
          },
          'step.confirm': () => click('Confirm'),
          'step.edit': () => click(/^Edit( Information)?$/),
          'step.next': () => click('Next'),
          'step.reset': () => click('Reset'),
          'document.upload': async () => {
            const input = within(section('Resumes or CVs of Key Members')).getByLabelText(
              'Upload Resumes or CVs of Key Members',
            );
            await user.upload(input as HTMLInputElement, UPLOAD_FILE);
          },
          'document.selectFailed': () => {
            const input = within(section('Organizational Chart')).getByLabelText(
              'Upload Organizational Chart',
            );
            fireEvent.change(input, { target: { files: [] } });
          },
          'library.open': () =>
            act(async () => {
              fireEvent.click(
                within(section('Letters of Support or Commitment')).getByRole('button', {
                  name: 'From library',
                }),
              );
            }),
          'xstate.done.actor.loadLibrary': () =>
            act(async () => fakes.resolve('loadLibrary', LIBRARY)),
          'xstate.error.actor.loadLibrary': () =>
            act(async () => fakes.reject('loadLibrary', new Error('Server unavailable'))),
          'library.retry': () => click('Try again'),
          'library.close': () =>
            act(async () => {
              fireEvent.click(library().getByRole('button', { name: 'Close' }));
            }),
          'document.choose': () =>
            act(async () => {
              fireEvent.click(library().getByRole('button', { name: /support-letter-city\.pdf/ }));
            }),
          'xstate.done.actor.uploadDocument': () =>
            act(async () => fakes.resolve('uploadDocument', { url: '/api/v1/files/new/content' })),
          'xstate.error.actor.uploadDocument': () =>
            act(async () => fakes.reject('uploadDocument', new Error('File must be at most 10MB'))),
          'review.edit': () =>
            act(async () => {
              fireEvent.click(screen.getByLabelText('Edit Step 4: Budget & Project Details'));
            }),
          'application.submit': () => click('Acknowledge and submit'),
          'xstate.done.actor.submitApplication': () =>
            act(async () => fakes.resolve('submitApplication', APPLICATION)),
          'xstate.error.actor.submitApplication': () =>
            act(async () => fakes.reject('submitApplication', new Error('Server unavailable'))),
          'answers.save': () => click('Yes, Save Answers'),
          'answers.skip': () => click('No, Change Answers Later'),
          'xstate.done.actor.saveAnswers': () =>
            act(async () => fakes.resolve('saveAnswers', { ...TEST_USER, savedAnswers: null })),
          'xstate.error.actor.saveAnswers': () =>
            act(async () => fakes.reject('saveAnswers', new Error('Could not save'))),
        },
        states: {
          draftFound: () => {
            expect(screen.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
          },
          commission: () => {
            expect(
              screen.getByRole('heading', { name: 'Commission acknowledgement' }),
            ).toBeVisible();
            expect(
              screen.getByRole('heading', { level: 1, name: 'Grant application' }),
            ).toBeVisible();
            expect(screen.getByText(`For ${GRANT.title}`)).toBeVisible();
            expect(screen.getByText('$75,000')).toBeVisible();
            expect(screen.getByText('Company')).toBeVisible();
            expect(screen.getByText('20%')).toBeVisible();
            expect(screen.getByText('$15,000.00')).toBeVisible();
            expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
              'href',
              `/grant-details?id=${GRANT_ID}`,
            );
          },
          'contact.editing': (s) => {
            expect(screen.getByRole('form', { name: 'Tell Us About Yourself' })).toBeVisible();
            expect(fieldValue('Full name')).toBe(ctx(s).answers.contact.fullName);
            expect(fieldValue('Email address')).toBe(ctx(s).answers.contact.email);
            expectMessages(ctx(s).errors.contact);
          },
          'contact.confirmed': () => {
            const summary = screen.getByRole('region', {
              name: 'Tell Us About Yourself: your answers',
            });
            expect(within(summary).getByText('Maria Lopez')).toBeVisible();
            expect(screen.getByRole('button', { name: 'Edit Information' })).toBeVisible();
          },
          'project.editing': (s) => {
            expect(screen.getByRole('form', { name: 'Project Details' })).toBeVisible();
            expect(fieldValue('Project title')).toBe(ctx(s).answers.project.projectTitle);
            // One numbering, the step list's (issue 64): no second "Step 2 of the form".
            expect(screen.getByText('Step 3', { selector: 'p' })).toBeVisible();
            expect(screen.queryByText(/of the form/)).toBeNull();
          },
          'project.confirmed': () => {
            expect(screen.getByText('East Austin Community Greenhouse')).toBeVisible();
            expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
          },
          'budget.editing.table': (s) => {
            expect(screen.getByRole('form', { name: 'Budget & Project Details' })).toBeVisible();
            const total = screen.getByLabelText('Total project budget', {
              exact: false,
              selector: 'input',
            });
            expect(total).toHaveAttribute('min', '0');
            expect(total).toHaveAttribute('step', '0.01');
            expect(fieldValue('Requested funding amount')).toBe(
              ctx(s).answers.budget.requestedFundingAmount,
            );
          },
          'budget.confirmed': () => {
            expect(screen.getByText('$60,000.55')).toBeVisible();
          },
          'documents.editing.sections': async (s) => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(screen.getByRole('form', { name: 'Gather the essentials' })).toBeVisible();
            for (const [key, message] of Object.entries(ctx(s).documentErrors)) {
              const title = {
                resumes: 'Resumes or CVs of Key Members',
                lettersCommitment: 'Letters of Support or Commitment',
                organizationalChart: 'Organizational Chart',
                auditedStatement: 'Audited Financial Statements',
              }[key as 'resumes'];
              expect(within(section(title)).getByRole('alert')).toHaveTextContent(message ?? '');
            }
            const resumes = ctx(s).answers.documents.resumes;
            expect(
              within(section('Resumes or CVs of Key Members')).getByText(
                (resumes?.fileName ?? '').slice(0, 10),
              ),
            ).toBeVisible();
            expect(screen.getAllByText('Accepted formats: PDF, DOC, DOCX.').length).toBeGreaterThan(
              0,
            );
          },
          'documents.editing.library.loading': () => {
            expect(library().getByLabelText('Loading your library')).toBeInTheDocument();
            expect(fakes.isRunning('loadLibrary')).toBe(true);
          },
          'documents.editing.library.showing': () => {
            expect(
              library().getByRole('button', { name: /support-letter-city\.pdf/ }),
            ).toBeVisible();
          },
          'documents.editing.library.failed': () => {
            expect(library().getByRole('alert')).toHaveTextContent(
              'Failed to load your library. Please try again.',
            );
            expect(library().getByRole('button', { name: 'Try again' })).toBeEnabled();
          },
          'documents.uploading': () => {
            const busy = screen.getAllByRole('button', { name: 'Uploading...' });
            expect(busy.length).toBe(12);
            busy.forEach((button) => expect(button).toBeDisabled());
            expect(fakes.isRunning('uploadDocument')).toBe(true);
          },
          'documents.confirmed': (s) => {
            const name = ctx(s).answers.documents.lettersCommitment?.fileName ?? '';
            expect(screen.getByText(name.slice(0, 10))).toBeVisible();
          },
          'scope.editing': () => {
            expect(screen.getByRole('radio', { name: 'Local' })).toBeChecked();
            expect(screen.getByRole('radio', { name: '$50,000 - $100,000' })).toBeChecked();
          },
          'scope.confirmed': () => {
            expect(screen.getByText('$50,000 - $100,000')).toBeVisible();
          },
          'final.editing': () => {
            expect(screen.getByRole('checkbox', { name: 'Children' })).toBeChecked();
            expect(screen.getByRole('checkbox', { name: 'Veterans' })).not.toBeChecked();
            expect(screen.getByRole('radio', { name: 'Implementation' })).toBeChecked();
          },
          'final.confirmed': () => {
            expect(screen.getByText('Low-Income Communities, Children')).toBeVisible();
          },
          'review.ready': () => {
            expect(screen.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
            expect(screen.getAllByRole('button', { name: /^Edit Step/ })).toHaveLength(6);
            expect(screen.getByText('$12,000.11')).toBeVisible();
            expect(screen.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
          },
          'review.submitting': () => {
            expect(screen.getByLabelText('Submitting your application')).toBeInTheDocument();
            expect(screen.queryByRole('button', { name: 'Acknowledge and submit' })).toBeNull();
            expect(fakes.inputsOf('submitApplication').at(-1)).toMatchObject({
              grantId: GRANT_ID,
              userId: TEST_USER.id,
              fullName: 'Maria Lopez',
              projectValue: 100000,
              detailedBudgedBreakdown: VALID_ANSWERS.budget.detailedBudgetBreakdown,
            });
          },
          'review.failed': async () => {
            expect(
              await screen.findByText('Failed! Try again please!', { selector: '.Toastify *' }),
            ).toBeVisible();
            expect(screen.getByText('East Austin Community Greenhouse')).toBeVisible();
            expect(screen.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
          },
          'submitted.asking': () => {
            expect(
              screen.getByRole('heading', {
                name: "You've successfully completed your application",
              }),
            ).toBeVisible();
            expect(screen.getByText('Project narrative — test.')).toBeVisible();
            // The receipt (issue 66): the server's tracking number, for the grant applied to.
            const receipt = screen.getByRole('region', { name: 'Your receipt' });
            expect(within(receipt).getByText(APPLICATION.trackingNumber)).toBeVisible();
            expect(within(receipt).getByText(GRANT.title)).toBeVisible();
          },
          'submitted.savingAnswers': () => {
            expect(screen.getByLabelText('Saving your answers')).toBeInTheDocument();
            expect(fakes.inputsOf('saveAnswers').at(-1)).toEqual({
              savedAnswers: {
                fullName: 'Maria Lopez',
                email: 'maria.lopez@example.com',
                phoneNumber: '+1 512 555 0142',
                location: 'Austin, TX',
              },
            });
          },
          'submitted.saveFailed': () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
            expect(screen.getByRole('button', { name: 'Yes, Save Answers' })).toBeEnabled();
          },
          finished: async (s) => {
            await waitFor(() => expect(router.state.location.pathname).toBe('/grants'));
            if (ctx(s).savedUser) {
              expect(auth.getSnapshot().context.user).toMatchObject({ savedAnswers: null });
            }
          },
        },
      });
    },
  );
});
