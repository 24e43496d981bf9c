import {
  ActionIcon,
  Checkbox,
  Loader,
  Switch,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconFolder } from '@tabler/icons-react';
import { lazy, memo } from 'react';
import { formatDate } from '../../domain/format';

import { LazyOverlayButton } from '../shared/lazy-overlay-button';
import { ScrollBox, stackedTable } from '../shared/scroll-box';
import { PreviewLink } from './preview-link';
import type { Folder, Resource } from '../../api/schema.gen';

export interface FileRowActions {
  onPreview: (file: Resource) => void;
  onDelete: (file: Resource) => void;
  onMove: (file: Resource) => void;
  onDownload: (file: Resource) => void;
  onShare: (file: Resource) => void;
  onToggleAppUse: (file: Resource) => void;
}

interface FileTableProps extends FileRowActions {
  files: Resource[];
  folderRows: { folder: Folder; name: string }[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onOpenFolder: (name: string) => void;
  pendingFileId: string | null;
  canToggle: boolean;
  canAct: boolean;
}

const sameItems = <T,>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((item, index) => same(item, b[index] as T));

/**
 * The table's props are the same: the same files and folders (the lists themselves are filtered
 * anew on every render of the library) and the same everything else. The library's handlers keep
 * their identity (`useLatestCallback`), so a dialog or a menu opening does not draw every row again.
 */
function sameTable(a: FileTableProps, b: FileTableProps): boolean {
  return (Object.keys(a) as (keyof FileTableProps)[]).every((key) => {
    if (key === 'files') return sameItems(a.files, b.files, Object.is);
    if (key === 'folderRows')
      return sameItems(
        a.folderRows,
        b.folderRows,
        (x, y) => x.folder === y.folder && x.name === y.name,
      );
    return Object.is(a[key], b[key]);
  });
}

/** The file table: checkbox, file name, location, file type, Application Use, modified, menu. */
export const FileTable = memo(function FileTable(props: FileTableProps) {
  const { files, selected } = props;
  const allSelected = files.length > 0 && files.every((file) => selected.has(file.id));
  const someSelected = files.some((file) => selected.has(file.id));
  return (
    <ScrollBox minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover className={stackedTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all files"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                disabled={files.length === 0}
                onChange={(event) =>
                  props.onSelect(
                    files.map((file) => file.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th>File name</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>File type</Table.Th>
            <Table.Th>Application Use</Table.Th>
            <Table.Th>Modified</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.folderRows.map(({ folder, name }) => (
            <Table.Tr key={folder.id}>
              <Table.Td />
              <Table.Td>
                <UnstyledButton
                  onClick={() => props.onOpenFolder(name)}
                  aria-label={`Open folder ${name}`}
                >
                  <Text span fw={500}>
                    <IconFolder size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {name}
                  </Text>
                </UnstyledButton>
              </Table.Td>
              <Table.Td data-label="Location">-</Table.Td>
              <Table.Td data-label="File type">Folder</Table.Td>
              <Table.Td data-label="Application Use">
                {folder.fileCount} {folder.fileCount === 1 ? 'file' : 'files'}
              </Table.Td>
              <Table.Td data-label="Modified">{formatDate(folder.createdAt)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${file.fileName}`}
                  checked={selected.has(file.id)}
                  onChange={(event) => props.onSelect([file.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <PreviewLink id={file.id}>{file.fileName}</PreviewLink>
              </Table.Td>
              <Table.Td data-label="Location">{file.folderName}</Table.Td>
              <Table.Td data-label="File type">{file.fileType.toUpperCase()}</Table.Td>
              <Table.Td data-label="Application Use">
                {props.pendingFileId === file.id ? (
                  <Loader
                    size="sm"
                    role="progressbar"
                    aria-label={`Saving Application Use for ${file.fileName}`}
                  />
                ) : (
                  <Switch
                    aria-label={`Application Use for ${file.fileName}`}
                    checked={file.appUse}
                    disabled={!props.canToggle}
                    onChange={() => props.onToggleAppUse(file)}
                  />
                )}
              </Table.Td>
              <Table.Td data-label="Modified">{formatDate(file.createdAt)}</Table.Td>
              <Table.Td>
                <FileMenu file={file} disabled={!props.canAct} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}, sameTable);

// A row's action menu (Floating UI, focus handling) loads when a row's button is first pointed
// at, focused or pressed: a table of files renders plain buttons, not a menu per row.
const loadFileMenu = () => import('./file-menu');
const FileMenuDropdown = lazy(() => loadFileMenu().then((m) => ({ default: m.FileMenuDropdown })));
const preloadFileMenu = () => void loadFileMenu();

export function FileMenu(props: FileRowActions & { file: Resource; disabled: boolean }) {
  return (
    <LazyOverlayButton
      overlay={FileMenuDropdown}
      overlayProps={props}
      button={({ onClick, autoFocus, onKeyDown }) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${props.file.fileName}`}
          onClick={onClick}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          onPointerEnter={preloadFileMenu}
          onFocus={preloadFileMenu}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      )}
    />
  );
}
