import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, SHARING_MESSAGES, expiresText, invitationText } from '../../domain/sharing';
import { writeError } from '../../lib/server-data';
import type { DashboardReads, DashboardWrites } from './dashboard-api';
import { SectionFailed } from './section-failed';
import type { ReceivedInvitation } from '../../api/schema.gen';

const ACCEPT_WORDS = {
  success: (result: unknown) =>
    SHARING_MESSAGES.accepted((result as { grantTitle: string }).grantTitle),
  failure: SHARING_MESSAGES.acceptFailed,
  failureShows: 'inline',
} as const;
const DECLINE_WORDS = {
  success: (_result: unknown, variables: unknown) =>
    SHARING_MESSAGES.declined((variables as { title: string }).title),
  failure: SHARING_MESSAGES.declineFailed,
  failureShows: 'inline',
} as const;

function InvitationItem({
  invitation,
  writes,
  onOpenShared,
}: {
  invitation: ReceivedInvitation;
  writes: Pick<DashboardWrites, 'acceptInvitation' | 'declineInvitation'>;
  onOpenShared(id: string): void;
}) {
  const accept = useMutation({ ...writes.acceptInvitation, meta: { words: ACCEPT_WORDS } });
  const decline = useMutation({ ...writes.declineInvitation, meta: { words: DECLINE_WORDS } });
  const error = writeError(accept, ACCEPT_WORDS) ?? writeError(decline, DECLINE_WORDS);
  const text = invitationText(invitation);
  const busy = accept.isPending || decline.isPending;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {text}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="gray" c="gray.9" tt="none" radius="sm">
            {ROLE_LABELS[invitation.role]}
          </Badge>
          <Text size="xs" c="dimmed">
            {invitation.grantTitle} · {expiresText(invitation.expiresAt)}
          </Text>
        </Group>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            aria-label={`Decline: ${text}`}
            loading={decline.isPending}
            disabled={busy && !decline.isPending}
            onClick={() => {
              accept.reset();
              decline.mutate({ id: invitation.id, title: invitation.grantTitle });
            }}
          >
            Decline
          </Button>
          <Button
            size="xs"
            aria-label={`Accept: ${text}`}
            loading={accept.isPending}
            disabled={busy && !accept.isPending}
            onClick={async () => {
              decline.reset();
              // Awaited, not a callback of mutate: accepting refreshes the invitations, and this
              // one leaves the list (and the screen) before a callback would run. A refusal is
              // shown by the write's words.
              const summary = await accept.mutateAsync(invitation.id).catch(() => undefined);
              if (!summary) return;
              // Accepted, the application opens here, with its people and what happened last;
              // its row's Continue opens the wizard on it (issue 60).
              onOpenShared(summary.id);
            }}
          >
            Accept
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The invitations to the caller's email (issue 46), shown only when there are any: each says
 * who invited them to what and with which role, and is accepted (the application opens) or
 * declined.
 */
export function Invitations({
  read,
  writes,
  onOpenShared,
}: {
  read: DashboardReads['invitations'];
  writes: Pick<DashboardWrites, 'acceptInvitation' | 'declineInvitation'>;
  onOpenShared(id: string): void;
}) {
  const { data: invitations, error, refetch } = useQuery(read);
  if (error && !invitations) {
    return (
      <SectionFailed
        title="Invitations"
        message={SHARING_MESSAGES.invitationsFailed}
        error={error}
        retry={() => void refetch()}
      />
    );
  }
  if (!invitations || invitations.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invitations">
      <Title order={2} size="h4" id="invitations" mb="sm">
        Invitations
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {invitations.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            writes={writes}
            onOpenShared={onOpenShared}
          />
        ))}
      </Stack>
    </Paper>
  );
}
