import { useState } from 'react';
import { serverMessageOr } from '../domain/server-message';
import { notify } from './notify';

// The one way a screen runs a one-shot write (save, subscribe, open, export): the call its
// route's loader handed down, run through `useAction`, which tracks whether it is on its way,
// says how it ended (a toast, or a message the screen shows where it belongs) and never lets a
// failure go unhandled. A write whose states the user moves through (a wizard, a form with a
// banner, a library with dialogs) is a machine instead (src/machines). Running it again is the
// retry: the control that started it stays enabled once it has failed.

/** How a run ended. */
export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export interface ActionOptions<Args extends unknown[], Result> {
  /** The toast once it worked (nothing when absent or when the function gives nothing). */
  success?: string | ((result: Result, ...args: Args) => string | undefined);
  /** What failed, in the user's words, when the server gives no message of its own. */
  failure: string | ((...args: Args) => string);
  /**
   * Where a failure shows: a toast (the default), or `error`, which the screen shows beside the
   * control (a form's field, a dialog) until the next run or `dismiss`.
   */
  failureShows?: 'toast' | 'inline';
  /** Which of several runs at once a control shows as pending (a save button per grant). */
  key?: (...args: Args) => string;
}

export interface Action<Args extends unknown[], Result> {
  /** Runs the call; resolves with how it ended (it never rejects). */
  run(...args: Args): Promise<Outcome<Result>>;
  /** A run is on its way (the one of `key` when given). */
  isPending(key?: string): boolean;
  /** How the last run ended (undefined before the first has). */
  last: Outcome<Result> | undefined;
  /** The last run's failure, when it shows inline. */
  error: string | undefined;
  /** Forgets how the last run ended (its message was dismissed, or the form changed). */
  dismiss(): void;
}

const NO_KEY = '';

export function useAction<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  options: ActionOptions<Args, Result>,
): Action<Args, Result> {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const [last, setLast] = useState<Outcome<Result> | undefined>();

  const mark = (key: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  // The call starts in the same task as `run` (a tab opened during a click is not blocked).
  const run = async (...args: Args): Promise<Outcome<Result>> => {
    const key = options.key?.(...args) ?? NO_KEY;
    mark(key, true);
    setError(undefined);
    let outcome: Outcome<Result>;
    try {
      const value = await call(...args);
      const { success } = options;
      const message = typeof success === 'function' ? success(value, ...args) : success;
      if (message) notify.success(message);
      outcome = { ok: true, value };
    } catch (failure) {
      const { failure: fallback } = options;
      const text = serverMessageOr(
        failure,
        typeof fallback === 'function' ? fallback(...args) : fallback,
      );
      if (options.failureShows === 'inline') setError(text);
      else notify.error(text);
      outcome = { ok: false, error: failure };
    }
    mark(key, false);
    setLast(outcome);
    return outcome;
  };

  return {
    run,
    isPending: (key) => (key === undefined ? pending.size > 0 : pending.has(key)),
    last,
    error,
    dismiss: () => {
      setError(undefined);
      setLast(undefined);
    },
  };
}
