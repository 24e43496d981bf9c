import { api, lateBoundFetchWithForm } from './client';
import { unwrap } from './errors';
import type { UpdateResourceRequest, UploadedFile } from './schema.gen';

export const listFolders = () => unwrap(api.GET('/files/folders'));

export const createFolder = (folderName: string) =>
  unwrap(api.POST('/files/folder', { body: { folderName } }));

/**
 * Multipart upload with the field `file`; a missing folder is created by the server. The form
 * itself goes to fetch, so the file keeps its exact name (see lateBoundFetchWithForm).
 */
export const uploadFile = (folder: string, file: File): Promise<UploadedFile> => {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return unwrap(
    api.POST('/files/upload/{folder}', {
      params: { path: { folder } },
      body: formData as never,
      bodySerializer: (body: unknown) => body as FormData,
      fetch: lateBoundFetchWithForm(formData),
    }),
  );
};

/** Deletes a folder (with its files) or one file. */
export const deleteFile = async (id: string): Promise<void> => {
  await unwrap(api.DELETE('/files/{id}', { params: { path: { id } } }));
};

export const listResourcesInFolder = (folder: string) =>
  unwrap(api.GET('/resources/folder/{folder}', { params: { path: { folder } } }));

export const updateResource = (id: string, body: UpdateResourceRequest) =>
  unwrap(api.PATCH('/resources/{id}', { params: { path: { id } }, body }));

/**
 * The stored bytes, through the client so the bearer token goes along. An empty file is an empty
 * Blob: the client gives no data at all for a Content-Length of 0.
 */
export const getFileContent = async (id: string): Promise<Blob> => {
  let type = '';
  const data: unknown = await unwrap(
    api.GET('/files/{id}/content', { params: { path: { id } }, parseAs: 'blob' }).then((result) => {
      type = result.response.headers.get('Content-Type') ?? '';
      return result;
    }),
  );
  if (data === undefined) return new Blob([], { type });
  if (!(data instanceof Blob)) throw new Error('The file content could not be read');
  return data;
};
