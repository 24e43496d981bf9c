import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { validateFolderName } from '../../domain/library-files';

interface CreateFolderDialogProps {
  opened: boolean;
  creating: boolean;
  /** The library takes a new folder now (not while it loads or saves). */
  canCreate: boolean;
  canClose: boolean;
  existingFolders: string[];
  serverError: string | null;
  onClose: () => void;
  onCreate: (name: string) => void;
}

/** Create folder: a name (non-blank, not taken), Cancel, Create Folder. */
// Mantine's stylesheet resets the error colour to red.6 (3.3:1 on white); keep AA contrast here.
const AA_ERROR_COLOUR = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as React.CSSProperties;

export function CreateFolderDialog(props: CreateFolderDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened}
      onClose={() => props.canClose && props.onClose()}
      title="Create folder"
      centered
    >
      {props.opened && <CreateFolderForm {...props} />}
    </Modal>
  );
}

function CreateFolderForm({
  creating,
  canCreate,
  canClose,
  existingFolders,
  serverError,
  onClose,
  onCreate,
}: CreateFolderDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateFolderName(name, existingFolders);
    setError(message);
    if (!message) onCreate(name.trim());
  };

  return (
    <form onSubmit={submit} noValidate style={AA_ERROR_COLOUR}>
      <Stack>
        <TextInput
          label="Folder name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
          error={error ?? serverError ?? undefined}
          disabled={creating}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={!canClose}>
            Cancel
          </Button>
          {/* Waits (a spinner, not a dead button) while the library loads or saves. */}
          <Button type="submit" loading={creating || !canCreate}>
            Create Folder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
