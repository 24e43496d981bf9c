import type {
  ActivityEntry,
  ActivityKind,
  FieldConflict,
  FieldVersion,
  Invitation,
  Member,
  Notification,
  PersonRef,
  ReceivedInvitation,
  SharedApplication,
  SharedApplicationAnswers,
  SharedApplicationSummary,
  WizardStep,
} from '../../api/schema.gen';
import { fitText, isEmail } from '../../domain/text';
import { notificationId } from '../../domain/notifications';
import { isUuid } from '../../domain/safe-url';
import {
  INVITATION_LIFETIME_MS,
  PRESENCE_WINDOW_MS,
  SHARED_MESSAGES,
  type SharedRight,
  activitySummary,
  canDo,
  changeProblems,
  conflictsOf,
  documentSectionOf,
  isInvitedRole,
  sameValue,
} from '../../domain/shared-application';
import { TOO_LONG_MESSAGE } from '../../domain/limits';
import { LINK_SECRET_MAX, newLinkSecret, sendInvitationMail } from '../mail';
import type {
  MockDatabase,
  SharedActivityRecord,
  SharedApplicationRecord,
  SharedInvitationRecord,
  SharedMemberRecord,
  UserRecord,
} from '../db';
import {
  type HandlerContext,
  HttpError,
  assertWithinLimits,
  jsonBody,
  newId,
  noContent,
  ok,
  requireUser,
  validationFailed,
} from '../http';
import { defineHandlers } from '../handlers';

// Applying together (issue 46): a wizard draft kept on the server, its members, invitations and
// log. Access is decided here: a non-member is answered 404 for everything of the application
// (as if it did not exist), a member whose role does not allow a write 403. Every handler runs in
// one database transaction (app.ts), so a refused save (409) applies nothing.

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
const MAX_LOG = 500;
const INVITATION_EMAIL_MAX = 254;

const MESSAGES = {
  grantRequired: 'Grant is required',
  grantNotFound: 'Grant not found',
  baseVersion: 'Base version must be a whole number not above the current version',
  changes: 'Changes must be an object of field paths',
  step: 'Unknown step',
  answersRefused: 'Some answers cannot be saved',
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  role: 'Role must be editor or viewer',
  alreadyMember: 'This person is already a member.',
  alreadyInvited: 'This person is already invited.',
  tooMany: 'An application has at most 50 members and invitations.',
} as const;
/** Members and invitations (pending or expired) of one application, together. */
const MAX_PEOPLE = 50;

const notFoundApplication = () => new HttpError(404, SHARED_MESSAGES.notFound);
const notFoundInvitation = () => new HttpError(404, 'Invitation not found');
const notFoundMember = () => new HttpError(404, 'Member not found');

/** The longest name and log detail openapi.yaml's PersonRef and ActivityEntry carry. */
const NAME_MAX = 200;
const DETAIL_MAX = 300;

/** A user as others see them: a display name of two names of up to 100 each, cut to fit. */
export const personOf = (user: Pick<UserRecord, 'id' | 'firstName' | 'lastName'>): PersonRef => ({
  userId: user.id,
  name: fitText(`${user.firstName} ${user.lastName}`.trim(), NAME_MAX),
});

/**
 * A log entry as the contract carries it: its actor's name and its detail cut to fit (also for
 * entries written before the cut, so a log never answers 500 for what it holds).
 */
const fittedEntry = <T extends Omit<ActivityEntry, 'id'>>(entry: T): T => ({
  ...entry,
  actor: { ...entry.actor, name: fitText(entry.actor.name, NAME_MAX) },
  ...(entry.detail === undefined ? {} : { detail: fitText(entry.detail, DETAIL_MAX) }),
});

const isExpired = (invitation: SharedInvitationRecord, now: Date) =>
  Date.parse(invitation.expiresAt) <= now.getTime();

// ─── The log ───

/**
 * Adds an entry to an application's log. A submitted application's row on the dashboard keeps
 * its last activity (GrantApplication.lastActivity).
 */
export async function logActivity(
  db: MockDatabase,
  application: Pick<SharedApplicationRecord, 'id' | 'applicationId'>,
  entry: Omit<ActivityEntry, 'id'>,
): Promise<SharedActivityRecord> {
  const last = await db.sharedActivity
    .where('[applicationId+seq]')
    .between([application.id, -Infinity], [application.id, Infinity])
    .last();
  const record: SharedActivityRecord = {
    id: newId(),
    ...fittedEntry(entry),
    applicationId: application.id,
    seq: (last?.seq ?? 0) + 1,
  };
  await db.sharedActivity.add(record);
  if (application.applicationId) {
    await db.applications.update(application.applicationId, {
      lastActivity: { at: entry.at, summary: activitySummary(fittedEntry(entry)) },
    });
  }
  return record;
}

/**
 * A log entry as a member of `role` may read it (issue 61): members see names, the owner also
 * emails, so an invitation's address is the owner's only. A decline names the member (an entry
 * written before said the email: it says nothing more).
 */
function entryAs<T extends Pick<ActivityEntry, 'kind' | 'detail'>>(
  entry: T,
  role: SharedMemberRecord['role'],
): T {
  const hidden =
    (entry.kind === 'memberInvited' && role !== 'owner') ||
    (entry.kind === 'memberDeclined' && isEmail(entry.detail ?? ''));
  if (!hidden) return entry;
  const { detail: _detail, ...rest } = entry;
  return rest as T;
}

async function activityOf(
  db: MockDatabase,
  applicationId: string,
  role: SharedMemberRecord['role'],
): Promise<ActivityEntry[]> {
  const rows = await db.sharedActivity
    .where('[applicationId+seq]')
    .between([applicationId, -Infinity], [applicationId, Infinity])
    .reverse()
    .limit(MAX_LOG)
    .toArray();
  return rows.map(({ applicationId: _applicationId, seq: _seq, ...entry }) =>
    entryAs(fittedEntry(entry), role),
  );
}

/**
 * The stage of a submitted application changed: its shared application's log says so (an
 * application made without one has no log).
 */
export async function logStageChanged(
  db: MockDatabase,
  applicationId: string,
  stage: string,
  actor: PersonRef,
  at: string,
): Promise<void> {
  const shared = await db.sharedApplications
    .filter((row) => row.applicationId === applicationId)
    .first();
  if (shared) await logActivity(db, shared, { at, actor, kind: 'stageChanged', detail: stage });
}

// ─── Who may do what ───

export interface Membership {
  application: SharedApplicationRecord;
  member: SharedMemberRecord;
  user: UserRecord;
}

/** The application the path names, when the caller is a member (404 otherwise, even for a stranger's). */
async function membershipOf(ctx: HandlerContext, user?: UserRecord): Promise<Membership> {
  const caller = user ?? (await requireUser(ctx));
  const id = (ctx.request.params.id ?? '').toLowerCase();
  if (!isUuid(id)) throw notFoundApplication();
  return memberOf(ctx.db, id, caller);
}

async function memberOf(db: MockDatabase, id: string, user: UserRecord): Promise<Membership> {
  const [application, member] = await Promise.all([
    db.sharedApplications.get(id),
    db.sharedMembers.get([id, user.id]),
  ]);
  if (!application || !member) throw notFoundApplication();
  return { application, member, user };
}

function requireRight(member: SharedMemberRecord, right: SharedRight): void {
  if (canDo(member.role, right)) return;
  throw new HttpError(
    403,
    right === 'edit' ? SHARED_MESSAGES.viewerCannotChange : SHARED_MESSAGES.ownerOnly,
  );
}

// ─── Answers ───

async function membersOf(db: MockDatabase, applicationId: string) {
  const rows = await db.sharedMembers.where('applicationId').equals(applicationId).toArray();
  const users = await db.users.bulkGet(rows.map((row) => row.userId));
  return rows.flatMap((row, i) => {
    const user = users[i];
    return user ? [{ row, user }] : [];
  });
}

function toInvitation(record: SharedInvitationRecord, now: Date): Invitation {
  return {
    id: record.id,
    email: record.email,
    role: record.role,
    status: isExpired(record, now) ? 'expired' : 'pending',
    sentAt: record.sentAt,
    expiresAt: record.expiresAt,
  };
}

const roleOrder = { owner: 0, editor: 1, viewer: 2 } as const;

/** The application as `user` (a member) may see it. */
export async function sharedApplicationFor(
  db: MockDatabase,
  application: SharedApplicationRecord,
  member: SharedMemberRecord,
  now: Date,
): Promise<SharedApplication> {
  const [grant, members, owner] = await Promise.all([
    db.grants.get(application.grantId),
    membersOf(db, application.id),
    db.users.get(application.ownerId),
  ]);
  const invitations =
    member.role === 'owner'
      ? await db.sharedInvitations.where('applicationId').equals(application.id).sortBy('sentAt')
      : [];
  const since = now.getTime() - PRESENCE_WINDOW_MS;
  return {
    id: application.id,
    grantId: application.grantId,
    grantTitle: grant?.title ?? '',
    state: application.state,
    ...(application.applicationId ? { applicationId: application.applicationId } : {}),
    version: application.version,
    answers: application.answers,
    fieldVersions: Object.fromEntries(
      Object.entries(application.fieldVersions).map(([path, written]) => [
        path,
        written && { ...written, by: { ...written.by, name: fitText(written.by.name, NAME_MAX) } },
      ]),
    ),
    step: member.step ?? 'commission',
    role: member.role,
    owner: owner ? personOf(owner) : { userId: application.ownerId, name: '' },
    members: members
      .sort(
        (a, b) =>
          roleOrder[a.row.role] - roleOrder[b.row.role] ||
          a.row.joinedAt.localeCompare(b.row.joinedAt),
      )
      .map(({ row, user }): Member => ({
        ...personOf(user),
        // Members see names; the owner, who manages them, also their emails (issue 61).
        ...(member.role === 'owner' ? { email: user.email } : {}),
        role: row.role,
        joinedAt: row.joinedAt,
      })),
    invitations: invitations.map((invitation) => toInvitation(invitation, now)),
    presence: members
      .filter(
        ({ row }) =>
          row.userId !== member.userId &&
          row.step !== undefined &&
          row.activeAt !== undefined &&
          Date.parse(row.activeAt) >= since,
      )
      .map(({ row, user }) => ({
        ...personOf(user),
        step: row.step!,
        at: row.activeAt!,
      })),
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
  };
}

async function summaryFor(
  db: MockDatabase,
  application: SharedApplicationRecord,
  member: SharedMemberRecord,
): Promise<SharedApplicationSummary> {
  const [grant, owner, members, [newest]] = await Promise.all([
    db.grants.get(application.grantId),
    db.users.get(application.ownerId),
    membersOf(db, application.id),
    db.sharedActivity
      .where('[applicationId+seq]')
      .between([application.id, -Infinity], [application.id, Infinity])
      .reverse()
      .limit(1)
      .toArray(),
  ]);
  return {
    id: application.id,
    grantId: application.grantId,
    grantTitle: grant?.title ?? '',
    grantDeadline: grant?.deadline ?? application.createdAt.slice(0, 10),
    projectTitle: application.answers['project.projectTitle'] ?? '',
    role: member.role,
    state: application.state,
    ...(application.applicationId ? { applicationId: application.applicationId } : {}),
    owner: owner ? personOf(owner) : { userId: application.ownerId, name: '' },
    // Who else is on it: the owner first, then by when they joined.
    others: members
      .filter(({ row }) => row.userId !== member.userId)
      .sort((a, b) =>
        a.row.role === 'owner'
          ? -1
          : b.row.role === 'owner'
            ? 1
            : a.row.joinedAt.localeCompare(b.row.joinedAt),
      )
      .map(({ user }) => personOf(user)),
    lastActivity: newest
      ? { at: newest.at, summary: activitySummary(entryAs(fittedEntry(newest), member.role)) }
      : { at: application.updatedAt, summary: '' },
    updatedAt: application.updatedAt,
  };
}

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

// ─── Invitations ───

/** What a 403 of an invitation says (openapi.yaml's `InvitationRefused`). */
export const INVITATION_REFUSED = {
  emailNotVerified: 'Verify your email address to answer this invitation.',
  invitationForAnotherEmail: 'This invitation was sent to another email address.',
} as const;

const refusedInvitation = (code: keyof typeof INVITATION_REFUSED) =>
  new HttpError(403, INVITATION_REFUSED[code], { invitation: code });

/** Compares two secrets in a time that does not tell how much of them matched. */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * The invitation the caller may answer (issue 61: a mailbox proves an email). The invitation
 * mail's own link (`secret`) proves it for any signed-in account; otherwise the invitation must be
 * to the caller's email, and that email verified (403 `emailNotVerified`). Another email's
 * invitation answers 404, as an unknown id, unless the caller came with a link that is not this
 * invitation's (an older one, after the owner sent it again): then 403 `invitationForAnotherEmail`.
 */
async function invitationFor(
  ctx: HandlerContext,
  secret?: string,
): Promise<{ invitation: SharedInvitationRecord; user: UserRecord }> {
  const user = await requireUser(ctx);
  const id = (ctx.request.params.invitationId ?? '').toLowerCase();
  const invitation = isUuid(id) ? await ctx.db.sharedInvitations.get(id) : undefined;
  if (!invitation || isExpired(invitation, ctx.now())) throw notFoundInvitation();
  if (secret && invitation.secret && sameSecret(secret, invitation.secret)) {
    return { invitation, user };
  }
  if (invitation.email !== user.email.toLowerCase()) {
    if (secret) throw refusedInvitation('invitationForAnotherEmail');
    throw notFoundInvitation();
  }
  if (!user.emailVerified) throw refusedInvitation('emailNotVerified');
  return { invitation, user };
}

/** The link secret of an accept's optional body (`AcceptInvitationRequest`). */
function acceptSecret(ctx: HandlerContext): string | undefined {
  const { body } = ctx.request;
  if (body === null || body === undefined) return undefined;
  const fields = jsonBody(ctx);
  assertWithinLimits(fields, { token: LINK_SECRET_MAX });
  return typeof fields.token === 'string' && fields.token !== '' ? fields.token : undefined;
}

async function ownersInvitation(ctx: HandlerContext): Promise<{
  membership: Membership;
  invitation: SharedInvitationRecord;
}> {
  const membership = await membershipOf(ctx);
  requireRight(membership.member, 'manageMembers');
  const id = (ctx.request.params.invitationId ?? '').toLowerCase();
  const invitation = isUuid(id) ? await ctx.db.sharedInvitations.get(id) : undefined;
  if (!invitation || invitation.applicationId !== membership.application.id)
    throw notFoundInvitation();
  return { membership, invitation };
}

/** The bell's invitations: pending, unexpired ones to the user's email. */
export async function invitationNotifications(
  db: MockDatabase,
  userId: string,
  now: Date,
): Promise<Omit<Notification, 'read'>[]> {
  const user = await db.users.get(userId);
  if (!user) return [];
  const received = await receivedInvitations(db, user, now);
  return received.map((invitation) => ({
    id: notificationId('invitationReceived', invitation.id, invitation.sentAt),
    kind: 'invitationReceived' as const,
    subjectId: invitation.id,
    subjectName: invitation.grantTitle,
    role: invitation.role,
    date: invitation.sentAt.slice(0, 10),
    at: invitation.sentAt,
  }));
}

async function receivedInvitations(
  db: MockDatabase,
  user: UserRecord,
  now: Date,
): Promise<ReceivedInvitation[]> {
  const rows = (
    await db.sharedInvitations.where('email').equals(user.email.toLowerCase()).toArray()
  ).filter((row) => !isExpired(row, now));
  const found: ReceivedInvitation[] = [];
  for (const row of rows) {
    const application = await db.sharedApplications.get(row.applicationId);
    if (!application) continue;
    const [grant, from] = await Promise.all([
      db.grants.get(application.grantId),
      db.users.get(row.invitedBy),
    ]);
    found.push({
      id: row.id,
      applicationId: application.id,
      grantTitle: grant?.title ?? '',
      // Nothing of the application's answers until the mailbox is proved (issue 61).
      projectTitle: user.emailVerified ? (application.answers['project.projectTitle'] ?? '') : '',
      role: row.role,
      from: { name: from ? personOf(from).name : '' },
      sentAt: row.sentAt,
      expiresAt: row.expiresAt,
    });
  }
  return found.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** Sends the invitation mail, whose link carries the invitation's secret. */
async function mailInvitation(
  db: MockDatabase,
  invitation: SharedInvitationRecord,
  from: UserRecord,
  application: SharedApplicationRecord,
  now: Date,
): Promise<void> {
  if (!invitation.secret) return;
  const grant = await db.grants.get(application.grantId);
  await sendInvitationMail(
    db,
    { id: invitation.id, email: invitation.email, secret: invitation.secret },
    personOf(from).name,
    grant?.title ?? 'a grant',
    now,
  );
}

/** Deletes an application with its members, invitations and log. */
async function deleteShared(db: MockDatabase, id: string): Promise<void> {
  await Promise.all([
    db.sharedApplications.delete(id),
    db.sharedMembers.where('applicationId').equals(id).delete(),
    db.sharedInvitations.where('applicationId').equals(id).delete(),
    db.sharedActivity.where('applicationId').equals(id).delete(),
  ]);
}

/** Creates a shared draft owned by `owner` (its log starts with `created`). */
export async function createShared(
  db: MockDatabase,
  owner: UserRecord,
  grantId: string,
  at: string,
): Promise<{ application: SharedApplicationRecord; member: SharedMemberRecord }> {
  const application: SharedApplicationRecord = {
    id: newId(),
    ownerId: owner.id,
    grantId,
    state: 'draft',
    version: 0,
    answers: {},
    fieldVersions: {},
    createdAt: at,
    updatedAt: at,
  };
  const member: SharedMemberRecord = {
    applicationId: application.id,
    userId: owner.id,
    role: 'owner',
    joinedAt: at,
  };
  await db.sharedApplications.add(application);
  await db.sharedMembers.add(member);
  await logActivity(db, application, { at, actor: personOf(owner), kind: 'created' });
  return { application, member };
}

export const handlers = defineHandlers({
  async listSharedApplications(ctx) {
    const user = await requireUser(ctx);
    const rows = await ctx.db.sharedMembers.where('userId').equals(user.id).toArray();
    const summaries: SharedApplicationSummary[] = [];
    for (const member of rows) {
      const application = await ctx.db.sharedApplications.get(member.applicationId);
      if (application) summaries.push(await summaryFor(ctx.db, application, member));
    }
    return ok(
      summaries
        .sort((a, b) => b.lastActivity.at.localeCompare(a.lastActivity.at))
        .slice(0, MAX_LOG),
    );
  },
  async openSharedApplication(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    const grantId = typeof body.grantId === 'string' ? body.grantId.toLowerCase() : '';
    if (!isUuid(grantId))
      throw validationFailed({ grantId: MESSAGES.grantRequired }, MESSAGES.grantRequired);
    const grant = await ctx.db.grants.get(grantId);
    if (!grant) throw validationFailed({ grantId: 'grantNotFound' }, MESSAGES.grantNotFound);
    const existing = (
      await ctx.db.sharedApplications
        .where('[ownerId+grantId]')
        .equals([user.id, grantId])
        .toArray()
    ).find((row) => row.state === 'draft');
    const now = ctx.now();
    if (existing) {
      const { application, member } = await memberOf(ctx.db, existing.id, user);
      return ok(await sharedApplicationFor(ctx.db, application, member, now));
    }
    const { application, member } = await createShared(ctx.db, user, grantId, now.toISOString());
    return ok(await sharedApplicationFor(ctx.db, application, member, now), 201);
  },
  async getSharedApplication(ctx) {
    const { application, member } = await membershipOf(ctx);
    return ok(await sharedApplicationFor(ctx.db, application, member, ctx.now()));
  },
  async saveSharedApplication(ctx) {
    const membership = await membershipOf(ctx);
    const request = saveRequestOf(jsonBody(ctx));
    return ok(await applySave(ctx.db, membership, request, ctx.now()));
  },
  async deleteSharedApplication(ctx) {
    const { application, member } = await membershipOf(ctx);
    requireRight(member, 'delete');
    if (application.state === 'submitted') throw new HttpError(409, SHARED_MESSAGES.submitted);
    await deleteShared(ctx.db, application.id);
    return noContent();
  },
  async listSharedApplicationActivity(ctx) {
    const { application, member } = await membershipOf(ctx);
    return ok(await activityOf(ctx.db, application.id, member.role));
  },
  async inviteMember(ctx) {
    const { application, member, user } = await membershipOf(ctx);
    requireRight(member, 'manageMembers');
    const body = jsonBody(ctx);
    assertWithinLimits(body, { email: INVITATION_EMAIL_MAX });
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const emailError =
      email === '' ? MESSAGES.emailRequired : isEmail(email) ? undefined : MESSAGES.emailInvalid;
    const roleError = isInvitedRole(body.role) ? undefined : MESSAGES.role;
    if (emailError || roleError)
      throw validationFailed({
        ...(emailError ? { email: emailError } : {}),
        ...(roleError ? { role: roleError } : {}),
      });
    const now = ctx.now();
    const invitee = await ctx.db.users.where('email').equals(email).first();
    if (invitee && (await ctx.db.sharedMembers.get([application.id, invitee.id])))
      throw new HttpError(409, MESSAGES.alreadyMember);
    const earlier = (await ctx.db.sharedInvitations.where('email').equals(email).toArray()).filter(
      (row) => row.applicationId === application.id,
    );
    if (earlier.some((row) => !isExpired(row, now)))
      throw new HttpError(409, MESSAGES.alreadyInvited);
    await ctx.db.sharedInvitations.bulkDelete(earlier.map((row) => row.id));
    const [members, invitations] = await Promise.all([
      ctx.db.sharedMembers.where('applicationId').equals(application.id).count(),
      ctx.db.sharedInvitations.where('applicationId').equals(application.id).count(),
    ]);
    if (members + invitations >= MAX_PEOPLE) throw new HttpError(409, MESSAGES.tooMany);
    const at = now.toISOString();
    const invitation: SharedInvitationRecord = {
      id: newId(),
      applicationId: application.id,
      email,
      role: body.role as SharedInvitationRecord['role'],
      invitedBy: user.id,
      sentAt: at,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
      secret: newLinkSecret(),
    };
    await ctx.db.sharedInvitations.add(invitation);
    await mailInvitation(ctx.db, invitation, user, application, now);
    await logActivity(ctx.db, application, {
      at,
      actor: personOf(user),
      kind: 'memberInvited',
      detail: email,
    });
    return ok(toInvitation(invitation, now), 201);
  },
  async resendInvitation(ctx) {
    const { invitation, membership } = await ownersInvitation(ctx);
    const now = ctx.now();
    // A new link: the earlier mail's stops working.
    const renewed: SharedInvitationRecord = {
      ...invitation,
      sentAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
      secret: newLinkSecret(),
    };
    await ctx.db.sharedInvitations.put(renewed);
    await mailInvitation(ctx.db, renewed, membership.user, membership.application, now);
    return ok(toInvitation(renewed, now));
  },
  async cancelInvitation(ctx) {
    const { invitation } = await ownersInvitation(ctx);
    await ctx.db.sharedInvitations.delete(invitation.id);
    return noContent();
  },
  async updateMember(ctx) {
    const { application, member, user } = await membershipOf(ctx);
    requireRight(member, 'manageMembers');
    const body = jsonBody(ctx);
    if (!isInvitedRole(body.role)) throw validationFailed({ role: MESSAGES.role });
    const targetId = (ctx.request.params.userId ?? '').toLowerCase();
    const target = isUuid(targetId)
      ? await ctx.db.sharedMembers.get([application.id, targetId])
      : undefined;
    if (!target) throw notFoundMember();
    if (target.role === 'owner') throw new HttpError(403, SHARED_MESSAGES.ownerStays);
    const targetUser = await ctx.db.users.get(target.userId);
    if (!targetUser) throw notFoundMember();
    const updated: SharedMemberRecord = { ...target, role: body.role };
    if (updated.role !== target.role) {
      await ctx.db.sharedMembers.put(updated);
      await logActivity(ctx.db, application, {
        at: ctx.now().toISOString(),
        actor: personOf(user),
        kind: 'memberRoleChanged',
        detail: `${personOf(targetUser).name} is now ${updated.role === 'editor' ? 'an editor' : 'a viewer'}`,
      });
    }
    return ok({
      ...personOf(targetUser),
      email: targetUser.email,
      role: updated.role,
      joinedAt: updated.joinedAt,
    } satisfies Member);
  },
  async removeMember(ctx) {
    const { application, member, user } = await membershipOf(ctx);
    const targetId = (ctx.request.params.userId ?? '').toLowerCase();
    const at = ctx.now().toISOString();
    if (targetId === user.id) {
      if (member.role === 'owner') throw new HttpError(403, SHARED_MESSAGES.ownerStays);
      await ctx.db.sharedMembers.delete([application.id, user.id]);
      await logActivity(ctx.db, application, { at, actor: personOf(user), kind: 'memberLeft' });
      return noContent();
    }
    requireRight(member, 'manageMembers');
    const target = isUuid(targetId)
      ? await ctx.db.sharedMembers.get([application.id, targetId])
      : undefined;
    if (!target) throw notFoundMember();
    const targetUser = await ctx.db.users.get(target.userId);
    await ctx.db.sharedMembers.delete([application.id, target.userId]);
    await logActivity(ctx.db, application, {
      at,
      actor: personOf(user),
      kind: 'memberRemoved',
      detail: targetUser ? personOf(targetUser).name : '',
    });
    return noContent();
  },
  async listInvitations(ctx) {
    const user = await requireUser(ctx);
    return ok((await receivedInvitations(ctx.db, user, ctx.now())).slice(0, MAX_LOG));
  },
  async acceptInvitation(ctx) {
    const { invitation, user } = await invitationFor(ctx, acceptSecret(ctx));
    const application = await ctx.db.sharedApplications.get(invitation.applicationId);
    if (!application) throw notFoundInvitation();
    await ctx.db.sharedInvitations.delete(invitation.id);
    const at = ctx.now().toISOString();
    let member = await ctx.db.sharedMembers.get([application.id, user.id]);
    if (!member) {
      member = {
        applicationId: application.id,
        userId: user.id,
        role: invitation.role,
        joinedAt: at,
      };
      await ctx.db.sharedMembers.add(member);
      await logActivity(ctx.db, application, {
        at,
        actor: personOf(user),
        kind: 'memberJoined',
        detail: invitation.role,
      });
    }
    return ok(await summaryFor(ctx.db, application, member));
  },
  async declineInvitation(ctx) {
    const { invitation, user } = await invitationFor(ctx);
    await ctx.db.sharedInvitations.delete(invitation.id);
    const application = await ctx.db.sharedApplications.get(invitation.applicationId);
    if (application)
      await logActivity(ctx.db, application, {
        at: ctx.now().toISOString(),
        actor: personOf(user),
        kind: 'memberDeclined',
        detail: personOf(user).name,
      });
    return noContent();
  },
});
