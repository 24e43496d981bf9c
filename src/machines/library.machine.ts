import { assertEvent, assign, emit, setup } from 'xstate';
import { notProvided } from './not-provided';
import { serverMessageOr } from '../domain/server-message';
import { folderDisplayName } from '../domain/library-files';
import { LIBRARY_MESSAGES, failureMessage } from '../domain/library-messages';
import type { Folder, Resource, UploadedFile } from '../api/schema.gen';

export const DEFAULT_LIBRARY_FOLDER = 'uploads';

export type LibraryNotice =
  | { type: 'notice'; tone: 'success' | 'error'; message: string }
  | { type: 'download'; fileName: string; blob: Blob };

/** The page's dialogs: the machine alone opens and closes each of them. */
export type LibraryDialog =
  'none' | 'upload' | 'createFolder' | 'deleteFiles' | 'deleteFolder' | 'moveFile';

/** What an open delete or move dialog is about: the ids it acts on and their name in words. */
export interface DialogSubject {
  ids: string[];
  label: string;
}

export interface LibraryContext {
  folders: Folder[];
  /** Display name of the folder whose files show; null after that folder was deleted. */
  selectedFolder: string | null;
  files: Resource[];
  /** `files` are the selected folder's as the server answered (not yet, or its read failed: false). */
  filesKnown: boolean;
  dialog: LibraryDialog;
  /** The files or the folder the open delete or move dialog is about. */
  dialogSubject: DialogSubject | null;
  /** The server's reason when creating a folder failed, shown under the name field. */
  createFolderError: string | null;
  /** The file whose Application Use switch shows a spinner. */
  pendingFileId: string | null;
}

export interface LibraryInput {
  folder?: string;
}

export type LibraryEvent =
  | { type: 'folder.select'; folder: string }
  | { type: 'upload.open' }
  | { type: 'folderDialog.open' }
  | { type: 'deleteDialog.open'; ids: string[]; label: string }
  | { type: 'folderDeleteDialog.open'; id: string; label: string }
  | { type: 'moveDialog.open'; id: string }
  | { type: 'dialog.close' }
  | { type: 'file.upload'; folder: string; file: File }
  | { type: 'folder.create'; name: string }
  | { type: 'folder.delete'; id: string }
  | { type: 'files.delete'; ids: string[] }
  | { type: 'file.toggleAppUse'; id: string }
  | { type: 'file.move'; id: string; folder: string }
  | { type: 'file.download'; id: string };

/**
 * What a call needs once it answers, beyond its result. The transition that starts the call sets
 * it; 'ready' clears it. A call's input comes from the event that started it.
 */
interface CallInFlight {
  /** The folder being deleted (display name): if it is the selected one, the selection moves. */
  deletingFolder: string | null;
  /** How many files are being deleted: the toast says "file" or "files". */
  deletingFileCount: number | null;
  /** The name the downloaded file is saved under. */
  downloadName: string | null;
}

const NOTHING_IN_FLIGHT: CallInFlight = {
  deletingFolder: null,
  deletingFileCount: null,
  downloadName: null,
};

/** A value the call's starting transition set; its absence is a defect of the chart, not a case. */
function inFlight<T>(value: T | null, name: keyof CallInFlight): T {
  if (value === null) throw new Error(`The library answered a call without its "${name}"`);
  return value;
}

/** The error an invoked actor failed with (its error event is not one of the machine's events). */
const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

const displayName = (folder: Folder) => folderDisplayName(folder.name);

/** A confirmed delete or move closes its dialog. */
const CLOSED = { dialog: 'none', dialogSubject: null } as const;

/**
 * The Resource Library page: it loads the folder list, then the selected folder's files (the
 * default folder is uploads), and from 'ready' the user uploads, creates or deletes a folder,
 * deletes files, switches Application Use (then the folders reload), moves or downloads a file.
 * Every failure emits the spec's toast; the page's dialogs (upload, new folder, the delete
 * confirmations, move) open and close through the machine alone.
 */
export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext & CallInFlight,
    events: {} as LibraryEvent,
    input: {} as LibraryInput,
    emitted: {} as LibraryNotice,
  },
  actors: {
    loadFolders: notProvided<Folder[]>('loadFolders'),
    loadFiles: notProvided<Resource[], { folder: string }>('loadFiles'),
    uploadFile: notProvided<UploadedFile, { folder: string; file: File }>('uploadFile'),
    createFolder: notProvided<Folder, { name: string }>('createFolder'),
    deleteEntries: notProvided<void, { ids: string[] }>('deleteEntries'),
    updateResource: notProvided<Resource, { id: string; appUse?: boolean; folderName?: string }>(
      'updateResource',
    ),
    downloadFile: notProvided<Blob, { id: string }>('downloadFile'),
  },
  actions: {
    /** The spec's error toast for a failed call: the server's message, else `fallback`. */
    notifyFailure: emit(({ event }, params: { fallback: string }) => ({
      type: 'notice' as const,
      tone: 'error' as const,
      message: failureMessage(errorOf(event), params.fallback),
    })),
  },
  guards: {
    isListedFolder: ({ context, event }) =>
      event.type === 'folder.select' &&
      context.folders.some((folder) => displayName(folder) === event.folder),
    isKnownFile: ({ context, event }) =>
      'id' in event && context.files.some((file) => file.id === event.id),
    hasFilesToDelete: ({ context, event }) =>
      (event.type === 'files.delete' || event.type === 'deleteDialog.open') &&
      event.ids.length > 0 &&
      event.ids.every((id) => context.files.some((file) => file.id === id)),
    isKnownFolder: ({ context, event }) =>
      (event.type === 'folder.delete' || event.type === 'folderDeleteDialog.open') &&
      context.folders.some((folder) => folder.id === event.id),
    isMoveToOtherFolder: ({ context, event }) =>
      event.type === 'file.move' &&
      context.files.some((file) => file.id === event.id && file.folderName !== event.folder) &&
      context.folders.some((folder) => displayName(folder) === event.folder),
    hasFolderName: ({ event }) => event.type === 'folder.create' && event.name.trim() !== '',
    hasUploadTarget: ({ event }) => event.type === 'file.upload' && event.folder.trim() !== '',
  },
}).createMachine({
  id: 'library',
  context: ({ input }) => ({
    folders: [],
    selectedFolder: input.folder ?? DEFAULT_LIBRARY_FOLDER,
    files: [],
    filesKnown: false,
    dialog: 'none',
    dialogSubject: null,
    createFolderError: null,
    pendingFileId: null,
    ...NOTHING_IN_FLIGHT,
  }),
  initial: 'loadingFolders',
  on: {
    'upload.open': { actions: assign({ dialog: 'upload' }) },
    'folderDialog.open': { actions: assign({ dialog: 'createFolder', createFolderError: null }) },
    'deleteDialog.open': {
      guard: 'hasFilesToDelete',
      actions: assign({
        dialog: 'deleteFiles',
        dialogSubject: ({ event }) => ({ ids: event.ids, label: event.label }),
      }),
    },
    'folderDeleteDialog.open': {
      guard: 'isKnownFolder',
      actions: assign({
        dialog: 'deleteFolder',
        dialogSubject: ({ event }) => ({ ids: [event.id], label: event.label }),
      }),
    },
    'moveDialog.open': {
      guard: 'isKnownFile',
      actions: assign({
        dialog: 'moveFile',
        dialogSubject: ({ context, event }) => ({
          ids: [event.id],
          label: context.files.find((file) => file.id === event.id)?.fileName ?? '',
        }),
      }),
    },
    'dialog.close': {
      actions: assign({ dialog: 'none', dialogSubject: null, createFolderError: null }),
    },
  },
  states: {
    loadingFolders: {
      meta: { description: 'Your folders are loading' },
      invoke: {
        id: 'loadFolders',
        src: 'loadFolders',
        onDone: {
          target: 'loadingFiles',
          actions: assign({ folders: ({ event }) => event.output }),
        },
        onError: {
          target: 'loadingFiles',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.fetchFoldersFailed },
          },
        },
      },
    },
    loadingFiles: {
      meta: { description: "The selected folder's files are loading" },
      always: { guard: ({ context }) => context.selectedFolder === null, target: 'ready' },
      on: {
        // The folder tiles show while the first folder's files load: a folder chosen then is
        // not lost; its files load instead (the earlier load is cancelled).
        'folder.select': {
          guard: 'isListedFolder',
          target: 'loadingFiles',
          reenter: true,
          actions: assign({
            selectedFolder: ({ event }) => event.folder,
            files: [],
            filesKnown: false,
          }),
        },
      },
      invoke: {
        id: 'loadFiles',
        src: 'loadFiles',
        input: ({ context }) => ({ folder: context.selectedFolder ?? DEFAULT_LIBRARY_FOLDER }),
        onDone: {
          target: 'ready',
          actions: assign({ files: ({ event }) => event.output, filesKnown: true }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ files: [], filesKnown: false }),
            {
              type: 'notifyFailure' as const,
              params: { fallback: LIBRARY_MESSAGES.fetchResourcesFailed },
            },
          ],
        },
      },
    },
    ready: {
      meta: {
        description:
          "Your folders and the selected folder's files are shown ('Personal Documents | N Files')",
      },
      entry: assign({ pendingFileId: null, ...NOTHING_IN_FLIGHT }),
      on: {
        'folder.select': {
          guard: 'isListedFolder',
          target: 'loadingFiles',
          actions: assign({
            selectedFolder: ({ event }) => event.folder,
            files: [],
            filesKnown: false,
          }),
        },
        'file.upload': { guard: 'hasUploadTarget', target: 'uploading' },
        'folder.create': {
          guard: 'hasFolderName',
          target: 'creatingFolder',
          actions: assign({ createFolderError: null }),
        },
        'folder.delete': {
          guard: 'isKnownFolder',
          target: 'deletingFolder',
          actions: assign({
            ...CLOSED,
            deletingFolder: ({ context, event }) => {
              const folder = context.folders.find((listed) => listed.id === event.id);
              return folder ? displayName(folder) : null;
            },
          }),
        },
        'files.delete': {
          guard: 'hasFilesToDelete',
          target: 'deletingFiles',
          actions: assign({ ...CLOSED, deletingFileCount: ({ event }) => event.ids.length }),
        },
        'file.toggleAppUse': {
          guard: 'isKnownFile',
          target: 'updatingAppUse',
          actions: assign({ pendingFileId: ({ event }) => event.id }),
        },
        'file.move': {
          guard: 'isMoveToOtherFolder',
          target: 'movingFile',
          actions: assign(CLOSED),
        },
        'file.download': {
          guard: 'isKnownFile',
          target: 'downloading',
          actions: assign({
            downloadName: ({ context, event }) =>
              context.files.find((file) => file.id === event.id)?.fileName ?? null,
          }),
        },
      },
    },
    uploading: {
      meta: { description: 'The upload dialog shows a progress bar while the file uploads' },
      on: { 'dialog.close': {} },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ event }) => {
          assertEvent(event, 'file.upload');
          return { folder: event.folder.trim(), file: event.file };
        },
        onDone: {
          target: 'loadingFolders',
          actions: [
            assign({
              dialog: 'none',
              selectedFolder: ({ event }) => event.output.folderName,
            }),
            emit({ type: 'notice', tone: 'success', message: LIBRARY_MESSAGES.uploaded }),
          ],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.uploadFailed },
          },
        },
      },
    },
    creatingFolder: {
      meta: { description: 'The new folder is being created' },
      on: { 'dialog.close': {} },
      invoke: {
        id: 'createFolder',
        src: 'createFolder',
        input: ({ event }) => {
          assertEvent(event, 'folder.create');
          return { name: event.name.trim() };
        },
        onDone: {
          target: 'loadingFolders',
          actions: [
            assign({ dialog: 'none' }),
            emit({ type: 'notice', tone: 'success', message: LIBRARY_MESSAGES.folderCreated }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({
              createFolderError: ({ event }) =>
                serverMessageOr(event.error, LIBRARY_MESSAGES.createFolderFailed),
            }),
            {
              type: 'notifyFailure' as const,
              params: { fallback: LIBRARY_MESSAGES.createFolderFailed },
            },
          ],
        },
      },
    },
    deletingFolder: {
      meta: { description: 'The folder and its files are being deleted' },
      invoke: {
        id: 'deleteEntries',
        src: 'deleteEntries',
        input: ({ event }) => {
          assertEvent(event, 'folder.delete');
          return { ids: [event.id] };
        },
        onDone: {
          target: 'loadingFolders',
          actions: [
            assign(({ context }) => {
              const deleted = inFlight(context.deletingFolder, 'deletingFolder');
              if (deleted !== context.selectedFolder) return {};
              // The default folder takes over; when the default folder itself is gone, none does.
              const fallback = deleted !== DEFAULT_LIBRARY_FOLDER ? DEFAULT_LIBRARY_FOLDER : null;
              return { selectedFolder: fallback, files: [], filesKnown: false };
            }),
            emit({ type: 'notice', tone: 'success', message: LIBRARY_MESSAGES.folderDeleted }),
          ],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.deleteFolderFailed },
          },
        },
      },
    },
    deletingFiles: {
      meta: { description: 'The chosen files are being deleted' },
      invoke: {
        id: 'deleteEntries',
        src: 'deleteEntries',
        input: ({ event }) => {
          assertEvent(event, 'files.delete');
          return { ids: event.ids };
        },
        onDone: {
          target: 'loadingFolders',
          actions: emit(({ context }) => ({
            type: 'notice' as const,
            tone: 'success' as const,
            message:
              inFlight(context.deletingFileCount, 'deletingFileCount') > 1
                ? LIBRARY_MESSAGES.filesDeleted
                : LIBRARY_MESSAGES.fileDeleted,
          })),
        },
        // Some files may be gone already: reload to show what is left.
        onError: {
          target: 'loadingFolders',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.deleteFileFailed },
          },
        },
      },
    },
    updatingAppUse: {
      meta: {
        description: "The file's Application Use switch shows a spinner while the change is saved",
      },
      invoke: {
        id: 'updateResource',
        src: 'updateResource',
        input: ({ context, event }) => {
          assertEvent(event, 'file.toggleAppUse');
          const file = context.files.find((listed) => listed.id === event.id);
          return { id: event.id, appUse: !file?.appUse };
        },
        onDone: { target: 'loadingFolders' },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.updateFailed },
          },
        },
      },
    },
    movingFile: {
      meta: { description: 'The file is being moved to the chosen folder' },
      invoke: {
        id: 'updateResource',
        src: 'updateResource',
        input: ({ event }) => {
          assertEvent(event, 'file.move');
          return { id: event.id, folderName: event.folder };
        },
        onDone: {
          target: 'loadingFolders',
          actions: emit({ type: 'notice', tone: 'success', message: LIBRARY_MESSAGES.moved }),
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.updateFailed },
          },
        },
      },
    },
    downloading: {
      meta: { description: "The file's bytes are fetched, then saved under its name" },
      invoke: {
        id: 'downloadFile',
        src: 'downloadFile',
        input: ({ event }) => {
          assertEvent(event, 'file.download');
          return { id: event.id };
        },
        onDone: {
          target: 'ready',
          actions: emit(({ context, event }) => ({
            type: 'download' as const,
            fileName: inFlight(context.downloadName, 'downloadName'),
            blob: event.output,
          })),
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyFailure' as const,
            params: { fallback: LIBRARY_MESSAGES.downloadFailed },
          },
        },
      },
    },
  },
});

type LibrarySnapshot = { context: LibraryContext };

export const selectFolders = (s: LibrarySnapshot) => s.context.folders;
export const selectFiles = (s: LibrarySnapshot) => s.context.files;
/** How many files the selected folder holds is known (its files are read, or no folder is). */
export const selectFileCountKnown = (s: LibrarySnapshot) =>
  s.context.filesKnown || s.context.selectedFolder === null;
export const selectSelectedFolder = (s: LibrarySnapshot) => s.context.selectedFolder;
export const selectDialog = (s: LibrarySnapshot) => s.context.dialog;
export const selectDialogSubject = (s: LibrarySnapshot) => s.context.dialogSubject;
export const selectPendingFileId = (s: LibrarySnapshot) => s.context.pendingFileId;
export const selectCreateFolderError = (s: LibrarySnapshot) => s.context.createFolderError;
