import { Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Deferred } from '../shared/deferred';
import { ActivityLog } from '../sharing/activity-log';
import { type SharingLogic, SharingPanel } from '../sharing/sharing-panel';
import type { DashboardReads } from './dashboard-api';
import type { SharedApplicationRole } from '../../api/schema.gen';

// The dialog of a shared application and the sections an application's details share with it:
// their code (the people panel's machine, the activity log) loads when one of them first opens,
// not with the dashboard's first screen (docs/performance.md).

/** The people and the activity of one shared application, side by side on wide screens. */
export function SharingSections({
  logic,
  applicationId,
  role,
  activity,
  onLeft,
}: {
  logic: SharingLogic | null;
  applicationId: string;
  role: SharedApplicationRole;
  activity: DashboardReads['activity'];
  onLeft?: () => void;
}) {
  return (
    <Stack gap="lg">
      {logic && (
        <SharingPanel logic={logic} applicationId={applicationId} role={role} onLeft={onLeft} />
      )}
      <ActivityLog read={activity(applicationId)} />
    </Stack>
  );
}

/** One shared application's people and activity, as a dialog of the dashboard (`?shared=id`). */
export function SharedApplicationDialog({
  id,
  read,
  logic,
  activity,
  onClose,
}: {
  id: string | undefined;
  read: DashboardReads['sharedApplications'];
  logic: SharingLogic | null;
  activity: DashboardReads['activity'];
  onClose(): void;
}) {
  const { data: list } = useQuery(read);
  const summary = list?.find((item) => item.id === id);
  const title = summary ? summary.projectTitle || summary.grantTitle : 'Application';
  // Left, the application is gone from the list, and the button that opened its dialog with it:
  // once the dialog has closed, focus goes to the list's heading (the page's, when the list is
  // gone too), not to nowhere.
  const left = useRef(false);
  const focusAfterLeaving = () => {
    if (!left.current) return;
    left.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const heading =
      document.getElementById('shared-applications') ?? document.querySelector('main h1');
    if (!(heading instanceof HTMLElement)) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  return (
    <Modal
      opened={id !== undefined}
      onClose={onClose}
      onExitTransitionEnd={focusAfterLeaving}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close people and activity' }}
      title={
        <Text fw={700} component="span">
          {title}
        </Text>
      }
    >
      {/* The dialog shows at once; its people and activity are drawn just after (the dashboard
          behind it is drawn again with the new address in the same frame). Another application
          is another panel (its own machine), drawn just after again. */}
      {id && (
        <Deferred key={id}>
          <SharingSections
            logic={logic}
            applicationId={id}
            role={summary?.role ?? 'viewer'}
            activity={activity}
            onLeft={() => {
              left.current = true;
              onClose();
            }}
          />
        </Deferred>
      )}
    </Modal>
  );
}
