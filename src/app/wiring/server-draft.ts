import { type StoredDraft, type UnsentDraft, parseStoredDraft } from '../../domain/draft-sync';
import { draftKey } from '../../domain/draft-key';
import { readAfresh } from '../../lib/server-data';
import type { ServerData } from './queries';
import type {
  SharedApplication,
  SharedApplicationRole,
  SharedApplicationSummary,
} from '../../api/schema.gen';

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

/** The reads a draft is found with: the caller's drafts, and one draft. */
export interface DraftReads {
  list(): Promise<SharedApplicationSummary[]>;
  one(id: string): Promise<SharedApplication>;
}

/**
 * The reads of the router context (the people panel and the dashboard read the same), through
 * the cache, always afresh: another device may have written since.
 */
export const draftReadsOf = ({ queries, client }: Pick<ServerData, 'queries' | 'client'>) => ({
  list: () => readAfresh(client, queries.sharedApplications()),
  one: (id: string) => readAfresh(client, queries.sharedApplication(id)),
});

/** The caller's own open draft of a grant on the server, or null. */
async function ownDraftOf(reads: DraftReads, grantId: string): Promise<SharedApplication | null> {
  const list = await reads.list();
  const own = list.find(
    (item) => item.grantId === grantId && item.role === 'owner' && item.state === 'draft',
  );
  return own ? reads.one(own.id) : null;
}

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
  reads: DraftReads,
  userId: string,
  grantId: string,
  draftId?: string,
): Promise<ServerDraft> {
  const found = draftId ? await reads.one(draftId) : await ownDraftOf(reads, grantId);
  const server =
    found && found.state === 'submitted' ? { ...found, role: 'viewer' as const } : found;
  const key = unsentKey(userId, grantId, {
    id: server?.id ?? null,
    role: server?.role ?? 'owner',
  });
  return { server, stored: readStored(key, { userId, grantId }), key };
}

export type { UnsentDraft };
