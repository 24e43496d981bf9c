import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SHARING_MESSAGES, activitySentence, activityTime } from '../../domain/sharing';
import { serverMessageOr } from '../../domain/server-message';
import type { Read } from '../../lib/server-data';
import type { ActivityEntry } from '../../api/schema.gen';
import { ShowMore, useShownCount } from '../shared/show-more';

/** How many entries a page of the log holds. */
const ENTRY_PAGE = 50;

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
  // A page of entries at a time: a log of 500 costs what one of 50 does (issue 65).
  const drawn = useShownCount(entries?.length ?? 0, ENTRY_PAGE);
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
        <Stack gap="xs">
          <Stack
            component="ol"
            aria-label="Activity, newest first"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {entries.slice(0, drawn.shown).map((entry) => (
              <li key={entry.id}>
                <Text size="sm">{activitySentence(entry)}</Text>
                <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
                  {activityTime(entry.at)}
                </Text>
              </li>
            ))}
          </Stack>
          <ShowMore list={drawn} noun="entries" />
        </Stack>
      )}
    </section>
  );
}
