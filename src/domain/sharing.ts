import { DOCUMENT_SECTION_NAMES, FIELD_LABELS, STEP_TITLES } from './application-steps';
import { formatDate, formatDateTime } from './format';
import { isEmail } from './text';
import type {
  ActivityEntry,
  InvitedRole,
  Notification,
  ReceivedInvitation,
  SharedApplicationRole,
} from '../api/schema.gen';

// Applying together (issue 46), in the user's words: the roles, the invite form's messages, an
// activity entry as a sentence (a saved field by the wizard's own label) and an invitation as the
// bell and the dashboard say it. Who may do what is the server's (and src/domain/shared-application.ts's).

/** The role of a member, as a person reads it. */
export const ROLE_LABELS: Record<SharedApplicationRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** The roles an owner gives (an application has one owner). */
export const INVITE_ROLES: readonly InvitedRole[] = ['editor', 'viewer'];

/** What each role may do, beside its name in the invite form. */
export const ROLE_DESCRIPTIONS: Record<InvitedRole, string> = {
  editor: 'Editor (edits answers and documents)',
  viewer: 'Viewer (reads everything)',
};

export const SHARING_MESSAGES = {
  title: 'People',
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  loadFailed: 'The people of this application could not be loaded.',
  sharedFailed: 'The applications you work on with others could not be loaded.',
  inviteFailed: 'The invitation could not be sent',
  resendFailed: 'The invitation could not be sent again',
  cancelFailed: 'The invitation could not be cancelled',
  roleFailed: 'The role could not be changed',
  removeFailed: 'The member could not be removed',
  leaveFailed: 'You could not leave this application',
  left: 'You left this application.',
  retry: 'Try again',
  invited: (email: string) => `Invitation sent to ${email}`,
  resent: (email: string) => `Invitation sent again to ${email}`,
  cancelled: (email: string) => `Invitation to ${email} cancelled`,
  roleChanged: (name: string, role: InvitedRole) =>
    `${name} is now ${role === 'editor' ? 'an editor' : 'a viewer'}`,
  removed: (name: string) => `${name} was removed from this application`,
  removeQuestion: (name: string) =>
    `Remove ${name} from this application? They lose access at once.`,
  leaveQuestion: 'Leave this application? You lose access at once; the owner can invite you again.',
  activityFailed: 'The activity of this application could not be loaded.',
  noActivity: 'Nothing has happened yet.',
  invitationsFailed: 'Your invitations could not be loaded.',
  accepted: (title: string) => `You joined ${title}`,
  acceptFailed: 'The invitation could not be accepted',
  declined: (title: string) => `Invitation to ${title} declined`,
  declineFailed: 'The invitation could not be declined',
  deleteQuestion: (title: string) =>
    `Delete ${title}? Its answers and activity are deleted for everyone working on it.`,
  deleted: (title: string) => `${title} deleted`,
  deleteFailed: 'The draft could not be deleted',
} as const;

/** The invite form's email, checked as the wizard checks one (undefined: fine). */
export function inviteEmailError(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return SHARING_MESSAGES.emailRequired;
  if (!isEmail(value)) return SHARING_MESSAGES.emailInvalid;
  return undefined;
}

const STEP_FIELD_LABELS: Record<string, Record<string, string>> = FIELD_LABELS;

/** A field path of the shared answers (`project.projectSummary`) by the wizard's label. */
export function fieldLabel(path: string): string {
  if (path === 'commissionAcknowledged') return STEP_TITLES.commission;
  if (path === 'budget.lines') return 'Budget table';
  const [step = '', field = ''] = path.split('.', 2);
  if (step === 'documents' && field in DOCUMENT_SECTION_NAMES)
    return DOCUMENT_SECTION_NAMES[field as keyof typeof DOCUMENT_SECTION_NAMES].title;
  return STEP_FIELD_LABELS[step]?.[field] ?? path;
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The most answers a log entry names; the rest are counted ("and 9 more answers"). */
const NAMED_FIELDS = 4;

/** A save's fields by their labels: "Budget table and Cost sharing", "Full name, ... and 9 more answers". */
export function fieldsInWords(paths: readonly string[]): string {
  const labels = [...new Set(paths.map(fieldLabel))];
  if (labels.length <= NAMED_FIELDS) return listInWords(labels);
  const rest = labels.length - (NAMED_FIELDS - 1);
  return `${labels.slice(0, NAMED_FIELDS - 1).join(', ')} and ${rest} more answers`;
}

const roleWord = (role: string | undefined) =>
  role === 'editor' ? 'an editor' : role === 'viewer' ? 'a viewer' : 'a member';

/** What an entry of the activity log says happened, after the actor's name. */
export function activityText(entry: Pick<ActivityEntry, 'kind' | 'fields' | 'detail'>): string {
  const detail = entry.detail ?? '';
  switch (entry.kind) {
    case 'created':
      return 'started the application';
    case 'saved':
      return entry.fields && entry.fields.length > 0
        ? `changed ${fieldsInWords(entry.fields)}`
        : 'saved the application';
    case 'documentAttached':
      return detail ? `attached ${detail}` : 'attached a document';
    case 'documentRemoved':
      return detail ? `removed ${detail}` : 'removed a document';
    case 'memberInvited':
      return detail ? `invited ${detail}` : 'invited someone';
    case 'memberJoined':
      return detail ? `joined as ${roleWord(detail)}` : 'joined';
    case 'memberDeclined':
      return 'declined the invitation';
    case 'memberLeft':
      return 'left the application';
    case 'memberRemoved':
      return detail ? `removed ${detail}` : 'removed a member';
    case 'memberRoleChanged':
      // The server says whose and which ("Priya Raman is now a viewer").
      return detail ? `changed a role: ${detail}` : 'changed a role';
    case 'submitted':
      return 'submitted the application';
    case 'stageChanged':
      return detail ? `moved the application to ${detail}` : 'changed the stage';
    case 'withdrawn':
      // The owner's reason, when they gave one (issue 66).
      return detail ? `withdrew the application: ${detail}` : 'withdrew the application';
  }
}

/** An activity entry as one sentence: "Priya Raman changed Budget table". */
export const activitySentence = (
  entry: Pick<ActivityEntry, 'actor' | 'kind' | 'fields' | 'detail'>,
): string => `${entry.actor.name} ${activityText(entry)}`;

/** "invited you to edit" / "to view", by the role offered. */
const offer = (role: string | undefined) => (role === 'viewer' ? 'view' : 'edit');

/** An invitation as the dashboard lists it: "Dana Rivera invited you to edit Family Reading Nights". */
export const invitationText = (invitation: ReceivedInvitation): string =>
  `${invitation.from.name} invited you to ${offer(invitation.role)} ${
    invitation.projectTitle || invitation.grantTitle
  }`;

/**
 * The bell's words for an invitation (kind `invitationReceived`): the contract's notification
 * names the grant and the role, not who invited (the dashboard's invitation does).
 */
export const invitationNotificationText = (notification: Notification): string =>
  `You are invited to ${offer(notification.role)} ${notification.subjectName}.`;

/** When an invitation stops counting, in words. */
export const expiresText = (expiresAt: string): string => `Expires ${formatDate(expiresAt)}`;

/** "You" for the caller's own row. */
export const memberName = (name: string, isYou: boolean): string =>
  isYou ? `${name} (you)` : name;

/** When an entry happened: "Nov 26, 2026, 3:04 PM" (the browser's time zone), as every moment. */
export const activityTime = (at: string): string => formatDateTime(new Date(at));

/** A row's last activity: "Priya Raman changed Budget table · Nov 26, 2026, 3:04 PM". */
export const lastActivityText = (activity: { at: string; summary: string }): string =>
  `${activity.summary} · ${activityTime(activity.at)}`;

const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Who else is on a draft: "With Priya Raman and Sam Lee", the first three and how many more. */
export function othersText({ others }: { others: readonly { name: string }[] }): string {
  const shown = others.slice(0, 3).map((person) => person.name);
  const more = others.length - shown.length;
  return `With ${names.format(more > 0 ? [...shown, `${more} more`] : shown)}`;
}
