import type { ApplicationDocumentFiles, GrantApplicationCreate } from '../api/schema.gen';
import { DOCUMENT_SECTIONS } from '../domain/application-steps';
import { fileIdOfContentPath } from '../domain/library-files';
import type { MockDatabase } from './db';

// What a printed application lists for each attached document: its name and size. The payload
// carries only each document's address; when that address is a file of the applicant's own
// library (`/api/v1/files/{id}/content`, what the wizard attaches), the server reads the name and
// size there at submission and keeps them with the application, so they hold even after the file
// is renamed or deleted. Any other address gets no entry (the copy says its size is unknown).

type DocumentUrls = Pick<GrantApplicationCreate, (typeof DOCUMENT_SECTIONS)[number]>;

export async function documentFilesOf(
  db: MockDatabase,
  userId: string,
  urls: Partial<DocumentUrls>,
): Promise<ApplicationDocumentFiles> {
  const files: ApplicationDocumentFiles = {};
  for (const section of DOCUMENT_SECTIONS) {
    const id = fileIdOfContentPath(urls[section] ?? '')?.toLowerCase();
    const record = id ? await db.resources.get(id) : undefined;
    if (record && record.userId === userId) {
      files[section] = { fileName: record.fileName, size: record.size };
    }
  }
  return files;
}
