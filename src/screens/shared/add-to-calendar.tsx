import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { CALENDAR_FAILED, CALENDAR_SAVED, type DeadlineGrant } from '../../domain/calendar';
import { useMutation } from '@tanstack/react-query';

/**
 * Add to calendar: saves the grants' deadlines as an .ics file (one all-day event each, with a
 * reminder a week before and the grant's link) that Google Calendar, Outlook and Apple Calendar
 * import. The file's code and its library load when the button is pressed.
 */
/**
 * `label` names the button for screen readers where a page has two (the dashboard's deadlines and
 * its reports due): it starts with the visible words, so a voice command by them still works.
 */
export function AddToCalendar({
  grants,
  label,
}: {
  grants: readonly DeadlineGrant[];
  label?: string;
}) {
  const save = useMutation({
    mutationFn: async () => {
      const { saveDeadlines } = await import('../../lib/calendar-file');
      if (!saveDeadlines(grants, window.location.origin)) throw new Error(CALENDAR_FAILED);
    },
    meta: { words: { success: CALENDAR_SAVED, failure: CALENDAR_FAILED } },
  });
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      loading={save.isPending}
      disabled={grants.length === 0}
      onClick={() => save.mutate()}
      aria-label={label}
    >
      Add to calendar
    </Button>
  );
}
