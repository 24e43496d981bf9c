import type { ActivityEntry, PersonRef } from '../../../api/schema.gen';
import { fitText } from '../../../domain/text';
import { isUuid } from '../../../domain/safe-url';
import { SHARED_MESSAGES, type SharedRight, canDo } from '../../../domain/shared-application';
import type {
  MockDatabase,
  SharedApplicationRecord,
  SharedInvitationRecord,
  SharedMemberRecord,
  UserRecord,
} from '../../db';
import { type HandlerContext, HttpError, requireUser } from '../../http';

// Applying together (issue 46), what every part of it shares: who may do what (a non-member is
// answered 404 for everything of the application, as if it did not exist; a member whose role
// does not allow a write 403) and how a person and a log entry are shown.

/** The most a list of the sharing answers (applications, invitations, log entries) holds. */
export const MAX_LOG = 500;

export const notFoundApplication = () => new HttpError(404, SHARED_MESSAGES.notFound);
export const notFoundInvitation = () => new HttpError(404, 'Invitation not found');

/** The longest name and log detail openapi.yaml's PersonRef and ActivityEntry carry. */
export const NAME_MAX = 200;
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
export const fittedEntry = <T extends Omit<ActivityEntry, 'id'>>(entry: T): T => ({
  ...entry,
  actor: { ...entry.actor, name: fitText(entry.actor.name, NAME_MAX) },
  ...(entry.detail === undefined ? {} : { detail: fitText(entry.detail, DETAIL_MAX) }),
});

export const isExpired = (invitation: SharedInvitationRecord, now: Date) =>
  Date.parse(invitation.expiresAt) <= now.getTime();

// ─── Who may do what ───

export interface Membership {
  application: SharedApplicationRecord;
  member: SharedMemberRecord;
  user: UserRecord;
}

/** The application the path names, when the caller is a member (404 otherwise, even for a stranger's). */
export async function membershipOf(ctx: HandlerContext, user?: UserRecord): Promise<Membership> {
  const caller = user ?? (await requireUser(ctx));
  const id = (ctx.request.params.id ?? '').toLowerCase();
  if (!isUuid(id)) throw notFoundApplication();
  return memberOf(ctx.db, id, caller);
}

export async function memberOf(
  db: MockDatabase,
  id: string,
  user: UserRecord,
): Promise<Membership> {
  const [application, member] = await Promise.all([
    db.sharedApplications.get(id),
    db.sharedMembers.get([id, user.id]),
  ]);
  if (!application || !member) throw notFoundApplication();
  return { application, member, user };
}

export function requireRight(member: SharedMemberRecord, right: SharedRight): void {
  if (canDo(member.role, right)) return;
  throw new HttpError(
    403,
    right === 'edit' ? SHARED_MESSAGES.viewerCannotChange : SHARED_MESSAGES.ownerOnly,
  );
}
