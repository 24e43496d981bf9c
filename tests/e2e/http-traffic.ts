import type { BrowserContext, Page, Request } from '@playwright/test';
import type { RecordedBody, TrafficEntry } from '../../src/mock-server/recorder';
import { contractOperationFor } from '../support/traffic';

// The traffic of a live build with a real API on another origin, read off Chromium's network
// (where the demo build's embedded backend records its own, src/mock-server/recorder.ts): every
// exchange with the API as a TrafficEntry, so the fixtures check it against openapi.yaml with the
// same rules (tests/support/traffic.ts). CORS preflights are the browser's and are not recorded;
// one that fails leaves its request without an answer, which is a problem.

/** Where openapi.yaml's paths start: each exchange is recorded as the contract names it. */
const CONTRACT_BASE = '/api/v1';

/** The header in which api:serve names what broke the contract. */
export const VIOLATION_HEADER = 'grantwise-contract-violation';

const isJson = (type: string | null) => !!type && /^application\/([\w.-]+\+)?json\b/i.test(type);

function textBody(text: string, contentType: string | null): RecordedBody {
  if (text === '') return { kind: 'none' };
  if (isJson(contentType)) {
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'text', text };
    }
  }
  return { kind: 'text', text };
}

async function describeBody(
  bytes: Buffer | null,
  contentType: string | null,
): Promise<RecordedBody> {
  if (!bytes || bytes.length === 0) return { kind: 'none' };
  if (/^multipart\/form-data/i.test(contentType ?? '')) {
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': contentType ?? '' },
    }).formData();
    const parts: Extract<RecordedBody, { kind: 'multipart' }>['parts'] = [];
    form.forEach((value, name) => {
      if (typeof value === 'string') parts.push({ name, value });
      else parts.push({ name, file: { name: value.name, size: value.size, type: value.type } });
    });
    return { kind: 'multipart', parts };
  }
  if (isJson(contentType) || /^text\//i.test(contentType ?? '')) {
    return textBody(bytes.toString('utf8'), contentType);
  }
  return { kind: 'binary', type: contentType ?? '', size: bytes.length };
}

function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  search.forEach((value, key) => {
    const seen = query[key];
    if (seen === undefined) query[key] = value;
    else query[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  });
  return query;
}

export interface HttpTraffic {
  /** Every finished exchange, in the order they ended. */
  readonly entries: TrafficEntry[];
  /** What api:serve said broke the contract, by the exchange's `seq`. */
  readonly violations: Map<number, string>;
  /**
   * Exchanges (by `seq`) whose request body the browser does not give (a multipart body with
   * files), or whose answer's body it no longer held (the page had moved on): api:serve checked
   * each against the contract as it received or sent it.
   */
  readonly unread: Map<number, { request: boolean; response: boolean }>;
  /** The requests the test sent that have not ended yet, as `METHOD url`. */
  pending(): string[];
  /**
   * Ends the test's part: a request sent from now on is not the test's (the bell's idle-time
   * re-read, starting as the test ends) and is neither recorded nor waited for. Then waits, with
   * no limit but the test's own timeout, until every request the test sent has ended (answered,
   * failed, cancelled by its page, or its page closed) and is recorded. Never a clock: on a
   * loaded machine an answer takes as long as it takes (issue 63).
   */
  settled(): Promise<void>;
}

/** The page a request was sent from; null for one that has none (a service worker's). */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/** Records the context's API exchanges (the API at `apiBase`) as the embedded recorder would. */
export function recordHttpTraffic(context: BrowserContext, apiBase: string): HttpTraffic {
  const base = new URL(apiBase.replace(/\/?$/, '/'));
  const entries: TrafficEntry[] = [];
  const violations = new Map<number, string>();
  const unread: HttpTraffic['unread'] = new Map();
  /** Requests sent and not yet answered (or failed), with when they were sent. */
  const inFlight = new Map<Request, number>();
  const recording = new Set<Promise<void>>();
  /** Who waits for the last request on its way to end. */
  let waiting: (() => void)[] = [];
  /** Whether a request sent now is the test's (until `settled()` is called). */
  let open = true;
  let seq = 0;

  function whenIdle() {
    if (inFlight.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  }

  const isApi = (request: Request) =>
    request.url().startsWith(base.href) && request.method() !== 'OPTIONS';

  async function record(request: Request, at: number, error?: string): Promise<void> {
    const url = new URL(request.url());
    const path = `${CONTRACT_BASE}/${url.pathname.slice(base.pathname.length)}`;
    const headers = await request.allHeaders();
    const contentType = headers['content-type'] ?? null;
    const response = error === undefined ? await request.response() : null;
    const responseHeaders = response ? await response.allHeaders() : {};
    // The request has ended, so its body is read at once, or the browser no longer holds it
    // (the page moved on): 'unread', and api:serve's own verdict (its header) stands for it.
    const responseBytes = response ? await response.body().catch(() => 'unread' as const) : null;
    const requestBytes = request.postDataBuffer();
    // A body was sent (its type says so) that DevTools does not carry.
    const requestUnread = requestBytes === null && contentType !== null;
    const entry: TrafficEntry = {
      seq: (seq += 1),
      at: new Date(at).toISOString(),
      durationMs: Date.now() - at,
      operationId: contractOperationFor(request.method(), path)?.operation.operationId ?? null,
      forcedFault: null,
      method: request.method(),
      path,
      query: queryOf(url.searchParams),
      request: {
        contentType,
        authorization: 'authorization' in headers,
        body: await describeBody(requestBytes, contentType),
      },
      response: response
        ? {
            status: response.status(),
            contentType: responseHeaders['content-type'] ?? null,
            body: await describeBody(
              responseBytes === 'unread' ? null : responseBytes,
              responseHeaders['content-type'] ?? null,
            ),
          }
        : null,
      ...(error === undefined ? {} : { error }),
    };
    entries.push(entry);
    if (requestUnread || responseBytes === 'unread') {
      unread.set(entry.seq, { request: requestUnread, response: responseBytes === 'unread' });
    }
    const violation = responseHeaders[VIOLATION_HEADER];
    if (violation) violations.set(entry.seq, violation);
  }

  function done(request: Request, error?: string) {
    const at = inFlight.get(request);
    if (at === undefined) return;
    inFlight.delete(request);
    const work = record(request, at, error).finally(() => recording.delete(work));
    recording.add(work);
    whenIdle();
  }

  /** A request that ends unrecorded: its page cancelled it, or is gone. */
  function dropped(request: Request) {
    if (inFlight.delete(request)) whenIdle();
  }

  context.on('request', (request) => {
    if (open && isApi(request)) inFlight.set(request, Date.now());
  });
  context.on('requestfinished', (request) => done(request));
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // A request the page itself cancelled (it navigated away), or one the browser kept because
    // the test cut its network (`setOffline`), reached no server: it was refused by no one.
    if (!/ERR_ABORTED|ERR_INTERNET_DISCONNECTED/.test(reason)) done(request, reason);
    else dropped(request);
  });
  // A page closed (a tab the test opened and closed) answers none of its requests still open.
  const watch = (page: Page) =>
    page.on('close', () => {
      for (const request of [...inFlight.keys()]) if (pageOf(request) === page) dropped(request);
    });
  context.pages().forEach(watch);
  context.on('page', watch);

  return {
    entries,
    violations,
    unread,
    pending: () => [...inFlight.keys()].map((request) => `${request.method()} ${request.url()}`),
    async settled() {
      open = false;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        whenIdle();
      });
      await Promise.all([...recording]);
    },
  };
}
