// Cross-origin rules of the reference server, as a real deployment needs them: the live build on
// one origin calls the API on another, with a bearer token (never cookies), and reads two of the
// answers' headers. docs/security.md lists them as duties of the real server.

/** Methods of openapi.yaml's operations. */
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Request headers the app sends that make a request "non-simple" (so the browser preflights). */
export const ALLOWED_REQUEST_HEADERS = ['Authorization', 'Content-Type'] as const;

/**
 * Response headers a page on another origin may read: `Retry-After` (when to try signing in
 * again) and `Content-Disposition` (a stored file's name). Others stay hidden from the page.
 */
export const EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition'] as const;

/** How long a browser may reuse a preflight's answer, in seconds. */
export const PREFLIGHT_MAX_AGE = 600;

export interface CorsPolicy {
  /** Exact origins (`http://127.0.0.1:4173`), or `*` for any origin (credentials are never allowed). */
  allowedOrigins: readonly string[];
  /** Extra request headers allowed (the test-tenant header, when tenancy is on). */
  extraRequestHeaders?: readonly string[];
}

/** Parses `API_ALLOWED_ORIGINS`: comma-separated origins; anything that is not one is refused. */
export function parseAllowedOrigins(value: string): string[] {
  const origins = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin === '*') continue;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`API_ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
    }
    if (parsed.origin !== origin) {
      throw new Error(
        `API_ALLOWED_ORIGINS: "${origin}" is not an origin; did you mean "${parsed.origin}"?`,
      );
    }
  }
  return origins;
}

const isAllowed = (policy: CorsPolicy, origin: string) =>
  policy.allowedOrigins.includes('*') || policy.allowedOrigins.includes(origin);

/**
 * The CORS headers of an actual (not preflight) answer. An origin that is not allowed gets none,
 * so its page cannot read the answer. `Access-Control-Allow-Credentials` is never sent: the app
 * authenticates with a bearer token, and `*` with credentials would expose every user's data.
 */
export function corsHeaders(
  policy: CorsPolicy,
  origin: string | undefined,
): Record<string, string> {
  const anyOrigin = policy.allowedOrigins.includes('*');
  // The answer depends on the Origin: caches must keep one per origin.
  const vary: Record<string, string> = anyOrigin ? {} : { Vary: 'Origin' };
  if (!origin || !isAllowed(policy, origin)) return vary;
  return {
    ...vary,
    'Access-Control-Allow-Origin': anyOrigin ? '*' : origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
  };
}

/**
 * The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`): 204 with what may
 * be sent, or 403 without any CORS header for an origin that is not allowed.
 */
export function preflight(
  policy: CorsPolicy,
  origin: string | undefined,
): { status: number; headers: Record<string, string> } {
  const vary = { Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' };
  if (!origin || !isAllowed(policy, origin)) return { status: 403, headers: vary };
  return {
    status: 204,
    headers: {
      ...vary,
      'Access-Control-Allow-Origin': policy.allowedOrigins.includes('*') ? '*' : origin,
      'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
      'Access-Control-Allow-Headers': [
        ...ALLOWED_REQUEST_HEADERS,
        ...(policy.extraRequestHeaders ?? []),
      ].join(', '),
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
    },
  };
}
