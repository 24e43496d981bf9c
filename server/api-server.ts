// The reference API server: the embedded backend's own handlers (src/mock-server/routes, the same
// code the demo runs in its Web Worker) served over HTTP from Node, with the embedded backend's
// seed, CORS as a real deployment needs it, and every exchange checked against openapi.yaml.
// In-memory and one process: a server to develop and test the live build against, and a
// reference for the team that builds the real API, not a production backend.
// Needs an IndexedDB in the process (server/api-serve.ts loads fake-indexeddb first).

import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_UPLOAD_BYTES } from '../src/domain/library-files';
import { allRoutes } from '../src/mock-server/all-routes';
import { type MockApp, createMockApp, lowerCaseKeys } from '../src/mock-server/app';
import { PASSWORD_ITERATIONS } from '../src/mock-server/crypto';
import { MockDatabase, type OutboxMailRecord } from '../src/mock-server/db';
import {
  type Method,
  type MockRequest,
  type MockResponse,
  parseRequestBody,
} from '../src/mock-server/http';
import { type TrafficEntry, createTrafficRecorder } from '../src/mock-server/recorder';
import { ruleOf } from '../src/mock-server/request-gate';
import { seed } from '../src/mock-server/seed';
import { recordDecision } from '../src/mock-server/decisions';
import { trafficProblems } from '../tests/support/traffic';
import { type CorsPolicy, corsHeaders, preflight } from './cors';

export interface ApiServerOptions {
  /** Port on 127.0.0.1; 0 picks a free one (the URL says which). */
  port: number;
  /** Where the contract's paths start: `/api/v1` (its `servers` URL) or `/` (the origin's root). */
  basePath?: string;
  /** Origins whose pages may call the API (exact origins, or `*`). */
  allowedOrigins: readonly string[];
  /** Loads the embedded backend's demo seed (default); false starts with no data at all. */
  seeded?: boolean;
  /**
   * PBKDF2 iterations of new password hashes and of the seed's: the production count by default;
   * tests use a low one so a sign-in costs no CPU second (docs/testing.md).
   */
  passwordIterations?: number;
  /**
   * Checks every exchange against openapi.yaml (default): an answer that breaks the contract, or a
   * request the contract refuses that an operation accepted, becomes a 500 naming the operation
   * and the rule, with the reasons in the `Grantwise-Contract-Violation` header too.
   */
  validate?: boolean;
  /**
   * Tests only: a request header whose value picks a database of its own, seeded on first use,
   * so parallel tests never share data. Off (null) by default: one database for every caller.
   */
  tenantHeader?: string | null;
  /** Tests only: changes an operation's answer before it is checked (a server that breaks the contract). */
  alterResponse?: (operationId: string, response: MockResponse) => MockResponse;
  /**
   * Whether the demo's stand-in Google tokens (`mock-google.<base64>`, made by the demo page and
   * proving nothing) sign in. Off by default: anyone could make one (`--demo-google` turns it on).
   */
  standInGoogle?: boolean;
  /**
   * Tests only: `GET <base>/__test/outbox?to=<email>` answers the mails sent to that address
   * (issue 61: verification and invitation links), so the conformance kit (`npm run test:api`)
   * reads a mailbox. Not an operation of openapi.yaml; off (404) by default.
   */
  testOutbox?: boolean;
  /**
   * Tests only: `POST <base>/__test/decisions` with `{ applicationId, stage: 'Completed' | 'Cancel',
   * note? }` records a funder's decision on a submitted application (an award owes its reports),
   * which no operation of openapi.yaml does, so the journeys reach an awarded application. Off
   * (404) by default.
   */
  testDecisions?: boolean;
  /**
   * Hands each mail the backend sends to a delivery once its write is committed (api:serve's SMTP,
   * server/smtp.ts, when `API_SMTP_URL` is set). The outbox keeps every mail either way; the seed's
   * own mails are not handed over.
   */
  deliverMail?: (mail: OutboxMailRecord) => void;
  /** One line per request (method, path without query, status, time); none by default. */
  log?: (line: string) => void;
}

export interface RunningApiServer {
  /** The API's base URL, e.g. http://127.0.0.1:4180/api/v1 (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The header that carries an exchange's contract violations (as Prism's `sl-violations`). */
export const VIOLATION_HEADER = 'Grantwise-Contract-Violation';

/** Where the contract's paths start (openapi.yaml's `servers`): the checks see this base. */
const CONTRACT_BASE = '/api/v1';

/**
 * Largest request body read, in bytes. Twice the upload limit, so a file just over the limit still
 * gets the contract's 422 from the upload operation; anything larger is refused unread (413).
 */
export const MAX_BODY_BYTES = 2 * MAX_UPLOAD_BYTES;

/** The test-only mailbox route (`testOutbox`), below the base path. */
export const TEST_OUTBOX_PATH = '/__test/outbox';
/** The test-only route of a funder's decision (`testDecisions`), below the base path. */
export const TEST_DECISIONS_PATH = '/__test/decisions';

/** Most test databases kept at once; the oldest is dropped beyond it. */
const MAX_TENANTS = 200;
const TENANT_ID = /^[\w-]{1,64}$/;

/** Databases opened in this process (several servers may run in one, in tests). */
let databaseCount = 0;

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);
const JSON_TYPE = 'application/json';

interface Backend {
  db: MockDatabase;
  app: MockApp;
}

/** `/api/v1/` -> `/api/v1`; `/` and `` -> `` (the origin's root). */
export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!trimmed.startsWith('/') || /[?#]/.test(trimmed)) {
    throw new Error(`API_BASE_PATH: "${basePath}" must be a path such as /api/v1 or /`);
  }
  return trimmed;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
  });
}

const errorResponse = (status: number, message: string) =>
  jsonResponse(status, { status, message });

/** A handler's plain answer as an HTTP answer, as the embedded backend's transport sends it. */
function toResponse(result: MockResponse): Response {
  const headers = new Headers({ 'Content-Type': JSON_TYPE, ...result.headers });
  if (result.status === 204) {
    headers.delete('Content-Type');
    return new Response(null, { status: 204, headers });
  }
  if (result.body instanceof Blob) {
    if (!result.headers?.['Content-Type'] && result.body.type)
      headers.set('Content-Type', result.body.type);
    return new Response(result.body, { status: result.status, headers });
  }
  const body = typeof result.body === 'string' ? result.body : JSON.stringify(result.body ?? null);
  return new Response(body, { status: result.status, headers });
}

/** The handlers' view of a request: parsed JSON (or the raw text), or a multipart body's FormData. */
async function toMockRequest(
  request: Request,
  params: Record<string, string>,
  url: URL,
  client: string | undefined,
): Promise<MockRequest | Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const query: Record<string, string> = {};
  // The first of a repeated parameter, as the demo's transport reads it.
  url.searchParams.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  let body: unknown = null;
  const contentType = request.headers.get('content-type') ?? '';
  if (request.body) {
    if (/^multipart\/form-data/i.test(contentType)) {
      try {
        body = await request.formData();
      } catch {
        return errorResponse(400, 'The multipart body could not be read');
      }
    } else {
      body = parseRequestBody(await request.text());
    }
  }
  return {
    params,
    query,
    headers: lowerCaseKeys(headers),
    body,
    // The peer's address, never a header the caller writes: sign-in is throttled per client too.
    ...(client ? { client } : {}),
  };
}

async function readBody(message: IncomingMessage): Promise<Buffer | 'too large'> {
  const declared = Number(message.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return 'too large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return 'too large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function headerObject(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  headerRecord(message).forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

function headerRecord(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    // Hop-by-hop and framing headers belong to Node's connection, not to the request.
    if (['connection', 'content-length', 'transfer-encoding', 'host'].includes(key)) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

async function send(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, { ...headers, ...extraHeaders });
  res.end(body);
}

/** Header values are Latin-1: the violation text goes in printable ASCII, cut to a sane length. */
const asHeaderValue = (text: string) => text.replace(/[^\x20-\x7E]/g, '?').slice(0, 2000);

export async function startApiServer(options: ApiServerOptions): Promise<RunningApiServer> {
  const basePath = normaliseBasePath(options.basePath ?? CONTRACT_BASE);
  const validate = options.validate ?? true;
  const tenantHeader = options.tenantHeader?.toLowerCase() ?? null;
  const policy: CorsPolicy = {
    allowedOrigins: options.allowedOrigins,
    ...(options.tenantHeader ? { extraRequestHeaders: [options.tenantHeader] } : {}),
  };
  const backends = new Map<string, Promise<Backend>>();

  async function openBackend(): Promise<Backend> {
    databaseCount += 1;
    const db = new MockDatabase(`grantwise-api-${process.pid}-${databaseCount}`);
    const passwordIterations = options.passwordIterations ?? PASSWORD_ITERATIONS;
    if (options.seeded ?? true) await seed(db, new Date(), { passwordIterations });
    else await db.open();
    const deliver = options.deliverMail;
    if (deliver) {
      db.outbox.hook('creating', (_key, mail, transaction) => {
        transaction.on('complete', () => deliver({ ...mail }));
      });
    }
    return {
      db,
      app: createMockApp(db, allRoutes, {
        passwordIterations,
        standInGoogle: options.standInGoogle ?? false,
      }),
    };
  }

  function backendFor(tenant: string): Promise<Backend> {
    let backend = backends.get(tenant);
    if (!backend) {
      backend = openBackend();
      backends.set(tenant, backend);
      // The oldest test database goes first; the default one (no tenant) stays.
      const oldest = [...backends.keys()].find((key) => key !== '');
      if (backends.size > MAX_TENANTS && oldest !== undefined) {
        const dropped = backends.get(oldest);
        backends.delete(oldest);
        void dropped?.then(({ db }) => db.delete()).catch(() => undefined);
      }
    }
    return backend;
  }

  // The default database is ready (seeded) before the server says it listens.
  await backendFor('');

  /**
   * Runs the operation (or answers what the header checks refused) and checks the exchange
   * against openapi.yaml.
   */
  async function answer(
    backend: Backend,
    found: NonNullable<ReturnType<MockApp['match']>>,
    request: Request,
    /** The path as the client sent it (for messages). */
    sentPath: string,
    /** The peer's address. */
    client: string | undefined,
    refused: MockResponse | null,
  ): Promise<Response> {
    const url = new URL(request.url);
    const { route, params } = found;
    // The recorder describes the exchange as the demo's end-to-end suite records it; the same
    // rules as there decide whether it breaks the contract (tests/support/traffic.ts).
    let entry: TrafficEntry | null = null;
    const recorder = createTrafficRecorder({ operationOf: () => route.operationId }, (recorded) => {
      entry = recorded;
    });
    const run = recorder.wrap(async () => {
      if (refused) return toResponse(refused);
      const mockRequest = await toMockRequest(request, params, url, client);
      if (mockRequest instanceof Response) return mockRequest;
      let result = await backend.app.run(route, mockRequest);
      if (options.alterResponse) result = options.alterResponse(route.operationId, result);
      return toResponse(result);
    });
    const response = await run(request);
    await recorder.settled();
    const checked = validate && entry ? trafficProblems(entry) : [];
    // A request the contract refuses that the operation accepted has been acted on (it may have
    // written): the answer stands, the breach is reported in the header and the log. Never a 5xx
    // after a completed write; the checks before the handler keep such requests out.
    const requestSide = checked.filter(
      (problem) =>
        problem.startsWith(`${route.operationId} request `) ||
        problem.startsWith(`${route.operationId}:request`) ||
        problem.startsWith(`${route.operationId}:query:`),
    );
    const problems = checked.filter((problem) => !requestSide.includes(problem));
    if (requestSide.length > 0) {
      const reason = `${route.operationId} accepted a request openapi.yaml refuses: ${requestSide.join('; ')}`;
      console.error(`[api] ${request.method} ${sentPath}: ${reason}`);
      if (problems.length === 0) {
        const headers = new Headers(response.headers);
        headers.set(VIOLATION_HEADER, asHeaderValue(requestSide.join('; ')));
        return new Response(response.body, { status: response.status, headers });
      }
    }
    if (problems.length === 0) return response;
    const reason = `${route.operationId} breaks openapi.yaml: ${problems.join('; ')}`;
    console.error(`[api] ${request.method} ${sentPath}: ${reason}`);
    return jsonResponse(
      500,
      { status: 500, message: reason },
      { [VIOLATION_HEADER]: asHeaderValue(problems.join('; ')) },
    );
  }

  async function handle(message: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const origin = message.headers.origin;
    const method = (message.method ?? 'GET').toLowerCase();
    const url = new URL(message.url ?? '/', 'http://api.internal');
    const log = (status: number) =>
      options.log?.(`${method.toUpperCase()} ${url.pathname} ${status} ${Date.now() - started}ms`);

    if (method === 'options' && message.headers['access-control-request-method']) {
      const { status, headers } = preflight(policy, origin);
      res.writeHead(status, headers);
      res.end();
      log(status);
      return;
    }
    const cors = corsHeaders(policy, origin);
    const below = url.pathname.startsWith(`${basePath}/`)
      ? url.pathname.slice(basePath.length)
      : null;
    /** No operation answers here: 404, the body (if any) discarded unread. */
    const noOperation = async () => {
      message.resume();
      await send(
        res,
        errorResponse(404, `No operation ${method.toUpperCase()} ${url.pathname}`),
        cors,
      );
      log(404);
    };
    if (below === null || !METHODS.has(method)) {
      await noOperation();
      return;
    }
    const tenantValue = tenantHeader ? message.headers[tenantHeader] : undefined;
    const tenant =
      typeof tenantValue === 'string' && TENANT_ID.test(tenantValue) ? tenantValue : '';
    const backend = await backendFor(tenant);
    if (options.testOutbox && method === 'get' && below === TEST_OUTBOX_PATH) {
      message.resume();
      const to = (url.searchParams.get('to') ?? '').trim().toLowerCase();
      const mails =
        to === '' ? [] : await backend.db.outbox.where('to').equals(to).sortBy('sentAt');
      await send(res, jsonResponse(200, mails), cors);
      log(200);
      return;
    }
    if (options.testDecisions && method === 'post' && below === TEST_DECISIONS_PATH) {
      const raw = await readBody(message);
      let asked: { applicationId?: unknown; stage?: unknown; note?: unknown } = {};
      try {
        asked = raw === 'too large' ? {} : (JSON.parse(raw.toString('utf8')) as typeof asked);
      } catch {
        asked = {};
      }
      const stage = asked.stage === 'Cancel' ? 'Cancel' : 'Completed';
      const decided =
        typeof asked.applicationId === 'string' &&
        (asked.stage === 'Completed' || asked.stage === 'Cancel')
          ? await recordDecision(
              backend.db,
              asked.applicationId.toLowerCase(),
              stage,
              new Date().toISOString(),
              typeof asked.note === 'string' && asked.note !== '' ? asked.note : undefined,
            )
          : undefined;
      const status = decided ? 200 : 404;
      await send(
        res,
        decided ? jsonResponse(200, { id: decided.id, stage }) : errorResponse(404, 'No decision'),
        cors,
      );
      log(status);
      return;
    }
    let found: ReturnType<MockApp['match']>;
    try {
      found = backend.app.match(method as Method, below);
    } catch {
      // A path parameter that is not valid percent-encoding names nothing.
      found = null;
    }
    if (!found) {
      await noOperation();
      return;
    }
    const rule = ruleOf(found.route.operationId);
    // Only the query parameters the operation reads go on (the first of a repeated one): an
    // unknown one is ignored, never a reason to refuse after the handler has written.
    const search = new URLSearchParams();
    for (const name of rule.query) {
      const value = url.searchParams.get(name);
      if (value !== null) search.set(name, value);
    }
    const query = search.size > 0 ? `?${search.toString()}` : '';
    const contractUrl = `http://api.internal${CONTRACT_BASE}${below}${query}`;
    const sentBody =
      Number(message.headers['content-length'] ?? 0) > 0 ||
      message.headers['transfer-encoding'] !== undefined;
    // Who calls and how the body was sent, from the headers alone: a request without a valid
    // token for an operation that needs one is answered before a byte of its body is read.
    const refused = await backend.app.checkHeaders(
      found.route,
      lowerCaseKeys(headerObject(message)),
      sentBody && rule.body !== 'none',
    );
    if (refused) {
      // The body is discarded as it arrives, never kept or parsed; the connection stays open so
      // a client still sending reads the answer instead of a reset.
      message.resume();
      const request = new Request(contractUrl, {
        method: method.toUpperCase(),
        headers: headerRecord(message),
      });
      const response = await answer(
        backend,
        found,
        request,
        url.pathname,
        message.socket.remoteAddress,
        refused,
      );
      await send(res, response, cors);
      log(response.status);
      return;
    }
    const body = await readBody(message);
    if (body === 'too large') {
      await send(res, errorResponse(413, 'The request body is too large'), {
        ...cors,
        Connection: 'close',
      });
      log(413);
      return;
    }
    // The request as the contract names it (below /api/v1), whatever the base path served. A
    // body sent to an operation that takes none is dropped unread.
    const request = new Request(contractUrl, {
      method: method.toUpperCase(),
      headers: headerRecord(message),
      ...(body.length > 0 && method !== 'get' && rule.body !== 'none'
        ? { body: new Uint8Array(body) }
        : {}),
    });
    const response = await answer(
      backend,
      found,
      request,
      url.pathname,
      message.socket.remoteAddress,
      null,
    );
    await send(res, response, cors);
    log(response.status);
  }

  const server = createServer((message, res) => {
    handle(message, res).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      // The path only: a query may carry an email.
      const path = (message.url ?? '').split('?')[0];
      console.error(`[api] ${message.method} ${path}: ${reason}`);
      if (!res.headersSent) {
        res.writeHead(500, {
          'Content-Type': JSON_TYPE,
          ...corsHeaders(policy, message.headers.origin),
        });
      }
      res.end(JSON.stringify({ status: 500, message: `Internal error: ${reason}` }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      const open = await Promise.all(
        [...backends.values()].map((backend) => backend.catch(() => null)),
      );
      // The data lives in this process's memory only: nothing is kept after a stop.
      await Promise.all(open.map((backend) => backend?.db.delete()));
    },
  };
}
