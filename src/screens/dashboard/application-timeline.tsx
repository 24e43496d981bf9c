import { List, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useId } from 'react';
import type { GrantApplication } from '../../api/schema.gen';
import { formatDateTime } from '../../domain/format';
import { TIMELINE_ID, TIMELINE_WORDS, timelineOf } from '../../domain/timeline';

/**
 * The application's stages with their dates and the server's words (issue 66, part 2). The bell's
 * stage change links here (`#timeline`): the section comes into view when the details open.
 */
export function ApplicationTimeline({ application }: { application: GrantApplication }) {
  const headingId = useId();
  const linked = useLocation({ select: (location) => location.hash === TIMELINE_ID });
  const reveal = useCallback(
    (node: HTMLElement | null) => {
      if (node && linked) node.scrollIntoView?.({ block: 'start' });
    },
    [linked],
  );
  return (
    <section id={TIMELINE_ID} ref={reveal} aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="xs" id={headingId}>
        {TIMELINE_WORDS.title}
      </Title>
      <List type="ordered" spacing="xs" size="sm" aria-labelledby={headingId}>
        {timelineOf(application).map((entry) => (
          <List.Item key={`${entry.stage}-${entry.at}`}>
            <Text size="sm" fw={600} component="span">
              {entry.label}
            </Text>{' '}
            <Text size="sm" component="time" dateTime={entry.at}>
              {formatDateTime(new Date(entry.at))}
            </Text>
            {entry.note && (
              <Text size="sm" c="dimmed">
                “{entry.note}”
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
