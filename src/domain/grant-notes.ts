import type { GrantDecisionValue } from '../api/schema.gen';
import { characterCount } from './text';

// Notes on a grant (issue 62): a user's own notes (newest first, at most 2,000 characters each,
// counted as the counter counts them) and their decision on the grant, which top picks shows on
// the grant's card and filters by. The screen and the embedded backend check the same rules.

export const NOTE_MAX = 2000;

export const GRANT_NOTE_MESSAGES = {
  empty: 'Write a note first',
  tooLong: 'A note can be at most 2,000 characters',
  decisionInvalid: 'Choose interested, applying or not a fit',
} as const;

/** The decisions, in the order a user weighs them, with their words. */
export const GRANT_DECISIONS: readonly { value: GrantDecisionValue; label: string }[] = [
  { value: 'interested', label: 'Interested' },
  { value: 'applying', label: 'Applying' },
  { value: 'notAFit', label: 'Not a fit' },
];

export const isGrantDecision = (value: unknown): value is GrantDecisionValue =>
  GRANT_DECISIONS.some((decision) => decision.value === value);

export const decisionLabel = (value: GrantDecisionValue): string =>
  GRANT_DECISIONS.find((decision) => decision.value === value)?.label ?? value;

/** What is wrong with a note's text (trimmed first), or undefined when it may be saved. */
export function noteError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return GRANT_NOTE_MESSAGES.empty;
  if (characterCount(trimmed) > NOTE_MAX) return GRANT_NOTE_MESSAGES.tooLong;
  return undefined;
}

/** Top picks' decision filter: a decision, or "none" for the grants not decided yet. */
export type DecisionFilter = GrantDecisionValue | 'none';

export const isDecisionFilter = (value: unknown): value is DecisionFilter =>
  value === 'none' || isGrantDecision(value);

/** Whether a grant with this decision (undefined: none) passes the filter (undefined: any). */
export function matchesDecision(
  decision: GrantDecisionValue | undefined,
  filter: DecisionFilter | undefined,
): boolean {
  if (filter === undefined) return true;
  return filter === 'none' ? decision === undefined : decision === filter;
}
