import type { GrantReport } from '../api/schema.gen';
import { SYNC_WORDS } from './sync-words';

// The report wizard's words and rules (issue 66, part 5): the texts of the design word for word,
// and what of a report was typed or attached here and is not on the server yet (the days left
// in words are grant-reports.ts's, shared with the bell and the backend). Pure: the machine and the screens read them.

export const REPORT_WORDS = {
  // The application's autosave's words: one way of saying where a save is.
  saved: SYNC_WORDS.saved,
  saving: SYNC_WORDS.saving,
  retrying: SYNC_WORDS.retrying,
  submit: 'Submit',
  question: 'Submit this report? It cannot be changed afterwards.',
  confirm: 'Submit report',
  submitting: 'Submitting…',
  keep: 'Not yet',
  viewer: 'You can read this report; only its owner and editors can change it.',
  documents: 'Documents',
  attach: 'Attach',
  detach: 'Detach',
  noFile: 'No file attached.',
  noLibraryFiles: 'Your library has no files yet: upload one in Resources first.',
  chooseOne: 'Choose a file',
  libraryFailed: 'Your library could not be read.',
  notAnswered: 'Not answered.',
  optional: 'Optional.',
  loadFailed: 'The report could not be loaded.',
  tryAgain: 'Try again',
  submitFailed: 'The report could not be submitted. Please try again.',
  notFound: 'Grant report not found',
  backToDashboard: 'Back to the dashboard',
  reportsDue: 'Reports due',
  writeReport: 'Write report',
  /** The section's Add to calendar, named apart from the deadlines' one on the same page. */
  addReportsToCalendar: 'Add to calendar: reports due',
  nothingDue: 'No report is due: every report of your awarded grants has been submitted.',
  reportsFailed: 'Failed to fetch your reports',
} as const;

/** "Only Sam Lee can submit this report." (an editor's place of the Submit button). */
export const onlyOwnerSubmits = (ownerName: string) => `Only ${ownerName} can submit this report.`;

/** "Submitted on Dec 3, 2026 by Sam Lee." */
export const submittedOn = (date: string, name: string) => `Submitted on ${date} by ${name}.`;

/** The picker of a document's library file: "File for Expense summary". */
export const fileFor = (label: string) => `File for ${label}`;

/** The counter under an answer: "120 / 2000". */
export const answerCounter = (length: number, maxLength: number) => `${length} / ${maxLength}`;

/** An attached document as the wizard holds it (null: detached here, not saved yet). */
export interface ReportDocumentLink {
  url: string;
  fileName: string;
}

/** What the wizard holds of a report as typed and attached here. */
export interface ReportDraft {
  answers: Record<string, string>;
  documents: Record<string, ReportDocumentLink | null>;
}

/** What a save sends: only the keys that differ from the server's report. */
export interface ReportChanges {
  answers?: Record<string, string>;
  documents?: Record<string, string | null>;
}

/** The report's answers and documents as the server has them. */
export function draftOf(report: GrantReport): ReportDraft {
  return {
    answers: { ...report.answers },
    documents: Object.fromEntries(
      Object.entries(report.documentLinks).map(([key, link]) => [
        key,
        { url: link.url, fileName: link.fileName },
      ]),
    ),
  };
}

/** What was typed or attached here and differs from the server's report (nothing: `{}`). */
export function unsavedOf(report: GrantReport | null, draft: ReportDraft): ReportChanges {
  if (!report) return {};
  const answers = Object.fromEntries(
    Object.entries(draft.answers).filter(([key, value]) => value !== (report.answers[key] ?? '')),
  );
  const documents = Object.fromEntries(
    Object.entries(draft.documents)
      .filter(([key, link]) => (link?.url ?? null) !== (report.documentLinks[key]?.url ?? null))
      .map(([key, link]) => [key, link?.url ?? null]),
  );
  return {
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
    ...(Object.keys(documents).length > 0 ? { documents } : {}),
  };
}

export const hasUnsaved = (changes: ReportChanges) =>
  changes.answers !== undefined || changes.documents !== undefined;

/**
 * The server's report with what is still unsaved here laid over it: a save answered while more
 * was typed keeps the newer text.
 */
export function mergedDraft(report: GrantReport, pending: ReportChanges, draft: ReportDraft) {
  const next = draftOf(report);
  for (const key of Object.keys(pending.answers ?? {}))
    next.answers[key] = draft.answers[key] ?? '';
  for (const key of Object.keys(pending.documents ?? {}))
    next.documents[key] = draft.documents[key] ?? null;
  return next;
}
