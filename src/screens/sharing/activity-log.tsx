import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SHARING_MESSAGES, activitySentence, activityTime } from '../../domain/sharing';
import { serverMessageOr } from '../../domain/server-message';
import type { Read } from '../../lib/server-data';
import type { ActivityEntry } from '../../api/schema.gen';

/**
 * What happened to a shared application, newest first (the server's order): who, what (saved
 * fields by the wizard's labels) and when. It keeps showing the last answer while a change the
 * panel beside it made is read again.
 */
export function ActivityLog({
  read,
  headingOrder = 3,
}: {
  read: Read<ActivityEntry[]>;
  headingOrder?: 2 | 3 | 4;
}) {
  const log = useQuery(read);
  const titleId = useId();
  const entries = log.data;
  return (
    <section aria-labelledby={titleId}>
      <Title order={headingOrder} size="h5" id={titleId} mb="xs">
        Activity
      </Title>
      {log.isError && !log.isFetching ? (
        <Alert color="red" variant="light" title="Activity">
          <Text size="sm">{serverMessageOr(log.error, SHARING_MESSAGES.activityFailed)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void log.refetch()}>
            {SHARING_MESSAGES.retry}
          </Button>
        </Alert>
      ) : entries === undefined ? (
        <Group role="status" gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading activity…</Text>
        </Group>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {SHARING_MESSAGES.noActivity}
        </Text>
      ) : (
        <Stack
          component="ol"
          aria-label="Activity, newest first"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">{activitySentence(entry)}</Text>
              <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
                {activityTime(entry.at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
