// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUDGET_MESSAGES,
  budgetBreakdownText,
  budgetTotals,
  centsToText,
  formatCents,
  fromLineItems,
  moveLine,
  nextLineId,
  parseCents,
  toLineItems,
  totalsError,
  validateBudgetLine,
} from '../../src/domain/budget';
import { isLegacyBudget, validateBudget } from '../../src/domain/application';
import { answersFrom } from '../../src/domain/application-draft';
import { TABLE_ANSWERS, VALID_ANSWERS } from './application-fixtures';

// The budget table's rules (issue 48): exact cents, the line rules and the totals' rules that
// the form and the embedded backend share.

const line = (amount: string, fundedBy = 'grant', category = 'equipment') => ({
  category,
  description: 'A line',
  amount,
  fundedBy,
});

describe('amounts in whole cents', () => {
  it.each([
    ['0.1', 10],
    ['0.10', 10],
    ['1,250.5', 125050],
    ['$980', 98000],
    [' 52,000 ', 5200000],
    ['8000.55', 800055],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });
  it.each(['', '0', '-5', 'abc', '1e3', '1.234', 'NaN', 'Infinity', '12,34', '1,0000', '.5'])(
    'refuses %s',
    (text) => {
      expect(parseCents(text)).toBeUndefined();
    },
  );
  it('sums without binary fractions: 0.1 + 0.2 is 30 cents, and ten thousand dimes are $1,000', () => {
    expect(budgetTotals([line('0.1'), line('0.2')]).total).toBe(30);
    expect(budgetTotals(Array.from({ length: 100 }, () => line('0.1'))).total).toBe(1000);
    expect(formatCents(budgetTotals([line('0.1'), line('0.2')]).total)).toBe('$0.30');
  });
  it('formats cents in US dollars and back to the text a form edits', () => {
    expect(formatCents(9800055)).toBe('$98,000.55');
    expect(formatCents(5)).toBe('$0.05');
    expect(centsToText(125050)).toBe('1250.50');
    expect(centsToText(98000)).toBe('980');
  });
});

describe('a line', () => {
  it('needs a category of the list, a description, a valid amount and who pays', () => {
    expect(
      validateBudgetLine({ category: 'food', description: ' ', amount: '', fundedBy: 'x' }),
    ).toEqual({
      category: BUDGET_MESSAGES.categoryRequired,
      description: BUDGET_MESSAGES.descriptionRequired,
      amount: BUDGET_MESSAGES.amountRequired,
      fundedBy: BUDGET_MESSAGES.fundingRequired,
    });
    expect(validateBudgetLine(line('-5')).amount).toBe('Please enter a valid amount');
    expect(validateBudgetLine(line('ten')).amount).toBe('Please enter a valid amount');
    expect(validateBudgetLine(line('10'))).toEqual({});
  });
});

describe('the totals', () => {
  it('subtotals by category and by who pays, and the total', () => {
    const totals = budgetTotals(TABLE_ANSWERS.budget.lines);
    expect(totals.byCategory).toMatchObject({
      equipment: 5200000,
      supplies: 800055,
      personnel: 3800000,
      travel: 0,
    });
    expect(totals.requested).toBe(6000055);
    expect(totals.costShared).toBe(3800000);
    expect(totals.total).toBe(9800055);
  });
  it("refuses no line, a bad line, nothing requested and more than the grant's funding size", () => {
    expect(totalsError([])).toBe(BUDGET_MESSAGES.linesRequired);
    expect(totalsError([line('ten')])).toBe(BUDGET_MESSAGES.invalidLines);
    expect(totalsError([line('10', 'costSharing')])).toBe(BUDGET_MESSAGES.nothingRequested);
    expect(totalsError([line('75000.01')], { fundingSize: 75000 })).toBe(
      "Requested amount cannot exceed the grant's funding size",
    );
    expect(
      totalsError([line('75000'), line('9000', 'costSharing')], { fundingSize: 75000 }),
    ).toBeUndefined();
    expect(totalsError(Array.from({ length: 101 }, () => line('1')))).toBe(
      BUDGET_MESSAGES.tooManyLines,
    );
  });
});

describe('the budget step with the table, and before it', () => {
  it('a budget with lines is checked by the table; its typed totals are not asked for', () => {
    expect(isLegacyBudget(TABLE_ANSWERS.budget)).toBe(false);
    expect(validateBudget(TABLE_ANSWERS.budget, { fundingSize: 75000 })).toEqual({});
    expect(validateBudget(TABLE_ANSWERS.budget, { fundingSize: 50000 })).toEqual({
      budgetLineItems: "Requested amount cannot exceed the grant's funding size",
    });
  });
  it('a new, empty budget asks for a line; one from before the table keeps its typed rules', () => {
    expect(validateBudget({ ...TABLE_ANSWERS.budget, lines: [] }).budgetLineItems).toBe(
      BUDGET_MESSAGES.linesRequired,
    );
    expect(isLegacyBudget(VALID_ANSWERS.budget)).toBe(true);
    expect(validateBudget(VALID_ANSWERS.budget)).toEqual({});
  });
  it('a stored draft keeps its lines, and a draft from before the table reads with none', () => {
    expect(answersFrom(JSON.parse(JSON.stringify(TABLE_ANSWERS))).budget.lines).toEqual(
      TABLE_ANSWERS.budget.lines,
    );
    const old = JSON.parse(JSON.stringify(VALID_ANSWERS)) as { budget: Record<string, unknown> };
    delete old.budget.lines;
    const read = answersFrom(old);
    expect(read.budget.lines).toEqual([]);
    expect(read.budget.detailedBudgetBreakdown).toBe(VALID_ANSWERS.budget.detailedBudgetBreakdown);
    const hostile = answersFrom({ budget: { lines: [{ id: 'a' }, { id: 'a' }, 'x', null] } });
    expect(hostile.budget.lines.map((l) => l.id)).toEqual(['a', 'line-2-restored']);
  });
});

describe('the contract and the table', () => {
  it('turns lines into the contract’s cents and back', () => {
    const items = toLineItems(TABLE_ANSWERS.budget.lines);
    expect(items[1]).toEqual({
      category: 'supplies',
      description: 'Irrigation',
      amountCents: 800055,
      fundedBy: 'grant',
    });
    expect(fromLineItems(items).map((l) => l.amount)).toEqual(['52000', '8000.55', '38000']);
  });
  it('writes the breakdown text from the subtotals, short however many lines', () => {
    expect(budgetBreakdownText(TABLE_ANSWERS.budget.lines)).toBe(
      'Personnel $38,000.00; Equipment $52,000.00; Supplies $8,000.55. Requested from the grant: $60,000.55; cost sharing: $38,000.00; total: $98,000.55.',
    );
    expect(budgetBreakdownText(Array.from({ length: 100 }, () => line('1'))).length).toBeLessThan(
      300,
    );
  });
  it('moves and numbers lines', () => {
    expect(moveLine(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveLine(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(nextLineId([{ id: 'line-2' } as never, { id: 'line-3' } as never])).toBe('line-4');
  });
});
