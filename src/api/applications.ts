import { folderDisplayName } from '../domain/library-files';
import { api } from './client';
import { unwrap } from './errors';
import { listFolders, listResourcesInFolder, uploadFile } from './files';
import type { GrantApplicationCreate, Resource } from './schema.gen';

/** Submits the wizard's payload; answers with the stored application and its generated draft. */
export const createGrantApplication = (body: GrantApplicationCreate) =>
  unwrap(api.POST('/grant-applications', { body }));

/** The wizard always uploads into the `grants` folder. */
export const GRANT_DOCUMENTS_FOLDER = 'grants';

export const uploadGrantDocument = (file: File) => uploadFile(GRANT_DOCUMENTS_FOLDER, file);

/** Every file of the caller's resource library, folder by folder, newest first in each. */
export async function listLibraryDocuments(): Promise<Resource[]> {
  const folders = await listFolders();
  const lists = await Promise.all(
    folders
      .filter((folder) => folder.fileCount > 0)
      .map((folder) => listResourcesInFolder(folderDisplayName(folder.name))),
  );
  return lists.flat();
}
