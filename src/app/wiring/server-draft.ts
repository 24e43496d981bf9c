import { getSharedApplication, listSharedApplications } from '../../api/shared-applications';
import { type StoredDraft, type UnsentDraft, parseStoredDraft } from '../../domain/draft-sync';
import { draftKey } from '../../domain/draft-key';
import { queryClient } from '../query-client';
import { keys } from './queries';
import type { SharedApplication, SharedApplicationRole } from '../../api/schema.gen';

// Where a wizard's draft is (issue 60): on the server, with what this browser has not sent of it
// yet. The wizard's route and the grant details' checklist read it; nothing of the wizard's code
// comes with this module.

/**
 * The browser key of what is unsent: the caller's own draft of a grant by the grant (as drafts
 * were kept before they lived on the server, so those are found and moved), a draft of someone
 * else's by its id (`shared.<id>`, which the bell never takes for a grant).
 */
export function unsentKey(
  userId: string,
  grantId: string,
  draft: { id: string | null; role: SharedApplicationRole },
): string {
  return draft.role === 'owner' || draft.id === null
    ? draftKey(userId, grantId)
    : draftKey(userId, `shared.${draft.id}`);
}

export function readStored(key: string, ids: { userId: string; grantId: string }) {
  try {
    return parseStoredDraft(localStorage.getItem(key), ids);
  } catch {
    return null;
  }
}

/** Keeps the unsent changes (none: forgets them); false when the browser refuses. */
export function writeUnsent(key: string, unsent: UnsentDraft | null): boolean {
  try {
    if (unsent === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(unsent));
    return true;
  } catch {
    return false;
  }
}

/** The caller's own open draft of a grant on the server, or null. */
async function ownDraftOf(grantId: string): Promise<SharedApplication | null> {
  const list = await queryClient.fetchQuery({
    queryKey: keys.sharedApplications,
    queryFn: () => listSharedApplications(),
    staleTime: 0,
  });
  const own = list.find(
    (item) => item.grantId === grantId && item.role === 'owner' && item.state === 'draft',
  );
  return own ? readDraft(own.id) : null;
}

/** A draft, read through the cache under the key the people panel reads it by (always afresh). */
const readDraft = (id: string): Promise<SharedApplication> =>
  queryClient.fetchQuery({
    queryKey: keys.sharedApplication(id),
    queryFn: () => getSharedApplication(id),
    staleTime: 0,
  });

export interface ServerDraft {
  server: SharedApplication | null;
  stored: StoredDraft | null;
  key: string;
}

/**
 * The draft a wizard opens: a named draft (a member's, from the invitation, the dashboard or the
 * bell), else the caller's own draft of the grant (none yet: a new one), with what this browser
 * kept unsent of it. A submitted draft opens read-only.
 */
export async function readServerDraft(
  userId: string,
  grantId: string,
  draftId?: string,
): Promise<ServerDraft> {
  const found = draftId ? await readDraft(draftId) : await ownDraftOf(grantId);
  const server =
    found && found.state === 'submitted' ? { ...found, role: 'viewer' as const } : found;
  const key = unsentKey(userId, grantId, {
    id: server?.id ?? null,
    role: server?.role ?? 'owner',
  });
  return { server, stored: readStored(key, { userId, grantId }), key };
}

export type { UnsentDraft };
