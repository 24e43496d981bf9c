import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of the same identity for the component's whole life that calls the latest
 * `callback`: handed to a memoized child (a list's row or card), it does not make the child draw
 * again each time the parent does.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
