// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LIBRARY_MESSAGES, failureMessage } from '../../src/domain/library-messages';
import { type LibraryNotice, libraryMachine } from '../../src/machines/library.machine';
import { previewMachine } from '../../src/machines/preview.machine';
import type { Folder, Resource } from '../../src/api/schema.gen';

const USER = '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11';
const folder = (name: string, fileCount = 1): Folder => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: `${USER}.${name}`,
  fileCount,
  createdAt: '2026-01-01T00:00:00Z',
});
const FOLDERS: Folder[] = [
  { ...folder('uploads', 2), id: '11111111-1111-4111-8111-111111111111' },
  { ...folder('Tax documents', 0), id: '22222222-2222-4222-8222-222222222222' },
];
const resource = (
  id: string,
  fileName: string,
  appUse = false,
  folderName = 'uploads',
): Resource => ({
  id,
  fileName,
  folderName,
  fileType: fileName.split('.').pop() ?? '',
  fileUrl: `/api/v1/files/${id}/content`,
  size: 10,
  appUse,
  createdAt: '2026-01-02T00:00:00Z',
});
const FILES = [resource('f1', 'a.pdf', true), resource('f2', 'b.txt')];

const apiError = (serverMessage?: string) => Object.assign(new Error('x'), { serverMessage });

interface Calls {
  loadFiles: string[];
  updates: unknown[];
  deletes: string[][];
  uploads: { folder: string; file: File }[];
  creates: string[];
}

function start(overrides: Record<string, unknown> = {}) {
  const calls: Calls = { loadFiles: [], updates: [], deletes: [], uploads: [], creates: [] };
  const logic = libraryMachine.provide({
    actors: {
      loadFolders: fromPromise(async () => FOLDERS),
      loadFiles: fromPromise(async ({ input }: { input: { folder: string } }) => {
        calls.loadFiles.push(input.folder);
        return input.folder === 'uploads' ? FILES : [];
      }),
      uploadFile: fromPromise(async ({ input }: { input: { folder: string; file: File } }) => {
        calls.uploads.push(input);
        return { ...resource('f3', input.file.name, false, input.folder), url: '/x' };
      }),
      createFolder: fromPromise(async ({ input }: { input: { name: string } }) => {
        calls.creates.push(input.name);
        return folder(input.name, 0);
      }),
      deleteEntries: fromPromise(async ({ input }: { input: { ids: string[] } }) => {
        calls.deletes.push(input.ids);
      }),
      updateResource: fromPromise(async ({ input }: { input: { id: string } }) => {
        calls.updates.push(input);
        return FILES[0]!;
      }),
      downloadFile: fromPromise(async () => new Blob(['bytes'])),
      ...(overrides as object),
    },
  });
  const actor = createActor(logic, { input: {} });
  const notices: LibraryNotice[] = [];
  actor.on('notice', (n) => notices.push(n));
  actor.on('download', (n) => notices.push(n));
  actor.start();
  return { actor, calls, notices };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready'));

describe('library machine', () => {
  it('loads the folders, then the default folder uploads', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loadingFolders');
    await ready(actor);
    expect(actor.getSnapshot().context.folders).toEqual(FOLDERS);
    expect(calls.loadFiles).toEqual(['uploads']);
    expect(actor.getSnapshot().context.files).toEqual(FILES);
  });

  it('toasts the spec texts when loading fails, and still gets ready', async () => {
    const { actor, notices } = start({
      loadFolders: fromPromise(async () => {
        throw apiError();
      }),
      loadFiles: fromPromise(async () => {
        throw apiError('Server down');
      }),
    });
    await ready(actor);
    expect(notices).toEqual([
      { type: 'notice', tone: 'error', message: 'Failed to fetch folder list' },
      { type: 'notice', tone: 'error', message: 'Failed to fetch resources: Server down' },
    ]);
    expect(actor.getSnapshot().context.files).toEqual([]);
  });

  it('selecting a folder clears and loads its files', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'folder.select', folder: 'Tax documents' });
    expect(actor.getSnapshot().value).toBe('loadingFiles');
    expect(actor.getSnapshot().context.files).toEqual([]);
    await ready(actor);
    expect(calls.loadFiles).toEqual(['uploads', 'Tax documents']);
  });

  it('keeps a folder chosen while the first files load, and shows only its files', async () => {
    let answerFirst: (files: Resource[]) => void = () => {};
    const asked: string[] = [];
    const { actor } = start({
      loadFiles: fromPromise(async ({ input }: { input: { folder: string } }) => {
        asked.push(input.folder);
        if (input.folder !== 'uploads') return [];
        return new Promise<Resource[]>((resolve) => {
          answerFirst = resolve;
        });
      }),
    });
    await waitFor(actor, (s) => s.matches('loadingFiles'));
    actor.send({ type: 'folder.select', folder: 'Tax documents' });
    await ready(actor);
    expect(actor.getSnapshot().context.selectedFolder).toBe('Tax documents');
    // The first folder's late answer changes nothing.
    answerFirst(FILES);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.files).toEqual([]);
    expect(asked).toEqual(['uploads', 'Tax documents']);
  });

  it('uploads, closes the dialog, selects the target folder and reloads', async () => {
    const { actor, calls, notices } = start();
    await ready(actor);
    actor.send({ type: 'upload.open' });
    expect(actor.getSnapshot().context.dialog).toBe('upload');
    actor.send({ type: 'file.upload', folder: 'Tax documents', file: new File(['x'], 'n.txt') });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
    await waitFor(actor, (s) => s.matches('loadingFolders'));
    await ready(actor);
    expect(calls.uploads[0]?.folder).toBe('Tax documents');
    expect(actor.getSnapshot().context.dialog).toBe('none');
    expect(actor.getSnapshot().context.selectedFolder).toBe('Tax documents');
    expect(notices).toContainEqual({
      type: 'notice',
      tone: 'success',
      message: LIBRARY_MESSAGES.uploaded,
    });
  });

  it('a failed upload keeps the dialog open and toasts the reason', async () => {
    const { actor, notices } = start({
      uploadFile: fromPromise(async () => {
        throw apiError('File must be at most 10MB');
      }),
    });
    await ready(actor);
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'file.upload', folder: 'uploads', file: new File(['x'], 'n.txt') });
    await ready(actor);
    expect(actor.getSnapshot().context.dialog).toBe('upload');
    expect(notices.at(-1)).toEqual({
      type: 'notice',
      tone: 'error',
      message: 'Failed to upload file: File must be at most 10MB',
    });
  });

  it('refuses an upload without a folder and a blank folder name', async () => {
    const { actor } = start();
    await ready(actor);
    expect(
      actor.getSnapshot().can({ type: 'file.upload', folder: ' ', file: new File([], 'a') }),
    ).toBe(false);
    expect(actor.getSnapshot().can({ type: 'folder.create', name: '   ' })).toBe(false);
  });

  it('creates a folder (trimmed); a failure keeps the reason for the field', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'folderDialog.open' });
    actor.send({ type: 'folder.create', name: '  Reports ' });
    await waitFor(actor, (s) => s.matches('loadingFolders'));
    expect(calls.creates).toEqual(['Reports']);
    expect(actor.getSnapshot().context.dialog).toBe('none');

    const failing = start({
      createFolder: fromPromise(async () => {
        throw apiError('A folder with this name already exists');
      }),
    });
    await ready(failing.actor);
    failing.actor.send({ type: 'folderDialog.open' });
    failing.actor.send({ type: 'folder.create', name: 'uploads' });
    await ready(failing.actor);
    expect(failing.actor.getSnapshot().context.createFolderError).toBe(
      'A folder with this name already exists',
    );
    expect(failing.notices.at(-1)).toMatchObject({
      message: 'Failed to create folder: A folder with this name already exists',
    });
  });

  it('deleting the selected folder falls back; a failure toasts', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'folder.select', folder: 'Tax documents' });
    await ready(actor);
    actor.send({ type: 'folder.delete', id: FOLDERS[1]!.id });
    expect(actor.getSnapshot().value).toBe('deletingFolder');
    await waitFor(actor, (s) => s.matches('loadingFolders'));
    expect(calls.deletes).toEqual([[FOLDERS[1]!.id]]);
    expect(actor.getSnapshot().context.selectedFolder).toBe('uploads');

    const failing = start({
      deleteEntries: fromPromise(async () => {
        throw apiError();
      }),
    });
    await ready(failing.actor);
    failing.actor.send({ type: 'folder.delete', id: FOLDERS[0]!.id });
    await ready(failing.actor);
    expect(failing.notices.at(-1)).toMatchObject({ message: 'Failed to delete folder' });
    failing.actor.send({ type: 'files.delete', ids: ['f1'] });
    await ready(failing.actor);
    expect(failing.notices.at(-1)).toMatchObject({ message: 'Failed to delete file' });
  });

  it('deletes several files at once; unknown ids are refused', async () => {
    const { actor, calls, notices } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'files.delete', ids: ['nope'] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'files.delete', ids: [] })).toBe(false);
    actor.send({ type: 'files.delete', ids: ['f1', 'f2'] });
    await waitFor(actor, (s) => s.matches('loadingFolders'));
    expect(calls.deletes).toEqual([['f1', 'f2']]);
    expect(notices.at(-1)).toMatchObject({ message: 'Files deleted successfully' });
  });

  it('toggles Application Use with a pending marker, then reloads the folder list', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'file.toggleAppUse', id: 'f1' });
    expect(actor.getSnapshot().value).toBe('updatingAppUse');
    expect(actor.getSnapshot().context.pendingFileId).toBe('f1');
    await waitFor(actor, (s) => s.matches('loadingFolders'));
    await ready(actor);
    expect(calls.updates).toEqual([{ id: 'f1', appUse: false }]);
    expect(actor.getSnapshot().context.pendingFileId).toBeNull();
  });

  it("a failed update shows 'Failed to update resource'", async () => {
    const { actor, notices } = start({
      updateResource: fromPromise(async () => {
        throw apiError();
      }),
    });
    await ready(actor);
    actor.send({ type: 'file.toggleAppUse', id: 'f2' });
    await ready(actor);
    expect(notices.at(-1)).toMatchObject({ message: 'Failed to update resource' });
    actor.send({ type: 'file.move', id: 'f2', folder: 'Tax documents' });
    await ready(actor);
    expect(notices.at(-1)).toMatchObject({ message: 'Failed to update resource' });
  });

  it('moves a file to another existing folder only', async () => {
    const { actor, calls } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'file.move', id: 'f1', folder: 'uploads' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'file.move', id: 'f1', folder: 'Nowhere' })).toBe(false);
    actor.send({ type: 'file.move', id: 'f1', folder: 'Tax documents' });
    await waitFor(actor, (s) => s.matches('loadingFolders'));
    expect(calls.updates).toEqual([{ id: 'f1', folderName: 'Tax documents' }]);
  });

  it('downloads a file under its name', async () => {
    const { actor, notices } = start();
    await ready(actor);
    actor.send({ type: 'file.download', id: 'f2' });
    expect(actor.getSnapshot().value).toBe('downloading');
    await ready(actor);
    const download = notices.at(-1);
    expect(download?.type).toBe('download');
    if (download?.type === 'download') {
      expect(download.fileName).toBe('b.txt');
      expect(await download.blob.text()).toBe('bytes');
    }
  });

  it('failureMessage adds the reason once', () => {
    expect(failureMessage(apiError(), 'Failed to upload file')).toBe('Failed to upload file');
    expect(failureMessage(apiError('Failed to upload file: full'), 'Failed to upload file')).toBe(
      'Failed to upload file: full',
    );
    expect(failureMessage(new Error('no server message'), 'Failed to delete file')).toBe(
      'Failed to delete file',
    );
  });
});

describe('preview machine', () => {
  const run = (find: Resource | null, content: Blob | Error) => {
    const logic = previewMachine.provide({
      actors: {
        findResource: fromPromise(async () => find),
        loadContent: fromPromise(async () => {
          if (content instanceof Error) throw content;
          return content;
        }),
      },
    });
    return createActor(logic, { input: { fileId: 'f1' } }).start();
  };

  it('finds the file, then loads its bytes', async () => {
    const actor = run(FILES[0]!, new Blob(['%PDF-']));
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.resource?.fileName).toBe('a.pdf');
  });

  it('ends in notFound for an id not among the resources', async () => {
    const actor = run(null, new Blob());
    await waitFor(actor, (s) => s.matches('notFound'));
  });

  it('a failed load can be retried', async () => {
    const actor = run(FILES[0]!, apiError('gone'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch resources: gone');
    actor.send({ type: 'preview.retry' });
    expect(actor.getSnapshot().value).toBe('finding');
  });
});
