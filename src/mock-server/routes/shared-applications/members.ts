import type { Member } from '../../../api/schema.gen';
import { isEmail } from '../../../domain/text';
import { isUuid } from '../../../domain/safe-url';
import {
  INVITATION_LIFETIME_MS,
  SHARED_MESSAGES,
  isInvitedRole,
} from '../../../domain/shared-application';
import { newLinkSecret, sendInvitationMail } from '../../mail';
import type {
  MockDatabase,
  SharedApplicationRecord,
  SharedInvitationRecord,
  SharedMemberRecord,
  UserRecord,
} from '../../db';
import {
  type HandlerContext,
  HttpError,
  assertWithinLimits,
  jsonBody,
  newId,
  noContent,
  ok,
  validationFailed,
} from '../../http';
import { defineHandlers } from '../../handlers';
import { toInvitation } from '../shared-applications';
import {
  type Membership,
  isExpired,
  membershipOf,
  notFoundInvitation,
  personOf,
  requireRight,
} from './access';
import { logActivity } from './activity';

// The people of a shared application, as its owner manages them (issue 46): invitations sent,
// sent again and cancelled, a member's role changed, a member removed (or leaving).

const INVITATION_EMAIL_MAX = 254;

const MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  role: 'Role must be editor or viewer',
  alreadyMember: 'This person is already a member.',
  alreadyInvited: 'This person is already invited.',
  tooMany: 'An application has at most 50 members and invitations.',
} as const;
/** Members and invitations (pending or expired) of one application, together. */
const MAX_PEOPLE = 50;

const notFoundMember = () => new HttpError(404, 'Member not found');

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

export const handlers = defineHandlers({
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
});
