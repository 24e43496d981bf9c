import { SIGN_IN_LIMIT } from '../domain/sign-in';
import type { MockDatabase } from './db';

// Failed sign-ins per email, kept in the meta table (no schema change): after
// SIGN_IN_LIMIT.failures within the window, the email's sign-in is locked for a while.

interface Failures {
  at: string[];
  lockedUntil: string | null;
}

const keyOf = (email: string) => `sign-in-failures:${email}`;

async function read(db: MockDatabase, email: string): Promise<Failures> {
  const value = (await db.meta.get(keyOf(email)))?.value as Partial<Failures> | undefined;
  return {
    at: Array.isArray(value?.at) ? value.at.filter((t) => typeof t === 'string') : [],
    lockedUntil: typeof value?.lockedUntil === 'string' ? value.lockedUntil : null,
  };
}

/** Seconds until the email may try again; 0 when it may now. */
export async function signInLockedFor(db: MockDatabase, email: string, now: Date): Promise<number> {
  const { lockedUntil } = await read(db, email);
  const left = lockedUntil ? Date.parse(lockedUntil) - now.getTime() : 0;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Counts a failure; returns the seconds of the lock it started, or 0. */
export async function recordSignInFailure(
  db: MockDatabase,
  email: string,
  now: Date,
): Promise<number> {
  const since = now.getTime() - SIGN_IN_LIMIT.windowMs;
  const failures = await read(db, email);
  const at = [...failures.at.filter((t) => Date.parse(t) > since), now.toISOString()];
  const locked = at.length >= SIGN_IN_LIMIT.failures;
  await db.meta.put({
    key: keyOf(email),
    value: {
      at: locked ? [] : at,
      lockedUntil: locked ? new Date(now.getTime() + SIGN_IN_LIMIT.lockMs).toISOString() : null,
    } satisfies Failures,
  });
  return locked ? SIGN_IN_LIMIT.lockMs / 1000 : 0;
}

export async function clearSignInFailures(db: MockDatabase, email: string): Promise<void> {
  await db.meta.delete(keyOf(email));
}
