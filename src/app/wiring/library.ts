import { fromPromise } from 'xstate';
import { readAfresh, runWrite } from '../../lib/server-data';
import { libraryMachine } from '../../machines/library.machine';
import { previewMachine } from '../../machines/preview.machine';
import type { ServerData } from './queries';

/** The library's machine, reading and writing through the router context's server data. */
export const libraryLogic = ({ queries, writes, client }: ServerData) =>
  libraryMachine.provide({
    actors: {
      loadFolders: fromPromise(() => readAfresh(client, queries.folders())),
      loadFiles: fromPromise(({ input }: { input: { folder: string } }) =>
        readAfresh(client, queries.folderFiles(input.folder)),
      ),
      uploadFile: fromPromise(({ input }: { input: { folder: string; file: File } }) =>
        runWrite(client, writes.uploadFile, input),
      ),
      createFolder: fromPromise(({ input }: { input: { name: string } }) =>
        runWrite(client, writes.createFolder, input.name),
      ),
      deleteEntries: fromPromise(({ input }: { input: { ids: string[] } }) =>
        runWrite(client, writes.deleteFiles, input.ids),
      ),
      updateResource: fromPromise(
        ({ input }: { input: { id: string; appUse?: boolean; folderName?: string } }) =>
          runWrite(client, writes.updateResource, input),
      ),
      downloadFile: fromPromise(({ input }: { input: { id: string } }) =>
        readAfresh(client, queries.fileContent(input.id)),
      ),
    },
  });

/** A document's preview: the resource found in the folders, then its bytes. */
export const previewLogic = ({ queries, client }: ServerData) =>
  previewMachine.provide({
    actors: {
      findResource: fromPromise(({ input }: { input: { id: string } }) =>
        readAfresh(client, queries.resource(input.id)),
      ),
      loadContent: fromPromise(({ input }: { input: { id: string } }) =>
        readAfresh(client, queries.fileContent(input.id)),
      ),
    },
  });
