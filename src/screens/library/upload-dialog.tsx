import '@mantine/dropzone/styles.css';
import { Button, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { LIBRARY_FILE_MESSAGES, formatKb, validateUploadFile } from '../../domain/library-files';

// Mantine's stylesheet resets the error colour to red.6 (3.3:1 on white); keep AA contrast here.
const AA_ERROR_COLOUR = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as React.CSSProperties;

export const UPLOAD_HINT = 'Any file type up to 10MB';

interface UploadDialogProps {
  opened: boolean;
  uploading: boolean;
  /** The library takes an upload now (not while it loads or saves). */
  canUpload: boolean;
  canClose: boolean;
  folders: string[];
  selectedFolder: string | null;
  onClose: () => void;
  onUpload: (folder: string, file: File) => void;
}

/** Upload: folder, drag and drop or choose a file, its name and size in KB, Cancel and Upload. */
export function UploadDialog(props: UploadDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened}
      onClose={() => props.canClose && props.onClose()}
      title="Upload file"
      centered
    >
      {/* Remounted on each opening so the dialog starts empty. */}
      {props.opened && <UploadForm {...props} />}
    </Modal>
  );
}

function UploadForm({
  uploading,
  canUpload,
  folders,
  selectedFolder,
  onClose,
  onUpload,
  canClose,
}: UploadDialogProps) {
  const [folder, setFolder] = useState<string | null>(selectedFolder);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [folderError, setFolderError] = useState<string | undefined>();
  const options = Array.from(new Set([...(selectedFolder ? [selectedFolder] : []), ...folders]));

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setFileError(chosen ? validateUploadFile(chosen) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const noFolder = !folder ? LIBRARY_FILE_MESSAGES.selectFolder : undefined;
    const badFile = validateUploadFile(file);
    setFolderError(noFolder);
    setFileError(badFile);
    if (noFolder || badFile || !folder || !file) return;
    onUpload(folder, file);
  };

  return (
    <form onSubmit={submit} noValidate style={AA_ERROR_COLOUR}>
      <Stack>
        <Select
          label="Folder"
          placeholder="Choose a folder"
          data={options}
          value={folder}
          onChange={(value) => {
            setFolder(value);
            setFolderError(undefined);
          }}
          error={folderError}
          disabled={uploading}
          allowDeselect={false}
        />
        <Dropzone
          onDrop={choose}
          onReject={() => setFileError(LIBRARY_FILE_MESSAGES.fileTooLarge)}
          multiple={false}
          disabled={uploading}
          aria-label="Drag a file here or click to choose one"
          aria-describedby="upload-hint"
        >
          <Group justify="center" gap="sm" mih={100} style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={36} aria-hidden />
            <div>
              <Text fw={500}>Drag a file here or click to choose one</Text>
              <Text size="sm" c="dimmed" id="upload-hint">
                {UPLOAD_HINT}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {file && (
          <Text size="sm" data-testid="chosen-file">
            <Text span fw={600}>
              {file.name}
            </Text>{' '}
            ({formatKb(file.size)})
          </Text>
        )}
        {fileError && (
          <Text size="sm" c="red.8" role="alert">
            {fileError}
          </Text>
        )}
        {uploading && <Progress value={100} animated striped aria-label="Uploading" size="lg" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={!canClose}>
            Cancel
          </Button>
          {/* Waits (a spinner, not a dead button) while the library loads or saves. */}
          <Button type="submit" loading={uploading || !canUpload}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
