// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarFileName, deadlineEvents } from '../../src/domain/calendar';
import { notificationTarget } from '../../src/domain/notifications';
import {
  answerCounter,
  draftOf,
  hasUnsaved,
  mergedDraft,
  onlyOwnerSubmits,
  submittedOn,
  unsavedOf,
} from '../../src/domain/report-wizard';
import { reportsDue } from '../../src/domain/reports-due';
import { LIBRARY_FILE, REPORT_ID, grantReport } from '../support/report-fixtures';

const ORIGIN = 'https://grantwise.example';

describe('a report as typed here and as the server has it', () => {
  it('sends only what differs, an emptied answer as empty and a detached document as null', () => {
    const report = grantReport({
      documentLinks: { expenseSummary: { url: LIBRARY_FILE.fileUrl, fileName: 'a.pdf' } },
    });
    const draft = draftOf(report);
    expect(unsavedOf(report, draft)).toEqual({});
    expect(hasUnsaved(unsavedOf(report, draft))).toBe(false);
    draft.answers.progress = '';
    draft.answers.spending = 'Fittings';
    draft.answers.challenges = '';
    draft.documents.expenseSummary = null;
    expect(unsavedOf(report, draft)).toEqual({
      answers: { progress: '', spending: 'Fittings' },
      documents: { expenseSummary: null },
    });
    expect(unsavedOf(null, draft)).toEqual({});
  });

  it("lays what is still unsaved over the server's answer", () => {
    const saved = grantReport({ answers: { progress: 'Server text', spending: 'Sent' } });
    const draft = { answers: { progress: 'Old', spending: 'Sent, and more' }, documents: {} };
    expect(mergedDraft(saved, { answers: { spending: 'x' } }, draft).answers).toEqual({
      progress: 'Server text',
      spending: 'Sent, and more',
    });
  });

  it('says the counter, who submits and when it was submitted', () => {
    expect(answerCounter(120, 2000)).toBe('120 / 2000');
    expect(onlyOwnerSubmits('Sam Carter')).toBe('Only Sam Carter can submit this report.');
    expect(submittedOn('Dec 3, 2026', 'Sam Carter')).toBe(
      'Submitted on Dec 3, 2026 by Sam Carter.',
    );
  });
});

describe('reports due', () => {
  it('lists the unsubmitted ones, soonest due first', () => {
    const late = grantReport({
      id: 'a',
      dueDate: '2027-06-08',
      kind: 'final',
      title: 'Final report',
    });
    const soon = grantReport({ id: 'b', dueDate: '2026-12-08' });
    const done = grantReport({ id: 'c', dueDate: '2026-11-01', status: 'submitted' });
    expect(reportsDue([late, done, soon]).map((report) => report.id)).toEqual(['b', 'a']);
  });

  it("puts each report's due date in the calendar, linking to the report", () => {
    const report = { id: 'g', title: 'Clean Energy Community Grant', deadline: '2026-12-08' };
    const events = deadlineEvents(
      [
        { ...report, report: { id: REPORT_ID, title: 'Interim report' } },
        { ...report, deadline: '2027-06-08', report: { id: 'other', title: 'Final report' } },
      ],
      ORIGIN,
    );
    expect(events.map((event) => event.title)).toEqual([
      'Interim report due: Clean Energy Community Grant',
      'Final report due: Clean Energy Community Grant',
    ]);
    expect(events[0]?.url).toBe(`${ORIGIN}/report?id=${REPORT_ID}`);
    expect(events[0]?.uid).toBe(`report-${REPORT_ID}-due@grantwise`);
    expect(
      calendarFileName([{ ...report, report: { id: REPORT_ID, title: 'Interim report' } }]),
    ).toBe('interim-report-clean-energy-community-grant-due.ics');
  });

  it("leads the bell's reminder to the report, or to the dashboard's reports for an id that is none", () => {
    const reminder = {
      id: 'r',
      kind: 'reportDue' as const,
      reportKind: 'interim' as const,
      subjectId: REPORT_ID,
      subjectName: 'Clean Energy Community Grant',
      date: '2026-12-08',
      at: '2026-12-01T00:00:00Z',
      read: false,
    };
    expect(notificationTarget(reminder)).toEqual({ to: '/report', search: { id: REPORT_ID } });
    expect(notificationTarget({ ...reminder, subjectId: 'javascript:alert(1)' })).toEqual({
      to: '/grants',
      search: {},
      hash: 'reports',
    });
  });
});
