import { useRouter } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';

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

export interface Settled<T> {
  /** The value of the latest read that succeeded (this one or an earlier one), if any. */
  latest: T | undefined;
  /** The current read has not answered yet. */
  pending: boolean;
  /** The current read failed: its error. */
  failed: { error: unknown } | undefined;
}

interface Outcome<T> {
  read: Promise<T> | null;
  latest: T | undefined;
  failed: { error: unknown } | undefined;
}

/**
 * Shows a read whose screen keeps what it showed while the next read is on its way (a table
 * that keeps its rows, busy, while the next page loads), where `ReadBoundary` would show its
 * pending state again. An answer to a read the screen has already left (a quick tab change) is
 * ignored. Answers render as a transition, which React draws in slices. `null` reads nothing.
 */
export function useSettled<T>(read: Promise<T> | null): Settled<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>({
    read: null,
    latest: undefined,
    failed: undefined,
  });
  useEffect(() => {
    if (!read) return;
    let current = true;
    read.then(
      (value) => {
        if (current) startTransition(() => setOutcome({ read, latest: value, failed: undefined }));
      },
      (error: unknown) => {
        if (current)
          startTransition(() =>
            setOutcome((previous) => ({ read, latest: previous.latest, failed: { error } })),
          );
      },
    );
    return () => {
      current = false;
    };
  }, [read]);
  const answered = read !== null && outcome.read === read;
  return {
    latest: outcome.latest,
    pending: read !== null && !answered,
    failed: answered ? outcome.failed : undefined,
  };
}

type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A loader's read that its route keeps while it stays: when the loader runs again because
 * another of its search params changed (the dashboard's open application), the read with the
 * same arguments is not started again, unless it failed (Try again). Entering the route reads
 * afresh.
 */
export function keptRead<T>() {
  let kept: { key: string; read: Promise<T>; failed: boolean } | undefined;
  return (key: string, cause: LoaderCause, read: () => Promise<T>): Promise<T> => {
    if (cause === 'stay' && kept?.key === key && !kept.failed) return kept.read;
    const entry = { key, read: startRead(read()), failed: false };
    entry.read.catch(() => {
      entry.failed = true;
    });
    kept = entry;
    return entry.read;
  };
}
