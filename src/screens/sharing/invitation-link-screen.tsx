import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { SharedApplicationSummary } from '../../api/schema.gen';
import { SHARING_MESSAGES } from '../../domain/sharing';
import { type Write, writeError } from '../../lib/server-data';

const ACCEPT_WORDS = {
  success: (result: unknown) =>
    SHARING_MESSAGES.accepted((result as { grantTitle: string }).grantTitle),
  failure: SHARING_MESSAGES.acceptFailed,
  failureShows: 'inline',
} as const;

export const INVITATION_LINK_MESSAGES = {
  title: 'An invitation to apply together',
  intro:
    'You followed the link of an invitation email. Accept it to join the application with the role you were given.',
  accept: 'Accept the invitation',
  incomplete: 'This invitation link is not complete. Open the link from the email again.',
} as const;

/**
 * The invitation mail's link (issue 61): its secret proves the invited mailbox, so the signed-in
 * person accepts whatever the email of their account. A refusal (a link replaced by a newer
 * mail, used, expired) is said in the server's words and the person stays here.
 */
export function InvitationLinkScreen({
  id,
  token,
  accept,
  onAccepted,
}: {
  id: string | undefined;
  token: string | undefined;
  accept: Write<{ id: string; token: string }, SharedApplicationSummary>;
  onAccepted(applicationId: string): void;
}) {
  const mutation = useMutation({ ...accept, meta: { words: ACCEPT_WORDS } });
  const error = writeError(mutation, ACCEPT_WORDS);
  const M = INVITATION_LINK_MESSAGES;
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={520}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {M.title}
          </Title>
          <Text size="sm" c="dimmed">
            {M.intro}
          </Text>
          {(!id || !token) && (
            <Alert color="red" role="alert">
              {M.incomplete}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {id && token && (
            <Button
              loading={mutation.isPending}
              onClick={async () => {
                const joined = await mutation.mutateAsync({ id, token }).catch(() => undefined);
                if (joined) onAccepted(joined.id);
              }}
            >
              {M.accept}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
