import { describe, expect, it } from 'vitest';
import {
  GRANT_REPORT_MESSAGES,
  REPORT_DOCUMENTS,
  REPORT_QUESTIONS,
  REPORT_SCHEDULE,
  addMonths,
  daysLeft,
  daysLeftText,
  localDay,
  reminderDay,
  reminderId,
  reminderTier,
  reportDueDate,
  reportStatus,
  submissionErrors,
} from '../../src/domain/grant-reports';

// The reports an award owes (issue 66, parts 4 and 5): the schedule, the due dates, the bell's
// reminder tiers and the status and submission rules the backend and the screens share.

describe('the schedule', () => {
  it('asks an interim report at 6 months and a final one at 12', () => {
    expect(REPORT_SCHEDULE.map(({ kind, monthsAfterAward }) => [kind, monthsAfterAward])).toEqual([
      ['interim', 6],
      ['final', 12],
    ]);
  });

  it('has the design’s questions and documents, with their required flags', () => {
    const keys = (kind: 'interim' | 'final') =>
      REPORT_QUESTIONS[kind].map(({ key, required }) => `${key}${required ? '' : '?'}`);
    expect(keys('interim')).toEqual(['progress', 'spending', 'challenges?']);
    expect(keys('final')).toEqual(['outcomes', 'spending', 'lessons?']);
    expect(REPORT_DOCUMENTS.interim).toEqual([
      { key: 'expenseSummary', label: 'Expense summary', required: true },
    ]);
    expect(REPORT_DOCUMENTS.final.map(({ key, required }) => [key, required])).toEqual([
      ['financialStatement', true],
      ['evidence', false],
    ]);
    expect(REPORT_QUESTIONS.interim[0]).toMatchObject({
      label: 'What has the project achieved so far?',
      maxLength: 2000,
    });
  });

  it('leaves "Optional." to the page, which says it from `required` (it was said twice)', () => {
    const helps = [...REPORT_QUESTIONS.interim, ...REPORT_QUESTIONS.final].map((q) => q.help);
    expect(helps.filter((help) => /^optional\b/i.test(help))).toEqual([]);
  });

  it('dates a report from the award’s local day, months later, clamped to the month’s end', () => {
    const awardedAt = new Date(2026, 2, 15, 10, 0).toISOString();
    expect(reportDueDate(awardedAt, 'interim')).toBe('2026-09-15');
    expect(reportDueDate(awardedAt, 'final')).toBe('2027-03-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-08', -6)).toBe('2026-06-08');
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('days left', () => {
  it('counts whole days and says them in words', () => {
    expect(daysLeft('2026-12-08', '2026-12-03')).toBe(5);
    expect(daysLeftText('2026-12-08', '2026-12-03')).toBe('Due in 5 days');
    expect(daysLeftText('2026-12-04', '2026-12-03')).toBe('Due tomorrow');
    expect(daysLeftText('2026-12-03', '2026-12-03')).toBe('Due today');
    expect(daysLeftText('2026-12-02', '2026-12-03')).toBe('1 day overdue');
    expect(daysLeftText('2026-11-30', '2026-12-03')).toBe('3 days overdue');
  });
});

describe('the bell’s reminders', () => {
  const due = '2026-12-31';
  it.each([
    ['2026-12-16', null],
    ['2026-12-17', 14],
    ['2026-12-23', 14],
    ['2026-12-24', 7],
    ['2026-12-29', 7],
    ['2026-12-30', 1],
    ['2026-12-31', 0],
    ['2027-01-30', 0],
    ['2027-01-31', null],
  ] as const)('on %s the reminder is %s', (today, tier) => {
    expect(reminderTier(due, today)).toBe(tier);
  });

  it('stops once the report is submitted', () => {
    expect(reminderTier(due, '2026-12-31', true)).toBeNull();
  });

  it('names each tier apart and dates it at its first day', () => {
    expect(reminderId('r1', due, 7)).toBe('reportDue-r1-2026-12-31-7');
    expect(reminderDay(due, 14)).toBe('2026-12-17');
    expect(reminderDay(due, 0)).toBe(due);
  });
});

describe('status and submission', () => {
  it('is notStarted, then inProgress once anything is saved, then submitted', () => {
    const empty = { answers: {}, documentLinks: {}, submittedAt: null };
    expect(reportStatus(empty)).toBe('notStarted');
    expect(reportStatus({ ...empty, answers: { progress: 'Built' } })).toBe('inProgress');
    expect(reportStatus({ ...empty, documentLinks: { expenseSummary: {} } })).toBe('inProgress');
    expect(reportStatus({ ...empty, submittedAt: '2026-12-01T10:00:00Z' })).toBe('submitted');
  });

  it('wants every required answer (trimmed) and document', () => {
    expect(
      submissionErrors({ kind: 'interim', answers: { progress: '  ' }, documentLinks: {} }),
    ).toEqual({
      progress: GRANT_REPORT_MESSAGES.answerRequired,
      spending: GRANT_REPORT_MESSAGES.answerRequired,
      expenseSummary: GRANT_REPORT_MESSAGES.documentRequired,
    });
    expect(
      submissionErrors({
        kind: 'final',
        answers: { outcomes: 'Done', spending: 'As planned' },
        documentLinks: { financialStatement: { url: 'x', fileName: 'x.pdf' } },
      }),
    ).toEqual({});
  });
});
