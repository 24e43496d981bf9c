import { useRouter } from '@tanstack/react-router';

/**
 * A read a route's loader starts and does not wait for: the screen shows it when it arrives
 * (React's `use`, inside a `ReadBoundary`), so the route renders at once and the request starts
 * at navigation (or on hover, with preloading) rather than after the screen's code has loaded
 * and mounted. It is marked handled here, so a read nobody shows (a preload the user never
 * followed) is not reported as an unhandled rejection; `use` still sees its failure.
 */
export function startRead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/** Reads a route's loader again (its screen's Try again): the loader starts new reads. */
export function useReread(routeId: string): () => void {
  const router = useRouter();
  return () => void router.invalidate({ filter: (match) => match.routeId === routeId });
}
