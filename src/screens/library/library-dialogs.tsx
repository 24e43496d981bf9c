// The library's dialogs, one lazy chunk: the screen loads it when a dialog first opens.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Resource } from '../../api/schema.gen';

export { CreateFolderDialog } from './create-folder-dialog';
export { UploadDialog } from './upload-dialog';

/** What a delete confirmation is about: some files, or a folder and every file in it. */
export type Confirm =
  { kind: 'files'; ids: string[]; label: string } | { kind: 'folder'; id: string; label: string };

export function ConfirmDeleteDialog({
  confirm,
  canConfirm,
  onCancel,
  onConfirm,
}: {
  confirm: Confirm | null;
  /** The library can take the deletion now (not while it saves or reloads). */
  canConfirm: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={confirm !== null}
      onClose={onCancel}
      title={confirm?.kind === 'folder' ? 'Delete folder' : 'Delete Document'}
      centered
    >
      <Text mb="md">
        {confirm?.kind === 'folder'
          ? `Delete the folder "${confirm.label}" and every file in it? This cannot be undone.`
          : `Delete ${confirm?.label ?? ''}? This cannot be undone.`}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red.8" disabled={!canConfirm} onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}

export function MoveFileDialog({
  moving,
  folderNames,
  moveTarget,
  onTargetChange,
  canMove,
  onCancel,
  onMove,
}: {
  moving: Resource | null;
  folderNames: string[];
  moveTarget: string | null;
  onTargetChange: (folder: string | null) => void;
  canMove: boolean;
  onCancel: () => void;
  onMove: (id: string, folder: string) => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={moving !== null}
      onClose={onCancel}
      title="Move to folder"
      centered
    >
      <Stack>
        <Text>
          Move <strong>{moving?.fileName}</strong> to:
        </Text>
        <Select
          label="Folder"
          placeholder="Choose a folder"
          data={folderNames.filter((name) => name !== moving?.folderName)}
          value={moveTarget}
          onChange={onTargetChange}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!moveTarget || !canMove}
            onClick={() => {
              if (moving && moveTarget) onMove(moving.id, moveTarget);
            }}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
