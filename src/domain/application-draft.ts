import {
  type ApplicationAnswers,
  type DocumentAnswer,
  type DocumentAnswers,
  EMPTY_ANSWERS,
} from './application';
import { type BudgetLine, BUDGET_LIMITS } from './budget';
import { DOCUMENT_SECTIONS, FORM_STEPS, type FormStep } from './application-steps';

// The wizard's local draft: every answer of one user for one grant, kept in the browser so a
// reload, a crash or a detour loses nothing. Parsing is defensive: storage is user-editable.

export type DraftStep = 'commission' | FormStep | 'review';

export interface ApplicationDraft {
  version: 1;
  userId: string;
  grantId: string;
  step: DraftStep;
  commissionAcknowledged: boolean;
  answers: ApplicationAnswers;
  /** ISO timestamp of the last save. */
  savedAt: string;
}

/** When this browser refuses to keep the draft (its storage full or blocked). */
export const DRAFT_NOT_SAVED_MESSAGE =
  'Your draft could not be saved in this browser: its storage is full or blocked. Your answers stay here until you leave this page.';

const DRAFT_STEPS: readonly string[] = ['commission', ...FORM_STEPS, 'review'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Copies the known string fields of `template` from `source`, keeping the template's defaults. */
function strings<T extends object>(template: T, source: unknown): T {
  const result = { ...template };
  if (!isRecord(source)) return result;
  for (const key of Object.keys(template) as (keyof T & string)[]) {
    const value = source[key];
    if (typeof value === 'string') (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

function documentAnswer(value: unknown): DocumentAnswer | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null;
  const size = value.size;
  return {
    url: value.url,
    fileName: typeof value.fileName === 'string' ? value.fileName : '',
    ...(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
  };
}

/** The table's lines of a stored draft: text fields only, at most the contract's count. */
function budgetLines(value: unknown): BudgetLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .slice(0, BUDGET_LIMITS.lines)
    .map((line) =>
      strings({ id: '', category: '', description: '', amount: '', fundedBy: 'grant' }, line),
    )
    .map((line, index, all) => ({
      ...line,
      id:
        line.id !== '' && all.findIndex((other) => other.id === line.id) === index
          ? line.id
          : `line-${index + 1}-restored`,
    }));
}

export function answersFrom(source: unknown): ApplicationAnswers {
  const record = isRecord(source) ? source : {};
  const documents = isRecord(record.documents) ? record.documents : {};
  const final = isRecord(record.final) ? record.final : {};
  return {
    contact: strings(EMPTY_ANSWERS.contact, record.contact),
    project: strings(EMPTY_ANSWERS.project, record.project),
    budget: {
      ...strings(EMPTY_ANSWERS.budget, record.budget),
      lines: budgetLines(isRecord(record.budget) ? record.budget.lines : undefined),
    },
    documents: Object.fromEntries(
      DOCUMENT_SECTIONS.map((section) => [section, documentAnswer(documents[section])]),
    ) as DocumentAnswers,
    scope: strings(EMPTY_ANSWERS.scope, record.scope),
    final: {
      ...strings({ stage: '', primaryFocus: '', specificReq: '' }, final),
      targetAudience: Array.isArray(final.targetAudience)
        ? final.targetAudience.filter((item): item is string => typeof item === 'string')
        : [],
    },
  };
}

/** The stored draft of this user and grant, or null when absent, foreign or unreadable. */
export function parseDraft(
  raw: string | null,
  ids: { userId: string; grantId: string },
): ApplicationDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1) return null;
  if (value.userId !== ids.userId || value.grantId !== ids.grantId) return null;
  const step =
    typeof value.step === 'string' && DRAFT_STEPS.includes(value.step) ? value.step : 'commission';
  return {
    version: 1,
    userId: ids.userId,
    grantId: ids.grantId,
    step: step as DraftStep,
    commissionAcknowledged: value.commissionAcknowledged === true,
    answers: answersFrom(value.answers),
    savedAt: typeof value.savedAt === 'string' ? value.savedAt : new Date(0).toISOString(),
  };
}

export function serializeDraft(draft: ApplicationDraft): string {
  return JSON.stringify(draft);
}
