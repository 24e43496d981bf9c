import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../domain/format';
import { ROLE_LABELS, SHARING_MESSAGES, lastActivityText, othersText } from '../../domain/sharing';
import { type WriteWords, writeError } from '../../lib/server-data';
import { DaysLeft } from '../shared/days-left';
import type { DashboardReads, DashboardWrites } from './dashboard-api';
import { SectionFailed } from './section-failed';
import { COPY_WORDS } from '../../domain/copy-words';
import type { CopySource } from './application-copy';
import type { SharedApplicationSummary } from '../../api/schema.gen';

const DELETE_WORDS: WriteWords = {
  success: (_result, variables) => SHARING_MESSAGES.deleted((variables as { title: string }).title),
  failure: SHARING_MESSAGES.deleteFailed,
  failureShows: 'inline',
};

function SharedItem({
  summary,
  today,
  onOpen,
  onCopy,
  writes,
}: {
  summary: SharedApplicationSummary;
  today: string;
  onOpen(id: string): void;
  onCopy(source: CopySource): void;
  writes: Pick<DashboardWrites, 'deleteSharedApplication'>;
}) {
  const title = summary.projectTitle || summary.grantTitle;
  const remove = useMutation({ ...writes.deleteSharedApplication, meta: { words: DELETE_WORDS } });
  const error = writeError(remove, DELETE_WORDS);
  // Deleting asks first, in place; Cancel (or Escape) gives focus back to the button that asked.
  const [asking, setAsking] = useState(false);
  const asker = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (wasAsking.current) asker.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
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
          {summary.state === 'draft' && (
            <Group gap={6}>
              <Text size="xs">Deadline {formatDate(summary.grantDeadline)}</Text>
              <DaysLeft grant={{ deadline: summary.grantDeadline }} today={today} size="xs" />
            </Group>
          )}
          {summary.others.length > 0 && <Text size="xs">{othersText(summary)}</Text>}
          {summary.lastActivity && (
            <Text size="xs" c="dimmed">
              Last activity: {lastActivityText(summary.lastActivity)}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-label={`People and activity of ${title}`}
            onClick={() => onOpen(summary.id)}
          >
            People and activity
          </Button>
          {/* Applying again (issue 60, part 3): the owner starts a new draft from it. */}
          {summary.role === 'owner' && (
            <Button
              size="xs"
              variant="default"
              aria-label={`${COPY_WORDS.action}: ${title}`}
              onClick={() => onCopy({ id: summary.id, title })}
            >
              {COPY_WORDS.action}
            </Button>
          )}
          {summary.state === 'draft' && summary.role === 'owner' && !asking && (
            <Button
              ref={asker}
              size="xs"
              variant="default"
              aria-label={`Delete ${title}`}
              onClick={() => setAsking(true)}
            >
              Delete
            </Button>
          )}
          {/* The draft lives on the server (issue 60): every member continues it in the wizard
              (a viewer reads it there). */}
          {summary.state === 'draft' && (
            <Button
              size="xs"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/grant"
                  search={
                    summary.role === 'owner'
                      ? { id: summary.grantId }
                      : { id: summary.grantId, draft: summary.id }
                  }
                />
              )}
              aria-label={`${summary.role === 'viewer' ? 'Open' : 'Continue'} ${title}`}
            >
              {summary.role === 'viewer' ? 'Open' : 'Continue'}
            </Button>
          )}
        </Group>
      </Group>
      {asking && (
        <Stack
          gap="xs"
          mt="sm"
          role="group"
          aria-label={SHARING_MESSAGES.deleteQuestion(title)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !remove.isPending) setAsking(false);
          }}
        >
          <Text size="sm">{SHARING_MESSAGES.deleteQuestion(title)}</Text>
          <Group gap="xs" justify="flex-end">
            <Button
              ref={cancel}
              size="xs"
              variant="default"
              disabled={remove.isPending}
              onClick={() => setAsking(false)}
            >
              Cancel
            </Button>
            <Button
              size="xs"
              color="red.9"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: summary.id, title })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The applications the caller works on with others or owns on the server (issue 46): drafts to
 * continue and submitted ones to follow, each with its people and activity.
 */
export function SharedApplications({
  read,
  today,
  writes,
  onOpen,
  onCopy,
}: {
  read: DashboardReads['sharedApplications'];
  /** Today's date (YYYY-MM-DD): how many days a draft's grant has left. */
  today: string;
  writes: Pick<DashboardWrites, 'deleteSharedApplication'>;
  onOpen(id: string): void;
  onCopy(source: CopySource): void;
}) {
  const { data: list, error, refetch } = useQuery(read);
  if (error && !list) {
    return (
      <SectionFailed
        title="Applications in progress"
        message={SHARING_MESSAGES.sharedFailed}
        error={error}
        retry={() => void refetch()}
      />
    );
  }
  if (!list || list.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shared-applications">
      <Title order={2} size="h4" id="shared-applications" mb="sm">
        Applications in progress
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((summary) => (
          <SharedItem
            key={summary.id}
            summary={summary}
            today={today}
            onOpen={onOpen}
            onCopy={onCopy}
            writes={writes}
          />
        ))}
      </Stack>
    </Paper>
  );
}
