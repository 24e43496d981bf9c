import {
  type ApplicationAnswers,
  type BudgetAnswers,
  type ContactAnswers,
  type DocumentAnswer,
  EMPTY_ANSWERS,
  type FinalAnswers,
  type ProjectAnswers,
  type ScopeAnswers,
} from './application';
import { DOCUMENT_SECTIONS, type DocumentSection } from './application-steps';
import type { BudgetLine } from './budget';
import { activitySentence } from './sharing';
import { characterCount, fitText } from './text';
import type {
  ActivityEntry,
  FieldVersion,
  SharedApplicationAnswers,
  SharedApplicationRole,
} from '../api/schema.gen';

// Applying together (issue 46): a wizard draft kept on the server, written by its members. Its
// answers are a flat map of field paths to values, so saves merge per field; this module is the
// one list of those paths, their value checks, the way between the wizard's `ApplicationAnswers`
// and the map, the merge rule, and who may do what. The embedded backend and the wizard share it.

// ───────────── Roles and their rights ─────────────

export const SHARED_ROLES = [
  'owner',
  'editor',
  'viewer',
] as const satisfies readonly SharedApplicationRole[];
export const INVITED_ROLES = [
  'editor',
  'viewer',
] as const satisfies readonly SharedApplicationRole[];
export type InvitedRole = (typeof INVITED_ROLES)[number];

export type SharedRight = 'read' | 'edit' | 'manageMembers' | 'submit' | 'delete' | 'copy';

const RIGHTS: Record<SharedApplicationRole, readonly SharedRight[]> = {
  owner: ['read', 'edit', 'manageMembers', 'submit', 'delete', 'copy'],
  editor: ['read', 'edit'],
  viewer: ['read'],
};

/** Whether a member with `role` may do `right` (the server decides; screens show what it allows). */
export function canDo(role: SharedApplicationRole, right: SharedRight): boolean {
  return RIGHTS[role].includes(right);
}

export function isInvitedRole(value: unknown): value is InvitedRole {
  return value === 'editor' || value === 'viewer';
}

export const SHARED_ROLE_LABELS: Record<SharedApplicationRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** The server's words (openapi.yaml: SharedApplicationForbidden, SharedApplicationConflict). */
export const SHARED_MESSAGES = {
  ownerOnly: 'Only the owner can do this.',
  viewerCannotChange: 'Viewers cannot change this application.',
  ownerStays: 'The owner cannot leave or change role.',
  conflict: 'Someone else changed this answer since you opened it.',
  submitted: 'This application has been submitted and can no longer be changed.',
  notFound: 'Shared application not found',
} as const;

/** Others' presence shows for two minutes after their last save or beat. */
export const PRESENCE_WINDOW_MS = 2 * 60 * 1000;
/** An invitation expires 14 days after it was (last) sent. */
export const INVITATION_DAYS = 14;
export const INVITATION_LIFETIME_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

// ───────────── Field paths ─────────────

export type FieldPath = keyof SharedApplicationAnswers;

type FieldKind =
  | { kind: 'text'; max: number }
  | { kind: 'lines' }
  | { kind: 'document' }
  | { kind: 'audiences' }
  | { kind: 'flag' };

/** Every path and its kind of value, with openapi.yaml's limits (SharedApplicationAnswers). */
const FIELDS = {
  'contact.fullName': { kind: 'text', max: 200 },
  'contact.email': { kind: 'text', max: 254 },
  'contact.phoneNumber': { kind: 'text', max: 200 },
  'contact.location': { kind: 'text', max: 200 },
  'project.projectTitle': { kind: 'text', max: 200 },
  'project.projectStartDate': { kind: 'text', max: 10 },
  'project.projectEndDate': { kind: 'text', max: 10 },
  'project.projectSummary': { kind: 'text', max: 5000 },
  'project.objective': { kind: 'text', max: 5000 },
  'budget.lines': { kind: 'lines' },
  'budget.totalProjectBudget': { kind: 'text', max: 50 },
  'budget.requestedFundingAmount': { kind: 'text', max: 50 },
  'budget.detailedBudgetBreakdown': { kind: 'text', max: 5000 },
  'budget.costSharing': { kind: 'text', max: 5000 },
  'budget.problemStatement': { kind: 'text', max: 5000 },
  'budget.projectDescription': { kind: 'text', max: 5000 },
  'budget.methodology': { kind: 'text', max: 5000 },
  'documents.resumes': { kind: 'document' },
  'documents.lettersCommitment': { kind: 'document' },
  'documents.organizationalChart': { kind: 'document' },
  'documents.auditedStatement': { kind: 'document' },
  'scope.geographicalScope': { kind: 'text', max: 50 },
  'scope.budgetRange': { kind: 'text', max: 50 },
  'scope.timeline': { kind: 'text', max: 50 },
  'final.targetAudience': { kind: 'audiences' },
  'final.stage': { kind: 'text', max: 50 },
  'final.primaryFocus': { kind: 'text', max: 200 },
  'final.specificReq': { kind: 'text', max: 5000 },
  commissionAcknowledged: { kind: 'flag' },
} as const satisfies Record<FieldPath, FieldKind>;

export const FIELD_PATHS = Object.keys(FIELDS) as FieldPath[];

export const BUDGET_LINE_LIMITS = {
  lines: 100,
  id: 100,
  category: 50,
  description: 200,
  amount: 50,
  fundedBy: 50,
} as const;
export const DOCUMENT_LIMITS = { url: 2048, fileName: 255 } as const;
export const AUDIENCE_LIMITS = { items: 7, length: 50 } as const;

export function isFieldPath(path: string): path is FieldPath {
  return Object.hasOwn(FIELDS, path);
}

export type FieldProblem = 'unknownField' | 'invalidValue' | 'tooLong';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

function lineProblem(value: unknown): FieldProblem | null {
  const keys = ['id', 'category', 'description', 'amount', 'fundedBy'] as const;
  if (!isRecord(value) || !hasOnly(value, keys)) return 'invalidValue';
  if (keys.some((key) => typeof value[key] !== 'string')) return 'invalidValue';
  return keys.some((key) => characterCount(value[key] as string) > BUDGET_LINE_LIMITS[key])
    ? 'tooLong'
    : null;
}

function documentProblem(value: unknown): FieldProblem | null {
  if (!isRecord(value) || !hasOnly(value, ['url', 'fileName', 'size'])) return 'invalidValue';
  const { url, fileName, size } = value;
  if (typeof url !== 'string' || typeof fileName !== 'string') return 'invalidValue';
  if (size !== undefined && !(Number.isInteger(size) && (size as number) >= 0))
    return 'invalidValue';
  return characterCount(url) > DOCUMENT_LIMITS.url ||
    characterCount(fileName) > DOCUMENT_LIMITS.fileName
    ? 'tooLong'
    : null;
}

const firstProblem = (values: unknown[], check: (value: unknown) => FieldProblem | null) =>
  values.map(check).find((problem) => problem !== null) ?? null;

/** What is wrong with a change of `path` to `value`, or null when it may be saved. */
export function fieldProblem(path: string, value: unknown): FieldProblem | null {
  if (!isFieldPath(path)) return 'unknownField';
  const field: FieldKind = FIELDS[path];
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return 'invalidValue';
      return characterCount(value) > field.max ? 'tooLong' : null;
    case 'flag':
      return typeof value === 'boolean' ? null : 'invalidValue';
    case 'lines':
      if (!Array.isArray(value)) return 'invalidValue';
      return (
        firstProblem(value, lineProblem) ??
        (value.length > BUDGET_LINE_LIMITS.lines ? 'tooLong' : null)
      );
    case 'document':
      if (!Array.isArray(value)) return 'invalidValue';
      return firstProblem(value, documentProblem) ?? (value.length > 1 ? 'tooLong' : null);
    case 'audiences':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
        return 'invalidValue';
      return value.length > AUDIENCE_LIMITS.items ||
        (value as string[]).some((item) => characterCount(item) > AUDIENCE_LIMITS.length)
        ? 'tooLong'
        : null;
  }
}

/** Each change's problem, by path (empty: every change may be saved). */
export function changeProblems(changes: Record<string, unknown>): Record<string, FieldProblem> {
  return Object.fromEntries(
    Object.entries(changes).flatMap(([path, value]) => {
      const problem = fieldProblem(path, value);
      return problem === null ? [] : [[path, problem]];
    }),
  );
}

// ───────────── Between the wizard's answers and the map ─────────────

const CONTACT_KEYS = [
  'fullName',
  'email',
  'phoneNumber',
  'location',
] as const satisfies readonly (keyof ContactAnswers)[];
const PROJECT_KEYS = [
  'projectTitle',
  'projectStartDate',
  'projectEndDate',
  'projectSummary',
  'objective',
] as const satisfies readonly (keyof ProjectAnswers)[];
const BUDGET_TEXT_KEYS = [
  'totalProjectBudget',
  'requestedFundingAmount',
  'detailedBudgetBreakdown',
  'costSharing',
  'problemStatement',
  'projectDescription',
  'methodology',
] as const satisfies readonly Exclude<keyof BudgetAnswers, 'lines'>[];
const SCOPE_KEYS = [
  'geographicalScope',
  'budgetRange',
  'timeline',
] as const satisfies readonly (keyof ScopeAnswers)[];
const FINAL_TEXT_KEYS = [
  'stage',
  'primaryFocus',
  'specificReq',
] as const satisfies readonly Exclude<keyof FinalAnswers, 'targetAudience'>[];

type Writable = Record<string, unknown>;

/** The wizard's answers as the flat map (every path; `commissionAcknowledged` when given). */
export function fieldsOf(
  answers: ApplicationAnswers,
  commissionAcknowledged?: boolean,
): SharedApplicationAnswers {
  const fields: Writable = {};
  for (const key of CONTACT_KEYS) fields[`contact.${key}`] = answers.contact[key];
  for (const key of PROJECT_KEYS) fields[`project.${key}`] = answers.project[key];
  fields['budget.lines'] = answers.budget.lines.map((line) => ({ ...line }));
  for (const key of BUDGET_TEXT_KEYS) fields[`budget.${key}`] = answers.budget[key];
  for (const section of DOCUMENT_SECTIONS) {
    const document = answers.documents[section];
    fields[`documents.${section}`] = document === null ? [] : [{ ...document }];
  }
  for (const key of SCOPE_KEYS) fields[`scope.${key}`] = answers.scope[key];
  fields['final.targetAudience'] = [...answers.final.targetAudience];
  for (const key of FINAL_TEXT_KEYS) fields[`final.${key}`] = answers.final[key];
  if (commissionAcknowledged !== undefined) fields.commissionAcknowledged = commissionAcknowledged;
  return fields as SharedApplicationAnswers;
}

/** The flat map as the wizard's answers; a path never answered keeps the empty answer. */
export function answersOf(fields: SharedApplicationAnswers): ApplicationAnswers {
  const get = <T>(path: FieldPath, fallback: T): T => (fields[path] as T | undefined) ?? fallback;
  const answers = structuredClone(EMPTY_ANSWERS);
  for (const key of CONTACT_KEYS)
    answers.contact[key] = get(`contact.${key}`, EMPTY_ANSWERS.contact[key]);
  for (const key of PROJECT_KEYS)
    answers.project[key] = get(`project.${key}`, EMPTY_ANSWERS.project[key]);
  answers.budget.lines = get<BudgetLine[]>('budget.lines', []).map((line) => ({ ...line }));
  for (const key of BUDGET_TEXT_KEYS)
    answers.budget[key] = get(`budget.${key}`, EMPTY_ANSWERS.budget[key]);
  for (const section of DOCUMENT_SECTIONS) {
    const [document] = get<DocumentAnswer[]>(`documents.${section}`, []);
    answers.documents[section] = document === undefined ? null : { ...document };
  }
  for (const key of SCOPE_KEYS) answers.scope[key] = get(`scope.${key}`, EMPTY_ANSWERS.scope[key]);
  answers.final.targetAudience = [...get<string[]>('final.targetAudience', [])];
  for (const key of FINAL_TEXT_KEYS)
    answers.final[key] = get(`final.${key}`, EMPTY_ANSWERS.final[key]);
  return answers;
}

/** Whether two answers of a path are the same (values are JSON). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The paths whose values differ between two maps, with the `after` value: a save's `changes`. */
export function changesBetween(
  before: SharedApplicationAnswers,
  after: SharedApplicationAnswers,
): SharedApplicationAnswers {
  const changes: Writable = {};
  for (const path of FIELD_PATHS) {
    if (path in after && !sameValue(before[path], after[path])) changes[path] = after[path];
  }
  return changes as SharedApplicationAnswers;
}

// ───────────── The merge rule ─────────────

/**
 * The changed paths that someone other than `callerId` wrote after `baseVersion`: a save with
 * any is refused whole (409); a save without merges. A path the caller themselves wrote since
 * (two of their own saves in flight) is no conflict.
 */
export function conflictsOf(
  baseVersion: number,
  changes: Record<string, unknown>,
  fieldVersions: Partial<Record<string, FieldVersion>>,
  callerId?: string,
): string[] {
  return Object.keys(changes).filter((path) => {
    const written = fieldVersions[path];
    return written !== undefined && written.version > baseVersion && written.by.userId !== callerId;
  });
}

// ───────────── The log's words ─────────────

/** The longest summary openapi.yaml's LastActivity carries. */
export const SUMMARY_MAX = 300;

/**
 * An activity entry in one line (the dashboard's last activity): the log's own sentence
 * ("Priya Raman changed Budget table and Cost sharing"), so one event is said one way wherever it
 * shows, cut to what the contract's `LastActivity.summary` carries (a long name with a long file
 * name would not fit).
 */
export function activitySummary(
  entry: Pick<ActivityEntry, 'actor' | 'kind' | 'fields' | 'detail'>,
): string {
  return fitText(activitySentence(entry), SUMMARY_MAX);
}

/** The section of a `documents.<section>` path, or null. */
export function documentSectionOf(path: string): DocumentSection | null {
  const [prefix, section] = path.split('.');
  return prefix === 'documents' && (DOCUMENT_SECTIONS as readonly string[]).includes(section ?? '')
    ? (section as DocumentSection)
    : null;
}
