import type { Notification, ReceivedInvitation } from '../../../api/schema.gen';
import { notificationId } from '../../../domain/notifications';
import { isUuid } from '../../../domain/safe-url';
import { LINK_SECRET_MAX } from '../../mail';
import type { MockDatabase, SharedInvitationRecord, UserRecord } from '../../db';
import {
  type HandlerContext,
  HttpError,
  assertWithinLimits,
  jsonBody,
  noContent,
  ok,
  requireUser,
} from '../../http';
import { defineHandlers } from '../../handlers';
import { summaryFor } from '../shared-applications';
import { MAX_LOG, isExpired, notFoundInvitation, personOf } from './access';
import { logActivity } from './activity';

// An invitation as the invited person meets it (issues 46 and 61): in the bell, in their list,
// and answered (accepted or declined) once their mailbox is proved.

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

export const handlers = defineHandlers({
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
