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
import { IconFolder, IconFolderPlus, IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { canOnce, useCan, useSelector } from '../shared/use-selector';
import { Suspense, lazy, memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
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
import {
  DEFAULT_LIBRARY_FOLDER,
  type DialogSubject,
  type LibraryDialog,
  type LibraryEvent,
  type libraryMachine,
  selectCreateFolderError,
  selectDialog,
  selectDialogSubject,
  selectFiles,
  selectFileCountKnown,
  selectFolders,
  selectPendingFileId,
  selectSelectedFolder,
} from '../../machines/library.machine';
import { notify } from '../../lib/notify';
import { saveBlob } from '../../lib/download';
import { LINK_COPIED, LINK_COPY_FAILED, copyText } from './browser-files';
import { FileMenu, FileTable } from './file-table';
import { LibraryFaq } from './library-faq';
import { PreviewLink } from './preview-link';
import { SegmentedToggle } from '../shared/segmented-toggle';
import { Deferred } from '../shared/deferred';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { LibraryFrame } from './library-frame';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { useFocusReturn } from '../../lib/use-focus-return';
import type { Confirm } from './library-dialogs';
import type { Folder, Resource } from '../../api/schema.gen';

const loadDialogs = () => import('./library-dialogs');
const UploadDialog = lazy(() => loadDialogs().then((m) => ({ default: m.UploadDialog })));
const CreateFolderDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.CreateFolderDialog })),
);
const ConfirmDeleteDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.ConfirmDeleteDialog })),
);
const MoveFileDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MoveFileDialog })));

/** True from the first time `open` is true: a lazy dialog mounts then and stays mounted. */
function useShownOnce(open: boolean): boolean {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  return shown || open;
}

type LibraryLogic = typeof libraryMachine;
type LibraryActor = ReturnType<typeof useInspectedActorRef<LibraryLogic>>;
type View = 'explore' | 'timeline';

// What the dialogs' submit buttons would send for a valid entry: whether the library takes a new
// folder or an upload now (not while it loads or saves) does not depend on the name or the file.
const ANY_FOLDER_NAME = 'New folder';
const ANY_FILE = new File([], 'file');

/** The delete confirmation the machine has open, if any. */
function confirmOf(dialog: LibraryDialog, subject: DialogSubject | null): Confirm | null {
  if (!subject) return null;
  if (dialog === 'deleteFiles') return { kind: 'files', ids: subject.ids, label: subject.label };
  const [id] = subject.ids;
  if (dialog === 'deleteFolder' && id) return { kind: 'folder', id, label: subject.label };
  return null;
}

/** What the confirmation's Delete sends. */
const deletionOf = (confirm: Confirm): LibraryEvent =>
  confirm.kind === 'files'
    ? { type: 'files.delete', ids: confirm.ids }
    : { type: 'folder.delete', id: confirm.id };

/** Today, as the library's filters read it. */
const NOW = () => new Date();

/** What the library shows of its machine: its answers, read in one place. */
function useLibraryAnswer(actor: LibraryActor) {
  const folders = useSelector(actor, selectFolders);
  const files = useSelector(actor, selectFiles);
  const countKnown = useSelector(actor, selectFileCountKnown);
  const selectedFolder = useSelector(actor, selectSelectedFolder);
  const pendingFileId = useSelector(actor, selectPendingFileId);
  const loading = useSelector(
    actor,
    (s) => s.matches('loadingFolders') || s.matches('loadingFiles'),
  );
  const loadingFolders = useSelector(actor, (s) => s.matches('loadingFolders'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const folderNames = useMemo(() => folders.map((f) => folderDisplayName(f.name)), [folders]);
  const canChooseLocation = useCan(actor, {
    type: 'folder.select',
    folder: selectedFolder ?? folderNames[0] ?? DEFAULT_LIBRARY_FOLDER,
  });
  const firstLoad = loadingFolders && folders.length === 0;
  return useMemo(
    () => ({
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
    }),
    [
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
    ],
  );
}

type LibraryAnswer = ReturnType<typeof useLibraryAnswer>;

export function LibraryScreen({ logic, now = NOW }: { logic: LibraryLogic; now?: () => Date }) {
  const actor = useInspectedActorRef(logic, { input: {} });
  const answer = useLibraryAnswer(actor);
  // The machine's answers are drawn in a deferred render, which React slices: each answer's
  // notification renders synchronously, and drew the folders, the filters and the table in one
  // task per answer (docs/performance.md). The content below is memoized, so that notification
  // renders only this component; the whole answer is deferred, so its flags and lists agree.
  const drawn = useDeferredValue(answer);
  const [view, setView] = useState<View>('explore');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (notice) =>
        notice.tone === 'success' ? notify.success(notice.message) : notify.error(notice.message),
      ),
      actor.on('download', (download) => saveBlob(download.blob, download.fileName)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  // The content's handlers keep their identity: the content and the file table (memoized) are
  // not drawn again when only the rest of the library changes (a dialog opens, a menu, the view).
  const select = useLatestCallback((ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
      return next;
    }),
  );

  const selectFolder = useLatestCallback((folder: string) => {
    setSelected(new Set());
    actor.send({ type: 'folder.select', folder });
  });

  return (
    <LibraryFrame
      actions={
        <Group gap="sm">
          <SegmentedToggle
            label="View"
            value={view}
            onChange={setView}
            data={[
              { value: 'explore', label: 'Explore' },
              { value: 'timeline', label: 'Timeline' },
            ]}
          />
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={() => actor.send({ type: 'upload.open' })}
          >
            Upload file
          </Button>
          <Button
            variant="default"
            leftSection={<IconFolderPlus size={16} />}
            onClick={() => actor.send({ type: 'folderDialog.open' })}
          >
            Create folder
          </Button>
        </Group>
      }
    >
      <Deferred>
        <LibraryContent
          actor={actor}
          answer={drawn}
          view={view}
          selected={selected}
          onSelect={select}
          onSelectFolder={selectFolder}
          now={now}
        />
      </Deferred>

      <LibraryDialogs
        actor={actor}
        folderNames={answer.folderNames}
        onFilesDeleted={(ids) => select(ids, false)}
      />
    </LibraryFrame>
  );
}

/** The folders, the filters and the documents, as of the answer drawn. */
const LibraryContent = memo(function LibraryContent({
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
              files={shown}
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
          <Timeline files={shown} canAct={ready} actions={actions} />
        )}
      </section>

      <LibraryFaq />
    </>
  );
});

/**
 * The library's dialogs, in a component of their own: it alone reads which dialog is open and
 * what the machine takes there, so opening or closing one renders the dialogs, not the screen
 * (docs/performance.md, "Interactions"). Their code (Modal, Dropzone, focus trap) loads when one
 * first opens; once shown a dialog stays mounted, so it animates out and hands the focus back
 * when it closes.
 */
function LibraryDialogs({
  actor,
  folderNames,
  onFilesDeleted,
}: {
  actor: LibraryActor;
  folderNames: string[];
  onFilesDeleted: (ids: string[]) => void;
}) {
  const files = useSelector(actor, selectFiles);
  const selectedFolder = useSelector(actor, selectSelectedFolder);
  const dialog = useSelector(actor, selectDialog);
  const dialogSubject = useSelector(actor, selectDialogSubject);
  const createFolderError = useSelector(actor, selectCreateFolderError);
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const creating = useSelector(actor, (s) => s.matches('creatingFolder'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const canCloseDialog = useCan(actor, { type: 'dialog.close' });
  const canCreateFolder = useCan(actor, { type: 'folder.create', name: ANY_FOLDER_NAME });
  const canUpload = useCan(actor, {
    type: 'file.upload',
    folder: selectedFolder ?? DEFAULT_LIBRARY_FOLDER,
    file: ANY_FILE,
  });
  // The move dialog's choice of folder (a field of its form), cleared each time it opens.
  const [moveTarget, setMoveTarget] = useState<string | null>(null);
  const movingId = dialog === 'moveFile' ? (dialogSubject?.ids[0] ?? null) : null;
  const [lastMovingId, setLastMovingId] = useState(movingId);
  if (movingId !== lastMovingId) {
    setLastMovingId(movingId);
    if (movingId !== null) setMoveTarget(null);
  }
  const confirm = confirmOf(dialog, dialogSubject);
  const moving = movingId === null ? null : (files.find((file) => file.id === movingId) ?? null);
  const uploadShown = useShownOnce(dialog === 'upload');
  const createFolderShown = useShownOnce(dialog === 'createFolder');
  const confirmShown = useShownOnce(confirm !== null);
  const moveShown = useShownOnce(moving !== null);
  // Each dialog gives focus back to its button on close, the first time too (its code loads then).
  useFocusReturn(dialog === 'upload');
  useFocusReturn(dialog === 'createFolder');
  useFocusReturn(confirm !== null);
  useFocusReturn(moving !== null);
  const confirmEvent = confirm && deletionOf(confirm);
  const canConfirm = useSelector(actor, (s) => confirmEvent !== null && canOnce(s, confirmEvent));
  const runConfirm = () => {
    if (!confirm || !confirmEvent) return;
    if (confirm.kind === 'files') onFilesDeleted(confirm.ids);
    actor.send(confirmEvent);
  };

  return (
    <Suspense fallback={null}>
      {uploadShown && (
        <UploadDialog
          opened={dialog === 'upload'}
          uploading={uploading}
          canUpload={canUpload}
          canClose={canCloseDialog}
          folders={folderNames}
          selectedFolder={selectedFolder}
          onClose={() => actor.send({ type: 'dialog.close' })}
          onUpload={(folder, file) => actor.send({ type: 'file.upload', folder, file })}
        />
      )}
      {createFolderShown && (
        <CreateFolderDialog
          opened={dialog === 'createFolder'}
          creating={creating}
          canCreate={canCreateFolder}
          canClose={canCloseDialog}
          existingFolders={folderNames}
          serverError={createFolderError}
          onClose={() => actor.send({ type: 'dialog.close' })}
          onCreate={(name) => actor.send({ type: 'folder.create', name })}
        />
      )}
      {confirmShown && (
        <ConfirmDeleteDialog
          confirm={confirm}
          canConfirm={canConfirm}
          onCancel={() => actor.send({ type: 'dialog.close' })}
          onConfirm={runConfirm}
        />
      )}
      {moveShown && (
        <MoveFileDialog
          moving={moving}
          folderNames={folderNames}
          moveTarget={moveTarget}
          onTargetChange={setMoveTarget}
          canMove={ready}
          onCancel={() => actor.send({ type: 'dialog.close' })}
          onMove={(id, folder) => actor.send({ type: 'file.move', id, folder })}
        />
      )}
    </Suspense>
  );
}

const PLACEHOLDER_TILES = ['a', 'b', 'c'] as const;

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
