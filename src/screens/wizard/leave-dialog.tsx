import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useFocusReturn } from '../../lib/use-focus-return';

/**
 * Asks before leaving a wizard with unsent answers. Its code (Mantine's modal, focus trap and
 * scroll lock) loads the first time it is needed. Mounted only while the leave is blocked: on
 * Stay, focus goes back to the link or button that asked to leave.
 */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  useFocusReturn(true);
  return (
    <Modal opened onClose={onStay} title="Leave the application?">
      <Stack>
        <Text>
          Your answers are saved as a draft to your account, and you can resume when you come back
          to this grant, on any device. Leave now?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            Stay
          </Button>
          <Button color="red.8" onClick={onLeave}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
