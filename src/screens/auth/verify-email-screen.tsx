import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { VerifiedEmail } from '../../api/schema.gen';
import { EMAIL_VERIFICATION_MESSAGES as M, isExpiredLink } from '../../domain/email-verification';
import { useCurrentUser } from '../../lib/auth-context';
import { type Write, writeError } from '../../lib/server-data';
import { AuthLayout } from './auth-layout';

const VERIFY_WORDS = { failure: M.verifyFailed, failureShows: 'inline' } as const;

/**
 * A verification mail's link (issue 61): the person confirms with a button, so a mail scanner
 * that opens links verifies nothing, and the page says what happened: verified, or why not (an
 * expired link, a used or unknown one). Signed in as the account verified, the session's user
 * is verified from then on (the notice goes).
 */
export function VerifyEmailScreen({
  token,
  verify,
}: {
  token: string | undefined;
  verify: Write<string, VerifiedEmail>;
}) {
  const mutation = useMutation({ ...verify, meta: { words: VERIFY_WORDS } });
  const user = useCurrentUser();
  const error = writeError(mutation, VERIFY_WORDS);
  const errors = (mutation.error as { errors?: Record<string, string> } | null)?.errors;
  const refused = errors?.token !== undefined;

  const confirm = async () => {
    if (!token) return;
    // The session's user learns it from the write itself (app/wiring/queries.ts).
    await mutation.mutateAsync(token).catch(() => undefined);
  };

  return (
    <AuthLayout title={M.pageTitle} subtitle={M.pageIntro}>
      <Stack gap="md">
        {!token && (
          <Alert color="red" role="alert">
            {M.noLink}
          </Alert>
        )}
        {mutation.isSuccess && (
          <Alert color="green" role="status">
            <Stack gap={4}>
              <Text size="sm">{M.verified(mutation.data.email)}</Text>
              <Anchor component={Link} to={user ? '/' : '/sign-in'} size="sm">
                {user ? 'Go to your home page' : 'Sign in'}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            <Stack gap={4}>
              <Text size="sm">{error}</Text>
              {isExpiredLink(errors) && <Text size="sm">{M.expiredHelp}</Text>}
            </Stack>
          </Alert>
        )}
        {token && !mutation.isSuccess && !refused && (
          <Button loading={mutation.isPending} onClick={() => void confirm()}>
            {M.verify}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
