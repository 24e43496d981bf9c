import { formatDate } from './format';
import { type SavedSearchParams, newMatchesText, savedSearchLink } from './saved-searches';
import { invitationNotificationText } from './sharing';
import { trackingText } from './receipt';
import { isUuid } from './safe-url';
import type { Notification, NotificationKind } from '../api/schema.gen';

// The bell's handler in the embedded backend takes the kind from here; anything else imports it
// from api/schema.gen.
export type { NotificationKind };

// The bell: what each notification says and where it leads. The server works the list out (near
// deadlines, changed stages, completed missions); the words and links are the client's.

/** A deadline is near when it is this many days away or fewer (today included). */
export const DEADLINE_WINDOW_DAYS = 14;
/** A stage change or a completed mission is news for this many days. */
export const RECENT_DAYS = 30;

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  empty: 'You are all caught up: no new notifications.',
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  unread: 'New',
} as const;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (value: string) => Date.parse(`${value}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / (24 * 60 * 60 * 1000));
}

/**
 * A notification's id: stable while what it says holds, so its read state survives a reload; a
 * new deadline, stage or completion is a new notification.
 */
export function notificationId(kind: NotificationKind, subjectId: string, detail: string): string {
  const slug = detail.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return `${kind}-${subjectId}-${slug}`;
}

function dueIn(deadline: string, today: string): string {
  const days = daysBetween(today, deadline);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days (${formatDate(deadline)})`;
}

/** What the bell says of a notification, in words. */
export function notificationText(notification: Notification, today: string): string {
  const name = notification.subjectName;
  switch (notification.kind) {
    case 'savedGrantDeadline':
      return `${name}, a grant you saved, closes ${dueIn(notification.date, today)}.`;
    case 'draftDeadline':
      return `Your draft application to ${name} is due ${dueIn(notification.date, today)}.`;
    case 'applicationStageChanged':
      return `Your application "${name}" is now ${notification.stage ?? 'updated'}${
        notification.trackingNumber ? ` (${trackingText(notification.trackingNumber)})` : ''
      }.`;
    case 'missionCompleted':
      return `Mission completed: ${name}.`;
    case 'savedSearchMatches':
      return newMatchesText(notification.count ?? 1, name);
    case 'invitationReceived':
      return invitationNotificationText(notification);
    case 'reportDue':
      return reportDueText(notification, today);
  }
}

/** A report's reminder (issue 66): "Interim report for <grant> is due in 7 days". */
function reportDueText(notification: Notification, today: string): string {
  const report = notification.reportKind === 'final' ? 'Final report' : 'Interim report';
  const days = daysBetween(today, notification.date);
  const when =
    days > 1
      ? `is due in ${days} days`
      : days === 1
        ? 'is due tomorrow'
        : days === 0
          ? 'is due today'
          : `is ${-days} day${days === -1 ? '' : 's'} overdue`;
  return `${report} for ${notification.subjectName} ${when}.`;
}

/** Where a notification leads: a path and its search, within the app. */
export type NotificationTarget =
  | { to: '/grant-details'; search: { id: string } }
  | { to: '/grant'; search: { id: string } }
  | { to: '/report'; search: { id: string } }
  | { to: '/grants'; search: { application: string }; hash: 'timeline' }
  | { to: '/grants'; search: Record<string, never>; hash: 'invitations' | 'reports' }
  | { to: '/'; search: Record<string, never> }
  | { to: '/opportunities'; search: SavedSearchParams };

export function notificationTarget(notification: Notification): NotificationTarget {
  switch (notification.kind) {
    case 'savedGrantDeadline':
      return { to: '/grant-details', search: { id: notification.subjectId } };
    case 'draftDeadline':
      return { to: '/grant', search: { id: notification.subjectId } };
    case 'applicationStageChanged':
      // The application's details, at its timeline (issue 66, part 2).
      return { to: '/grants', search: { application: notification.subjectId }, hash: 'timeline' };
    case 'missionCompleted':
      return { to: '/', search: {} };
    case 'savedSearchMatches':
      return savedSearchLink(notification.subjectId, notification.filters ?? {});
    case 'invitationReceived':
      // The dashboard's invitations, where it is accepted or declined.
      return { to: '/grants', search: {}, hash: 'invitations' };
    case 'reportDue':
      // The report itself (issue 66, part 5); an id that is not one leads to the dashboard's
      // reports due instead of a page that cannot be.
      return isUuid(notification.subjectId)
        ? { to: '/report', search: { id: notification.subjectId } }
        : { to: '/grants', search: {}, hash: 'reports' };
  }
}

/** The ids of the unread ones (what opening the bell marks read). */
export const unreadIds = (notifications: readonly Notification[]): string[] =>
  notifications.filter((notification) => !notification.read).map((item) => item.id);
