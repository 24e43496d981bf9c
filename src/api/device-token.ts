// The device token of this browser's sign-ins (OWASP's device cookies, issue 45): the server
// gives it at a successful email sign-in and the client sends it with the next ones, so failures
// from elsewhere never slow the owner. Kept in localStorage beside the session token, and kept at
// sign-out (it proves only that this browser signed in before, never who is signed in now).

export const DEVICE_TOKEN_KEY = 'device-token';

export function readDeviceToken(storage: Storage | undefined = safeStorage()): string | null {
  try {
    const token = storage?.getItem(DEVICE_TOKEN_KEY) ?? null;
    return token && token.length <= 128 ? token : null;
  } catch {
    return null;
  }
}

export function keepDeviceToken(
  token: string | undefined,
  storage: Storage | undefined = safeStorage(),
): void {
  if (!token) return;
  try {
    storage?.setItem(DEVICE_TOKEN_KEY, token);
  } catch {
    // Storage full or unavailable: the next sign-in counts as an unknown device's.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
