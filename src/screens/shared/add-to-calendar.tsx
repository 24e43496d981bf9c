import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CALENDAR_FAILED, CALENDAR_SAVED, type DeadlineGrant } from '../../domain/calendar';
import { notify } from '../../lib/notify';

/**
 * Add to calendar: saves the grants' deadlines as an .ics file (one all-day event each, with a
 * reminder a week before and the grant's link) that Google Calendar, Outlook and Apple Calendar
 * import. The file's code and its library load when the button is pressed.
 */
export function AddToCalendar({ grants }: { grants: readonly DeadlineGrant[] }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const { saveDeadlines } = await import('../../lib/calendar-file');
      if (saveDeadlines(grants, window.location.origin)) notify.success(CALENDAR_SAVED);
      else notify.error(CALENDAR_FAILED);
    } catch {
      notify.error(CALENDAR_FAILED);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      loading={saving}
      disabled={grants.length === 0}
      onClick={() => void save()}
    >
      Add to calendar
    </Button>
  );
}
