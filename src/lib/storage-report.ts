import type { StorageReport } from '../domain/offline';

/** What this browser says of the site's storage: persisted, used and available bytes. */
export async function readStorageReport(): Promise<StorageReport> {
  const storage = globalThis.navigator?.storage;
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => null) ?? Promise.resolve(null),
    storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
  ]);
  return {
    persisted,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
  };
}
