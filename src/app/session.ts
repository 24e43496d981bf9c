import { AUTH_STORAGE_KEY, TOKEN_KEY, clearStoredSession } from '../api/client';
import { draftKey } from '../domain/draft-key';
import type { Session, StoredSession, StoredUser } from '../machines/auth.machine';

/**
 * The persisted store keeps `{ user, isAuthenticated }` under auth-storage, the token under token.
 * Of the user only what the shell draws before the server answers: id and names (ASVS 14.3.3);
 * the profile (email, gender, age, ethnicity, saved answers) is read from `GET /auth/me`.
 */
interface PersistedAuth {
  state: { user: StoredUser | null; isAuthenticated: boolean };
  version: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The id and names of a stored user (a record written by an older build may hold more). */
function storedUserOf(value: unknown): StoredUser | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'string' || user.id === '') return null;
  return { id: user.id, firstName: text(user.firstName), lastName: text(user.lastName) };
}

export function readStoredSession(storage: Storage | undefined = safeStorage()): StoredSession {
  try {
    const token = storage?.getItem(TOKEN_KEY) ?? null;
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const persisted = raw ? (JSON.parse(raw) as Partial<PersistedAuth>) : null;
    const user = persisted?.state?.isAuthenticated ? storedUserOf(persisted.state.user) : null;
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
      state: { user: storedUserOf(session.user), isAuthenticated: true },
      version: 1,
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
