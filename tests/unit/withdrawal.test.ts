import { describe, expect, it } from 'vitest';
import { stageColor } from '../../src/domain/dashboard-table';
import { countByTab } from '../../src/domain/dashboard-tabs';
import { activitySentence } from '../../src/domain/sharing';
import {
  REASON_MAX,
  WITHDRAWAL_MESSAGES,
  canWithdraw,
  reasonError,
  reasonOf,
  withdrawalOf,
  withdrawalRefusal,
} from '../../src/domain/withdrawal';

// The rules of withdrawing (issue 66, part 3), which the embedded backend and the details share.

describe('withdrawing', () => {
  it('is open before a decision only, and once', () => {
    expect(canWithdraw({ stage: 'Submitted' })).toBe(true);
    expect(canWithdraw({ stage: 'Under Review' })).toBe(true);
    expect(withdrawalRefusal('Completed')).toBe(WITHDRAWAL_MESSAGES.decided);
    expect(withdrawalRefusal('Cancel')).toBe(WITHDRAWAL_MESSAGES.decided);
    expect(withdrawalRefusal('Withdrawn')).toBe(WITHDRAWAL_MESSAGES.alreadyWithdrawn);
  });

  it('keeps a reason trimmed, none when empty, and at most 500 characters', () => {
    expect(reasonOf('  Other funder  ')).toBe('Other funder');
    expect(reasonOf('   ')).toBeUndefined();
    expect(reasonError(undefined)).toBeUndefined();
    expect(reasonError(` ${'x'.repeat(REASON_MAX)} `)).toBeUndefined();
    expect(reasonError('x'.repeat(REASON_MAX + 1))).toBe(WITHDRAWAL_MESSAGES.reasonTooLong);
    // Characters, not UTF-16 units: 500 emoji are 500 characters.
    expect(reasonError('😀'.repeat(REASON_MAX))).toBeUndefined();
    expect(reasonError(3)).toBe(WITHDRAWAL_MESSAGES.reasonNotText);
  });

  it('reads when and why from the stage history of a withdrawn application', () => {
    const history = [
      { stage: 'Under Review' as const, at: '2026-03-01T10:00:00Z' },
      { stage: 'Withdrawn' as const, at: '2026-03-02T10:00:00Z', note: 'Other funder' },
    ];
    expect(withdrawalOf({ stage: 'Withdrawn', stageHistory: history })).toEqual({
      at: '2026-03-02T10:00:00Z',
      reason: 'Other funder',
    });
    expect(withdrawalOf({ stage: 'Withdrawn', stageHistory: [history[0]!] })).toBeNull();
    expect(withdrawalOf({ stage: 'Submitted', stageHistory: history })).toBeNull();
  });

  it('shows as a grey pill, counted finished and no longer pending or ongoing', () => {
    expect(stageColor('Withdrawn')).toBe('gray');
    const row = (id: string, stage: string) => ({
      id,
      stage,
      totalProjectBudget: 1,
      created_at: '2026-03-01T10:00:00Z',
      grant: { title: 'Grant', deadline: '2020-01-01' },
    });
    const counts = countByTab([row('a', 'Submitted'), row('b', 'Withdrawn')], new Date());
    expect(counts).toMatchObject({ overview: 2, completed: 1, ongoing: 1, pending: 1 });
  });

  it("says it in the co-applicants' log, with the reason when there is one", () => {
    const actor = { userId: 'u', name: 'Dana Rivera' };
    expect(activitySentence({ actor, kind: 'withdrawn' })).toBe(
      'Dana Rivera withdrew the application',
    );
    expect(activitySentence({ actor, kind: 'withdrawn', detail: 'Other funder' })).toBe(
      'Dana Rivera withdrew the application: Other funder',
    );
  });
});
