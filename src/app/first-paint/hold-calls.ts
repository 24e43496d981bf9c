// The router context's calls wait for the first heading's paint on the first page (README.md).
import { nextTask } from './head-first';

/**
 * Makes every call of `services` (a route loader's machines and reads, from the router context)
 * start after `firstHeading`, but those named in `sync`, which are not calls to the network: on the
 * first page of a visit a loader's chunk and request then come after the heading's paint, as
 * the screen's code does (`holdScreenChunks`), instead of being counted before the largest
 * paint; later calls start at once.
 */
export function holdCalls<T extends object>(
  services: T,
  firstHeading: Promise<void>,
  sync: readonly (keyof T)[] = [],
): T {
  const held: Record<string, unknown> = { ...(services as Record<string, unknown>) };
  for (const [name, call] of Object.entries(services as Record<string, unknown>)) {
    if (typeof call !== 'function' || sync.includes(name as keyof T)) continue;
    held[name] = (...args: unknown[]) => firstHeading.then(nextTask).then(() => call(...args));
  }
  return held as T;
}
