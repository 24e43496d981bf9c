import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFICATION_MESSAGES as M } from '../../domain/email-verification';
import { useCurrentUser } from '../../lib/auth-context';
import { type Write, writeError } from '../../lib/server-data';

const SEND_WORDS = { failure: M.sendAgainFailed, failureShows: 'inline' } as const;

/**
 * Above every signed-in page while the account's email is not verified (issue 61): what waits
 * for it, and Send again (the server sends at most one mail a minute and says 204 either way).
 */
export function EmailNotice({ send }: { send: Write<void> }) {
  const user = useCurrentUser();
  const mutation = useMutation({ ...send, meta: { words: SEND_WORDS } });
  if (!user || user.emailVerified !== false) return null;
  const error = writeError(mutation, SEND_WORDS);
  return (
    <Box px="md" pt="sm">
      <Alert
        color="yellow"
        variant="light"
        title={M.noticeTitle}
        role="region"
        aria-label={M.noticeTitle}
      >
        <Text size="sm">{M.notice(user.email)}</Text>
        <Group gap="sm" mt="xs">
          <Button
            size="xs"
            variant="default"
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {M.sendAgain}
          </Button>
          <Text size="sm" aria-live="polite" c={error ? 'red.8' : undefined}>
            {mutation.isSuccess ? M.sentAgain : (error ?? '')}
          </Text>
        </Group>
      </Alert>
    </Box>
  );
}
