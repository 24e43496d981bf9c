import { NEW_DRAFT } from '../../src/domain/draft-sync';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { budgetTotals, formatCents } from '../../src/domain/budget';
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
import { GRANT } from './wizard-fixtures';
import { GRANT_ID, TABLE_ANSWERS } from '../unit/application-fixtures';

// The budget step's table (issue 48), from a draft saved on it with three lines that add up:
// adding, editing, removing and moving lines, a line the editor refuses, and totals the step
// refuses (a line raised above the grant's $75,000 funding size, or every line removed).

type Path = StatePath<AnyMachineSnapshot, EventObject>;

const INPUT: ApplicationWizardInput = {
  grant: GRANT,
  user: { ...TEST_USER },
  draft: {
    version: 1,
    userId: TEST_USER.id,
    grantId: GRANT_ID,
    step: 'budget',
    commissionAcknowledged: true,
    answers: TABLE_ANSWERS,
    savedAt: '2030-01-01T10:00:00.000Z',
  },
};

const EVENTS = [
  { type: 'draft.resume' },
  { type: 'line.add' },
  { type: 'line.edit', index: 0 },
  { type: 'line.remove', index: 0 },
  { type: 'line.move', index: 1, by: -1 },
  { type: 'line.change', field: 'amount', value: '80000' },
  { type: 'line.change', field: 'description', value: '' },
  { type: 'line.save' },
  { type: 'line.cancel' },
  { type: 'answer.change', step: 'budget', field: 'costSharing', value: '' },
  { type: 'step.confirm' },
  { type: 'step.edit' },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ApplicationWizardContext;

const serializeState = (snapshot: unknown) => {
  const s = snapshot as AnyMachineSnapshot;
  const c = ctx(s);
  const lines = c.answers.budget.lines;
  return JSON.stringify([
    stateKey(s),
    lines.length,
    lines.filter((line) => line.amount === '80000').length,
    c.answers.budget.costSharing === '',
    c.lineEditor && [c.lineEditor.index, Object.keys(c.lineEditor.errors), c.lineEditor.line],
    Object.keys(c.errors.budget),
  ]);
};

/** The events a person can send in a state: only what its screen has a control for. */
const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) => {
  const key = stateKey(snapshot);
  const lines = ctx(snapshot).answers.budget.lines.length;
  if (event.type.startsWith('line.') && key === 'budget.confirmed') return false;
  if (event.type === 'line.move') return lines > 1;
  if (event.type === 'line.edit' || event.type === 'line.remove') return lines > 0;
  if (event.type === 'answer.change') return key.startsWith('budget.editing');
  return true;
};

const paths = modelPaths(applicationWizardMachine, {
  input: INPUT,
  events: EVENTS,
  serializeState,
  filterEvents: filterEvents as never,
  limit: 100000,
}) as Path[];
const selected = coveringPaths(paths, EVENTS, [], filterEvents);

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('application wizard model: the budget table', () => {
  beforeAll(() => Promise.all([applicationSteps.load(), leaveDialog.load()]));

  it('reaches the table, the line editor and the refused totals', () => {
    const states = new Set(selected.flatMap((path) => path.steps.map((s) => stateKey(s.state))));
    expect([...states]).toEqual(
      expect.arrayContaining([
        'budget.editing.table',
        'budget.editing.line',
        'budget.editing.invalidTotals',
        'budget.confirmed',
      ]),
    );
  });

  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['uploadDocument', 'submitApplication', 'saveAnswers'] as const);
      const logic = applicationWizardMachine.provide({ actors: fakes.actors });
      const user = userEvent.setup({ delay: null });
      await renderScreen(
        <ApplicationWizardScreen
          logic={logic}
          grant={readOf(GRANT)}
          user={INPUT.user}
          opening={readOf({ draft: INPUT.draft, start: NEW_DRAFT }, 'opening')}
        />,
        { path: `/grant?id=${GRANT_ID}` },
      );
      const press = async (name: string | RegExp, scope = screen) => {
        const target = scope.getByRole('button', { name });
        expect(target).toBeEnabled();
        await act(async () => fireEvent.click(target));
      };
      const editor = () => within(screen.getByRole('region', { name: /budget line/i }));
      const row = (event: EventObject) => (event as EventObject & { index: number }).index + 1;

      await replayPath(path, {
        events: {
          'draft.resume': () => press('Resume application'),
          'line.add': () => press('Add line'),
          'line.edit': (event) => press(`Edit line ${row(event)}`),
          'line.remove': (event) => press(`Remove line ${row(event)}`),
          'line.move': (event) => {
            const { by } = event as EventObject & { by: number };
            return press(`Move line ${row(event)} ${by < 0 ? 'up' : 'down'}`);
          },
          'line.change': async (event) => {
            const { field, value } = event as EventObject & { field: string; value: string };
            const input = editor().getByLabelText(field === 'amount' ? /^Amount/ : /^Description/, {
              selector: 'input',
            });
            await user.clear(input);
            if (value) await user.type(input, value);
          },
          'line.save': () => press('Save line', editor() as never),
          'line.cancel': () => press('Cancel', editor() as never),
          'answer.change': async () => {
            await user.clear(screen.getByLabelText(/^Cost sharing/, { selector: 'textarea' }));
          },
          'step.confirm': () => press('Confirm'),
          'step.edit': () => press(/^Edit$/),
        },
        states: {
          draftFound: () => {
            expect(screen.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
          },
          'budget.editing.table': (s) => {
            const lines = ctx(s).answers.budget.lines;
            expect(screen.getByRole('form', { name: 'Budget & Project Details' })).toBeVisible();
            expect(screen.queryAllByRole('button', { name: /^Edit line/ })).toHaveLength(
              lines.length,
            );
            lines.forEach((line, index) => {
              expect(
                screen.getByRole('button', { name: `Edit line ${index + 1}` }).closest('tr'),
              ).toHaveTextContent(line.description);
            });
            expect(screen.queryByRole('region', { name: /budget line/i })).toBeNull();
            expect(
              screen.getAllByText(formatCents(budgetTotals(lines).total)).length,
            ).toBeGreaterThan(0);
            expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
            if (ctx(s).errors.budget.costSharing) {
              expect(screen.getByText('Cost sharing information is required')).toBeVisible();
            }
          },
          'budget.editing.line': (s) => {
            const open = ctx(s).lineEditor;
            expect(open).not.toBeNull();
            expect(editor().getByLabelText(/^Amount/, { selector: 'input' })).toHaveValue(
              open?.line.amount,
            );
            for (const message of Object.values(open?.errors ?? {})) {
              expect(editor().getByText(message as string)).toBeVisible();
            }
            expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
          },
          'budget.editing.invalidTotals': (s) => {
            const message = ctx(s).errors.budget.budgetLineItems as string;
            expect(message).toBeTruthy();
            expect(screen.getByRole('alert', { name: /budget table/i })).toHaveTextContent(message);
          },
          'budget.confirmed': (s) => {
            const summary = screen.getByRole('region', {
              name: 'Budget & Project Details: your answers',
            });
            const totals = budgetTotals(ctx(s).answers.budget.lines);
            expect(within(summary).getAllByText(formatCents(totals.total)).length).toBeGreaterThan(
              0,
            );
            expect(
              within(summary).getAllByText(formatCents(totals.requested)).length,
            ).toBeGreaterThan(0);
            expect(within(summary).getByRole('table')).toBeVisible();
          },
        },
      });
    },
  );
});
