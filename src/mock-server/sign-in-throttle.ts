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
): { keys: ThrottleKey[]; clearedOnSuccess: string[]; refundedOnSuccess: string[] } {
  if (!client) {
    const key = `sign-in:${email}`;
    return {
      keys: [{ key, policy: limits.narrow }],
      clearedOnSuccess: [key],
      refundedOnSuccess: [],
    };
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
    // ... but the success itself is not a failure: its attempt is taken back.
    refundedOnSuccess: [`sign-in-client:${client}`],
  };
}

/**
 * A success takes its own attempt back from the counts it does not clear (the client's count
 * across emails): only failures count, so a busy client's right passwords never slow it.
 */
export async function refundAttempt(db: MockDatabase, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction('rw', db.meta, async () => {
    const rows = await db.meta.bulkGet(keys.map(metaKey));
    await Promise.all(
      rows.map((row, i) => {
        const value = row?.value as Partial<Failures> | undefined;
        const key = keys[i];
        if (!row || key === undefined || typeof value?.count !== 'number') return undefined;
        return value.count <= 1
          ? db.meta.delete(metaKey(key))
          : db.meta.put({ key: row.key, value: { ...value, count: value.count - 1 } });
      }),
    );
  });
}

// Device tokens (OWASP's device cookies): a browser that signed in to an account is given a token;
// a later sign-in to that account that sends it is counted for that device alone, so failures
// from elsewhere (a stranger's) never slow it.

const deviceKey = (token: string) => `device:${token}`;

interface DeviceRecord {
  userIds: string[];
  createdAt: string;
}

/** Whether the device token was given to a sign-in of this user. */
export async function isKnownDevice(
  db: MockDatabase,
  token: string,
  userId: string,
): Promise<boolean> {
  if (token === '') return false;
  const row = await db.meta.get(deviceKey(token));
  const record = row?.value as Partial<DeviceRecord> | undefined;
  return Array.isArray(record?.userIds) && record.userIds.includes(userId);
}

/** Most accounts one device token remembers (a shared computer); the oldest is forgotten. */
const MAX_DEVICE_USERS = 20;

/**
 * After a successful sign-in: the device token the client keeps. The one it sent when this server
 * issued it (this user is added to it), else a new one.
 */
export async function rememberDevice(
  db: MockDatabase,
  sent: string,
  userId: string,
  newToken: () => string,
  at: Date,
): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = sent === '' ? undefined : await db.meta.get(deviceKey(sent));
    const record = row?.value as Partial<DeviceRecord> | undefined;
    if (row && Array.isArray(record?.userIds)) {
      const userIds = [...record.userIds.filter((id) => id !== userId), userId].slice(
        -MAX_DEVICE_USERS,
      );
      await db.meta.put({ key: row.key, value: { ...record, userIds } });
      return sent;
    }
    const token = newToken();
    await db.meta.put({
      key: deviceKey(token),
      value: { userIds: [userId], createdAt: at.toISOString() } satisfies DeviceRecord,
    });
    return token;
  });
}

/** The key a known device's attempts are counted under. */
export const deviceThrottleKey = (token: string, userId: string) =>
  `sign-in-device:${userId}|${token}`;
