import type {
  Invitation,
  Member,
  PersonRef,
  SharedApplication,
  SharedApplicationSummary,
} from '../../api/schema.gen';
import { fitText } from '../../domain/text';
import { isUuid } from '../../domain/safe-url';
import {
  PRESENCE_WINDOW_MS,
  SHARED_MESSAGES,
  activitySummary,
} from '../../domain/shared-application';
import type {
  MockDatabase,
  SharedApplicationRecord,
  SharedInvitationRecord,
  SharedMemberRecord,
  UserRecord,
} from '../db';
import { HttpError, jsonBody, newId, noContent, ok, requireUser, validationFailed } from '../http';
import { defineHandlers } from '../handlers';
import {
  MAX_LOG,
  NAME_MAX,
  fittedEntry,
  isExpired,
  memberOf,
  membershipOf,
  personOf,
  requireRight,
} from './shared-applications/access';
import { entryAs, logActivity } from './shared-applications/activity';

// Applying together (issue 46): a wizard draft kept on the server, its members, invitations and
// log. Access is decided here: a non-member is answered 404 for everything of the application
// (as if it did not exist), a member whose role does not allow a write 403. Every handler runs in
// one database transaction (app.ts), so a refused save (409) applies nothing.
// This module holds the applications themselves; beside it, in shared-applications/, who may do
// what (access.ts), the log (activity.ts), saving and submitting the draft (draft.ts), the
// owner's members and invitations (members.ts) and the invitee's side (invitations.ts).

const MESSAGES = {
  grantRequired: 'Grant is required',
  grantNotFound: 'Grant not found',
} as const;

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

async function membersOf(db: MockDatabase, applicationId: string) {
  const rows = await db.sharedMembers.where('applicationId').equals(applicationId).toArray();
  const users = await db.users.bulkGet(rows.map((row) => row.userId));
  return rows.flatMap((row, i) => {
    const user = users[i];
    return user ? [{ row, user }] : [];
  });
}

export function toInvitation(record: SharedInvitationRecord, now: Date): Invitation {
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

export async function summaryFor(
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
  async deleteSharedApplication(ctx) {
    const { application, member } = await membershipOf(ctx);
    requireRight(member, 'delete');
    if (application.state === 'submitted') throw new HttpError(409, SHARED_MESSAGES.submitted);
    await deleteShared(ctx.db, application.id);
    return noContent();
  },
});
