import { Button, Group } from '@mantine/core';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { canOnce, useCan, useSelector } from '../shared/use-selector';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
import {
  DEFAULT_LIBRARY_FOLDER,
  type DialogSubject,
  type LibraryDialog,
  type LibraryEvent,
  selectCreateFolderError,
  selectDialog,
  selectDialogSubject,
  selectFiles,
  selectSelectedFolder,
} from '../../machines/library.machine';
import { notify } from '../../lib/notify';
import { saveBlob } from '../../lib/download';
import { SegmentedToggle } from '../shared/segmented-toggle';
import { Deferred } from '../shared/deferred';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { LibraryFrame } from './library-frame';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { useFocusReturn } from '../../lib/use-focus-return';
import type { Confirm } from './library-dialogs';
import {
  type LibraryActor,
  type LibraryLogic,
  type View,
  useLibraryAnswer,
} from './library-answer';
import { LibraryContent } from './library-content';

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
