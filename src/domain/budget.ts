import type { BudgetCategory, BudgetFunding, BudgetLineItem } from '../api/schema.gen';
import { type FieldErrors, isBlank } from './text';

// The budget table of the wizard's budget step (issue 48): its line items, their rules with the
// messages the form and the server share, and the totals. Money is whole cents (integers) from
// the moment it is read: no sum is ever taken over binary fractions of a dollar.

export const BUDGET_CATEGORIES = [
  'personnel',
  'equipment',
  'supplies',
  'travel',
  'contractual',
  'other',
] as const satisfies readonly BudgetCategory[];

export const BUDGET_CATEGORY_LABELS: Record<BudgetCategory, string> = {
  personnel: 'Personnel',
  equipment: 'Equipment',
  supplies: 'Supplies',
  travel: 'Travel',
  contractual: 'Contractual',
  other: 'Other',
};

export const BUDGET_FUNDING = ['grant', 'costSharing'] as const satisfies readonly BudgetFunding[];

export const BUDGET_FUNDING_LABELS: Record<BudgetFunding, string> = {
  grant: 'Requested from the grant',
  costSharing: 'Cost sharing',
};

/** The contract's limits of the table (openapi.yaml, BudgetLineItem and budgetLineItems). */
export const BUDGET_LIMITS = {
  lines: 100,
  description: 200,
  /** $10 billion, in cents: far above any grant, still exact as a JavaScript number. */
  amountCents: 1_000_000_000_000,
} as const;

export const BUDGET_MESSAGES = {
  categoryRequired: 'Please select a category',
  descriptionRequired: 'Description is required',
  amountRequired: 'Amount is required',
  invalidAmount: 'Please enter a valid amount',
  fundingRequired: 'Please choose who pays for this line',
  linesRequired: 'Please add at least one budget line',
  tooManyLines: `At most ${BUDGET_LIMITS.lines} budget lines`,
  nothingRequested: 'Please request an amount from the grant in at least one line',
  aboveFundingSize: "Requested amount cannot exceed the grant's funding size",
  totalsMismatch: 'Totals do not add up to the budget lines',
  invalidLines: 'Please correct the budget lines',
} as const;

/** The labels of the table's fields and totals (the form, the summaries, the print, tests). */
export const BUDGET_LABELS = {
  table: 'Budget table',
  category: 'Category',
  description: 'Description',
  amount: 'Amount',
  funding: 'Paid by',
  requested: 'Requested from the grant',
  costShared: 'Cost sharing',
  total: 'Total project budget',
  addLine: 'Add line',
  saveLine: 'Save line',
  cancelLine: 'Cancel',
} as const;

/** A line as the form keeps it: the amount as typed. `id` keys it while lines move. */
export interface BudgetLine {
  id: string;
  category: string;
  description: string;
  amount: string;
  fundedBy: string;
}

export type BudgetLineField = 'category' | 'description' | 'amount' | 'fundedBy';

export const EMPTY_BUDGET_LINE: Omit<BudgetLine, 'id'> = {
  category: '',
  description: '',
  amount: '',
  fundedBy: 'grant',
};

const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * An amount typed in dollars ('1,250.5', '980') as whole cents, or undefined when it is not a
 * positive amount of at most two decimals. Read digit by digit: '0.1' is 10 cents exactly.
 */
export function parseCents(text: string): number | undefined {
  const value = text.trim().replace(/^\$/, '');
  if (!AMOUNT.test(value)) return undefined;
  const [whole = '', fraction = ''] = value.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 && cents <= BUDGET_LIMITS.amountCents
    ? cents
    : undefined;
}

/** Cents as the amount a form shows for editing: 125050 -> '1250.50', 98000 -> '980'. */
export function centsToText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Dollars of the contract's number fields (totalProjectBudget) as whole cents. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents as the contract's dollars (exact to the cent for any amount below 2^53 cents). */
export const centsToDollars = (cents: number): number => cents / 100;

const isCategory = (value: string): value is BudgetCategory =>
  (BUDGET_CATEGORIES as readonly string[]).includes(value);
const isFunding = (value: string): value is BudgetFunding =>
  (BUDGET_FUNDING as readonly string[]).includes(value);

export function validateBudgetLine(line: Omit<BudgetLine, 'id'>): FieldErrors<BudgetLineField> {
  const m = BUDGET_MESSAGES;
  const errors: FieldErrors<BudgetLineField> = {};
  if (!isCategory(line.category)) errors.category = m.categoryRequired;
  if (isBlank(line.description)) errors.description = m.descriptionRequired;
  if (isBlank(line.amount)) errors.amount = m.amountRequired;
  else if (parseCents(line.amount) === undefined) errors.amount = m.invalidAmount;
  if (!isFunding(line.fundedBy)) errors.fundedBy = m.fundingRequired;
  return errors;
}

export const isBudgetLineValid = (line: Omit<BudgetLine, 'id'>) =>
  Object.keys(validateBudgetLine(line)).length === 0;

export interface BudgetTotals {
  byCategory: Record<BudgetCategory, number>;
  requested: number;
  costShared: number;
  total: number;
}

/** The table's totals in cents; a line that is not valid counts for nothing. */
export function budgetTotals(lines: readonly Omit<BudgetLine, 'id'>[]): BudgetTotals {
  const byCategory = Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c, 0])) as Record<
    BudgetCategory,
    number
  >;
  let requested = 0;
  let costShared = 0;
  for (const line of lines) {
    const cents = parseCents(line.amount);
    if (cents === undefined || !isCategory(line.category) || !isFunding(line.fundedBy)) continue;
    byCategory[line.category] += cents;
    if (line.fundedBy === 'grant') requested += cents;
    else costShared += cents;
  }
  return { byCategory, requested, costShared, total: requested + costShared };
}

/** What the totals break, checked against the grant when its funding size is known. */
export function totalsError(
  lines: readonly Omit<BudgetLine, 'id'>[],
  rules: { fundingSize?: number | undefined } = {},
): string | undefined {
  const m = BUDGET_MESSAGES;
  if (lines.length === 0) return m.linesRequired;
  if (lines.length > BUDGET_LIMITS.lines) return m.tooManyLines;
  if (!lines.every(isBudgetLineValid)) return m.invalidLines;
  const totals = budgetTotals(lines);
  if (totals.requested === 0) return m.nothingRequested;
  if (rules.fundingSize !== undefined && totals.requested > dollarsToCents(rules.fundingSize))
    return m.aboveFundingSize;
  return undefined;
}

/**
 * What the step says as soon as the lines ask more of the grant than its funding size: the
 * machine's message (which Confirm gives), with what is asked and the limit; nothing within it.
 */
export function aboveFundingSize(
  lines: readonly Omit<BudgetLine, 'id'>[],
  fundingSize: number | undefined,
): string | undefined {
  if (fundingSize === undefined) return undefined;
  const limit = dollarsToCents(fundingSize);
  const { requested } = budgetTotals(lines);
  if (requested <= limit) return undefined;
  return `${BUDGET_MESSAGES.aboveFundingSize}: ${formatCents(requested)} requested, at most ${formatCents(limit)}.`;
}

/** The contract's line items of valid lines. */
export function toLineItems(lines: readonly Omit<BudgetLine, 'id'>[]): BudgetLineItem[] {
  return lines.map((line) => ({
    category: line.category as BudgetCategory,
    description: line.description.trim(),
    amountCents: parseCents(line.amount) ?? 0,
    fundedBy: line.fundedBy as BudgetFunding,
  }));
}

/** The form's lines of stored line items (ids numbered in order). */
export function fromLineItems(items: readonly BudgetLineItem[]): BudgetLine[] {
  return items.map((item, index) => ({
    id: `line-${index + 1}`,
    category: item.category,
    description: item.description,
    amount: centsToText(item.amountCents),
    fundedBy: item.fundedBy,
  }));
}

/** A fresh id for a new line, unique among `lines`. */
export function nextLineId(lines: readonly BudgetLine[]): string {
  const taken = new Set(lines.map((line) => line.id));
  let n = lines.length + 1;
  while (taken.has(`line-${n}`)) n += 1;
  return `line-${n}`;
}

/** Moves the line at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveLine<T>(lines: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= lines.length || to < 0 || to >= lines.length) return [...lines];
  const next = [...lines];
  const [line] = next.splice(index, 1);
  next.splice(to, 0, line as T);
  return next;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Cents in the grant's currency (every grant of the contract is in US dollars): '$1,250.50'.
 * Formatted from whole dollars and cents as text, so no amount is rounded on the way.
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = usd.format(Math.floor(abs / 100)).replace(/\.00$/, '');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The table as text, its subtotals by category and its totals: the live API's
 * detailedBudgetBreakdown of an application made with the table (at most a few hundred
 * characters, however many lines the table has).
 */
export function budgetBreakdownText(lines: readonly Omit<BudgetLine, 'id'>[]): string {
  const totals = budgetTotals(lines);
  const categories = BUDGET_CATEGORIES.filter((category) => totals.byCategory[category] > 0).map(
    (category) => `${BUDGET_CATEGORY_LABELS[category]} ${formatCents(totals.byCategory[category])}`,
  );
  return (
    `${categories.join('; ')}. ${BUDGET_LABELS.requested}: ${formatCents(totals.requested)}; ` +
    `cost sharing: ${formatCents(totals.costShared)}; total: ${formatCents(totals.total)}.`
  );
}
