import {
  type FetchQueryOptions,
  MutationCache,
  MutationObserver,
  type MutationObserverOptions,
  QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { serverMessageOr } from '../domain/server-message';
import { notify } from './notify';

// The one way the app reads and writes server data (docs/architecture.md, "The one read path"):
// TanStack Query. A read is a `queryOptions` (app/wiring/queries.ts) that the route's loader
// starts and the screen shows from the same cache; a write is a `mutationOptions` whose success
// invalidates (or updates) exactly the reads it changes, so every screen that shows them shows
// the server's answer. Flows with states (wizards, the library's dialogs) stay machines, whose
// wired actors read with the same `queryOptions` (`readAfresh`) and write with the same
// `mutationOptions` (`runWrite`): one read way and one write way, machines included.

/* eslint-disable @typescript-eslint/no-explicit-any -- a read's key and a write's optimistic
   snapshot are the wiring's own business: a screen neither builds nor reads them. */
/** A read as a screen takes it: the options the route's wiring made. */
export type Read<T> = UseSuspenseQueryOptions<T, Error, T, any>;

/** A write as a screen takes it: the options the route's wiring made. */
export type Write<Variables, Result = void> = UseMutationOptions<Result, Error, Variables, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** How a write's end is told (the screen's words): `meta` of `useMutation`. */
export interface WriteWords {
  /** The toast once it worked (nothing when absent or when the function gives nothing). */
  success?: string | ((result: unknown, variables: unknown) => string | undefined);
  /** What failed, in the user's words, when the server gives no message of its own. */
  failure: string | ((variables: unknown) => string);
  /**
   * Where a failure shows: a toast (the default), or beside the control that started it (a
   * form's field, a dialog), read with `writeError`.
   */
  failureShows?: 'toast' | 'inline';
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { words?: WriteWords };
  }
}

const failureText = (words: WriteWords, error: unknown, variables: unknown) =>
  serverMessageOr(
    error,
    typeof words.failure === 'function' ? words.failure(variables) : words.failure,
  );

/** A write's failure in the user's words, when it shows beside its control (else undefined). */
export function writeError(
  mutation: { error: Error | null; variables: unknown },
  words: WriteWords,
): string | undefined {
  return mutation.error ? failureText(words, mutation.error, mutation.variables) : undefined;
}

/**
 * A machine's read: the screens' own options, through the cache, always asked afresh (a flow
 * with states reads when it reaches the state that needs the answer, not from a cached copy).
 */
export function readAfresh<T, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
): Promise<T> {
  return client.fetchQuery({ ...options, staleTime: 0 });
}

/**
 * A machine's write: the screens' own mutation options, run through the cache, so what the
 * write declares it changes is read again, whoever started it.
 */
export function runWrite<Result, Variables, Snapshot>(
  client: QueryClient,
  options: MutationObserverOptions<Result, Error, Variables, Snapshot>,
  variables: Variables,
): Promise<Result> {
  return new MutationObserver(client, options).mutate(variables);
}

/** How long an answer counts as fresh: the loader's read and the screen's are one request. */
export const FRESH_MS = 10_000;

/**
 * The app's cache. An answer younger than `FRESH_MS` is shown without asking again (the route's
 * loader starts a read, the screen that mounts after its answer shows it); an older one shows
 * at once while it is read afresh; a write refreshes what it changes whatever its age. Reads are
 * not retried, not even when its screen mounts (a failed read says so with Try again, at once), and
 * not read again on a window's
 * focus (the bell and cross-tab sync keep what matters fresh). A write says how it ended in the
 * words its screen gave (`meta.words`): a toast, or the screen shows its error.
 *
 * Reads and writes are tried whatever the browser says of its network (`offlineFirst`): the
 * embedded backend answers with the network cut, and a live API that cannot be reached fails at
 * once with Try again. The library's default waits, without a word, for an `online` event, so a
 * screen opened after the network dropped said "Loading" for ever.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
    mutationCache: new MutationCache({
      onSuccess: (result, variables, _context, mutation) => {
        const success = mutation.meta?.words?.success;
        const message = typeof success === 'function' ? success(result, variables) : success;
        if (message) notify.success(message);
      },
      onError: (error, variables, _context, mutation) => {
        const words = mutation.meta?.words;
        if (!words || words.failureShows === 'inline') return;
        notify.error(failureText(words, error, variables));
      },
    }),
  });
}
