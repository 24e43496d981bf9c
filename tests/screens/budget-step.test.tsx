import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { applicationWizardMachine } from '../../src/machines/application-wizard.machine';
import { BudgetTableEditor } from '../../src/screens/wizard/budget-table';
import { BudgetTotals } from '../../src/screens/shared/budget-table-view';
import { EMPTY_ANSWERS } from '../../src/domain/application';
import { renderScreen } from '../support/render';
import { GRANT } from '../model/wizard-fixtures';
import { TABLE_ANSWERS, USER_ID } from '../unit/application-fixtures';

// Step 4's budget table as a person fills it (issue 64): asking more than the grant's funding size
// is said as soon as a line makes it so, with the limit; the totals keep their place whatever
// subtotals appear.

const USER = { id: USER_ID, firstName: 'Dana', lastName: 'Rivera', email: 'demo@grantwise.app' };

/** The wizard on its budget step with no line yet, for a grant of $10,000. */
function budgetStep() {
  const machine = applicationWizardMachine.provide({
    // The step's table sends none of them: fakes that would fail the test if it did.
    actors: {
      uploadDocument: fromPromise(async () => ({ url: '/api/v1/files/x/content' })),
      loadLibrary: fromPromise(async () => []),
      submitApplication: fromPromise(async () => {
        throw new Error('not in this test');
      }),
      saveAnswers: fromPromise(async () => {
        throw new Error('not in this test');
      }),
    } as never,
    actions: { saveDraft: () => undefined, clearDraft: () => undefined },
  });
  const grant = { ...GRANT, fundingSize: 10_000 };
  const actor = createActor(machine, {
    input: {
      grant,
      user: USER,
      draft: {
        version: 1,
        userId: USER_ID,
        grantId: grant.id,
        step: 'budget',
        commissionAcknowledged: true,
        answers: { ...TABLE_ANSWERS, budget: { ...EMPTY_ANSWERS.budget, lines: [] } },
        savedAt: '2026-11-30T10:00:00.000Z',
      },
    },
  }).start();
  actor.send({ type: 'draft.resume' });
  return actor;
}

async function addLine(amount: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add line' }));
  const editor = screen.getByRole('region', { name: 'New budget line' });
  await user.selectOptions(within(editor).getByLabelText(/^Category/), 'Equipment');
  await user.type(within(editor).getByLabelText(/^Description/), 'Walk-in freezer');
  await user.type(within(editor).getByLabelText(/^Amount/), amount);
  await user.click(within(editor).getByRole('button', { name: 'Save line' }));
}

describe("the budget step's table", () => {
  it('says at once, with the limit, that the lines ask more than the grant gives', async () => {
    const actor = budgetStep();
    await renderScreen(<BudgetTableEditor actor={actor} legacy={false} />);
    await addLine('9000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await addLine('47300');
    // No Confirm: the line that makes it so is enough.
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Requested amount cannot exceed the grant's funding size: $56,300.00 requested, at most $10,000.00.",
    );
    expect(screen.getByRole('table')).toHaveAccessibleDescription(
      expect.stringContaining('at most $10,000.00') as unknown as string,
    );
    // Back within it, the message goes.
    await act(async () => actor.send({ type: 'line.remove', index: 1 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps "Total project budget" in a column of its own whatever subtotals appear', async () => {
    const line = (category: string, amount: string) => ({
      category,
      description: category,
      amount,
      fundedBy: 'grant',
    });
    await renderScreen(
      <BudgetTotals
        lines={[line('equipment', '10'), line('supplies', '5'), line('personnel', '7')]}
      />,
    );
    // The subtotals flow in columns of their own list; the three totals stand in one column
    // under them, so a new subtotal never moves the total to another column.
    const totals = screen.getByText('Total project budget').closest('dl');
    expect(totals).not.toHaveTextContent('subtotal');
    expect(totals?.children).toHaveLength(3);
    expect(screen.getByText('Supplies subtotal').closest('dl')).not.toBe(totals);
  });
});
