import type { BrowserContext, Request } from '@playwright/test';
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

/** What `promise` gives within `ms`, else `late`: a browser event that never comes ends no wait. */
async function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const result = await Promise.race([
    promise,
    new Promise<L>((resolve) => {
      timer = setTimeout(() => resolve(late), ms);
    }),
  ]);
  clearTimeout(timer);
  return result;
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
  /** Waits (a few seconds at most) for the requests on their way; returns those still unanswered. */
  settled(): Promise<string[]>;
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
    // 'unread': the browser no longer holds the body, or never says it ended.
    const responseBytes = response
      ? await within(
          response.body().catch(() => 'unread' as const),
          5_000,
          'unread' as const,
        )
      : null;
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

  context.on('request', (request) => {
    if (isApi(request)) inFlight.set(request, Date.now());
  });
  context.on('requestfinished', (request) => done(request));
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // A request the page itself cancelled (it navigated away) was refused by no one.
    if (!reason.includes('ERR_ABORTED')) done(request, reason);
    else if (inFlight.delete(request)) whenIdle();
  });

  return {
    entries,
    violations,
    unread,
    async settled() {
      // Requests on their way get a few seconds to end; any still open is reported.
      await within(
        new Promise<void>((resolve) => {
          waiting.push(resolve);
          whenIdle();
        }),
        5_000,
        undefined,
      );
      // The browser's events can lag or go missing for a request the page answered as it moved
      // on (seen under load: a read the bell started just before the test ended): one that has its
      // answer's headers was answered, and is recorded like the others.
      await Promise.all(
        [...inFlight.keys()].map(async (request) => {
          if (
            await within(
              request.response().catch(() => null),
              2_000,
              null,
            )
          )
            done(request);
        }),
      );
      await Promise.all([...recording]);
      return [...inFlight.keys()].map((request) => `${request.method()} ${request.url()}`);
    },
  };
}
