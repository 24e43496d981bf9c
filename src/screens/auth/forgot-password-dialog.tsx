import { Button, Modal, Text } from '@mantine/core';

/**
 * The forgot-password explanation. A module of its own: the sign-in screen loads it (and the
 * modal's focus trap, scroll lock and scroll area) only when the link is first used.
 */
export function ForgotPasswordDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Forgot your password?">
      <Text size="sm">
        Write to support@grantwise.app from the email address you registered with, and we will send
        you a link to choose a new password within one business day. If you are signed in, you can
        change your password any time under Home, Personal Information.
      </Text>
      <Button mt="md" onClick={onClose}>
        Got it
      </Button>
    </Modal>
  );
}
