import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { REPORT_WORDS, fileFor, onlyOwnerSubmits } from '../../src/domain/report-wizard';
import {
  REPORT_SAVE_PAUSE_MS,
  type ReportWizardContext,
  reportRetryDelay,
  reportWizardMachine,
} from '../../src/machines/report-wizard.machine';
import { ReportScreen } from '../../src/screens/reports/report-screen';
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
import { LIBRARY_FILE, REPORT_ID, grantReport } from '../support/report-fixtures';

// A grant report's wizard (issue 66, part 5), model-based: paths from the production machine,
// replayed on the production page. What a person does (type, leave a field, attach, detach,
// Submit and its answers, Try again, hide the tab) is done on the page; the server's answers are
// the fake actors settled as the path says; the pause and the retry's wait are the clock's.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ReportWizardContext;

const OWNER = grantReport();
const EDITOR = grantReport({ role: 'editor' });
const VIEWER = grantReport({ role: 'viewer' });
const SUBMITTED = grantReport({
  status: 'submitted',
  submittedAt: '2026-12-03T10:00:00Z',
  submittedBy: 'Sam Carter',
});
const SPENDING = 'Most of the award bought the LED fittings.';
const MORE = `${SPENDING} The rest paid the electrician.`;
/** The owner's report with its expense summary attached already (opened on another day). */
const ATTACHED = grantReport({
  documentLinks: {
    expenseSummary: { url: LIBRARY_FILE.fileUrl, fileName: LIBRARY_FILE.fileName },
  },
});
/** The server's answer to a save: it took the answer and the document. */
const SAVED = grantReport({
  answers: { ...OWNER.answers, spending: SPENDING },
  documentLinks: {
    expenseSummary: { url: LIBRARY_FILE.fileUrl, fileName: LIBRARY_FILE.fileName },
  },
});
const OFFLINE = new ApiError(0, null, 'Network error');
const CLOSED = new ApiError(409, {
  status: 409,
  message: 'This report has already been submitted.',
});
const MISSING = new ApiError(404, { status: 404, message: 'Grant report not found' });
const REFUSED = new ApiError(422, {
  status: 422,
  message: 'Some answers or documents are missing',
  errors: { challenges: 'This question needs an answer.' },
});

const LOADED = 'xstate.done.actor.loadReport';
const SAVE_DONE = 'xstate.done.actor.saveReport';
const SUBMIT_DONE = 'xstate.done.actor.submitReport';
const PAUSE = 'xstate.after.pause.reportWizard.editing.pausing';
const RETRY = 'xstate.after.retry.reportWizard.editing.retrying';

const EVENTS = [
  { type: 'answer.change', field: 'spending', value: SPENDING },
  { type: 'answer.change', field: 'spending', value: MORE },
  { type: 'answer.blur' },
  {
    type: 'document.attach',
    field: 'expenseSummary',
    url: LIBRARY_FILE.fileUrl,
    fileName: LIBRARY_FILE.fileName,
  },
  { type: 'document.detach', field: 'expenseSummary' },
  { type: 'report.leave' },
  { type: 'load.retry' },
  { type: 'submit.ask' },
  { type: 'submit.confirm' },
  { type: 'submit.keep' },
  { type: LOADED, output: OWNER },
  { type: LOADED, output: ATTACHED },
  { type: LOADED, output: EDITOR },
  { type: LOADED, output: VIEWER },
  { type: LOADED, output: SUBMITTED },
  { type: 'xstate.error.actor.loadReport', error: MISSING },
  { type: SAVE_DONE, output: SAVED },
  { type: 'xstate.error.actor.saveReport', error: OFFLINE },
  { type: 'xstate.error.actor.saveReport', error: CLOSED },
  { type: SUBMIT_DONE, output: SUBMITTED },
  { type: 'xstate.error.actor.submitReport', error: REFUSED },
  { type: 'xstate.error.actor.submitReport', error: CLOSED },
  { type: PAUSE },
  { type: RETRY },
] as EventObject[];

// Everything the checks read is part of a state's identity (a path's snapshot stands for the
// state reached by its own steps); the failures in a row only as "some", so the retries end.
const serializeState = ((snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  return JSON.stringify([
    stateKey(snapshot),
    c.report?.role ?? null,
    c.report?.status ?? null,
    c.draft,
    c.report?.answers ?? null,
    c.report?.documentLinks ?? null,
    c.sending,
    c.failure,
    c.errors,
    c.failures > 0,
  ]);
}) as never;

/** A control is there only where its event is taken: the machine's own `can` says the same. */
// Typing the text a field already holds changes nothing on the page, so it is no event.
const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  snapshot.can(event) &&
  !(
    event.type === 'answer.change' &&
    ctx(snapshot).draft.answers.spending === (event as unknown as { value: string }).value
  );
const INPUT = { reportId: REPORT_ID };

const all = modelPaths(reportWizardMachine, {
  events: EVENTS,
  input: INPUT,
  filterEvents,
  serializeState,
} as never);
const paths = coveringPaths(all, EVENTS, [], filterEvents);
const walks = withoutPrefixes(paths, (path) => path);

const LIBRARY = queryOptions({
  queryKey: ['library', 'documents', 'model'],
  queryFn: async () => [LIBRARY_FILE],
});
const TODAY = new Date(2026, 11, 3, 9, 0);

const saveWord = () => screen.getByTestId('report-save-status').textContent ?? '';
const answerBox = (label: string) => screen.getByRole('textbox', { name: label });
const SPENDING_LABEL = 'How has the funding been spent so far?';

function expectAnswers(snapshot: AnyMachineSnapshot) {
  const { draft } = ctx(snapshot);
  for (const question of OWNER.questions)
    expect(answerBox(question.label)).toHaveValue(draft.answers[question.key] ?? '');
  const attached = draft.documents.expenseSummary;
  if (attached) expect(screen.getByText(attached.fileName)).toBeVisible();
  else expect(screen.getByText(REPORT_WORDS.noFile)).toBeVisible();
}

/** The owner's Submit (enabled when `can`), or an editor's note of who submits. */
function expectSubmit(snapshot: AnyMachineSnapshot) {
  const { report } = ctx(snapshot);
  if (report?.role === 'owner') {
    const button = screen.getByRole('button', { name: REPORT_WORDS.submit });
    if (snapshot.can({ type: 'submit.ask' })) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  } else {
    expect(screen.getByText(onlyOwnerSubmits('Sam Carter'))).toBeVisible();
    expect(screen.queryByRole('button', { name: REPORT_WORDS.submit })).toBeNull();
  }
}

describe('report wizard model', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('visits every state and every event of the machine', () => {
    const seen = visited(paths);
    expect([...seen.states].sort()).toEqual([
      'editing.asking',
      'editing.pausing',
      'editing.refused',
      'editing.retrying',
      'editing.saved',
      'editing.saving',
      'editing.submitting',
      'editing.unchanged',
      'loadFailed',
      'loading',
      'readOnly',
      'submitted',
    ]);
    expect([...seen.events].sort()).toEqual([...new Set(EVENTS.map((e) => e.type))].sort());
  });

  it.each(walks.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const fakes = deferredActors(['loadReport', 'saveReport', 'submitReport'] as const);
    const logic = reportWizardMachine.provide({ actors: fakes.actors as never });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await renderScreen(
      <ReportScreen logic={logic} reportId={REPORT_ID} library={LIBRARY} today={TODAY} />,
    );
    const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
    const settle = (name: 'loadReport' | 'saveReport' | 'submitReport') => (event: EventObject) =>
      act(async () => fakes.resolve(name, (event as unknown as { output: unknown }).output));
    const fail = (name: 'loadReport' | 'saveReport' | 'submitReport') => (event: EventObject) =>
      act(async () => fakes.reject(name, (event as unknown as { error: unknown }).error));
    let failures = 0;

    await replayPath(path, {
      events: {
        // Typed without moving the focus: a focus that left a field would be a blur of its own.
        'answer.change': (event) =>
          act(async () => {
            fireEvent.change(answerBox(SPENDING_LABEL), {
              target: { value: (event as unknown as { value: string }).value },
            });
          }),
        'answer.blur': () => act(async () => void fireEvent.focusOut(answerBox(SPENDING_LABEL))),
        'document.attach': async () => {
          const picker = await screen.findByRole('combobox', {
            name: fileFor('Expense summary'),
          });
          fireEvent.change(picker, { target: { value: LIBRARY_FILE.id } });
          await user.click(screen.getByRole('button', { name: 'Attach Expense summary' }));
        },
        'document.detach': () =>
          user.click(screen.getByRole('button', { name: 'Detach Expense summary' })),
        'report.leave': () =>
          act(async () => {
            Object.defineProperty(document, 'visibilityState', {
              value: 'hidden',
              configurable: true,
            });
            document.dispatchEvent(new Event('visibilitychange'));
            Object.defineProperty(document, 'visibilityState', {
              value: 'visible',
              configurable: true,
            });
          }),
        'load.retry': () => user.click(screen.getByRole('button', { name: REPORT_WORDS.tryAgain })),
        'submit.ask': () => user.click(screen.getByRole('button', { name: REPORT_WORDS.submit })),
        'submit.confirm': () =>
          user.click(screen.getByRole('button', { name: REPORT_WORDS.confirm })),
        'submit.keep': () => user.click(screen.getByRole('button', { name: REPORT_WORDS.keep })),
        [LOADED]: settle('loadReport'),
        'xstate.error.actor.loadReport': fail('loadReport'),
        [SAVE_DONE]: settle('saveReport'),
        'xstate.error.actor.saveReport': (event) => {
          if ((event as unknown as { error: unknown }).error === OFFLINE) failures += 1;
          return fail('saveReport')(event);
        },
        [SUBMIT_DONE]: settle('submitReport'),
        'xstate.error.actor.submitReport': fail('submitReport'),
        [PAUSE]: () => tick(REPORT_SAVE_PAUSE_MS),
        [RETRY]: () => tick(reportRetryDelay(failures)),
      },
      states: {
        loading: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Loading the report');
          expect(fakes.isRunning('loadReport')).toBe(true);
        },
        loadFailed: () => {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
            'Grant report not found',
          );
          expect(screen.getByRole('button', { name: REPORT_WORDS.tryAgain })).toBeEnabled();
        },
        readOnly: () => {
          expect(screen.getByText(REPORT_WORDS.viewer)).toBeVisible();
          expect(screen.queryByRole('textbox')).toBeNull();
          expect(screen.getByText(VIEWER.answers.progress ?? '')).toBeVisible();
          expect(screen.queryByRole('button', { name: REPORT_WORDS.submit })).toBeNull();
        },
        submitted: () => {
          expect(screen.getByText('Submitted on Dec 3, 2026 by Sam Carter.')).toBeVisible();
          expect(screen.queryByRole('textbox')).toBeNull();
          expect(screen.queryByRole('button', { name: REPORT_WORDS.submit })).toBeNull();
        },
        'editing.unchanged': (snapshot) => {
          expect(saveWord()).toBe('');
          expectAnswers(snapshot);
          expectSubmit(snapshot);
          expect(screen.getByText('Due in 5 days')).toBeVisible();
        },
        'editing.pausing': (snapshot) => {
          expect(saveWord()).toBe(REPORT_WORDS.saving);
          expect(fakes.isRunning('saveReport')).toBe(false);
          expectAnswers(snapshot);
          expectSubmit(snapshot);
        },
        'editing.saving': (snapshot) => {
          expect(saveWord()).toBe(REPORT_WORDS.saving);
          expect(fakes.isRunning('saveReport')).toBe(true);
          expectAnswers(snapshot);
          // What is sent: only what differs from the server's report.
          expect(fakes.inputsOf('saveReport').at(-1)).toEqual({
            reportId: REPORT_ID,
            ...ctx(snapshot).sending,
          });
        },
        'editing.saved': (snapshot) => {
          expect(saveWord()).toBe(REPORT_WORDS.saved);
          expectAnswers(snapshot);
          expectSubmit(snapshot);
        },
        'editing.retrying': (snapshot) => {
          expect(saveWord()).toBe(REPORT_WORDS.retrying);
          // The text as typed is kept on the page.
          expectAnswers(snapshot);
        },
        'editing.asking': () => {
          const question = screen.getByRole('heading', { name: REPORT_WORDS.question });
          expect(question).toHaveFocus();
          expect(screen.getByRole('button', { name: REPORT_WORDS.confirm })).toBeEnabled();
          expect(screen.getByRole('button', { name: REPORT_WORDS.keep })).toBeEnabled();
          expect(answerBox(SPENDING_LABEL)).toHaveAttribute('readonly');
        },
        'editing.submitting': () => {
          expect(screen.getByRole('button', { name: REPORT_WORDS.submitting })).toBeDisabled();
          expect(screen.getByRole('button', { name: REPORT_WORDS.keep })).toBeDisabled();
          expect(fakes.isRunning('submitReport')).toBe(true);
        },
        'editing.refused': (snapshot) => {
          const said = screen.getAllByRole('alert').map((alert) => alert.textContent ?? '');
          expect(said.join(' ')).toContain(ctx(snapshot).failure ?? 'no failure');
          expect(answerBox(OWNER.questions[2]?.label ?? '')).toHaveAccessibleDescription(
            expect.stringContaining('This question needs an answer.'),
          );
          expectSubmit(snapshot);
        },
      },
    });
  });
});
