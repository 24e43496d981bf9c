import { describe, expect, it } from 'vitest';
import { TIMELINE_LABELS, timelineOf } from '../../src/domain/timeline';

// The timeline's rules (issue 66, part 2): the submission, then each step the server recorded, in
// the applicant's words; the spec's stage values stay what the pills and counts read.

const SUBMITTED = '2026-03-01T10:00:00Z';
const UPDATED = '2026-03-09T10:00:00Z';
const base = { submittedAt: SUBMITTED, updated_at: UPDATED };

describe('the timeline', () => {
  it('names the spec stages for the applicant', () => {
    expect(TIMELINE_LABELS).toEqual({
      Submitted: 'Submitted',
      Received: 'Received',
      'Under Review': 'Under review',
      Completed: 'Awarded',
      Cancel: 'Declined',
      Withdrawn: 'Withdrawn',
    });
  });

  it('starts at the submission and lists each recorded step with its words', () => {
    expect(
      timelineOf({
        ...base,
        stage: 'Cancel',
        stageHistory: [
          { stage: 'Received', at: '2026-03-02T10:00:00Z' },
          { stage: 'Cancel', at: '2026-03-08T10:00:00Z', note: 'Outside the priority areas.' },
        ],
      }),
    ).toEqual([
      { stage: 'Submitted', label: 'Submitted', at: SUBMITTED },
      { stage: 'Received', label: 'Received', at: '2026-03-02T10:00:00Z' },
      {
        stage: 'Cancel',
        label: 'Declined',
        at: '2026-03-08T10:00:00Z',
        note: 'Outside the priority areas.',
      },
    ]);
  });

  it('shows only the submission while nothing happened since', () => {
    expect(timelineOf({ ...base, stage: 'Submitted' })).toEqual([
      { stage: 'Submitted', label: 'Submitted', at: SUBMITTED },
    ]);
  });

  it('without a history, shows the current stage at the last update', () => {
    expect(timelineOf({ ...base, stage: 'Under Review' })).toEqual([
      { stage: 'Submitted', label: 'Submitted', at: SUBMITTED },
      { stage: 'Under Review', label: 'Under review', at: UPDATED },
    ]);
  });
});
