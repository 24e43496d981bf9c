import type { Read } from '../../src/lib/server-data';

/** A read that answers `value` (a screen test's fake of a route's query options). */
export function readOf<T>(value: T | Promise<T>, name = 'read'): Read<T> {
  return { queryKey: ['test', name], queryFn: () => value };
}
