import { fromLineItems } from './budget';
import { fileIdOfContentPath } from './library-files';
import { changeProblems, documentSectionOf } from './shared-application';
import { fieldLabel } from './sharing';
import type {
  GrantApplication,
  NotCopiedAnswer,
  SharedApplicationAnswers,
  SharedDocument,
} from '../api/schema.gen';

// "Start a new application from this" (issue 60, part 3): applicants apply again every cycle.
// What of an earlier application goes into the new draft, what does not and why, in one place:
// the embedded backend copies by it and the dashboard says its reasons in these words.

/** The reasons, as the dashboard says them after the answer's label. */
export const NOT_COPIED_REASONS: Record<NotCopiedAnswer['reason'], string> = {
  askedAgain: 'you agree to it again for every application',
  notInLibrary: 'the file is no longer in your library',
  notAsked: 'the new application does not ask it',
};

/** The two answers a submitted application keeps that the wizard does not ask. */
const SUBMITTED_ONLY_LABELS: Record<string, string> = {
  sector: 'Sector',
  generatedDraft: 'Generated draft',
};

/** "Resumes or CVs of Key Members (cv-2025.pdf): the file is no longer in your library" */
export function notCopiedText(item: NotCopiedAnswer): string {
  const label = SUBMITTED_ONLY_LABELS[item.field] ?? fieldLabel(item.field);
  const named = item.fileName ? `${label} (${item.fileName})` : label;
  return `${named}: ${NOT_COPIED_REASONS[item.reason]}`;
}

/** A document's name when the application kept none: its address's last part (a file of the
 * app's library is named again from the library when it is copied). */
const fileNameOf = (url: string) =>
  fileIdOfContentPath(url) !== undefined
    ? 'Document'
    : (url.split('/').filter(Boolean).at(-1) ?? url);

function documentOf(
  url: string,
  file: { fileName: string; size: number } | undefined,
): SharedDocument[] {
  if (url.trim() === '') return [];
  return [
    file ? { url, fileName: file.fileName, size: file.size } : { url, fileName: fileNameOf(url) },
  ];
}

/**
 * A submitted application's answers as a draft's (for one made without a shared draft): the
 * budget table when it has one (else the budget as typed then), and the two answers the wizard
 * does not ask.
 */
export function answersOfSubmitted(application: Omit<GrantApplication, 'grant'>): {
  answers: SharedApplicationAnswers;
  notAsked: NotCopiedAnswer[];
} {
  const a = application;
  const files = a.documentFiles ?? {};
  const budget: SharedApplicationAnswers = a.budgetLineItems
    ? { 'budget.lines': fromLineItems(a.budgetLineItems) }
    : {
        'budget.totalProjectBudget': String(a.totalProjectBudget),
        'budget.requestedFundingAmount': String(a.requestedFundingAmount),
        'budget.detailedBudgetBreakdown': a.detailedBudgedBreakdown,
      };
  const answers: SharedApplicationAnswers = {
    'contact.fullName': a.fullname,
    'contact.email': a.email,
    'contact.phoneNumber': a.phoneNumber,
    'contact.location': a.location,
    'project.projectTitle': a.projectTitle,
    'project.projectStartDate': a.projectStartDate,
    'project.projectEndDate': a.projectEndDate,
    'project.projectSummary': a.projectSummary,
    'project.objective': a.objective,
    ...budget,
    'budget.costSharing': a.costSharing,
    'budget.problemStatement': a.problemStatement,
    'budget.projectDescription': a.projectDesc,
    'budget.methodology': a.methodology,
    'documents.resumes': documentOf(a.resumes, files.resumes),
    'documents.lettersCommitment': documentOf(a.lettersCommitment, files.lettersCommitment),
    'documents.organizationalChart': documentOf(a.organizationalChart, files.organizationalChart),
    'documents.auditedStatement': documentOf(a.auditedStatement, files.auditedStatement),
    'scope.geographicalScope': a.geoScope,
    'scope.budgetRange': String(a.projectValue),
    'scope.timeline': a.timeline,
    'final.targetAudience': a.targetAudience
      .split(',')
      .map((audience) => audience.trim())
      .filter((audience) => audience !== ''),
    'final.stage': a.projectStage,
    'final.primaryFocus': a.primaryFocus,
    'final.specificReq': a.specificReq,
    // It was agreed to when it was submitted; the copy says it is asked again.
    commissionAcknowledged: true,
  };
  const notAsked: NotCopiedAnswer[] = (['sector', 'generatedDraft'] as const)
    .filter((field) => (a[field] ?? '').trim() !== '')
    .map((field) => ({ field, reason: 'notAsked' }));
  return { answers, notAsked };
}

/**
 * What goes into the new draft of `source`'s answers, and what does not: step 1's box (asked
 * again), a document of the app's files that `inLibrary` does not find (one it finds takes the
 * library's name; a link elsewhere is kept as it is), and an answer the draft could not hold (a value the new application does not take).
 */
export function copyOf(
  source: SharedApplicationAnswers,
  inLibrary: (fileId: string) => { fileName: string; size: number } | undefined,
): { answers: SharedApplicationAnswers; notCopied: NotCopiedAnswer[] } {
  const answers: Record<string, unknown> = {};
  const notCopied: NotCopiedAnswer[] = [];
  for (const [path, value] of Object.entries(source)) {
    if (path === 'commissionAcknowledged') {
      if (value === true) notCopied.push({ field: path, reason: 'askedAgain' });
      continue;
    }
    if (documentSectionOf(path) !== null && Array.isArray(value)) {
      answers[path] = (value as SharedDocument[]).flatMap((document): SharedDocument[] => {
        const id = fileIdOfContentPath(document.url);
        if (id === undefined) return [document];
        const file = inLibrary(id.toLowerCase());
        if (file) return [{ ...document, fileName: file.fileName, size: file.size }];
        notCopied.push({ field: path, reason: 'notInLibrary', fileName: document.fileName });
        return [];
      });
      continue;
    }
    answers[path] = value;
  }
  for (const path of Object.keys(changeProblems(answers))) {
    delete answers[path];
    notCopied.push({ field: path, reason: 'notAsked' });
  }
  return { answers: answers as SharedApplicationAnswers, notCopied };
}
