import { AUTH_STORAGE_KEY, TOKEN_KEY, clearStoredSession } from '../api/client';
import { draftKey } from '../domain/draft-key';
import type { Session, User } from '../machines/auth.machine';

/** The persisted store keeps `{ user, isAuthenticated }` under auth-storage, the token under token. */
interface PersistedAuth {
  state: { user: User | null; isAuthenticated: boolean };
  version: number;
}

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string';
}

export function readStoredSession(storage: Storage | undefined = safeStorage()): Session {
  try {
    const token = storage?.getItem(TOKEN_KEY) ?? null;
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const persisted = raw ? (JSON.parse(raw) as Partial<PersistedAuth>) : null;
    const user =
      persisted?.state?.isAuthenticated && isUser(persisted.state.user)
        ? persisted.state.user
        : null;
    return token && user ? { token, user } : { token: null, user: null };
  } catch {
    return { token: null, user: null };
  }
}

export function persistSession(
  session: Session,
  storage: Storage | undefined = safeStorage(),
): void {
  if (!session.token || !session.user) return;
  try {
    storage?.setItem(TOKEN_KEY, session.token);
    const persisted: PersistedAuth = {
      state: { user: session.user, isAuthenticated: true },
      version: 0,
    };
    storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage full or unavailable: the session lasts until the tab closes.
  }
}

export { clearStoredSession };

/**
 * An explicit sign-out: removes what this browser keeps of the user besides the session, their
 * wizard drafts (`src/app/wiring/application-wizard.ts`). A 401 expiry keeps them.
 */
export function forgetPersonalData(
  userId: string,
  storage: Storage | undefined = safeStorage(),
): void {
  if (!storage || userId === '') return;
  try {
    const prefix = draftKey(userId, '');
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
