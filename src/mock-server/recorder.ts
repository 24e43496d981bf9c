// Traffic recorder of the embedded backend, for the end-to-end suite's conformance check: every
// exchange on /api/ is written down as it went over the (simulated) wire, so the test process can
// validate it against openapi.yaml. Off unless asked for; a live build carries none of it (this
// module is only reached from the embedded backend's lazy chunk).

import { type Method, jsonTooDeep } from './http';
import type { FaultKind } from './settings';
import { MASK, isSecretKey, withoutSecrets } from '../domain/secrets';

/** The test process exposes this function on the page: each entry is handed to it when done. */
export const TRAFFIC_SINK = '__grantwiseTrafficSink';
/** Every entry of this page load, in order (for a tester's console or an in-page check). */
export const TRAFFIC_LOG = '__grantwiseTraffic';
/** Resolves once every finished entry has been handed to the sink. */
export const TRAFFIC_SETTLED = '__grantwiseTrafficSettled';
/** Recording without a test process: `localStorage['grantwise.mock.record'] = '1'`. */
export const RECORD_KEY = 'grantwise.mock.record';

const API_PREFIX = '/api/';
const API_BASE = '/api/v1';

export interface RecordedPart {
  name: string;
  /** A text field's value. */
  value?: string;
  /** A file field: its name, size in bytes and MIME type (not its bytes). */
  file?: { name: string; size: number; type: string };
}

export type RecordedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'multipart'; parts: RecordedPart[] }
  | { kind: 'binary'; type: string; size: number };

export interface TrafficEntry {
  /** Order of the request within this page load. */
  seq: number;
  /** When the request was sent (ISO 8601). */
  at: string;
  durationMs: number;
  /** The operation the embedded backend answered it as; null when none matched. */
  operationId: string | null;
  /** A fault forced for this operation in the backend's settings when the request was sent. */
  forcedFault: FaultKind | null;
  method: string;
  /** The raw path (still percent-encoded), without the query. */
  path: string;
  query: Record<string, string | string[]>;
  request: {
    contentType: string | null;
    /** Whether an Authorization header was sent (its value is never recorded). */
    authorization: boolean;
    body: RecordedBody;
  };
  /** The answer, or null when the request got none (a refused connection, an abort). */
  response: { status: number; contentType: string | null; body: RecordedBody } | null;
  /** Why there was no answer. */
  error?: string;
}

export interface RecorderOptions {
  /** The operationId that answers a method and a path below /api/v1, or null. */
  operationOf(method: Method, path: string): string | null;
  /** The fault forced for an operation right now, if any. */
  forcedFault?(operationId: string): FaultKind | null;
}

type Fetch = typeof globalThis.fetch;
type Sink = (entry: TrafficEntry) => unknown;
type RecorderHost = Record<string, unknown>;

interface Recorder {
  /** Wraps a fetch: /api/ exchanges are recorded, everything else passes untouched. */
  wrap(fetch: Fetch): Fetch;
  readonly entries: TrafficEntry[];
  /** Resolves when every finished entry has reached the sink. */
  settled(): Promise<void>;
}

export function isRequest(input: unknown): input is Request {
  return (
    typeof input === 'object' &&
    input !== null &&
    !(input instanceof URL) &&
    typeof (input as Request).url === 'string' &&
    typeof (input as Request).clone === 'function'
  );
}

/** Header values by lower-case name, whatever the shape (Headers of any realm, pairs, record). */
function headerMap(headers: unknown): Map<string, string> {
  const map = new Map<string, string>();
  if (!headers) return map;
  if (typeof (headers as Headers).forEach === 'function' && !Array.isArray(headers)) {
    (headers as Headers).forEach((value, key) => map.set(key.toLowerCase(), value));
  } else if (Array.isArray(headers)) {
    for (const [key, value] of headers as [string, string][]) map.set(key.toLowerCase(), value);
  } else {
    for (const [key, value] of Object.entries(headers as Record<string, string>)) {
      map.set(key.toLowerCase(), String(value));
    }
  }
  return map;
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

export const isJsonType = (type: string | null) =>
  !!type && /^application\/([\w.-]+\+)?json\b/i.test(type);

/** A JSON or text media type (a body read as text rather than as bytes). */
export const isTextType = (type: string | null) => isJsonType(type) || !!type?.startsWith('text/');

function textBody(text: string, contentType: string | null): RecordedBody {
  if (text === '') return { kind: 'none' };
  // A body sent or answered as JSON is recorded as JSON; unparsable JSON stays text (a violation).
  // Nested too deeply to walk (the backend refuses it before any handler): kept as text.
  if ((isJsonType(contentType) || contentType === null) && !jsonTooDeep(text)) {
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'text', text };
    }
  }
  return { kind: 'text', text };
}

function describeForm(form: FormData): RecordedBody {
  const parts: RecordedPart[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') parts.push({ name, value });
    else parts.push({ name, file: { name: value.name, size: value.size, type: value.type } });
  });
  return { kind: 'multipart', parts };
}

async function describeRequestBody(
  body: unknown,
  source: Request | null,
  contentType: string | null,
): Promise<RecordedBody> {
  if (body === undefined || body === null) {
    if (!source || source.method === 'GET' || source.method === 'HEAD') return { kind: 'none' };
    const copy = source.clone();
    if (contentType?.startsWith('multipart/form-data')) {
      // A malformed form is recorded as its text: the backend answers it (400), not the recorder.
      const text = await copy.clone().text();
      try {
        return describeForm(await copy.formData());
      } catch {
        return { kind: 'text', text };
      }
    }
    return textBody(await copy.text(), contentType);
  }
  if (typeof body === 'string') return textBody(body, contentType);
  if (body instanceof FormData) return describeForm(body);
  if (body instanceof URLSearchParams) return { kind: 'text', text: body.toString() };
  if (body instanceof Blob) return { kind: 'binary', type: body.type, size: body.size };
  if (body instanceof ArrayBuffer) return { kind: 'binary', type: '', size: body.byteLength };
  return { kind: 'text', text: String(body) };
}

async function describeResponseBody(response: Response): Promise<RecordedBody> {
  const contentType = response.headers.get('content-type');
  const copy = response.clone();
  if (isTextType(contentType)) {
    return textBody(await copy.text(), contentType);
  }
  const blob = await copy.blob();
  if (blob.size === 0) return { kind: 'none' };
  return { kind: 'binary', type: blob.type || contentType || '', size: blob.size };
}

const decodedKey = (key: string) => {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
};

/**
 * A text body's secrets: the value of a secret key in anything JSON-like (`"password": "..."`,
 * also when the whole does not parse) and in form-encoded pairs (`token=...`).
 */
export function maskText(text: string): string {
  return (
    text
      .replace(/("((?:[^"\\]|\\.){1,200})"\s*:\s*)"(?:[^"\\]|\\.)*"/g, (all, head, key) =>
        isSecretKey(key as string) ? `${head as string}"${MASK}"` : all,
      )
      .replace(/(^|[&?;\s])([^=&?;\s]{1,200})=([^&;\s]*)/g, (all, lead, key) =>
        isSecretKey(decodedKey(key as string)) ? `${lead as string}${key as string}=${MASK}` : all,
      )
      // `password: x`, `Authorization: Bearer x` (a header-like or YAML-like line): to its end.
      .replace(
        /(^|[\s,;{])([A-Za-z_][\w.-]{0,200})(\s*:[ \t]*)([^\r\n,;}]+)/g,
        (all, lead, key, sep, value) =>
          isSecretKey(key as string) && value !== MASK && !(value as string).startsWith('"')
            ? `${lead as string}${key as string}${sep as string}${MASK}`
            : all,
      )
  );
}

function maskBody(body: RecordedBody): RecordedBody {
  switch (body.kind) {
    case 'json':
      return { kind: 'json', value: withoutSecrets(body.value) };
    case 'text':
      return { kind: 'text', text: maskText(body.text) };
    case 'multipart':
      return {
        kind: 'multipart',
        parts: body.parts.map((part) =>
          part.value !== undefined && isSecretKey(part.name) ? { ...part, value: MASK } : part,
        ),
      };
    default:
      return body;
  }
}

const maskQuery = (query: TrafficEntry['query']): TrafficEntry['query'] =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      isSecretKey(key) ? (Array.isArray(value) ? value.map(() => MASK) : MASK) : value,
    ]),
  );

function withoutSecretBodies(entry: TrafficEntry): TrafficEntry {
  return {
    ...entry,
    query: maskQuery(entry.query),
    request: { ...entry.request, body: maskBody(entry.request.body) },
    response: entry.response && { ...entry.response, body: maskBody(entry.response.body) },
  };
}

export function createTrafficRecorder(options: RecorderOptions, sink?: Sink): Recorder {
  const entries: TrafficEntry[] = [];
  const deliveries = new Set<Promise<unknown>>();
  let seq = 0;

  function deliver(entry: TrafficEntry) {
    // The page's log (a tester's to read) masks passwords and tokens; only a test process's sink
    // gets the exchange whole, to check it against the contract.
    entries.push(withoutSecretBodies(entry));
    if (!sink) return;
    // The sink may be gone (the page is closing): a lost entry must not break the app.
    const delivery = Promise.resolve()
      .then(() => sink(entry))
      .catch(() => undefined);
    deliveries.add(delivery);
    void delivery.then(() => deliveries.delete(delivery));
  }

  function wrap(inner: Fetch): Fetch {
    return async (input: RequestInfo | URL, init?: RequestInit) => {
      const source = isRequest(input) ? input : null;
      const url = new URL(source ? source.url : String(input), globalThis.location?.origin);
      if (!url.pathname.startsWith(API_PREFIX)) return inner(input, init);

      const method = (init?.method ?? source?.method ?? 'GET').toUpperCase();
      const headers = headerMap(init?.headers ?? source?.headers);
      const contentType = headers.get('content-type') ?? null;
      const operationId = url.pathname.startsWith(`${API_BASE}/`)
        ? options.operationOf(method.toLowerCase() as Method, url.pathname.slice(API_BASE.length))
        : null;
      const started = Date.now();
      const entry: TrafficEntry = {
        seq: (seq += 1),
        at: new Date(started).toISOString(),
        durationMs: 0,
        operationId,
        forcedFault: null,
        method,
        path: url.pathname,
        query: queryOf(url.searchParams),
        request: {
          contentType,
          authorization: headers.has('authorization'),
          body: await describeRequestBody(init?.body, source, contentType),
        },
        response: null,
      };
      let response: Response;
      // The fault in force as the request leaves, read in the same task as the backend reads its
      // settings (a test may change them while the request's body is being read).
      entry.forcedFault = operationId ? (options.forcedFault?.(operationId) ?? null) : null;
      try {
        response = await inner(input, init);
      } catch (error) {
        entry.durationMs = Date.now() - started;
        entry.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        deliver(entry);
        throw error;
      }
      entry.durationMs = Date.now() - started;
      entry.response = {
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: await describeResponseBody(response),
      };
      // Recorded (and handed to the sink) before the app sees the answer.
      deliver(entry);
      return response;
    };
  }

  return {
    wrap,
    entries,
    async settled() {
      await Promise.all([...deliveries]);
    },
  };
}

/** Recording is on when a test process exposed its sink, or a tester set the storage key. */
export function recordingRequested(host: RecorderHost = globalThis as unknown as RecorderHost) {
  if (typeof host[TRAFFIC_SINK] === 'function') return true;
  try {
    return globalThis.localStorage?.getItem(RECORD_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * When recording was asked for, wraps `globalThis.fetch` with the recorder and exposes the log and
 * the settle hook on the page. Returns the recorder, or null when recording is off.
 */
export function recordTraffic(
  options: RecorderOptions,
  host: RecorderHost = globalThis as unknown as RecorderHost,
): Recorder | null {
  if (!recordingRequested(host)) return null;
  const sink = host[TRAFFIC_SINK];
  const recorder = createTrafficRecorder(
    options,
    typeof sink === 'function' ? (entry) => (sink as Sink)(entry) : undefined,
  );
  globalThis.fetch = recorder.wrap(globalThis.fetch);
  host[TRAFFIC_LOG] = recorder.entries;
  host[TRAFFIC_SETTLED] = () => recorder.settled();
  return recorder;
}
