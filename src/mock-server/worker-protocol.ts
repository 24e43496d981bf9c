// The wire between the page and the embedded backend's Web Worker: a fetch on the page becomes a
// message, the worker answers it through the backend (Mirage and Dexie, off the main thread), and
// the answer becomes a Response on the page. Only what structured cloning carries crosses it:
// strings, Blobs and plain objects (FormData does not clone; a File may lose its name). JSON goes
// as text; anything else (a file's content, in any encoding) goes as its bytes, never decoded:
// reading a Latin-1 text file as UTF-8 turned its "é" into U+FFFD.

import { isJsonType, isRequest } from './recorder';
import type { MockSettings } from './settings';
import type { DemoCallName } from '../lib/demo-calls';

export type WireFormValue =
  | { kind: 'string'; value: string }
  | { kind: 'file'; name: string; type: string; lastModified: number; blob: Blob };

export type WireBody =
  | null
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; blob: Blob }
  | { kind: 'form'; entries: [string, WireFormValue][] };

export interface WireRequest {
  /** Path and query, below the origin. */
  url: string;
  method: string;
  headers: [string, string][];
  body: WireBody;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** JSON answers as a string, anything else (file content, text files too) as its bytes. */
  body: string | Blob | null;
}

/** An error as it crosses the wire (name, message and a Dexie-style inner error's name). */
export interface WireError {
  name: string;
  message: string;
  innerName?: string;
}

export interface RouteEntry {
  method: string;
  path: string;
  operationId: string;
}

export type PageMessage =
  | { type: 'start'; id: number; latency: number; settings: MockSettings; databaseName?: string }
  | { type: 'fetch'; id: number; settings: MockSettings; request: WireRequest }
  /** A demo control, by name (lib/demo-calls.ts): one generic message for every one. */
  | { type: 'call'; id: number; name: DemoCallName; args: unknown[] };

export type WorkerMessage =
  | { type: 'started'; id: number; routes: RouteEntry[]; operations: string[]; seeded: boolean }
  | { type: 'answer'; id: number; response: WireResponse }
  | { type: 'done'; id: number; value?: unknown }
  | { type: 'failed'; id: number; error: WireError }
  | { type: 'versionchange' }
  | { type: 'blocked' };

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function toWireError(error: unknown): WireError {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner;
  return typeof inner?.name === 'string'
    ? { name, message, innerName: inner.name }
    : { name, message };
}

/** The error again on the other side, with the same name (a TypeError stays a TypeError). */
export function fromWireError(wire: WireError): Error {
  const error = wire.name === 'TypeError' ? new TypeError(wire.message) : new Error(wire.message);
  if (error.name !== wire.name) error.name = wire.name;
  if (wire.innerName) Object.assign(error, { inner: { name: wire.innerName } });
  return error;
}

function encodeForm(form: FormData): WireBody {
  const entries: [string, WireFormValue][] = [];
  form.forEach((value, name) => {
    entries.push([
      name,
      typeof value === 'string'
        ? { kind: 'string', value }
        : {
            kind: 'file',
            name: value.name,
            type: value.type,
            lastModified: value.lastModified,
            blob: value,
          },
    ]);
  });
  return { kind: 'form', entries };
}

async function encodeBody(body: BodyInit): Promise<WireBody> {
  if (body instanceof FormData) return encodeForm(body);
  if (typeof body === 'string') return body === '' ? null : { kind: 'text', text: body };
  // A Blob, a buffer or a stream: its bytes, as they are.
  const blob = await new Response(body).blob();
  return blob.size === 0 ? null : { kind: 'bytes', blob };
}

/**
 * A page's request (fetch's arguments: a Request, or a URL with its init) as a message. A body
 * given in `init` is read as it is; a Request's body is read from the Request.
 */
export async function encodeRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<WireRequest> {
  const source = isRequest(input) ? input : null;
  const url = new URL(
    source ? source.url : String(input),
    globalThis.location?.origin ?? 'http://localhost',
  );
  const method = (init?.method ?? source?.method ?? 'GET').toUpperCase();
  const headers: [string, string][] = [];
  new Headers(init?.headers ?? source?.headers).forEach((value, key) => headers.push([key, value]));
  let body: WireBody = null;
  if (method !== 'GET' && method !== 'HEAD') {
    if (init?.body !== undefined && init.body !== null) body = await encodeBody(init.body);
    else if (source) {
      const type = source.headers.get('content-type') ?? '';
      body = type.startsWith('multipart/form-data')
        ? encodeForm(await source.clone().formData())
        : isJsonType(type)
          ? await encodeBody(await source.clone().text())
          : await encodeBody(await source.clone().blob());
    }
  }
  return { url: url.pathname + url.search, method, headers, body };
}

/**
 * The message as fetch's arguments again, in the worker. A form goes without its content type:
 * the fetch that carries it writes a new one with its own boundary.
 */
export function decodeRequest(wire: WireRequest): [string, RequestInit] {
  const isForm = wire.body?.kind === 'form';
  // A plain record: Mirage's fetch (an older polyfill) drops headers given as pairs.
  const headers: Record<string, string> = {};
  for (const [key, value] of wire.headers) {
    if (!(isForm && key.toLowerCase() === 'content-type')) headers[key] = value;
  }
  let body: BodyInit | null = null;
  if (wire.body?.kind === 'text') body = wire.body.text;
  if (wire.body?.kind === 'bytes') body = wire.body.blob;
  if (wire.body?.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of wire.body.entries) {
      if (value.kind === 'string') form.append(name, value.value);
      else {
        const file = new File([value.blob], value.name, {
          type: value.type,
          lastModified: value.lastModified,
        });
        form.append(name, file, value.name);
      }
    }
    body = form;
  }
  return [wire.url, { method: wire.method, headers, ...(body === null ? {} : { body }) }];
}

/**
 * An answer (of any realm's Response) as a message. A JSON answer goes as a string: copying a
 * string between threads is cheaper than a Blob's round trip through the browser's blob store,
 * and the whole-range answers are megabytes of JSON (which is UTF-8 by definition). Anything
 * else goes as its bytes: a text file may be in any encoding.
 */
export async function encodeResponse(response: Response): Promise<WireResponse> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, key) => headers.push([key, value]));
  let body: WireResponse['body'] = null;
  if (!NULL_BODY_STATUSES.has(response.status)) {
    body = isJsonType(response.headers.get('content-type'))
      ? await response.text()
      : await response.blob();
  }
  return { status: response.status, statusText: response.statusText, headers, body };
}

/** The message as the page's own Response. */
export function decodeResponse(wire: WireResponse): Response {
  return new Response(NULL_BODY_STATUSES.has(wire.status) ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  });
}
