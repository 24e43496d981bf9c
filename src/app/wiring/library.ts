import { fromPromise } from 'xstate';
import {
  createFolder,
  deleteFile,
  getFileContent,
  listFolders,
  listResourcesInFolder,
  updateResource,
  uploadFile,
} from '../../api/files';
import { folderDisplayName } from '../../domain/library-files';
import { libraryMachine } from '../../machines/library.machine';
import { previewMachine } from '../../machines/preview.machine';

export const libraryLogic = libraryMachine.provide({
  actors: {
    loadFolders: fromPromise(() => listFolders()),
    loadFiles: fromPromise(({ input }: { input: { folder: string } }) =>
      listResourcesInFolder(input.folder),
    ),
    uploadFile: fromPromise(({ input }: { input: { folder: string; file: File } }) =>
      uploadFile(input.folder, input.file),
    ),
    createFolder: fromPromise(({ input }: { input: { name: string } }) => createFolder(input.name)),
    deleteEntries: fromPromise(async ({ input }: { input: { ids: string[] } }) => {
      await Promise.all(input.ids.map((id) => deleteFile(id)));
    }),
    updateResource: fromPromise(
      ({ input }: { input: { id: string; appUse?: boolean; folderName?: string } }) => {
        const { id, ...changes } = input;
        return updateResource(id, changes);
      },
    ),
    downloadFile: fromPromise(({ input }: { input: { id: string } }) => getFileContent(input.id)),
  },
});

/** There is no "get one resource" call: look through the user's folders for the id. */
async function findResource(id: string) {
  const folders = await listFolders();
  const lists = await Promise.all(
    folders.map((folder) => listResourcesInFolder(folderDisplayName(folder.name))),
  );
  return lists.flat().find((resource) => resource.id === id) ?? null;
}

export const previewLogic = previewMachine.provide({
  actors: {
    findResource: fromPromise(({ input }: { input: { id: string } }) => findResource(input.id)),
    loadContent: fromPromise(({ input }: { input: { id: string } }) => getFileContent(input.id)),
  },
});
