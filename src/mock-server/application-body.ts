import {
  APPLICATION_MESSAGES,
  type ApplicationAnswers,
  type BudgetRules,
  CONTACT_FIELDS,
  type DocumentAnswer,
  validateStep,
} from '../domain/application';
import { FORM_STEPS } from '../domain/application-steps';
import { TOO_LONG } from '../domain/limits';
import { textLength } from './http';
import {
  BUDGET_LIMITS,
  BUDGET_MESSAGES,
  type BudgetLine,
  budgetTotals,
  centsToText,
  dollarsToCents,
} from '../domain/budget';
import { isEmail } from '../domain/text';

// What the embedded backend reads of an application's body with the wizard's own rules: the
// answers a POST /grant-applications body carries and their errors (the contract's 422 shape),
// and whether a profile's saved answers fit the contract. The app itself never needs these.

/** Why a body's `savedAnswers` breaks the contract's SavedAnswers schema, or undefined. */
export function savedAnswersProblem(value: unknown): string | undefined {
  if (value === null) return undefined;
  const problem = 'Saved answers must hold only fullName, email, phoneNumber and location as text';
  if (typeof value !== 'object' || Array.isArray(value)) return problem;
  const entries = Object.entries(value as Record<string, unknown>);
  const known: readonly string[] = CONTACT_FIELDS;
  if (entries.some(([key, text]) => !known.includes(key) || typeof text !== 'string')) {
    return problem;
  }
  const email = (value as { email?: string }).email;
  return email === undefined || (email.trim() === email && isEmail(email))
    ? undefined
    : APPLICATION_MESSAGES.emailInvalid;
}

/** Every step's errors flattened under the payload's field names (the backend's 422 shape). */
export function validateAnswers(
  answers: ApplicationAnswers,
  rules: BudgetRules = {},
): Record<string, string> {
  const all: Record<string, string> = {};
  for (const step of FORM_STEPS) {
    for (const [field, message] of Object.entries(validateStep(step, answers, rules))) {
      if (message) all[field] = message;
    }
  }
  return all;
}

/** How a payload's budget is checked: typed when it has no table. */
export const budgetModeOf = (body: Record<string, unknown>): BudgetRules => ({
  typed: !Array.isArray(body.budgetLineItems),
});

/** The answers a payload carries (the backend validates a payload with the wizard's rules). */
export function answersFromPayload(body: Record<string, unknown>): ApplicationAnswers {
  const text = (key: string) => {
    const value = body[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  };
  const document = (key: string): DocumentAnswer | null =>
    text(key).trim() === '' ? null : { url: text(key), fileName: '' };
  const audience = body.targetAudience;
  return {
    contact: {
      fullName: text('fullName'),
      email: text('email'),
      phoneNumber: text('phoneNumber'),
      location: text('location'),
    },
    project: {
      projectTitle: text('projectTitle'),
      projectStartDate: text('projectStartDate'),
      projectEndDate: text('projectEndDate'),
      projectSummary: text('projectSummary'),
      objective: text('objective'),
    },
    budget: {
      lines: budgetLinesFromPayload(body.budgetLineItems),
      totalProjectBudget:
        typeof body.totalProjectBudget === 'number' ? text('totalProjectBudget') : '',
      requestedFundingAmount:
        typeof body.requestedFundingAmount === 'number' ? text('requestedFundingAmount') : '',
      detailedBudgetBreakdown: text('detailedBudgetBreakdown'),
      costSharing: text('costSharing'),
      problemStatement: text('problemStatement'),
      projectDescription: text('projectDescription'),
      methodology: text('methodology'),
    },
    documents: {
      resumes: document('resumes'),
      lettersCommitment: document('lettersCommitment'),
      organizationalChart: document('organizationalChart'),
      auditedStatement: document('auditedStatement'),
    },
    scope: {
      geographicalScope: text('geographicalScope'),
      budgetRange: text('budgetRange'),
      timeline: text('timeline'),
    },
    final: {
      targetAudience:
        typeof audience === 'string' && audience.trim() !== ''
          ? audience.split(',').map((item) => item.trim())
          : [],
      stage: text('stage'),
      primaryFocus: text('primaryFocus'),
      specificReq: text('specificReq'),
    },
  };
}

/**
 * The table's lines of a payload, read with the form's own rules: an amount that is no whole
 * positive number of cents becomes text the line rules refuse ('Please enter a valid amount').
 */
function budgetLinesFromPayload(value: unknown): BudgetLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown, index) => {
    const line = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const text = (key: string) => (typeof line[key] === 'string' ? line[key] : '');
    const cents = line.amountCents;
    return {
      id: `line-${index + 1}`,
      category: text('category'),
      description: text('description'),
      amount:
        typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0
          ? centsToText(cents)
          : cents === undefined
            ? ''
            : 'invalid',
      fundedBy: text('fundedBy'),
    };
  });
}

/**
 * What the server alone checks of a payload's budget table: that it has a line (an empty table
 * would read as a budget from before the table), descriptions within the contract's limit, and
 * typed totals equal to the lines' (the form computes them, so only another client can send them
 * apart). The message for `budgetLineItems`, or undefined.
 */
export function budgetTableProblem(
  body: Record<string, unknown>,
  lines: readonly BudgetLine[],
): string | undefined {
  if (!Array.isArray(body.budgetLineItems)) return undefined;
  if (lines.length === 0) return BUDGET_MESSAGES.linesRequired;
  if (lines.some((line) => textLength(line.description) > BUDGET_LIMITS.description))
    return TOO_LONG;
  const totals = budgetTotals(lines);
  const total = body.totalProjectBudget;
  const requested = body.requestedFundingAmount;
  const same = (value: unknown, cents: number) =>
    typeof value === 'number' && Number.isFinite(value) && dollarsToCents(value) === cents;
  return same(total, totals.total) && same(requested, totals.requested)
    ? undefined
    : BUDGET_MESSAGES.totalsMismatch;
}
