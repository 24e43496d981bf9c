import type { ApplicationDocumentFiles, GrantApplicationCreate } from '../api/schema.gen';
import { DOCUMENT_SECTIONS } from '../domain/application-steps';
import { fileIdOfContentPath } from '../domain/library-files';
import type { MockDatabase } from './db';

// What a printed application lists for each attached document: its name and size. The payload
// carries only each document's address; when that address is a file of the applicant's own
// library (`/api/v1/files/{id}/content`, what the wizard attaches) or a member's file attached to
// the shared draft it submits, the server reads the name and
// size there at submission and keeps them with the application, so they hold even after the file
// is renamed or deleted. Any other address gets no entry (the copy says its size is unknown).

type DocumentUrls = Pick<GrantApplicationCreate, (typeof DOCUMENT_SECTIONS)[number]>;

/**
 * `shared`: a shared draft's members and the files its documents name (issue 61): a file of any
 * member that the draft has attached counts as the applicant's own.
 */
export async function documentFilesOf(
  db: MockDatabase,
  userId: string,
  urls: Partial<DocumentUrls>,
  shared?: { userIds: readonly string[]; fileIds: ReadonlySet<string> },
): Promise<ApplicationDocumentFiles> {
  const files: ApplicationDocumentFiles = {};
  for (const section of DOCUMENT_SECTIONS) {
    const id = fileIdOfContentPath(urls[section] ?? '')?.toLowerCase();
    const record = id ? await db.resources.get(id) : undefined;
    const attached =
      !!record && !!shared?.fileIds.has(record.id) && shared.userIds.includes(record.userId);
    if (record && (record.userId === userId || attached)) {
      files[section] = { fileName: record.fileName, size: record.size };
    }
  }
  return files;
}
