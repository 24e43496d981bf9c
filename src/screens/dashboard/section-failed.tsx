import { Alert, Button, Text } from '@mantine/core';
import { serverMessageOr } from '../../domain/server-message';

/**
 * A dashboard section whose read failed: says so in the server's words (or the section's), with
 * Try again, instead of leaving out a section the user may be waiting for.
 */
export function SectionFailed({
  title,
  message,
  error,
  retry,
}: {
  title: string;
  message: string;
  error: Error | null;
  retry(): void;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{serverMessageOr(error, message)}</Text>
      <Button mt="xs" size="xs" variant="default" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}
