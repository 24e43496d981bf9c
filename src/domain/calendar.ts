// Grant deadlines as calendar events: what the .ics file of "Add to calendar" holds, one all-day
// event per deadline with a reminder a week before and the grant's link. The file itself is
// written by a library (src/lib/calendar-file.ts, loaded on demand), not by hand.
import { isIsoDate } from './calendar-date';

export interface DeadlineGrant {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  deadline: string;
  /**
   * A report owed after the grant's award (issue 66): the event is its due date, and its link
   * opens the report, not the grant.
   */
  report?: { id: string; title: string };
}

/** A year, month (1-12) and day, as calendar files take an all-day date. */
export type CalendarDay = [number, number, number];

export interface DeadlineEvent {
  uid: string;
  title: string;
  description: string;
  url: string;
  /** The deadline's day; the event ends the next day (RFC 5545: DTEND is exclusive). */
  start: CalendarDay;
  end: CalendarDay;
  /** Days before the deadline that the reminder fires. */
  reminderDaysBefore: number;
}

export const REMINDER_DAYS_BEFORE = 7;
export const CALENDAR_NAME = 'Grantwise deadlines';
export const CALENDAR_SAVED = 'Calendar file saved: open it to add the deadline to your calendar.';
export const CALENDAR_FAILED = 'Failed to create the calendar file. Please try again.';

const dayOf = (date: Date): CalendarDay => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
];

/** The grant's page in this app, the link each event carries. */
export function grantLink(origin: string, grantId: string): string {
  return `${origin}/grant-details?id=${encodeURIComponent(grantId)}`;
}

/** A report's page in this app, the link its due date's event carries. */
export function reportLink(origin: string, reportId: string): string {
  return `${origin}/report?id=${encodeURIComponent(reportId)}`;
}

/** The event of one grant's deadline; undefined when its deadline is not a date. */
export function deadlineEvent(grant: DeadlineGrant, origin: string): DeadlineEvent | undefined {
  if (!isIsoDate(grant.deadline)) return undefined;
  const day = new Date(`${grant.deadline}T00:00:00Z`);
  const next = new Date(day.getTime() + 24 * 60 * 60 * 1000);
  if (grant.report) {
    const url = reportLink(origin, grant.report.id);
    return {
      uid: `report-${grant.report.id}-due@grantwise`,
      title: `${grant.report.title} due: ${grant.title}`,
      description: `The ${grant.report.title.toLowerCase()} for ${grant.title} is due. Write it: ${url}`,
      url,
      start: dayOf(day),
      end: dayOf(next),
      reminderDaysBefore: REMINDER_DAYS_BEFORE,
    };
  }
  const url = grantLink(origin, grant.id);
  return {
    uid: `grant-${grant.id}-deadline@grantwise`,
    title: `Deadline: ${grant.title}`,
    description: `The application deadline of ${grant.title}. Open the grant: ${url}`,
    url,
    start: dayOf(day),
    end: dayOf(next),
    reminderDaysBefore: REMINDER_DAYS_BEFORE,
  };
}

/** The events of several grants' deadlines (or reports' due dates), each once, in date order. */
export function deadlineEvents(grants: readonly DeadlineGrant[], origin: string): DeadlineEvent[] {
  const seen = new Set<string>();
  const keyOf = (grant: DeadlineGrant) => (grant.report ? `report ${grant.report.id}` : grant.id);
  return [...grants]
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .filter((grant) => !seen.has(keyOf(grant)) && seen.add(keyOf(grant)))
    .map((grant) => deadlineEvent(grant, origin))
    .filter((event): event is DeadlineEvent => event !== undefined);
}

/** The file's name: the grant's deadline, or every upcoming one. */
export function calendarFileName(grants: readonly DeadlineGrant[]): string {
  if (grants.length !== 1) return 'grantwise-deadlines.ics';
  const only = grants[0]!;
  const words = (only.report ? `${only.report.title} ${only.title}` : only.title)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // At most 60 characters, counted as code points so that none is cut in half.
  const slug = Array.from(words).slice(0, 60).join('');
  return only.report ? `${slug || 'report'}-due.ics` : `${slug || 'grant'}-deadline.ics`;
}
