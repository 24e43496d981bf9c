import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { ROLE_LABELS, lastActivityText } from '../../domain/sharing';
import { ActivityLog } from '../sharing/activity-log';
import { type SharingLogic, SharingPanel } from '../sharing/sharing-panel';
import type { DashboardReads } from './dashboard-api';
import type { SharedApplicationRole, SharedApplicationSummary } from '../../api/schema.gen';

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

function SharedItem({
  summary,
  onOpen,
}: {
  summary: SharedApplicationSummary;
  onOpen(id: string): void;
}) {
  const title = summary.projectTitle || summary.grantTitle;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text size="sm" fw={600}>
            {summary.grantTitle}
          </Text>
          {summary.projectTitle && (
            <Text size="xs" c="dimmed">
              {summary.projectTitle}
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light" color="gray" c="gray.9" tt="none" radius="sm">
              {summary.state === 'draft' ? 'Draft' : 'Submitted'}
            </Badge>
            <Text size="xs">
              {summary.role === 'owner'
                ? 'You own it'
                : `${ROLE_LABELS[summary.role]} · owner ${summary.owner.name}`}
            </Text>
          </Group>
          {summary.lastActivity && (
            <Text size="xs" c="dimmed">
              Last activity: {lastActivityText(summary.lastActivity)}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-label={`People and activity of ${title}`}
            onClick={() => onOpen(summary.id)}
          >
            People and activity
          </Button>
          {summary.state === 'draft' && (
            <Button
              size="xs"
              renderRoot={(props) => (
                <Link {...props} to="/grant" search={{ id: summary.grantId }} />
              )}
              aria-label={`Continue ${title}`}
            >
              Continue
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The applications the caller works on with others or owns on the server (issue 46): drafts to
 * continue and submitted ones to follow, each with its people and activity.
 */
export function SharedApplications({
  read,
  onOpen,
}: {
  read: DashboardReads['sharedApplications'];
  onOpen(id: string): void;
}) {
  const { data: list } = useQuery(read);
  if (!list || list.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shared-applications">
      <Title order={2} size="h4" id="shared-applications" mb="sm">
        Applications in progress
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((summary) => (
          <SharedItem key={summary.id} summary={summary} onOpen={onOpen} />
        ))}
      </Stack>
    </Paper>
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
      {id && (
        <SharingSections
          // Another application is another panel (its own machine).
          key={id}
          logic={logic}
          applicationId={id}
          role={summary?.role ?? 'viewer'}
          activity={activity}
          onLeft={() => {
            left.current = true;
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
