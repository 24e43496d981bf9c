import type { SharedApplicationAnswers } from '../api/schema.gen';
import { fileIdOfContentPath } from '../domain/library-files';
import { documentSectionOf } from '../domain/shared-application';
import type { MockDatabase, ResourceRecord, SharedApplicationRecord } from './db';

// A document a member attaches to a shared application from their own library (issue 61, point
// 4): its file stays in their library, and every member of the application may read it (only
// they: a stranger's request is answered 404 as any file not theirs is). So the owner can open the
// editor's CV, and the submitted application keeps its name and size.

/** The ids of the library files the application's documents name. */
export function attachedFileIds(answers: SharedApplicationAnswers): Set<string> {
  const ids = new Set<string>();
  for (const [path, value] of Object.entries(answers)) {
    if (documentSectionOf(path) === null || !Array.isArray(value)) continue;
    for (const document of value as { url?: unknown }[]) {
      const id = typeof document.url === 'string' ? fileIdOfContentPath(document.url) : undefined;
      if (id) ids.add(id.toLowerCase());
    }
  }
  return ids;
}

/**
 * Whether `userId` may read `file` through a shared application: both the reader and the file's
 * owner are members of one that has it attached.
 */
export async function readableThroughSharing(
  db: MockDatabase,
  file: Pick<ResourceRecord, 'id' | 'userId'>,
  userId: string,
): Promise<boolean> {
  const memberships = await db.sharedMembers.where('userId').equals(userId).toArray();
  for (const { applicationId } of memberships) {
    const application = await db.sharedApplications.get(applicationId);
    if (!application || !attachedFileIds(application.answers).has(file.id)) continue;
    if (await db.sharedMembers.get([applicationId, file.userId])) return true;
  }
  return false;
}

/** The members of a shared draft whose attached files its submission may describe. */
export async function documentOwnersOf(
  db: MockDatabase,
  draft: SharedApplicationRecord,
): Promise<{ userIds: string[]; fileIds: Set<string> }> {
  const members = await db.sharedMembers.where('applicationId').equals(draft.id).toArray();
  return {
    userIds: members.map((member) => member.userId),
    fileIds: attachedFileIds(draft.answers),
  };
}
