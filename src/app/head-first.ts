import type { RouteComponent } from '@tanstack/react-router';

/**
 * Route options for a screen whose heading shows before its code: while the route's chunk loads
 * the router renders `head` (the screen's frame and heading, part of the entry) at once, and
 * takes it away as soon as the screen is ready. On the first page of a visit the chunk itself
 * waits for that heading's paint (`holdScreenChunks`), so the screen's code does not compete with
 * the heading for the network (docs/performance.md).
 */
export function headFirst(head: RouteComponent) {
  return { pendingComponent: head, pendingMs: 0, pendingMinMs: 0 } as const;
}
