// The resource library's messages: the spec's toasts (section 8) word for word, ours for
// successes, and how a failure's toast adds the server's reason.
import { serverMessageOr } from './server-message';

/** The spec's toasts (section 8), word for word, and ours for successes. */
export const LIBRARY_MESSAGES = {
  fetchResourcesFailed: 'Failed to fetch resources',
  fetchFoldersFailed: 'Failed to fetch folder list',
  uploadFailed: 'Failed to upload file',
  createFolderFailed: 'Failed to create folder',
  deleteFolderFailed: 'Failed to delete folder',
  deleteFileFailed: 'Failed to delete file',
  updateFailed: 'Failed to update resource',
  downloadFailed: 'Failed to download file',
  uploaded: 'File uploaded successfully',
  folderCreated: 'Folder created successfully',
  folderDeleted: 'Folder deleted successfully',
  fileDeleted: 'File deleted successfully',
  filesDeleted: 'Files deleted successfully',
  moved: 'File moved successfully',
} as const;

/**
 * The spec's toast, followed by the server's reason when it gave one
 * ('Failed to upload file: File must be at most 10MB').
 */
export function failureMessage(error: unknown, specText: string): string {
  const reason = serverMessageOr(error, '');
  if (reason === '' || reason === specText) return specText;
  if (reason.startsWith(specText)) return reason;
  return `${specText}: ${reason}`;
}
