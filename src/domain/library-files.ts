// File rules shared by the upload dialog and the embedded backend: the size limit, its message,
// folder names, file types and sizes as the library shows them.

import { characterCount } from './text';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DEFAULT_FOLDER = 'uploads';

export const LIBRARY_FILE_MESSAGES = {
  fileRequired: 'Please choose a file',
  fileTooLarge: 'File must be at most 10MB',
  selectFolder: 'Please select a folder first',
  folderRequired: 'Folder name is required',
  folderExists: 'A folder with this name already exists',
  folderSlash: 'Folder name cannot contain slashes',
  folderTooLong: 'Folder name must be at most 100 characters',
} as const;

/** The upload dialog's and the backend's check of a chosen file; undefined when it may go. */
export function validateUploadFile(file: { size: number } | null | undefined): string | undefined {
  if (!file) return LIBRARY_FILE_MESSAGES.fileRequired;
  if (file.size > MAX_UPLOAD_BYTES) return LIBRARY_FILE_MESSAGES.fileTooLarge;
  return undefined;
}

/** A new folder's display name: non-blank after trimming, no slashes, not taken (any case). */
export function validateFolderName(
  name: string,
  existingDisplayNames: readonly string[],
): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return LIBRARY_FILE_MESSAGES.folderRequired;
  if (/[/\\]/.test(trimmed)) return LIBRARY_FILE_MESSAGES.folderSlash;
  if (characterCount(trimmed) > 100) return LIBRARY_FILE_MESSAGES.folderTooLong;
  const lower = trimmed.toLowerCase();
  if (existingDisplayNames.some((existing) => existing.toLowerCase() === lower))
    return LIBRARY_FILE_MESSAGES.folderExists;
  return undefined;
}

/** A stored folder name is `{userId}.{displayName}`; only the part after the first dot shows. */
export function folderDisplayName(storedName: string): string {
  const dot = storedName.indexOf('.');
  return dot === -1 ? storedName : storedName.slice(dot + 1);
}

/** The file's extension in lower case ('pdf'), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

/** The name without its extension ('budget.final.pdf' -> 'budget.final'). */
export function fileBaseName(fileName: string): string {
  const extension = fileExtension(fileName);
  return extension ? fileName.slice(0, -(extension.length + 1)) : fileName;
}

/** Size in KB with one decimal, as the upload dialog shows it ('12.5 KB'). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The MIME type to serve a file with: the browser's, else guessed from the extension. */
export function mimeTypeOf(fileName: string, declared?: string): string {
  if (declared && declared.trim() !== '') return declared;
  return MIME_BY_EXTENSION[fileExtension(fileName)] ?? 'application/octet-stream';
}

/** The path where the API serves a stored file's bytes, with the file's id. */
const FILE_CONTENT_PATH = /^\/api\/v1\/files\/([0-9a-f-]{36})\/content$/i;

/** The id of the stored file a content path names (`/api/v1/files/{id}/content`), if any. */
export function fileIdOfContentPath(path: string): string | undefined {
  return FILE_CONTENT_PATH.exec(path)?.[1];
}
