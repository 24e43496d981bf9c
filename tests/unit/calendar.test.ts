// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_NAME,
  calendarFileName,
  deadlineEvent,
  deadlineEvents,
  grantLink,
} from '../../src/domain/calendar';
import { calendarText } from '../../src/lib/calendar-file';

const ORIGIN = 'https://app.example';
const GRANT = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  title: 'Community Food Resilience Grant',
  deadline: '2030-12-31',
};

describe('deadline events', () => {
  it('one all-day event on the deadline, ending the next day, with a reminder a week before', () => {
    expect(deadlineEvent(GRANT, ORIGIN)).toEqual({
      uid: `grant-${GRANT.id}-deadline@grantwise`,
      title: 'Deadline: Community Food Resilience Grant',
      description: `The application deadline of Community Food Resilience Grant. Open the grant: ${ORIGIN}/grant-details?id=${GRANT.id}`,
      url: grantLink(ORIGIN, GRANT.id),
      start: [2030, 12, 31],
      // The year rolls over: DTEND is exclusive.
      end: [2031, 1, 1],
      reminderDaysBefore: 7,
    });
    expect(deadlineEvent({ ...GRANT, deadline: '2032-02-28' }, ORIGIN)?.end).toEqual([2032, 2, 29]);
  });

  it('a deadline that is not a date gives no event', () => {
    expect(deadlineEvent({ ...GRANT, deadline: '' }, ORIGIN)).toBeUndefined();
    expect(deadlineEvent({ ...GRANT, deadline: '2030-02-30' }, ORIGIN)).toBeUndefined();
  });

  it('several grants: each once, in deadline order, skipping those without a date', () => {
    const events = deadlineEvents(
      [
        { ...GRANT, id: 'b', deadline: '2030-06-01' },
        { ...GRANT, id: 'a', deadline: '2030-05-01' },
        { ...GRANT, id: 'b', deadline: '2030-06-01' },
        { ...GRANT, id: 'c', deadline: 'soon' },
      ],
      ORIGIN,
    );
    expect(events.map((event) => event.uid)).toEqual([
      'grant-a-deadline@grantwise',
      'grant-b-deadline@grantwise',
    ]);
  });

  it('names the file after the grant, or after every deadline', () => {
    expect(calendarFileName([GRANT])).toBe('community-food-resilience-grant-deadline.ics');
    expect(calendarFileName([{ ...GRANT, title: 'Łódź 🌱' }])).toBe('łódź-deadline.ics');
    expect(calendarFileName([{ ...GRANT, title: '🌱' }])).toBe('grant-deadline.ics');
    expect(calendarFileName([GRANT, { ...GRANT, id: 'b' }])).toBe('grantwise-deadlines.ics');
  });
});

describe('the calendar file', () => {
  it('is RFC 5545 that a calendar reads: the date, the reminder, the link', () => {
    const text = calendarText(
      deadlineEvents([GRANT, { ...GRANT, id: 'b', title: 'Second' }], ORIGIN),
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR_NAME);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    const event = new ICAL.Event(events[0]!);
    expect(event.summary).toBe('Deadline: Community Food Resilience Grant');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2030-12-31');
    expect(event.endDate.toString()).toBe('2031-01-01');
    expect(events[0]!.getFirstPropertyValue('url')).toBe(grantLink(ORIGIN, GRANT.id));
    const alarm = events[0]!.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.isNegative).toBe(true);
    expect(trigger.toSeconds()).toBe(-7 * 24 * 60 * 60);
    // Lines end in CRLF, as the format requires.
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
