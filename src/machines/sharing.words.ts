import type { sharingMachine } from './sharing.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the sharing machine (see tester-words.ts). */
export const words: TesterWords<typeof sharingMachine> = {
  machine: 'sharing',
  events: {
    'xstate.done.actor.loadSharing': 'The members and invitations load',
    'xstate.error.actor.loadSharing': 'The members fail to load',
    'sharing.retry': 'Press "Try again"',
    'invite.edit': 'Change the email of the invitation',
    'invite.submit': 'Invite {email} as {role} (press "Send invitation")',
    'invitation.resend': 'Press "Send again" for an invitation',
    'invitation.cancel': 'Press "Cancel invitation" for an invitation',
    'member.changeRole': 'Choose the role {role} for a member',
    'member.remove': 'Press "Remove" for a member',
    'membership.leave': 'Press "Leave this application"',
    'confirm.accept': 'Confirm (press "Remove" or "Leave")',
    'confirm.cancel': 'Press "Cancel" in the question',
    'xstate.done.actor.inviteMember': 'The server sends the invitation',
    'xstate.error.actor.inviteMember': 'The server refuses the invitation',
    'xstate.done.actor.resendInvitation': 'The server sends the invitation again',
    'xstate.error.actor.resendInvitation': 'The server fails to send the invitation again',
    'xstate.done.actor.cancelInvitation': 'The server cancels the invitation',
    'xstate.error.actor.cancelInvitation': 'The server fails to cancel the invitation',
    'xstate.done.actor.updateMember': 'The server saves the new role',
    'xstate.error.actor.updateMember': 'The server refuses the new role',
    'xstate.done.actor.removeMember': 'The server removes the member',
    'xstate.error.actor.removeMember': 'The server refuses to remove the member',
  },
  examples: {
    'invite.submit': [
      { email: 'priya@grantwise.app', role: 'editor' },
      { email: 'not-an-email', role: 'viewer' },
    ],
    'invitation.resend': [{ invitationId: '' }],
    'invitation.cancel': [{ invitationId: '' }],
    'member.changeRole': [{ userId: '', role: 'viewer' }],
    'member.remove': [{ userId: '' }],
  },
  options: {
    role: [
      { value: 'editor', label: 'Editor' },
      { value: 'viewer', label: 'Viewer' },
    ],
  },
};
