// The .ics file of "Add to calendar" (RFC 5545), written by the `ics` library. Loaded on demand,
// with the library, when the user asks for the file: neither is part of any first load.
import { type EventAttributes, createEvents } from 'ics';
import {
  CALENDAR_NAME,
  type DeadlineEvent,
  type DeadlineGrant,
  calendarFileName,
  deadlineEvents,
} from '../domain/calendar';
import { saveBlob } from './download';

function attributesOf(event: DeadlineEvent): EventAttributes {
  return {
    uid: event.uid,
    title: event.title,
    description: event.description,
    url: event.url,
    start: event.start,
    end: event.end,
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    alarms: [
      {
        action: 'display',
        description: `Reminder: ${event.title}`,
        trigger: { days: event.reminderDaysBefore, before: true },
      },
    ],
  };
}

/** The calendar file's text: one event per deadline. Throws when the library refuses one. */
export function calendarText(events: readonly DeadlineEvent[]): string {
  const { error, value } = createEvents(events.map(attributesOf), {
    productId: 'grantwise',
    calName: CALENDAR_NAME,
  });
  if (error || !value) throw error ?? new Error('No calendar was written');
  return value;
}

/** Saves the deadlines of `grants` as an .ics file; false when none has a date. */
export function saveDeadlines(grants: readonly DeadlineGrant[], origin: string): boolean {
  const events = deadlineEvents(grants, origin);
  if (events.length === 0) return false;
  const text = calendarText(events);
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFileName(grants));
  return true;
}
