import { api } from './client';
import { ApiError, unwrap } from './errors';
import type {
  ActivityEntry,
  ApplicationCopy,
  Invitation,
  InvitationRequest,
  InvitedRole,
  Member,
  ReceivedInvitation,
  SharedApplication,
  SharedApplicationConflict,
  SharedApplicationSave,
  SharedApplicationSummary,
} from './schema.gen';

// Applying together (issue 46): a wizard draft kept on the server, its members, invitations and
// activity log. Each function returns the value or throws an ApiError in the server's words (a
// save refused because someone else changed a field throws a SaveConflictError, which keeps the
// current application and each conflict).

/** The shared applications the caller owns or has joined, most recently active first. */
export const listSharedApplications = (): Promise<SharedApplicationSummary[]> =>
  unwrap(api.GET('/shared-applications'));

/** The caller's draft for a grant: the existing one, or a new one (the caller its owner). */
export const openSharedApplication = (grantId: string): Promise<SharedApplication> =>
  unwrap(api.POST('/shared-applications', { body: { grantId } }));

export const getSharedApplication = (id: string): Promise<SharedApplication> =>
  unwrap(api.GET('/shared-applications/{id}', { params: { path: { id } } }));

/** A save refused because someone else changed a field since its base version (409). */
export class SaveConflictError extends ApiError {
  readonly current: SharedApplication;
  readonly conflicts: NonNullable<SharedApplicationConflict['conflicts']>;

  constructor(
    body: SharedApplicationConflict &
      Pick<Required<SharedApplicationConflict>, 'current' | 'conflicts'>,
  ) {
    super(409, body);
    this.name = 'SaveConflictError';
    this.current = body.current;
    this.conflicts = body.conflicts;
  }
}

const isConflict = (
  body: unknown,
): body is SharedApplicationConflict &
  Pick<Required<SharedApplicationConflict>, 'current' | 'conflicts'> =>
  typeof body === 'object' &&
  body !== null &&
  'current' in body &&
  Array.isArray((body as { conflicts?: unknown }).conflicts);

/**
 * Saves changed answers made on top of `baseVersion` (and where the caller is: `step`). A
 * SaveConflictError when someone else changed one of those fields since (nothing was applied);
 * an ApiError otherwise (409 too when the application has been submitted).
 */
export const saveSharedApplication = async (
  id: string,
  body: SharedApplicationSave,
): Promise<SharedApplication> => {
  const call = api.PATCH('/shared-applications/{id}', { params: { path: { id } }, body });
  const conflict = await call.then(
    (result) => (result.response.status === 409 && isConflict(result.error) ? result.error : null),
    () => null,
  );
  if (conflict) throw new SaveConflictError(conflict);
  return unwrap(call);
};

/**
 * Starts a new draft for `grantId` from one of the caller's applications (`from`: a submitted
 * application's id or an owned shared application's): the new draft and what was not copied.
 */
export const copyApplication = (body: {
  from: string;
  grantId: string;
}): Promise<ApplicationCopy> => unwrap(api.POST('/application-copies', { body }));

/** Deletes a draft (owner only). */
export const deleteSharedApplication = async (id: string): Promise<void> => {
  await unwrap(api.DELETE('/shared-applications/{id}', { params: { path: { id } } }));
};

/** The application's log, newest first. */
export const listSharedApplicationActivity = (id: string): Promise<ActivityEntry[]> =>
  unwrap(api.GET('/shared-applications/{id}/activity', { params: { path: { id } } }));

/** Invites an email with a role (owner only; a 409 ApiError when already a member or invited). */
export const inviteMember = (id: string, body: InvitationRequest): Promise<Invitation> =>
  unwrap(api.POST('/shared-applications/{id}/invitations', { params: { path: { id } }, body }));

/** Sends an invitation again: it expires 14 days from now. */
export const resendInvitation = (id: string, invitationId: string): Promise<Invitation> =>
  unwrap(
    api.POST('/shared-applications/{id}/invitations/{invitationId}/resend', {
      params: { path: { id, invitationId } },
    }),
  );

export const cancelInvitation = async (id: string, invitationId: string): Promise<void> => {
  await unwrap(
    api.DELETE('/shared-applications/{id}/invitations/{invitationId}', {
      params: { path: { id, invitationId } },
    }),
  );
};

/** Makes a member an editor or a viewer (owner only). */
export const updateMember = (id: string, userId: string, role: InvitedRole): Promise<Member> =>
  unwrap(
    api.PATCH('/shared-applications/{id}/members/{userId}', {
      params: { path: { id, userId } },
      body: { role },
    }),
  );

/** Removes a member (owner), or leaves (the member's own id). */
export const removeMember = async (id: string, userId: string): Promise<void> => {
  await unwrap(
    api.DELETE('/shared-applications/{id}/members/{userId}', {
      params: { path: { id, userId } },
    }),
  );
};

/** Pending, unexpired invitations to the caller's email. */
export const listInvitations = (): Promise<ReceivedInvitation[]> => unwrap(api.GET('/invitations'));

/**
 * Joins the application with the invitation's role. `token`: the invitation mail's link secret
 * (issue 61), which proves the mailbox for any signed-in account; without it, the caller's
 * verified email must be the invited one.
 */
export const acceptInvitation = (
  invitationId: string,
  token?: string,
): Promise<SharedApplicationSummary> =>
  unwrap(
    api.POST('/invitations/{invitationId}/accept', {
      params: { path: { invitationId } },
      ...(token ? { body: { token } } : {}),
    }),
  );

export const declineInvitation = async (invitationId: string): Promise<void> => {
  await unwrap(
    api.POST('/invitations/{invitationId}/decline', { params: { path: { invitationId } } }),
  );
};
