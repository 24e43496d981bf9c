// Passwords are stored salted and hashed with PBKDF2-HMAC-SHA256 (Web Crypto), with the iteration
// count in each record so it can be raised without breaking older hashes; session tokens are random.

/**
 * OWASP's Password Storage Cheat Sheet figure for PBKDF2-HMAC-SHA256: what new hashes get, unless
 * the backend is started with another count (`passwordIterations`: the test builds and suites use
 * a low one, so that a sign-in does not spend a second of CPU; docs/testing.md).
 */
export const PASSWORD_ITERATIONS = 600_000;
/** The count of records stored before it was kept per record. */
export const LEGACY_PASSWORD_ITERATIONS = 100_000;

export interface PasswordHash {
  passwordHash: string;
  passwordSalt: string;
  passwordIterations: number;
}

/** A stored hash; one without a count is from before counts were stored. */
export type StoredPasswordHash = Omit<PasswordHash, 'passwordIterations'> & {
  passwordIterations?: number;
};

/**
 * What an unknown email is checked against, at the count new hashes get, so that it takes as long
 * as a known one and the time of an answer does not tell which accounts exist. No password
 * matches it.
 */
export const dummyPasswordHash = (iterations: number): PasswordHash => ({
  passwordHash: '0'.repeat(64),
  passwordSalt: '0'.repeat(32),
  passwordIterations: iterations,
});

const iterationsOf = (record: StoredPasswordHash) =>
  record.passwordIterations ?? LEGACY_PASSWORD_ITERATIONS;

/** True when a record was hashed with fewer iterations than new hashes get. */
export const needsRehash = (record: StoredPasswordHash, iterations: number = PASSWORD_ITERATIONS) =>
  iterationsOf(record) < iterations;

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function randomHex(byteCount: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return toHex(new Uint8Array(bits));
}

export async function hashPassword(
  password: string,
  iterations: number = PASSWORD_ITERATIONS,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return {
    passwordHash: await derive(password, salt, iterations),
    passwordSalt: toHex(salt),
    passwordIterations: iterations,
  };
}

export async function verifyPassword(
  password: string,
  record: StoredPasswordHash,
): Promise<boolean> {
  const candidate = await derive(password, fromHex(record.passwordSalt), iterationsOf(record));
  // Compare every character so the time does not tell how much matched.
  let diff = candidate.length ^ record.passwordHash.length;
  for (let i = 0; i < candidate.length; i += 1)
    diff |= candidate.charCodeAt(i) ^ (record.passwordHash.charCodeAt(i) || 0);
  return diff === 0;
}

export const newSessionToken = () => randomHex(32);
