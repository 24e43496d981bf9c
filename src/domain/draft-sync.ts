import { type ApplicationAnswers, EMPTY_ANSWERS } from './application';
import { type ApplicationDraft, type DraftStep, parseDraft } from './application-draft';
import { FORM_STEPS } from './application-steps';
import {
  type FieldPath,
  FIELD_PATHS,
  answersOf,
  changesBetween,
  fieldProblem,
  fieldsOf,
  sameValue,
} from './shared-application';
import type {
  SharedApplication,
  SharedApplicationAnswers,
  SharedApplicationRole,
  PersonRef,
} from '../api/schema.gen';

// Every draft lives on the server (issue 60): the wizard's answers are a shared application's,
// saved after a short pause and at every step. The browser keeps only what it has not sent yet
// (its unsent changes, the version they were made on and the step), so nothing typed is lost
// offline, on a failed save or on a crash. This module is the pure part: the unsent record, the
// offer the wizard makes when it opens, and which fields are dirty or changed by someone else.

/** The quiet pause after a change before it is sent (the application's and the reports'). */
export const SAVE_PAUSE_MS = 800;
/** The wait before sending again after a failed save: 2 s, 4 s, 8 s ... at most 30 s. */
export const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(1, failures));

/** The unsent part of a draft, as this browser keeps it (version 2 of the stored draft). */
export interface UnsentDraft {
  version: 2;
  userId: string;
  grantId: string;
  /** The server's draft, once it has one (a new draft is created by its first save). */
  draftId: string | null;
  /** The server version the changes were made on. */
  baseVersion: number;
  step: DraftStep;
  changes: SharedApplicationAnswers;
  savedAt: string;
}

const DRAFT_STEPS: readonly string[] = ['commission', ...FORM_STEPS, 'review'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The changes a stored record may carry: known paths with values the contract accepts. */
export function validChanges(value: unknown): SharedApplicationAnswers {
  if (!isRecord(value)) return {};
  const changes: Record<string, unknown> = {};
  for (const [path, change] of Object.entries(value)) {
    if (fieldProblem(path, change) === null) changes[path] = change;
  }
  return changes as SharedApplicationAnswers;
}

/** What this browser keeps for a user and grant: unsent changes (2), or a draft from before (1). */
export type StoredDraft =
  { kind: 'unsent'; unsent: UnsentDraft } | { kind: 'legacy'; draft: ApplicationDraft };

/** Reads a stored record defensively (storage is user-editable); null when absent or foreign. */
export function parseStoredDraft(
  raw: string | null,
  ids: { userId: string; grantId: string },
): StoredDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.version === 1) {
    const draft = parseDraft(raw, ids);
    return draft ? { kind: 'legacy', draft } : null;
  }
  if (value.version !== 2 || value.userId !== ids.userId || value.grantId !== ids.grantId)
    return null;
  const step =
    typeof value.step === 'string' && DRAFT_STEPS.includes(value.step) ? value.step : 'commission';
  return {
    kind: 'unsent',
    unsent: {
      version: 2,
      userId: ids.userId,
      grantId: ids.grantId,
      draftId:
        typeof value.draftId === 'string' && /^[0-9a-f-]{36}$/i.test(value.draftId)
          ? value.draftId.toLowerCase()
          : null,
      baseVersion:
        typeof value.baseVersion === 'number' &&
        Number.isSafeInteger(value.baseVersion) &&
        value.baseVersion >= 0
          ? value.baseVersion
          : 0,
      step: step as DraftStep,
      changes: validChanges(value.changes),
      savedAt: typeof value.savedAt === 'string' ? value.savedAt : new Date(0).toISOString(),
    },
  };
}

/** Every path with its value, a path never answered as the empty answer (compare like with like). */
export function normalized(fields: SharedApplicationAnswers): SharedApplicationAnswers {
  return fieldsOf(answersOf(fields), fields.commissionAcknowledged === true);
}

/** The wizard's answers and step 1's box as the flat map the server keeps. */
export const fieldsOfWizard = (answers: ApplicationAnswers, commissionAcknowledged: boolean) =>
  fieldsOf(answers, commissionAcknowledged);

/** The local answers that differ from the server's: what a save sends. */
export function dirtyChanges(
  base: SharedApplicationAnswers,
  local: SharedApplicationAnswers | null,
): SharedApplicationAnswers {
  return local ? changesBetween(normalized(base), local) : {};
}

/**
 * The fields someone else changed between two answers of the server that the local answers had
 * not changed: they are taken into the wizard without a word (a save of other fields merges).
 */
export function remoteChanges(
  before: SharedApplicationAnswers,
  after: SharedApplicationAnswers,
  local: SharedApplicationAnswers | null,
): SharedApplicationAnswers {
  const was = normalized(before);
  const now = normalized(after);
  const changes: Record<string, unknown> = {};
  for (const path of FIELD_PATHS) {
    if (sameValue(was[path], now[path])) continue;
    if (local && !sameValue(local[path], was[path])) continue;
    changes[path] = now[path];
  }
  return changes as SharedApplicationAnswers;
}

/** The local answers with some fields replaced. */
export function withFields(
  local: SharedApplicationAnswers | null,
  base: SharedApplicationAnswers,
  changes: SharedApplicationAnswers,
): SharedApplicationAnswers {
  return { ...(local ?? normalized(base)), ...changes };
}

/** What the wizard is handed when it opens: the server's draft as the caller sees it. */
export interface DraftStart {
  draftId: string | null;
  role: SharedApplicationRole;
  owner: PersonRef | null;
  /** The version the first save is made on. */
  version: number;
  /** The server's answers (empty for a new draft). */
  base: SharedApplicationAnswers;
  /** The caller joined someone else's draft (the resume offer speaks to them). */
  joined: boolean;
}

/** What the wizard opens with: the draft to offer for resume, and where the autosave starts. */
export interface WizardOpening {
  draft: ApplicationDraft | null;
  start: DraftStart;
}

export const NEW_DRAFT: DraftStart = {
  draftId: null,
  role: 'owner',
  owner: null,
  version: 0,
  base: {},
  joined: false,
};

/** The wizard's start: the server's draft (if any) and what this browser had not sent of it. */
export function draftStartOf(
  server: SharedApplication | null,
  stored: StoredDraft | null,
): DraftStart {
  const unsent = stored?.kind === 'unsent' ? stored.unsent : null;
  if (!server) {
    return unsent
      ? { ...NEW_DRAFT, draftId: unsent.draftId, version: unsent.baseVersion }
      : NEW_DRAFT;
  }
  return {
    draftId: server.id,
    role: server.role,
    owner: server.owner,
    // Unsent changes were made on the version they name: a field someone else wrote since is
    // a conflict to show, not an answer to overwrite.
    version: unsent && unsent.draftId === server.id ? unsent.baseVersion : server.version,
    base: server.answers,
    joined: server.role !== 'owner',
  };
}

/**
 * Whether a draft holds nothing of the caller's: step 1's box unticked and every answer what a
 * fresh start fills in from the profile (`fresh`), as a draft is after Start over (its emptied
 * answers are saved at once). Offering to resume it would offer what starting gives anyway.
 */
export function isFreshStart(draft: ApplicationDraft, fresh: ApplicationAnswers): boolean {
  if (draft.commissionAcknowledged) return false;
  const started = normalized(fieldsOfWizard(fresh, false));
  return Object.keys(changesBetween(started, fieldsOfWizard(draft.answers, false))).length === 0;
}

/**
 * The draft the wizard offers to resume: the server's answers with this browser's unsent changes
 * on top (a draft kept from before drafts lived on the server counts as unsent), at the step the
 * caller was on. Null when there is nothing to resume; a draft that holds only what a fresh start
 * fills in from the profile is left to the wizard, which has the profile (`isFreshStart`).
 */
export function draftOfferOf(
  server: SharedApplication | null,
  stored: StoredDraft | null,
  ids: { userId: string; grantId: string },
): ApplicationDraft | null {
  const base = server?.answers ?? {};
  let fields: SharedApplicationAnswers = base;
  let step: DraftStep | null = null;
  let savedAt = server?.updatedAt ?? null;
  if (stored?.kind === 'unsent') {
    fields = { ...base, ...stored.unsent.changes };
    step = stored.unsent.step;
    savedAt = stored.unsent.savedAt;
  } else if (stored?.kind === 'legacy') {
    const legacy = fieldsOf(stored.draft.answers, stored.draft.commissionAcknowledged);
    fields = { ...base, ...changesBetween(normalized(base), legacy) };
    step = stored.draft.step;
    savedAt = stored.draft.savedAt;
  } else if (!server || server.version === 0) {
    return null;
  }
  const serverStep = server?.step;
  return {
    version: 1,
    userId: ids.userId,
    grantId: ids.grantId,
    step: step ?? (serverStep && DRAFT_STEPS.includes(serverStep) ? serverStep : 'commission'),
    commissionAcknowledged: fields.commissionAcknowledged === true,
    answers: Object.keys(fields).length === 0 ? EMPTY_ANSWERS : answersOf(fields),
    savedAt: savedAt ?? new Date(0).toISOString(),
  };
}

/** A field's value as text, for the conflict's side-by-side view and the removed member's copy. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (typeof item === 'string') return item;
        if (isRecord(item) && typeof item.fileName === 'string') return item.fileName;
        if (isRecord(item) && typeof item.description === 'string')
          return `${item.description}: ${typeof item.amount === 'string' ? item.amount : ''}`;
        return JSON.stringify(item);
      })
      .join('\n');
  }
  return JSON.stringify(value);
}

/** Whether a path holds free text a person can edit by hand in the conflict view. */
export function isTextField(path: string): boolean {
  return fieldProblem(path, '') === null;
}

export type { FieldPath };
