// Passwords are stored salted and hashed with PBKDF2 (Web Crypto); session tokens are random.

const ITERATIONS = 100_000;

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

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS },
    key,
    256,
  );
  return toHex(new Uint8Array(bits));
}

export async function hashPassword(
  password: string,
): Promise<{ passwordHash: string; passwordSalt: string }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { passwordHash: await derive(password, salt), passwordSalt: toHex(salt) };
}

export async function verifyPassword(
  password: string,
  record: { passwordHash: string; passwordSalt: string },
): Promise<boolean> {
  const candidate = await derive(password, fromHex(record.passwordSalt));
  // Compare every character so the time does not tell how much matched.
  let diff = candidate.length ^ record.passwordHash.length;
  for (let i = 0; i < candidate.length; i += 1)
    diff |= candidate.charCodeAt(i) ^ (record.passwordHash.charCodeAt(i) || 0);
  return diff === 0;
}

export const newSessionToken = () => randomHex(32);
