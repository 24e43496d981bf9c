// An application's timeline (issue 66, part 2): its stages with their dates and the server's words,
// in the words the details show. The spec's stage values (Submitted, Completed, Cancel and the
// others the contract lists) stay what the dashboard's pills and counts read; the timeline names
// them for what they mean to the applicant (docs/decisions.md, "The timeline").

import type { GrantApplication, TimelineStage } from '../api/schema.gen';

/** What each stage is called on the timeline. */
export const TIMELINE_LABELS: Record<TimelineStage | 'Submitted', string> = {
  Submitted: 'Submitted',
  Received: 'Received',
  'Under Review': 'Under review',
  Completed: 'Awarded',
  Cancel: 'Declined',
  Withdrawn: 'Withdrawn',
};

export const TIMELINE_WORDS = {
  title: 'Timeline',
} as const;

/** The section's id: the bell's stage change links to it. */
export const TIMELINE_ID = 'timeline';

export interface TimelineEntry {
  stage: TimelineStage | 'Submitted';
  label: string;
  at: string;
  /** The server's words, when it gave any (a withdrawal's reason, a funder's note). */
  note?: string;
}

const entry = (stage: TimelineStage | 'Submitted', at: string, note?: string): TimelineEntry => ({
  stage,
  label: TIMELINE_LABELS[stage],
  at,
  ...(note ? { note } : {}),
});

/**
 * The stages the application went through, oldest first: its submission, then each change the
 * server recorded. An application whose stage changed before the server kept the history shows
 * its current stage at its last update.
 */
export function timelineOf(
  application: Pick<GrantApplication, 'stage' | 'submittedAt' | 'updated_at' | 'stageHistory'>,
): TimelineEntry[] {
  const submitted = entry('Submitted', application.submittedAt);
  const history = application.stageHistory ?? [];
  if (history.length > 0)
    return [submitted, ...history.map((change) => entry(change.stage, change.at, change.note))];
  if (application.stage === 'Submitted') return [submitted];
  return [submitted, entry(application.stage, application.updated_at)];
}
