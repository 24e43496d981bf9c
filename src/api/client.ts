import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';

export const TOKEN_KEY = 'token';
export const AUTH_STORAGE_KEY = 'auth-storage';

/**
 * openapi-fetch captures `fetch` and `Request` when the client is created, and the embedded
 * backend (Mirage) replaces both when it starts. This fetch looks `globalThis.fetch` up on every
 * call and, when the request was built with another `Request` class than the current one,
 * re-issues it as (url, init) so either start order works. Same-origin URLs become relative.
 */
function isCurrentRequest(request: Request): boolean {
  return request instanceof globalThis.Request;
}

/** How long a request may take before the client gives up (the spec sets none). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** A request that got no answer within REQUEST_TIMEOUT_MS; `unwrap` turns it into an ApiError. */
export class RequestTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Runs a fetch with a deadline: the request is aborted and the call rejects with
 * RequestTimeoutError, even when the transport ignores the abort signal.
 */
export function withTimeout(
  run: (signal: AbortSignal) => Promise<Response>,
  outer: AbortSignal | null | undefined,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  return new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort(new RequestTimeoutError());
      reject(new RequestTimeoutError());
    }, timeoutMs);
    run(signal).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(controller.signal.aborted ? new RequestTimeoutError() : error);
      },
    );
  });
}

/**
 * What every request waits for before it looks up `globalThis.fetch`: nothing by default. The
 * demo renders while its embedded backend starts and holds requests until the backend answers
 * (the client itself knows nothing of that backend). A rejected gate rejects the requests with
 * its error. The wait counts towards REQUEST_TIMEOUT_MS.
 */
let requestGate: () => Promise<unknown> = () => Promise.resolve();

/**
 * Requests made from now on wait until `ready` settles (and fail with its error if it rejects).
 * `ready` may be a function: the first request that waits calls it (once), which lets the work
 * start only when a request needs it.
 */
export function holdRequestsUntil(ready: Promise<unknown> | (() => Promise<unknown>)): void {
  if (typeof ready === 'function') {
    let started: Promise<unknown> | undefined;
    requestGate = () => (started ??= ready());
    return;
  }
  // The rejection is reported by whoever started the work; an idle gate must not log it again.
  ready.catch(() => undefined);
  requestGate = () => ready;
}

export function lateBoundFetch(request: Request): Promise<Response> {
  return sendLateBound(request);
}

/**
 * lateBoundFetch for a multipart request, sending `form` itself instead of the request's
 * serialized body. Chromium reads a multipart body back (Request.formData()) with a file name's
 * `"` as `%22` and its `\` dropped, so a backend that re-reads the body would rename the file.
 */
export function lateBoundFetchWithForm(form: FormData): (request: Request) => Promise<Response> {
  return (request) => sendLateBound(request, form);
}

function sendLateBound(request: Request, form?: FormData): Promise<Response> {
  markInFlight(1);
  return withTimeout(async (signal) => {
    await requestGate();
    return sendWithCurrentFetch(request, signal, form);
  }, request.signal).finally(() => markInFlight(-1));
}

/**
 * How many requests are on their way, written on the document (`data-requests`, absent at none):
 * the page's own "still loading" signal, which a check of the page waits for before it judges what
 * the page shows (tests/e2e/fixtures.ts), instead of guessing a time.
 */
let inFlight = 0;
function markInFlight(change: 1 | -1): void {
  inFlight += change;
  if (typeof document === 'undefined') return;
  if (inFlight > 0) document.documentElement.dataset.requests = String(inFlight);
  else delete document.documentElement.dataset.requests;
}

async function sendWithCurrentFetch(
  request: Request,
  signal: AbortSignal,
  form?: FormData,
): Promise<Response> {
  const currentFetch = globalThis.fetch;
  if (!form && isCurrentRequest(request)) return currentFetch(request, { signal });
  const url = new URL(request.url);
  const sameOrigin = typeof location !== 'undefined' && url.origin === location.origin;
  const target = sameOrigin ? `${url.pathname}${url.search}` : request.url;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  let body: BodyInit | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const contentType = request.headers.get('content-type') ?? '';
    if (form || contentType.startsWith('multipart/form-data')) {
      body = form ?? (await request.formData());
      delete headers['content-type'];
    } else {
      body = await request.text();
    }
  }
  return currentFetch(target, { method: request.method, headers, body, signal });
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The app registers what a 401 means (sign out, go to /sign-in). Returns the unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing stored, nothing to clear.
  }
}

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    // A 401 to a request that carried a token means the session is over.
    if (response.status === 401 && request.headers.has('Authorization')) {
      clearStoredSession();
      unauthorizedListeners.forEach((listener) => listener());
    }
    return response;
  },
};

export function apiBaseUrl(): string {
  const base = import.meta.env.VITE_API_BASE_URL || '/api/v1';
  // A relative base resolves against the page so that Request objects can be built.
  return typeof location === 'undefined'
    ? base
    : new URL(base, location.origin).href.replace(/\/$/, '');
}

export function createApiClient(baseUrl: string = apiBaseUrl()) {
  const client = createClient<paths>({ baseUrl, fetch: lateBoundFetch });
  client.use(authMiddleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client. */
export const api: ApiClient = createApiClient();
