// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  byClosingDate,
  closesWithin,
  daysUntil,
  deadlineTone,
  deadlineWords,
} from '../../src/domain/deadline';

const TODAY = '2026-03-28';

describe('days left on a result', () => {
  it('counts calendar days, across a change of the clocks and a month end', () => {
    expect(daysUntil('2026-04-09', TODAY)).toBe(12);
    expect(daysUntil('2026-03-29', TODAY)).toBe(1);
    expect(daysUntil('2026-03-28', TODAY)).toBe(0);
    expect(daysUntil('2026-03-27', TODAY)).toBe(-1);
    expect(daysUntil('2026-11-02', '2026-10-24')).toBe(9);
  });

  it('says it in the words of the list', () => {
    expect(deadlineWords({ deadline: '2026-04-09' }, TODAY)).toBe('12 days left');
    expect(deadlineWords({ deadline: '2026-03-29' }, TODAY)).toBe('1 day left');
    expect(deadlineWords({ deadline: '2026-03-28' }, TODAY)).toBe('Closes today');
    expect(deadlineWords({ deadline: '2026-03-27' }, TODAY)).toBe('Closed');
    expect(deadlineWords({ deadline: '2027-03-28', status: 'closed' }, TODAY)).toBe('Closed');
    expect(deadlineWords({ deadline: '2030-01-01' }, TODAY)).toBe('1,375 days left');
  });

  it('sorts open grants by closing date, the closed ones last', () => {
    const grants = [
      { id: 'late', deadline: '2026-06-01' },
      { id: 'closed', deadline: '2026-01-01' },
      { id: 'soon', deadline: '2026-04-01' },
      { id: 'withdrawn', deadline: '2026-03-30', status: 'closed' },
      { id: 'today', deadline: '2026-03-28' },
    ];
    expect(grants.sort(byClosingDate(TODAY)).map((grant) => grant.id)).toEqual([
      'today',
      'soon',
      'late',
      'closed',
      'withdrawn',
    ]);
  });

  it('knows a grant closing within a number of days', () => {
    expect(closesWithin({ deadline: '2026-04-09' }, 12, TODAY)).toBe(true);
    expect(closesWithin({ deadline: '2026-04-10' }, 12, TODAY)).toBe(false);
    expect(closesWithin({ deadline: '2026-03-27' }, 12, TODAY)).toBe(false);
    expect(closesWithin({ deadline: '2026-03-30', status: 'closed' }, 12, TODAY)).toBe(false);
  });
});

describe('how urgent a deadline looks', () => {
  it('is urgent within two weeks, plain after, grey once closed', () => {
    expect(deadlineTone({ deadline: '2026-04-06' }, TODAY)).toBe('soon');
    expect(deadlineTone({ deadline: '2026-04-11' }, TODAY)).toBe('soon');
    expect(deadlineTone({ deadline: '2026-04-12' }, TODAY)).toBe('open');
    expect(deadlineTone({ deadline: '2026-06-26' }, TODAY)).toBe('open');
    expect(deadlineTone({ deadline: '2026-03-27' }, TODAY)).toBe('closed');
  });
});
