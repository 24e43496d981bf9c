// What the library screen reads of its machine, in one place (its parts share it).
import { useCan, useSelector } from '../shared/use-selector';
import { useMemo } from 'react';
import { folderDisplayName } from '../../domain/library-files';
import {
  DEFAULT_LIBRARY_FOLDER,
  type libraryMachine,
  selectFiles,
  selectFileCountKnown,
  selectFolders,
  selectPendingFileId,
  selectSelectedFolder,
} from '../../machines/library.machine';
import { type useInspectedActorRef } from '../shared/use-inspected-actor-ref';

export type LibraryLogic = typeof libraryMachine;
export type LibraryActor = ReturnType<typeof useInspectedActorRef<LibraryLogic>>;
export type View = 'explore' | 'timeline';

/** What the library shows of its machine: its answers, read in one place. */
export function useLibraryAnswer(actor: LibraryActor) {
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

export type LibraryAnswer = ReturnType<typeof useLibraryAnswer>;
