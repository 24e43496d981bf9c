import type {
  ActivityKind,
  FieldConflict,
  FieldVersion,
  SharedApplication,
  SharedApplicationAnswers,
  WizardStep,
} from '../../../api/schema.gen';
import { isUuid } from '../../../domain/safe-url';
import {
  SHARED_MESSAGES,
  activitySummary,
  changeProblems,
  conflictsOf,
  documentSectionOf,
  sameValue,
} from '../../../domain/shared-application';
import { TOO_LONG_MESSAGE } from '../../../domain/limits';
import type {
  MockDatabase,
  SharedApplicationRecord,
  SharedMemberRecord,
  UserRecord,
} from '../../db';
import { HttpError, jsonBody, ok, validationFailed } from '../../http';
import { defineHandlers } from '../../handlers';
import { sharedApplicationFor } from '../shared-applications';
import {
  type Membership,
  memberOf,
  membershipOf,
  notFoundApplication,
  personOf,
  requireRight,
} from './access';
import { logActivity } from './activity';

// The shared draft's answers (issue 46): a save merges field by field, refused whole (409) when
// another member changed a field since the caller's version; and its submission.

const WIZARD_STEPS: readonly WizardStep[] = [
  'commission',
  'contact',
  'project',
  'budget',
  'documents',
  'scope',
  'final',
  'review',
];

const MESSAGES = {
  baseVersion: 'Base version must be a whole number not above the current version',
  changes: 'Changes must be an object of field paths',
  step: 'Unknown step',
  answersRefused: 'Some answers cannot be saved',
} as const;

// ─── Saving ───

export interface SaveRequest {
  baseVersion: number;
  changes: Record<string, unknown>;
  step?: WizardStep;
}

function saveRequestOf(body: Record<string, unknown>): SaveRequest {
  const { baseVersion, changes, step } = body;
  if (typeof baseVersion !== 'number' || !Number.isInteger(baseVersion) || baseVersion < 0)
    throw validationFailed({ baseVersion: MESSAGES.baseVersion });
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes))
    throw validationFailed({ changes: MESSAGES.changes });
  if (step !== undefined && !WIZARD_STEPS.includes(step as WizardStep))
    throw validationFailed({ step: MESSAGES.step });
  const problems = changeProblems(changes as Record<string, unknown>);
  if (Object.keys(problems).length > 0)
    throw validationFailed(
      problems,
      Object.values(problems).every((problem) => problem === 'tooLong')
        ? TOO_LONG_MESSAGE
        : MESSAGES.answersRefused,
    );
  return {
    baseVersion,
    changes: changes as Record<string, unknown>,
    ...(step === undefined ? {} : { step: step as WizardStep }),
  };
}

type DocumentList = { fileName: string; url: string }[];

/** The log entries of the documents a save attached or removed. */
function documentEntries(
  before: SharedApplicationAnswers,
  changes: Record<string, unknown>,
): { kind: ActivityKind; detail: string }[] {
  return Object.entries(changes).flatMap(([path, value]) => {
    if (documentSectionOf(path) === null) return [];
    const old = (before[path as keyof SharedApplicationAnswers] ?? []) as DocumentList;
    const next = value as DocumentList;
    const urls = (list: DocumentList) => new Set(list.map((doc) => doc.url));
    return [
      ...old
        .filter((doc) => !urls(next).has(doc.url))
        .map((doc) => ({ kind: 'documentRemoved' as const, detail: doc.fileName })),
      ...next
        .filter((doc) => !urls(old).has(doc.url))
        .map((doc) => ({ kind: 'documentAttached' as const, detail: doc.fileName })),
    ];
  });
}

/**
 * Applies a save of `user` on `application`, all or nothing: the conflicts (409) first, then the
 * changes, the version, who wrote each field, the log and the caller's presence.
 */
export async function applySave(
  db: MockDatabase,
  { application, member, user }: Membership,
  request: SaveRequest,
  now: Date,
): Promise<SharedApplication> {
  const at = now.toISOString();
  const changed = Object.fromEntries(
    Object.entries(request.changes).filter(
      ([path, value]) =>
        !sameValue(application.answers[path as keyof SharedApplicationAnswers], value),
    ),
  );
  if (Object.keys(request.changes).length > 0) {
    requireRight(member, 'edit');
    if (application.state === 'submitted') throw new HttpError(409, SHARED_MESSAGES.submitted);
    if (request.baseVersion > application.version)
      throw validationFailed({ baseVersion: MESSAGES.baseVersion });
  }
  const conflicts = conflictsOf(request.baseVersion, changed, application.fieldVersions, user.id);
  if (conflicts.length > 0) {
    const current = await sharedApplicationFor(db, application, member, now);
    const fieldConflicts: FieldConflict[] = conflicts.map((field) => {
      const written = application.fieldVersions[field] as FieldVersion;
      const theirs = application.answers[field as keyof SharedApplicationAnswers];
      return { field, ...(theirs === undefined ? {} : { theirs }), by: written.by, at: written.at };
    });
    throw new ConflictError(current, fieldConflicts);
  }
  let next = application;
  if (Object.keys(changed).length > 0) {
    const version = application.version + 1;
    const by = personOf(user);
    const fieldVersions = { ...application.fieldVersions };
    for (const path of Object.keys(changed)) fieldVersions[path] = { version, by, at };
    next = {
      ...application,
      version,
      answers: { ...application.answers, ...changed } as SharedApplicationAnswers,
      fieldVersions,
      updatedAt: at,
    };
    await db.sharedApplications.put(next);
    const saved = Object.keys(changed).filter((path) => documentSectionOf(path) === null);
    if (saved.length > 0)
      await logActivity(db, next, { at, actor: by, kind: 'saved', fields: saved });
    for (const entry of documentEntries(application.answers, changed))
      await logActivity(db, next, { at, actor: by, ...entry });
  }
  const present: SharedMemberRecord = {
    ...member,
    step: request.step ?? member.step ?? 'commission',
    activeAt: at,
  };
  await db.sharedMembers.put(present);
  return sharedApplicationFor(db, next, present, now);
}

/** A refused save: the contract's SharedApplicationConflict body. */
class ConflictError extends HttpError {
  constructor(
    readonly current: SharedApplication,
    readonly conflicts: FieldConflict[],
  ) {
    super(409, SHARED_MESSAGES.conflict);
  }

  override toResponse() {
    return {
      status: 409,
      body: {
        status: 409,
        message: this.message,
        current: this.current,
        conflicts: this.conflicts,
      },
    };
  }
}

// ─── Submitting (createGrantApplication with a draftId) ───

/**
 * The shared draft a submission names, when the caller may submit it: its owner (403 for
 * another member, 404 for a stranger), still a draft (409), for the submitted grant (422).
 */
export async function draftToSubmit(
  db: MockDatabase,
  user: UserRecord,
  draftId: unknown,
  grantId: unknown,
): Promise<SharedApplicationRecord | null> {
  if (draftId === undefined) return null;
  const id = typeof draftId === 'string' ? draftId.toLowerCase() : '';
  if (!isUuid(id)) throw notFoundApplication();
  const { application, member } = await memberOf(db, id, user);
  requireRight(member, 'submit');
  if (application.state === 'submitted') throw new HttpError(409, SHARED_MESSAGES.submitted);
  if (typeof grantId !== 'string' || grantId.toLowerCase() !== application.grantId)
    throw validationFailed({ draftId: 'The draft is for another grant' });
  return application;
}

/** The draft becomes submitted, linked to its application, and its log says so. */
export async function markSubmitted(
  db: MockDatabase,
  application: SharedApplicationRecord,
  applicationId: string,
  user: UserRecord,
  at: string,
): Promise<{ at: string; summary: string }> {
  const submitted: SharedApplicationRecord = {
    ...application,
    state: 'submitted',
    applicationId,
    updatedAt: at,
  };
  await db.sharedApplications.put(submitted);
  const entry = await logActivity(db, submitted, { at, actor: personOf(user), kind: 'submitted' });
  return { at, summary: activitySummary(entry) };
}

export const handlers = defineHandlers({
  async saveSharedApplication(ctx) {
    const membership = await membershipOf(ctx);
    const request = saveRequestOf(jsonBody(ctx));
    return ok(await applySave(ctx.db, membership, request, ctx.now()));
  },
});
