import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFICATION_MESSAGES as M } from '../../domain/email-verification';
import { type Write, writeError } from '../../lib/server-data';

const SEND_WORDS = { failure: M.sendAgainFailed, failureShows: 'inline' } as const;

/** The notice itself (email-notice.tsx says when it shows): what waits, and Send again. */
export default function EmailNoticeAlert({ send, email }: { send: Write<void>; email: string }) {
  const mutation = useMutation({ ...send, meta: { words: SEND_WORDS } });
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
        <Text size="sm">{M.notice(email)}</Text>
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
