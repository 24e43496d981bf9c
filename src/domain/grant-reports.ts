// The reports an awarded application owes its funder (issue 66, parts 4 and 5): one schedule for
// every grant, the questions and documents of each report, its due date, the days left, the
// bell's reminder tiers and the status rule. Pure: the embedded backend and the screens read the
// same rules and words.

import type {
  GrantReportDocument,
  GrantReportKind,
  GrantReportQuestion,
  GrantReportStatus,
} from '../api/schema.gen';

/** When each report is due after the award, in months, and what it is called. */
export const REPORT_SCHEDULE: readonly {
  kind: GrantReportKind;
  monthsAfterAward: number;
  title: 'Interim report' | 'Final report';
}[] = [
  { kind: 'interim', monthsAfterAward: 6, title: 'Interim report' },
  { kind: 'final', monthsAfterAward: 12, title: 'Final report' },
];

/** Every answer's limit, in characters as the counter counts them. */
export const REPORT_ANSWER_MAX_LENGTH = 2000;

const question = (
  key: string,
  label: string,
  help: string,
  required = true,
): GrantReportQuestion => ({ key, label, help, required, maxLength: REPORT_ANSWER_MAX_LENGTH });

/** Each report's questions, in the order the wizard asks them. */
export const REPORT_QUESTIONS: Readonly<Record<GrantReportKind, readonly GrantReportQuestion[]>> = {
  interim: [
    question(
      'progress',
      'What has the project achieved so far?',
      'What is done, what is under way, and what it has changed for the people it serves.',
    ),
    question(
      'spending',
      'How has the funding been spent so far?',
      'The main costs so far against the budget you applied with.',
    ),
    question(
      'challenges',
      'What has been harder than planned, and what are you doing about it?',
      'Delays, costs or partners that changed, and your answer to them.',
      false,
    ),
  ],
  final: [
    question(
      'outcomes',
      'What did the project achieve against its objective?',
      'Set what happened against the objective you applied with, in numbers where you can.',
    ),
    question(
      'spending',
      'How was the funding spent?',
      'The main costs against the budget you applied with, and any change to it.',
    ),
    question(
      'lessons',
      'What would you do differently?',
      'What you learned that another applicant, or the funder, could use.',
      false,
    ),
  ],
};

/** Each report's documents. */
export const REPORT_DOCUMENTS: Readonly<Record<GrantReportKind, readonly GrantReportDocument[]>> = {
  interim: [{ key: 'expenseSummary', label: 'Expense summary', required: true }],
  final: [
    { key: 'financialStatement', label: 'Final financial statement', required: true },
    { key: 'evidence', label: 'Photos or other evidence of the outcomes', required: false },
  ],
};

/** The contract's messages, word for word (openapi.yaml, Grant Reports). */
export const GRANT_REPORT_MESSAGES = {
  notFound: 'Grant report not found',
  viewerCannotChange: 'You can read this report but not change it.',
  onlyOwnerSubmits: "Only the application's owner can submit its report.",
  alreadySubmitted: 'This report has already been submitted.',
  answerRequired: 'This question needs an answer.',
  documentRequired: 'This document is required.',
  incomplete: 'Answer every required question and attach every required document',
  cannotSave: 'Some answers or documents cannot be saved',
  answersNotObject: 'Answers must be an object of question keys',
  documentsNotObject: 'Documents must be an object of document keys',
  noSuchQuestion: 'This report has no such question.',
  noSuchDocument: 'This report has no such document.',
  answerNotText: 'An answer must be text.',
  answerTooLong: 'An answer can be at most 2,000 characters.',
  notALibraryFile: 'Choose a file from your library.',
} as const;

/** A report's title by its kind. */
export const reportTitle = (kind: GrantReportKind): 'Interim report' | 'Final report' =>
  kind === 'interim' ? 'Interim report' : 'Final report';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment's calendar day where the code runs (the browser's day for the demo). */
export function localDay(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * A YYYY-MM-DD date `months` later (earlier when negative); a day the target month lacks becomes
 * its last day (31 August + 6 months = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** When a report of `kind` is due: the award's local day plus its months. */
export function reportDueDate(awardedAt: string, kind: GrantReportKind): string {
  const months = REPORT_SCHEDULE.find((entry) => entry.kind === kind)?.monthsAfterAward ?? 0;
  return addMonths(localDay(new Date(awardedAt)), months);
}

/** Whole days from `today` to the due date (0 on the day, negative once overdue). */
export function daysLeft(dueDate: string, today: string): number {
  const utc = (value: string) => Date.parse(`${value}T00:00:00Z`);
  return Math.round((utc(dueDate) - utc(today)) / (24 * 60 * 60 * 1000));
}

/** How many days left, in the dashboard's words: "Due in 5 days", "Due today", "3 days overdue". */
export function daysLeftText(dueDate: string, today: string): string {
  const days = daysLeft(dueDate, today);
  if (days > 1) return `Due in ${days} days`;
  if (days === 1) return 'Due tomorrow';
  if (days === 0) return 'Due today';
  return `${-days} day${days === -1 ? '' : 's'} overdue`;
}

/** The bell's reminders: this many days before the due date, and the due day itself. */
export const REMINDER_TIERS = [14, 7, 1, 0] as const;
export type ReminderTier = (typeof REMINDER_TIERS)[number];

/** An overdue report keeps its due-day reminder this many days after the due date. */
export const OVERDUE_REMINDER_DAYS = 30;

/**
 * The latest reminder reached on `today` (14, 7, 1 or 0 days before), or null: none before 14
 * days are left, none once the report is submitted, and none more than 30 days after the due date.
 */
export function reminderTier(
  dueDate: string,
  today: string,
  submitted = false,
): ReminderTier | null {
  if (submitted) return null;
  const days = daysLeft(dueDate, today);
  if (days < -OVERDUE_REMINDER_DAYS) return null;
  return [...REMINDER_TIERS].reverse().find((tier) => days <= tier) ?? null;
}

/** The day a reminder tier begins (its midnight, local, is the notification's moment). */
export const reminderDay = (dueDate: string, tier: ReminderTier): string => addDays(dueDate, -tier);

/** The reminder's id: each tier of each due date is a new, unread notification. */
export const reminderId = (reportId: string, dueDate: string, tier: ReminderTier): string =>
  `reportDue-${reportId}-${dueDate}-${tier}`;

/** notStarted until any answer or document is saved, inProgress then, submitted once submitted. */
export function reportStatus(report: {
  answers: Readonly<Record<string, string>>;
  documentLinks: Readonly<Record<string, unknown>>;
  submittedAt: string | null;
}): GrantReportStatus {
  if (report.submittedAt) return 'submitted';
  const answered = Object.values(report.answers).some((answer) => answer.trim() !== '');
  return answered || Object.keys(report.documentLinks).length > 0 ? 'inProgress' : 'notStarted';
}

/**
 * What stops a report's submission, by question or document key (the contract's 422 `errors`):
 * a required question without an answer after trimming, a required document not attached.
 */
export function submissionErrors(report: {
  kind: GrantReportKind;
  answers: Readonly<Record<string, string>>;
  documentLinks: Readonly<Record<string, unknown>>;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, required } of REPORT_QUESTIONS[report.kind]) {
    if (required && (report.answers[key] ?? '').trim() === '') {
      errors[key] = GRANT_REPORT_MESSAGES.answerRequired;
    }
  }
  for (const { key, required } of REPORT_DOCUMENTS[report.kind]) {
    if (required && !report.documentLinks[key]) {
      errors[key] = GRANT_REPORT_MESSAGES.documentRequired;
    }
  }
  return errors;
}
