import { Button, Group, Modal, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** The dashboard's LinkedIn form, as a dialog: its state and its write are the banner's. */
export function LinkedinDialog({
  opened,
  onClose,
  value,
  onValueChange,
  error,
  saving,
  onSubmit,
}: {
  opened: boolean;
  onClose(): void;
  value: string;
  onValueChange(value: string): void;
  error: ReactNode;
  saving: boolean;
  onSubmit(event: FormEvent): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="LinkedIn profile"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="LinkedIn profile URL"
          placeholder="https://www.linkedin.com/in/your-name"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
