import { use, useEffect, useState } from 'react';

type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
  read?: boolean;
};

/**
 * A chunk of code loaded on demand: `load` fetches it ahead of need, `useLoaded` reads it during
 * render. While it loads, the nearest Suspense boundary shows its fallback; once it has loaded,
 * components read it without suspending, even the first time (the promise carries React's
 * `status`/`value` fields, which `use` reads synchronously).
 *
 * A fetch that fails before any render needed it (a prefetch) is forgotten: the next `load` or
 * render fetches again. One that fails while a render waits for it goes to the error boundary
 * (fetching again on every re-render would loop while offline); a later `load` fetches again.
 */
export function chunk<T>(importer: () => Promise<T>) {
  let current: Tracked<T> | undefined;
  const start = (): Tracked<T> => {
    const promise: Tracked<T> = importer();
    current = promise;
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (current === promise && !promise.read) current = undefined;
      },
    );
    return promise;
  };
  const load = (): Promise<T> => (current && current.status !== 'rejected' ? current : start());
  const useLoaded = (): T => {
    const promise = current ?? start();
    promise.read = true;
    return use(promise as Promise<T>);
  };
  /**
   * Whether the chunk has loaded, its load started the first time `wanted` is true (and finished
   * even if `wanted` turns false meanwhile): a part drawn only when this is true reads it without
   * suspending, so the input that asked for it is not held by a Suspense boundary (nor, in a
   * test, a click's `act`), and once true it stays true, so the part stays mounted. A failed load
   * counts as ready too: the part's `useLoaded` fetches once more and then throws to its error
   * boundary.
   */
  const useReady = (wanted: boolean): boolean => {
    const [ready, setReady] = useState(() => current?.status === 'fulfilled');
    useEffect(() => {
      if (!wanted || ready) return;
      const settle = () => setReady(true);
      load().then(settle, settle);
    }, [wanted, ready]);
    return ready;
  };
  return { load, useLoaded, useReady };
}
