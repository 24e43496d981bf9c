import { and, assertEvent, assign, emit, setup } from 'xstate';
import { notProvided } from './not-provided';
import { serverMessageOr } from '../domain/server-message';
import { SHARING_MESSAGES, inviteEmailError } from '../domain/sharing';
import type {
  Invitation,
  InvitedRole,
  Member,
  SharedApplication,
  SharedApplicationRole,
} from '../api/schema.gen';

export type SharingNotice =
  | { type: 'notice'; tone: 'success' | 'error'; message: string }
  /** The caller left the application: it is no longer theirs to see. */
  | { type: 'left' };

/** Who a confirmation is about. */
export interface SharingSubject {
  userId: string;
  name: string;
}

export interface SharingContext {
  applicationId: string;
  /** The caller: their own row offers Leave, never Remove. */
  userId: string;
  /** The caller's role: what the screen was told, then what the server answers. */
  role: SharedApplicationRole;
  /** The last answer of the server (null until the first). */
  application: SharedApplication | null;
  /** Beside the invite form's email: the form's check or the server's reason. */
  inviteError: string | null;
  /** The member the open confirmation (or the running change) is about. */
  subject: SharingSubject | null;
  /** The email of the invitation being sent, resent or cancelled (for the toast). */
  invitationEmail: string | null;
}

export interface SharingInput {
  applicationId: string;
  userId: string;
  role: SharedApplicationRole;
}

export type SharingEvent =
  | { type: 'sharing.retry' }
  | { type: 'invite.edit' }
  | { type: 'invite.submit'; email: string; role: InvitedRole }
  | { type: 'invitation.resend'; invitationId: string }
  | { type: 'invitation.cancel'; invitationId: string }
  | { type: 'member.changeRole'; userId: string; role: InvitedRole }
  | { type: 'member.remove'; userId: string }
  | { type: 'membership.leave' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' };

/** The error an invoked actor failed with (its error event is not one of the machine's events). */
const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

/** The server's reason for the email field (a 422's field error), else its message. */
function emailErrorOf(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error) {
    const errors = (error as { errors: unknown }).errors;
    if (errors && typeof errors === 'object' && 'email' in errors) {
      const message = (errors as { email: unknown }).email;
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  return serverMessageOr(error, SHARING_MESSAGES.inviteFailed);
}

const membersOf = (context: SharingContext): Member[] => context.application?.members ?? [];
const invitationsOf = (context: SharingContext): Invitation[] =>
  context.application?.invitations ?? [];

const memberSubject = (context: SharingContext, userId: string): SharingSubject | null => {
  const member = membersOf(context).find((item) => item.userId === userId);
  return member ? { userId: member.userId, name: member.name } : null;
};

const invitationEmail = (context: SharingContext, invitationId: string): string | null =>
  invitationsOf(context).find((item) => item.id === invitationId)?.email ?? null;

/** What a call needs once it answers (the transition that starts it sets it; 'ready' clears it). */
const CLEAR_CALL = { subject: null, invitationEmail: null } as const;

/**
 * The people of a shared application (issue 46): it loads the application's members and (for
 * its owner) invitations, then the owner invites by email with a role (the email is checked
 * first; the server's refusal stays beside the field), sends an invitation again, cancels one,
 * changes a member's role or removes a member after confirming; a member who is not the owner
 * leaves after confirming. After every change the list is read again. Only the owner's events
 * are taken from the owner (the server decides anyway: a refusal shows its message).
 */
export const sharingMachine = setup({
  types: {
    context: {} as SharingContext,
    events: {} as SharingEvent,
    input: {} as SharingInput,
    emitted: {} as SharingNotice,
  },
  actors: {
    loadSharing: notProvided<SharedApplication, { applicationId: string }>('loadSharing'),
    inviteMember: notProvided<
      Invitation,
      { applicationId: string; email: string; role: InvitedRole }
    >('inviteMember'),
    resendInvitation: notProvided<Invitation, { applicationId: string; invitationId: string }>(
      'resendInvitation',
    ),
    cancelInvitation: notProvided<void, { applicationId: string; invitationId: string }>(
      'cancelInvitation',
    ),
    updateMember: notProvided<Member, { applicationId: string; userId: string; role: InvitedRole }>(
      'updateMember',
    ),
    removeMember: notProvided<void, { applicationId: string; userId: string }>('removeMember'),
  },
  actions: {
    /** A failed change: the server's message (a 403 says why), else `fallback`. */
    notifyFailure: emit(({ event }, params: { fallback: string }) => ({
      type: 'notice' as const,
      tone: 'error' as const,
      message: serverMessageOr(errorOf(event), params.fallback),
    })),
  },
  guards: {
    isOwner: ({ context }) => context.role === 'owner',
    /** A member who is not the owner (the owner cannot leave their own application). */
    mayLeave: ({ context }) =>
      context.role !== 'owner' && membersOf(context).some((m) => m.userId === context.userId),
    hasInviteError: ({ context }) => context.inviteError !== null,
    hasValidEmail: ({ event }) =>
      event.type === 'invite.submit' && inviteEmailError(event.email) === undefined,
    isListedInvitation: ({ context, event }) =>
      (event.type === 'invitation.resend' || event.type === 'invitation.cancel') &&
      invitationsOf(context).some((item) => item.id === event.invitationId),
    /** Another member than the caller and the owner (whose role is not given or taken). */
    isOtherMember: ({ context, event }) =>
      (event.type === 'member.remove' || event.type === 'member.changeRole') &&
      event.userId !== context.userId &&
      membersOf(context).some((m) => m.userId === event.userId && m.role !== 'owner'),
    isNewRole: ({ context, event }) =>
      event.type === 'member.changeRole' &&
      membersOf(context).some((m) => m.userId === event.userId && m.role !== event.role),
  },
}).createMachine({
  id: 'sharing',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    userId: input.userId,
    role: input.role,
    application: null,
    inviteError: null,
    ...CLEAR_CALL,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      meta: { description: 'The members of the application are loading' },
      invoke: {
        id: 'loadSharing',
        src: 'loadSharing',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: {
          target: 'ready',
          actions: assign({
            application: ({ event }) => event.output,
            role: ({ event }) => event.output.role,
          }),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      meta: { description: 'The panel says the members could not be loaded, with Try again' },
      on: { 'sharing.retry': { target: 'loading' } },
    },
    ready: {
      meta: {
        description:
          'Members and invitations are listed with their roles; the owner sees the invite form and the controls, a member Leave',
      },
      entry: assign(CLEAR_CALL),
      on: {
        // The email changes: its error goes (until the next check or answer).
        'invite.edit': { guard: 'hasInviteError', actions: assign({ inviteError: null }) },
        'invite.submit': [
          {
            guard: and(['isOwner', 'hasValidEmail']),
            target: 'inviting',
            actions: assign({
              inviteError: null,
              invitationEmail: ({ event }) => event.email.trim(),
            }),
          },
          {
            guard: 'isOwner',
            actions: assign({
              inviteError: ({ event }) => inviteEmailError(event.email) ?? null,
            }),
          },
        ],
        'invitation.resend': {
          guard: and(['isOwner', 'isListedInvitation']),
          target: 'resending',
          actions: assign({
            invitationEmail: ({ context, event }) => invitationEmail(context, event.invitationId),
          }),
        },
        'invitation.cancel': {
          guard: and(['isOwner', 'isListedInvitation']),
          target: 'cancellingInvitation',
          actions: assign({
            invitationEmail: ({ context, event }) => invitationEmail(context, event.invitationId),
          }),
        },
        'member.changeRole': {
          guard: and(['isOwner', 'isOtherMember', 'isNewRole']),
          target: 'changingRole',
          actions: assign({
            subject: ({ context, event }) => memberSubject(context, event.userId),
          }),
        },
        'member.remove': {
          guard: and(['isOwner', 'isOtherMember']),
          target: 'confirmingRemove',
          actions: assign({
            subject: ({ context, event }) => memberSubject(context, event.userId),
          }),
        },
        'membership.leave': { guard: 'mayLeave', target: 'confirmingLeave' },
      },
    },
    inviting: {
      tags: ['busy'],
      meta: { description: 'The invitation is being sent' },
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ context, event }) => {
          assertEvent(event, 'invite.submit');
          return {
            applicationId: context.applicationId,
            email: event.email.trim(),
            role: event.role,
          };
        },
        onDone: {
          target: 'refreshing',
          actions: emit(({ event }) => ({
            type: 'notice' as const,
            tone: 'success' as const,
            message: SHARING_MESSAGES.invited(event.output.email),
          })),
        },
        // Beside the field, where the user will change it (no toast).
        onError: {
          target: 'ready',
          actions: assign({ inviteError: ({ event }) => emailErrorOf(event.error) }),
        },
      },
    },
    resending: {
      tags: ['busy'],
      meta: { description: 'The invitation is being sent again' },
      invoke: {
        id: 'resendInvitation',
        src: 'resendInvitation',
        input: ({ context, event }) => {
          assertEvent(event, 'invitation.resend');
          return { applicationId: context.applicationId, invitationId: event.invitationId };
        },
        onDone: {
          target: 'refreshing',
          actions: emit(({ event }) => ({
            type: 'notice' as const,
            tone: 'success' as const,
            message: SHARING_MESSAGES.resent(event.output.email),
          })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailure', params: { fallback: SHARING_MESSAGES.resendFailed } },
        },
      },
    },
    cancellingInvitation: {
      tags: ['busy'],
      meta: { description: 'The invitation is being cancelled' },
      invoke: {
        id: 'cancelInvitation',
        src: 'cancelInvitation',
        input: ({ context, event }) => {
          assertEvent(event, 'invitation.cancel');
          return { applicationId: context.applicationId, invitationId: event.invitationId };
        },
        onDone: {
          target: 'refreshing',
          actions: emit(({ context }) => ({
            type: 'notice' as const,
            tone: 'success' as const,
            message: SHARING_MESSAGES.cancelled(context.invitationEmail ?? ''),
          })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailure', params: { fallback: SHARING_MESSAGES.cancelFailed } },
        },
      },
    },
    changingRole: {
      tags: ['busy'],
      meta: { description: "The member's new role is being saved" },
      invoke: {
        id: 'updateMember',
        src: 'updateMember',
        input: ({ context, event }) => {
          assertEvent(event, 'member.changeRole');
          return { applicationId: context.applicationId, userId: event.userId, role: event.role };
        },
        onDone: {
          target: 'refreshing',
          actions: emit(({ event }) => ({
            type: 'notice' as const,
            tone: 'success' as const,
            message: SHARING_MESSAGES.roleChanged(
              event.output.name,
              event.output.role === 'viewer' ? 'viewer' : 'editor',
            ),
          })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailure', params: { fallback: SHARING_MESSAGES.roleFailed } },
        },
      },
    },
    confirmingRemove: {
      meta: { description: 'The panel asks whether to remove the member (Remove or Cancel)' },
      on: {
        'confirm.accept': { target: 'removing' },
        'confirm.cancel': { target: 'ready' },
      },
    },
    removing: {
      tags: ['busy'],
      meta: { description: 'The member is being removed' },
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          userId: context.subject?.userId ?? '',
        }),
        onDone: {
          target: 'refreshing',
          actions: emit(({ context }) => ({
            type: 'notice' as const,
            tone: 'success' as const,
            message: SHARING_MESSAGES.removed(context.subject?.name ?? ''),
          })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailure', params: { fallback: SHARING_MESSAGES.removeFailed } },
        },
      },
    },
    confirmingLeave: {
      meta: { description: 'The panel asks whether to leave the application (Leave or Cancel)' },
      on: {
        'confirm.accept': { target: 'leaving' },
        'confirm.cancel': { target: 'ready' },
      },
    },
    leaving: {
      tags: ['busy'],
      meta: { description: 'The caller is leaving the application' },
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          userId: context.userId,
        }),
        onDone: {
          target: 'left',
          actions: [
            emit({ type: 'notice', tone: 'success', message: SHARING_MESSAGES.left }),
            emit({ type: 'left' as const }),
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailure', params: { fallback: SHARING_MESSAGES.leaveFailed } },
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      meta: { description: 'After a change, the list is read again (the last one stays on show)' },
      invoke: {
        id: 'loadSharing',
        src: 'loadSharing',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: {
          target: 'ready',
          actions: assign({
            application: ({ event }) => event.output,
            role: ({ event }) => event.output.role,
          }),
        },
        onError: { target: 'failed' },
      },
    },
    left: {
      meta: { description: 'The panel says you left this application' },
      type: 'final',
    },
  },
});

/** The member rows, the owner first. */
export const selectMembers = (snapshot: { context: SharingContext }): Member[] =>
  membersOf(snapshot.context);
/** The owner's view of the invitations (others get none). */
export const selectInvitations = (snapshot: { context: SharingContext }): Invitation[] =>
  invitationsOf(snapshot.context);
