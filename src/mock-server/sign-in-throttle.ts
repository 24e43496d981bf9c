import { type ThrottlePolicy, throttleDelayMs } from '../domain/sign-in';
import type { MockDatabase } from './db';

// Password guesses, counted per key in the meta table (no schema change). An attempt is counted
// before its password is verified, in one transaction with the check: parallel attempts each see
// the ones before them, so no more are verified than the policy allows.

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

interface Failures {
  count: number;
  lastAt: string;
}

const metaKey = (key: string) => `throttle:${key}`;

function current(value: unknown, policy: ThrottlePolicy, now: number): Failures | null {
  const { count, lastAt } = (value ?? {}) as Partial<Failures>;
  if (typeof count !== 'number' || typeof lastAt !== 'string') return null;
  const last = Date.parse(lastAt);
  // Forgotten after a quiet while; a date that does not parse is forgotten too.
  if (!(now - last <= policy.forgetMs)) return null;
  return { count, lastAt };
}

/**
 * Starts an attempt: the seconds to wait when any key must still wait (nothing is counted), else
 * 0 after counting the attempt as a failure on every key (a success clears it).
 */
export async function beginAttempt(
  db: MockDatabase,
  keys: readonly ThrottleKey[],
  at: Date,
): Promise<number> {
  const now = at.getTime();
  return db.transaction('rw', db.meta, async () => {
    const rows = await db.meta.bulkGet(keys.map((k) => metaKey(k.key)));
    const states = keys.map((k, i) => current(rows[i]?.value, k.policy, now));
    let waitMs = 0;
    keys.forEach((k, i) => {
      const state = states[i];
      if (!state) return;
      const until = Date.parse(state.lastAt) + throttleDelayMs(k.policy, state.count);
      waitMs = Math.max(waitMs, until - now);
    });
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    await db.meta.bulkPut(
      keys.map((k, i) => ({
        key: metaKey(k.key),
        value: { count: (states[i]?.count ?? 0) + 1, lastAt: at.toISOString() } satisfies Failures,
      })),
    );
    return 0;
  });
}

/** A success: these keys' failures are forgotten (the attempt itself included). */
export async function clearAttempts(db: MockDatabase, keys: readonly string[]): Promise<void> {
  await db.meta.bulkDelete(keys.map(metaKey));
}

/**
 * The keys of a sign-in: the email; where the server sees the client, the email from that
 * client, and the email and the client each across the other (with more free failures).
 */
export function signInKeys(
  email: string,
  client: string | undefined,
  limits: { narrow: ThrottlePolicy; wide: ThrottlePolicy },
): { keys: ThrottleKey[]; clearedOnSuccess: string[] } {
  if (!client) {
    const key = `sign-in:${email}`;
    return { keys: [{ key, policy: limits.narrow }], clearedOnSuccess: [key] };
  }
  const pair = `sign-in:${email}|${client}`;
  const wideEmail = `sign-in-email:${email}`;
  return {
    keys: [
      { key: pair, policy: limits.narrow },
      { key: wideEmail, policy: limits.wide },
      { key: `sign-in-client:${client}`, policy: limits.wide },
    ],
    // The client's count across emails stays: a success on one's own account must not buy
    // more guesses at others.
    clearedOnSuccess: [pair, wideEmail],
  };
}
