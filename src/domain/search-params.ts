// A route's search params, checked one key at a time.
//
// TanStack Router hands a route `{ ...parentSearch, ...validated }`, and the root's search is
// the raw query string. A `validateSearch` that drops a bad value by leaving its key out
// therefore lets the raw value through to `useSearch()` (`/register?ref=x` reached the screen as
// `ref: 'x'`). A validator built here returns every key it owns, `undefined` when the value is
// not valid, so the raw value is always overwritten. (The router's `search.strict` option
// removes unknown keys from the address bar, but not from a route's search on the first load.)

import { isUuid } from './safe-url';

/** Turns one raw value (a string, a number, true ... or anything else) into a valid one or undefined. */
export type SearchParser<T> = (raw: unknown) => T | undefined;

export type ParsedSearch<P extends Record<string, SearchParser<unknown>>> = {
  [K in keyof P]?: P[K] extends SearchParser<infer T> ? T : never;
};

/**
 * A route's `validateSearch` that owns exactly the keys of `parsers`. A route whose `loaderDeps`
 * or `beforeLoad` reads the search declares it as a constant first (`const validateSearch =
 * searchParams(...)`): written inside the route's options, this generic call is typed after
 * them, and they would see an empty search.
 */
export function searchParams<P extends Record<string, SearchParser<unknown>>>(
  parsers: P,
): (search: Record<string, unknown>) => ParsedSearch<P> {
  return (search) => {
    const result: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(parsers)) result[key] = parse(search[key]);
    return result as ParsedSearch<P>;
  };
}

/** A parser that keeps `raw` when `isValid` says so. */
export const oneOf =
  <T>(isValid: (raw: unknown) => raw is T): SearchParser<T> =>
  (raw) =>
    isValid(raw) ? raw : undefined;

/**
 * A link's secret (issue 61: a verification or invitation mail's token): letters, digits, `-` and
 * `_`, at most 128 (the contract's limit), as it came.
 */
export const linkSecretParam: SearchParser<string> = (raw) =>
  typeof raw === 'string' && /^[\w-]{1,128}$/.test(raw) ? raw : undefined;

/** A UUID (a grant, an application, a member), lower-cased. */
export const uuidParam: SearchParser<string> = (raw) =>
  isUuid(raw) ? raw.toLowerCase() : undefined;
