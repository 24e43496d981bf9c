// Withdrawing a submitted application (issue 66, part 3): who may, until when, the reason's limit,
// and the words of the question asked in the application's details. The spec gives none of them
// (its stages are Submitted, Completed and Cancel); the embedded backend and the screen share
// these rules.

import { characterCount } from './text';
import type { ApplicationStage, GrantApplication, TimelineStage } from '../api/schema.gen';

/** The stage a withdrawn application shows (its pill, its counts, the report and its timeline). */
export const WITHDRAWN: ApplicationStage & TimelineStage = 'Withdrawn';

/** The funder's decisions: awarded (Completed) or refused (Cancel). */
export const DECISION_STAGES: readonly ApplicationStage[] = ['Completed', 'Cancel'];

export const REASON_MAX = 500;

export const WITHDRAWAL_MESSAGES = {
  alreadyWithdrawn: 'This application has already been withdrawn.',
  decided: 'A decision has been made on this application; it can no longer be withdrawn.',
  reasonTooLong: `A reason can be at most ${REASON_MAX} characters`,
  reasonNotText: 'A reason must be text',
  failed: 'Could not withdraw the application. Please try again.',
} as const;

/** What the details dialog says and labels. */
export const WITHDRAWAL_WORDS = {
  action: 'Withdraw',
  question: 'Withdraw this application?',
  explanation:
    'The funder stops considering it, and it shows as withdrawn on your dashboard and to everyone applying with you. This cannot be undone.',
  reason: 'Reason (optional)',
  reasonHint: 'The funder and your co-applicants see it.',
  confirm: 'Withdraw application',
  keep: 'Keep it',
  saving: 'Withdrawing...',
  done: 'Application withdrawn',
  withdrawnOn: 'Withdrawn on',
} as const;

/** Why an application of `stage` can no longer be withdrawn, or null when it still can. */
export function withdrawalRefusal(stage: string): string | null {
  if (stage === WITHDRAWN) return WITHDRAWAL_MESSAGES.alreadyWithdrawn;
  if ((DECISION_STAGES as readonly string[]).includes(stage)) return WITHDRAWAL_MESSAGES.decided;
  return null;
}

/** Before a decision, and not withdrawn already. */
export const canWithdraw = (application: Pick<GrantApplication, 'stage'>): boolean =>
  withdrawalRefusal(application.stage) === null;

/** The reason as stored: trimmed, and none when empty. */
export function reasonOf(value: string): string | undefined {
  const reason = value.trim();
  return reason === '' ? undefined : reason;
}

/** The reason's message, or undefined when it may be sent. */
export function reasonError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return WITHDRAWAL_MESSAGES.reasonNotText;
  return characterCount(value.trim()) > REASON_MAX ? WITHDRAWAL_MESSAGES.reasonTooLong : undefined;
}

/** When the application was withdrawn and why, from its stage history (null: it was not). */
export function withdrawalOf(
  application: Pick<GrantApplication, 'stage' | 'stageHistory'>,
): { at: string; reason?: string } | null {
  if (application.stage !== WITHDRAWN) return null;
  const change = [...(application.stageHistory ?? [])]
    .reverse()
    .find((entry) => entry.stage === WITHDRAWN);
  if (!change) return null;
  return { at: change.at, ...(change.note ? { reason: change.note } : {}) };
}
