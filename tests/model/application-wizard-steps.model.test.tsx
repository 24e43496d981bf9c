import { NEW_DRAFT } from '../../src/domain/draft-sync';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { type ApplicationAnswers, firstInvalidStep } from '../../src/domain/application';
import {
  FORM_STEPS,
  type FormStep,
  STEP_NUMBERS,
  STEP_TITLES,
} from '../../src/domain/application-steps';
import type { DraftStep } from '../../src/domain/application-draft';
import { hasErrors } from '../../src/domain/text';
import {
  type ApplicationWizardContext,
  type ApplicationWizardInput,
  applicationWizardMachine,
} from '../../src/machines/application-wizard.machine';
import { FIELD_LABELS } from '../../src/domain/application-steps';
import {
  ApplicationWizardScreen,
  applicationSteps,
  leaveDialog,
} from '../../src/screens/wizard/application-wizard-screen';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { TEST_USER, renderScreen } from '../support/render';
import { readOf } from '../support/reads';
import { APPLICATION, GRANT, UPLOAD_FILE } from './wizard-fixtures';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// Every step of the wizard, every way in and out: the paths that application-wizard.model
// leaves out (it checks each step's content in depth from one draft). These start from no
// draft, from a draft saved at each step, from a draft at the review with one step invalid
// (Submit sends the user to that step) and from one whose commission was never acknowledged.
// The checks here are what tells the states apart: which step shows, editing or confirmed, and
// whether its errors show.

type Path = StatePath<AnyMachineSnapshot, EventObject>;

const EMPTY_FILE = new File([], 'empty.pdf', { type: 'application/pdf' });

/** One valid change per form step, made through its field (documents change by upload). */
const CHANGES = {
  contact: { field: 'fullName', value: 'Ana Ruiz' },
  project: { field: 'projectTitle', value: 'Rooftop Garden' },
  budget: { field: 'costSharing', value: 'None' },
  scope: { field: 'geographicalScope', value: 'Regional' },
  final: { field: 'primaryFocus', value: 'Nutrition' },
} as const;

/** Answers with one step invalid. */
const INVALID: Record<FormStep, ApplicationAnswers> = {
  contact: { ...VALID_ANSWERS, contact: { ...VALID_ANSWERS.contact, fullName: '' } },
  project: { ...VALID_ANSWERS, project: { ...VALID_ANSWERS.project, projectTitle: '' } },
  budget: { ...VALID_ANSWERS, budget: { ...VALID_ANSWERS.budget, requestedFundingAmount: '' } },
  documents: { ...VALID_ANSWERS, documents: { ...VALID_ANSWERS.documents, resumes: null } },
  scope: {
    ...VALID_ANSWERS,
    scope: { ...VALID_ANSWERS.scope, geographicalScope: '' },
  } as unknown as ApplicationAnswers,
  final: {
    ...VALID_ANSWERS,
    final: { ...VALID_ANSWERS.final, stage: '' },
  } as unknown as ApplicationAnswers,
};

const draft = (step: DraftStep, answers: ApplicationAnswers, acknowledged = true) => ({
  version: 1 as const,
  userId: TEST_USER.id,
  grantId: GRANT_ID,
  step,
  commissionAcknowledged: acknowledged,
  answers,
  savedAt: '2030-01-01T10:00:00.000Z',
});

// Latest first: a draft saved near the end reaches the review and its Edit links in a few steps,
// so the paths (and the replay) stay short; earlier starts add only what is left.
const STARTS: { name: string; input: ApplicationWizardInput }[] = [
  ...FORM_STEPS.map((step) => ({
    name: `draft at review, ${step} invalid`,
    input: { grant: GRANT, user: { ...TEST_USER }, draft: draft('review', INVALID[step]) },
  })),
  {
    name: 'draft at review, commission not acknowledged',
    input: {
      grant: GRANT,
      user: { ...TEST_USER },
      draft: draft('review', VALID_ANSWERS, false),
    },
  },
  ...(['review', ...[...FORM_STEPS].reverse(), 'commission'] as const).map((step) => ({
    name: `draft at ${step}`,
    input: { grant: GRANT, user: { ...TEST_USER }, draft: draft(step, VALID_ANSWERS) },
  })),
  { name: 'no draft', input: { grant: GRANT, user: { ...TEST_USER }, draft: null } },
];

const EVENTS = [
  { type: 'draft.resume' },
  { type: 'draft.discard' },
  { type: 'commission.acknowledge' },
  ...Object.entries(CHANGES).map(([step, change]) => ({ type: 'answer.change', step, ...change })),
  { type: 'step.confirm' },
  { type: 'step.edit' },
  { type: 'step.next' },
  { type: 'step.reset' },
  { type: 'document.upload', section: 'resumes', file: UPLOAD_FILE },
  { type: 'document.upload', section: 'resumes', file: EMPTY_FILE },
  { type: 'xstate.done.actor.uploadDocument', output: { url: '/api/v1/files/new/content' } },
  { type: 'xstate.error.actor.uploadDocument', error: new Error('File must be at most 10MB') },
  ...FORM_STEPS.map((step) => ({ type: 'review.edit', step })),
  { type: 'application.submit' },
  { type: 'xstate.done.actor.submitApplication', output: APPLICATION },
  { type: 'xstate.error.actor.submitApplication', error: new Error('Server unavailable') },
  { type: 'answers.save' },
  { type: 'answers.skip' },
  { type: 'xstate.done.actor.saveAnswers', output: { ...TEST_USER, savedAnswers: null } },
  { type: 'xstate.error.actor.saveAnswers', error: new Error('Could not save') },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ApplicationWizardContext;
const stepOf = (snapshot: AnyMachineSnapshot) => stateKey(snapshot).split('.')[0] as FormStep;

/** What a tester tells apart (and what the checks read). */
const serializeState = (snapshot: unknown) => {
  const s = snapshot as AnyMachineSnapshot;
  const c = ctx(s);
  return JSON.stringify([
    stateKey(s),
    firstInvalidStep(c.answers) ?? 'complete',
    FORM_STEPS.filter((step) => hasErrors(c.errors[step] as Record<string, string>)),
    Object.keys(c.documentErrors),
    c.commissionAcknowledged,
    c.returnToReview,
    c.savedDraft !== null,
  ]);
};

/** A step's form state (step 5's sections sit beside its From library picker). */
const editingKey = (step: string) =>
  step === 'documents'
    ? 'documents.editing.sections'
    : step === 'budget'
      ? 'budget.editing.table'
      : `${step}.editing`;

/** A change is made only on its own step's form (elsewhere there is no field for it). */
const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) => {
  if (event.type === 'answer.change')
    return stateKey(snapshot) === editingKey((event as EventObject & { step: string }).step);
  return true;
};

const selected: { start: string; input: ApplicationWizardInput; path: Path }[] = [];
for (const { name, input } of STARTS) {
  const paths = modelPaths(applicationWizardMachine, {
    input,
    events: EVENTS,
    serializeState,
    filterEvents: filterEvents as never,
  });
  const kept = selected.map(({ path }) => path);
  for (const path of coveringPaths(paths, EVENTS, kept, filterEvents).slice(kept.length))
    selected.push({ start: name, input, path });
}

const FORMS = STEP_TITLES;
const STEP_NAMES = Object.fromEntries(
  FORM_STEPS.map((step) => [step, `Step ${STEP_NUMBERS[step]}: ${STEP_TITLES[step]}`]),
) as Record<FormStep, string>;

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, ({ path }) => path);

describe('application wizard model: every step, every way in and out', () => {
  // The app fetches these chunks once the first step shows; the model checks each state as soon
  // as it is reached, so they are loaded first here (a screen test covers the wait for them).
  beforeAll(() => Promise.all([applicationSteps.load(), leaveDialog.load()]));

  it.each(
    replayed.map(
      ({ start, input, path }) => [`${start}: ${describePath(path)}`, input, path] as const,
    ),
  )(
    '%s',
    async (_name, input, path) => {
      const fakes = deferredActors(['uploadDocument', 'submitApplication', 'saveAnswers'] as const);
      const logic = applicationWizardMachine.provide({ actors: fakes.actors });
      const user = userEvent.setup({ delay: null });
      const { router } = await renderScreen(
        <ApplicationWizardScreen
          logic={logic}
          grant={readOf(GRANT)}
          user={input.user}
          opening={readOf({ draft: input.draft, start: NEW_DRAFT }, 'opening')}
        />,
        { path: `/grant?id=${GRANT_ID}` },
      );
      const click = async (name: string | RegExp) => {
        const label = screen.getByText(name, { selector: '.mantine-Button-label' });
        const target = label.closest('button') as HTMLButtonElement;
        expect(target).toBeEnabled();
        await act(async () => fireEvent.click(target));
      };
      const settle = async (
        name: 'uploadDocument' | 'submitApplication' | 'saveAnswers',
        event: EventObject,
      ) => {
        const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
        await act(async () => (error ? fakes.reject(name, error) : fakes.resolve(name, output)));
      };
      const form = (step: FormStep) => screen.getByRole('form', { name: FORMS[step] });

      await replayPath(path, {
        events: {
          'draft.resume': () => click('Resume application'),
          'draft.discard': () => click('Start over'),
          'commission.acknowledge': () => click('Acknowledge'),
          'answer.change': async (event) => {
            const { step, field, value } = event as EventObject & {
              step: keyof typeof CHANGES;
              field: string;
              value: string;
            };
            if (step === 'scope') {
              await user.click(screen.getByRole('radio', { name: value }));
              return;
            }
            const label = (FIELD_LABELS[step] as Record<string, string>)[field] ?? field;
            const input = screen.getByLabelText(label, {
              exact: false,
              selector: 'input,textarea',
            });
            await user.clear(input);
            await user.click(input);
            await user.paste(value);
          },
          'step.confirm': () => click('Confirm'),
          'step.edit': () => click(/^Edit( Information)?$/),
          'step.next': () => click('Next'),
          'step.reset': () => click('Reset'),
          'document.upload': async (event) => {
            const { file } = event as EventObject & { file: File };
            const input = screen.getByLabelText('Upload Resumes or CVs of Key Members');
            if (file.size === 0) fireEvent.change(input, { target: { files: [file] } });
            else await user.upload(input as HTMLInputElement, file);
          },
          'xstate.done.actor.uploadDocument': (event) => settle('uploadDocument', event),
          'xstate.error.actor.uploadDocument': (event) => settle('uploadDocument', event),
          'review.edit': (event) =>
            act(async () => {
              const { step } = event as EventObject & { step: FormStep };
              fireEvent.click(screen.getByLabelText(`Edit ${STEP_NAMES[step]}`));
            }),
          'application.submit': () => click('Acknowledge and submit'),
          'xstate.done.actor.submitApplication': (event) => settle('submitApplication', event),
          'xstate.error.actor.submitApplication': (event) => settle('submitApplication', event),
          'answers.save': () => click('Yes, Save Answers'),
          'answers.skip': () => click('No, Change Answers Later'),
          'xstate.done.actor.saveAnswers': (event) => settle('saveAnswers', event),
          'xstate.error.actor.saveAnswers': (event) => settle('saveAnswers', event),
        },
        states: {
          draftFound: () => {
            expect(screen.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
          },
          commission: () => {
            expect(
              screen.getByRole('heading', { name: 'Commission acknowledgement' }),
            ).toBeVisible();
          },
          ...Object.fromEntries(
            FORM_STEPS.flatMap((step) => [
              [
                editingKey(step),
                (s: AnyMachineSnapshot) => {
                  expect(stepOf(s)).toBe(step);
                  const shown = form(step);
                  expect(shown).toBeVisible();
                  const invalid = shown.querySelectorAll('[aria-invalid="true"]').length;
                  const errors = hasErrors(ctx(s).errors[step] as Record<string, string>);
                  if (step === 'documents') {
                    const alerts = Object.keys(ctx(s).documentErrors).length + (errors ? 1 : 0);
                    if (alerts > 0) expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
                  } else if (errors) {
                    for (const message of Object.values(ctx(s).errors[step]))
                      if (message) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
                  } else expect(invalid).toBe(0);
                  expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
                },
              ],
              [
                `${step}.confirmed`,
                () => {
                  expect(
                    screen.getByRole('region', { name: `${FORMS[step]}: your answers` }),
                  ).toBeVisible();
                  expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
                },
              ],
            ]),
          ),
          'documents.uploading': () => {
            expect(screen.getAllByRole('button', { name: 'Uploading...' }).length).toBeGreaterThan(
              0,
            );
            expect(fakes.isRunning('uploadDocument')).toBe(true);
          },
          'review.ready': () => {
            expect(screen.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
            expect(screen.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
          },
          'review.submitting': () => {
            expect(screen.getByLabelText('Submitting your application')).toBeInTheDocument();
            expect(fakes.isRunning('submitApplication')).toBe(true);
          },
          'review.failed': async () => {
            expect(
              await screen.findByText('Failed! Try again please!', { selector: '.Toastify *' }),
            ).toBeVisible();
            expect(screen.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
          },
          'submitted.asking': () => {
            expect(
              screen.getByRole('heading', {
                name: "You've successfully completed your application",
              }),
            ).toBeVisible();
          },
          'submitted.savingAnswers': () => {
            expect(screen.getByLabelText('Saving your answers')).toBeInTheDocument();
          },
          'submitted.saveFailed': () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
          },
          finished: async () => {
            await waitFor(() => expect(router.state.location.pathname).toBe('/grants'));
          },
        },
      });
    },
    // Up to 18 steps through the whole wizard: give a loaded machine time.
    60_000,
  );
});
