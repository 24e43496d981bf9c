// The library's folders, filters and documents (its explore and timeline views).
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconFolder, IconSearch, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../shared/use-selector';
import { memo, useState } from 'react';
import {
  FILE_KINDS,
  type FileKind,
  LIBRARY_TABS,
  type LibraryTab,
  MODIFIED_RANGES,
  type ModifiedRange,
  filterFiles,
  filterFolderNames,
  groupByMonth,
  previewLink,
} from '../../domain/library';
import { formatDate } from '../../domain/format';
import { folderDisplayName } from '../../domain/library-files';
import { notify } from '../../lib/notify';
import { LINK_COPIED, LINK_COPY_FAILED, copyText } from './browser-files';
import { FileMenu, FileTable } from './file-table';
import { LibraryFaq } from './library-faq';
import { PreviewLink } from './preview-link';
import { useLatestCallback } from '../../lib/use-latest-callback';
import type { Folder, Resource } from '../../api/schema.gen';

import { type LibraryActor, type LibraryAnswer, type View } from './library-answer';
import { ShowMore, useShownCount } from '../shared/show-more';

/** The folders, the filters and the documents, as of the answer drawn. */
export const LibraryContent = memo(function LibraryContent({
  actor,
  answer,
  view,
  selected,
  onSelect: select,
  onSelectFolder: selectFolder,
  now,
}: {
  actor: LibraryActor;
  answer: LibraryAnswer;
  view: View;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onSelectFolder: (folder: string) => void;
  now: () => Date;
}) {
  const navigate = useNavigate();
  const {
    folders,
    folderNames,
    files,
    countKnown,
    selectedFolder,
    pendingFileId,
    loading,
    firstLoad,
    ready,
    canChooseLocation,
  } = answer;
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<FileKind>('all');
  const [modified, setModified] = useState<ModifiedRange>('any');
  const [tab, setTab] = useState<LibraryTab>('all');

  const today = now();
  const shown = filterFiles(files, { search, kind, modified, tab }, today);
  const selectedIds = shown.filter((file) => selected.has(file.id)).map((file) => file.id);
  // A page of rows at a time, so a folder of 1,000 files costs what one of 100 does (issue 65).
  const drawn = useShownCount(shown.length, FILE_PAGE, selectedFolder);
  const drawnFiles = shown.slice(0, drawn.shown);
  const folderRows =
    tab === 'files-and-folders'
      ? folders
          .map((folder) => ({ folder, name: folderDisplayName(folder.name) }))
          .filter(({ name }) => filterFolderNames([name], search).length > 0)
      : [];

  const share = async (file: Resource) => {
    const copied = await copyText(previewLink(window.location.origin, file.id));
    if (copied) notify.success(LINK_COPIED);
    else notify.error(LINK_COPY_FAILED);
  };

  const actions = {
    onPreview: useLatestCallback(
      (file: Resource) => void navigate({ to: '/resources/$file', params: { file: file.id } }),
    ),
    onDelete: useLatestCallback((file: Resource) =>
      actor.send({ type: 'deleteDialog.open', ids: [file.id], label: file.fileName }),
    ),
    onMove: useLatestCallback((file: Resource) =>
      actor.send({ type: 'moveDialog.open', id: file.id }),
    ),
    onDownload: useLatestCallback((file: Resource) =>
      actor.send({ type: 'file.download', id: file.id }),
    ),
    onShare: useLatestCallback((file: Resource) => void share(file)),
    onToggleAppUse: useLatestCallback((file: Resource) =>
      actor.send({ type: 'file.toggleAppUse', id: file.id }),
    ),
  };

  return (
    <>
      <section aria-labelledby="folders-heading">
        <Title order={2} size="h3" id="folders-heading" mb="sm">
          Your folders ({folders.length})
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {/* Until the folders first arrive, tiles of their size hold the space (the demo's
                three folders), so the documents below do not jump (layout shift). */}
          {firstLoad && PLACEHOLDER_TILES.map((key) => <FolderTilePlaceholder key={key} />)}
          {folders.map((folder) => (
            <FolderTile
              key={folder.id}
              actor={actor}
              folder={folder}
              active={folderDisplayName(folder.name) === selectedFolder}
              canDelete={ready}
              onOpen={() => selectFolder(folderDisplayName(folder.name))}
              onDelete={() =>
                actor.send({
                  type: 'folderDeleteDialog.open',
                  id: folder.id,
                  label: folderDisplayName(folder.name),
                })
              }
            />
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="documents-heading">
        <Title order={2} size="h3" id="documents-heading" mb="sm">
          {/* A count only once it is known: not while the folder's files are on their way. */}
          {countKnown ? `Personal Documents | ${shown.length} Files` : 'Personal Documents'}
        </Title>
        <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search files"
            placeholder="Search files"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
          {/* Native selects: a short fixed list each, the phone's own picker, and no
                popover code or positioning in the screen's first render. */}
          <NativeSelect
            label="Location"
            data={[
              ...(selectedFolder ? [] : [{ value: '', label: 'Choose a folder', disabled: true }]),
              ...Array.from(new Set([...(selectedFolder ? [selectedFolder] : []), ...folderNames])),
            ]}
            value={selectedFolder ?? ''}
            disabled={!canChooseLocation}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value) selectFolder(value);
            }}
            w={{ base: '100%', sm: 180 }}
          />
          <NativeSelect
            label="File type"
            data={FILE_KINDS.map((k) => ({ value: k.value, label: k.label }))}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as FileKind)}
            w={{ base: '100%', sm: 160 }}
          />
          <NativeSelect
            label="Modified"
            data={MODIFIED_RANGES.map((m) => ({ value: m.value, label: m.label }))}
            value={modified}
            onChange={(event) => setModified(event.currentTarget.value as ModifiedRange)}
            w={{ base: '100%', sm: 180 }}
          />
          {selectedIds.length > 0 && (
            <Button
              color="red.8"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={!ready}
              onClick={() =>
                actor.send({
                  type: 'deleteDialog.open',
                  ids: selectedIds,
                  label: `${selectedIds.length} selected ${selectedIds.length === 1 ? 'file' : 'files'}`,
                })
              }
            >
              Delete selected ({selectedIds.length})
            </Button>
          )}
        </Group>
        <Tabs value={tab} onChange={(value) => setTab((value ?? 'all') as LibraryTab)} mb="sm">
          <Tabs.List>
            {LIBRARY_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {loading && (
          <Text c="dimmed" role="status">
            Loading files...
          </Text>
        )}
        {!loading && shown.length === 0 && folderRows.length === 0 && (
          <Text c="dimmed">
            {selectedFolder === null
              ? 'Choose a folder to see its files.'
              : files.length === 0
                ? 'No files in this folder yet.'
                : 'No files match your search and filters.'}
          </Text>
        )}
        {view === 'explore' ? (
          (shown.length > 0 || folderRows.length > 0) && (
            <FileTable
              files={drawnFiles}
              folderRows={folderRows}
              selected={selected}
              onSelect={select}
              onOpenFolder={selectFolder}
              pendingFileId={pendingFileId}
              canToggle={ready}
              canAct={ready}
              {...actions}
            />
          )
        ) : (
          <Timeline files={drawnFiles} canAct={ready} actions={actions} />
        )}
        <ShowMore list={drawn} noun="files" />
      </section>

      <LibraryFaq />
    </>
  );
});

const PLACEHOLDER_TILES = ['a', 'b', 'c'] as const;
/** How many files a page of the table holds. */
const FILE_PAGE = 50;

/** An empty tile with a folder tile's structure, hence its height: space held while loading. */
function FolderTilePlaceholder() {
  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0" aria-hidden>
      <Group wrap="nowrap" align="flex-start" style={{ visibility: 'hidden' }}>
        <div>
          <IconFolder size={28} />
          <Text fw={600}>Folder</Text>
          <Text size="sm">0 files</Text>
        </div>
        <ActionIcon variant="subtle" component="span" />
      </Group>
    </Card>
  );
}

function FolderTile({
  actor,
  folder,
  active,
  canDelete,
  onOpen,
  onDelete,
}: {
  actor: LibraryActor;
  folder: Folder;
  active: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const name = folderDisplayName(folder.name);
  const canOpen = useCan(actor, { type: 'folder.select', folder: name });
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      style={active ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onOpen}
          disabled={!canOpen}
          aria-pressed={active}
          style={{ flex: 1, minWidth: 0 }}
        >
          <IconFolder size={28} color="var(--mantine-color-blue-7)" aria-hidden />
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {folder.fileCount} {folder.fileCount === 1 ? 'file' : 'files'}
          </Text>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="red.8"
          aria-label={`Delete folder ${name}`}
          disabled={!canDelete}
          onClick={onDelete}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}

function Timeline({
  files,
  canAct,
  actions,
}: {
  files: Resource[];
  canAct: boolean;
  actions: Parameters<typeof FileMenu>[0] extends infer P ? Omit<P, 'file' | 'disabled'> : never;
}) {
  const groups = groupByMonth(files);
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`month-${group.key}`}>
          <Title order={3} size="h4" id={`month-${group.key}`} mb="xs">
            {group.label}
          </Title>
          <Stack gap="xs">
            {group.files.map((file) => (
              <Card key={file.id} withBorder padding="xs" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <PreviewLink id={file.id}>{file.fileName}</PreviewLink>
                    <Text size="sm" c="dimmed">
                      {file.folderName} · {file.fileType.toUpperCase()} ·{' '}
                      {formatDate(file.createdAt)}
                    </Text>
                  </div>
                  <FileMenu file={file} disabled={!canAct} {...actions} />
                </Group>
              </Card>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
