import { Response, createServer } from 'miragejs';
import { allRoutes } from './all-routes';
import { createMockApp, lowerCaseKeys } from './app';
import { MockDatabase } from './db';
import type { MockRequest } from './http';
import { resetDemoData, seedIfEmpty } from './seed';

export interface MockServerOptions {
  /** Simulated latency in milliseconds. */
  latency: number;
  databaseName?: string;
}

/** What the app may do with the embedded backend (mock mode only). */
export interface MockControl {
  resetDemoData(): Promise<void>;
  shutdown(): void;
}

interface MirageRequest {
  params: Record<string, string>;
  queryParams: Record<string, string | string[] | null | undefined>;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
}

function toMockRequest(request: MirageRequest): MockRequest {
  let body: unknown = request.requestBody;
  if (typeof body === 'string') {
    try {
      body = body === '' ? null : (JSON.parse(body) as unknown);
    } catch {
      body = { __invalidJson: body };
    }
  }
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.queryParams ?? {})) {
    if (typeof value === 'string') query[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') query[key] = value[0];
  }
  return {
    params: request.params ?? {},
    query,
    headers: lowerCaseKeys(request.requestHeaders ?? {}),
    body,
  };
}

const API_PATTERN = /^\/api\//;
const BLOB_HEADER = 'X-Mock-Blob';

/**
 * Starts the embedded backend: opens (and on first start seeds) the IndexedDB store and answers
 * every operation of openapi.yaml under /api/v1. Requests outside /api/ pass through.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockControl> {
  const db = new MockDatabase(options.databaseName);
  const pendingBlobs = new Map<string, Blob>();
  await seedIfEmpty(db);
  const app = createMockApp(db, allRoutes);

  const server = createServer({
    environment: 'development',
    logging: false,
    trackRequests: false,
    routes() {
      this.namespace = 'api/v1';
      this.timing = options.latency;
      for (const route of app.routes) {
        const miragePath = route.path.replace(/\{(\w+)\}/g, ':$1');
        this[route.method](miragePath, async (_schema: unknown, request: MirageRequest) => {
          const result = await app.run(route, toMockRequest(request));
          const headers = { 'Content-Type': 'application/json', ...result.headers };
          if (result.status === 204) return new Response(204, {}, '');
          // Mirage's fake XHR only carries strings: a Blob waits here and the fetch wrapper
          // below hands it over untouched.
          if (result.body instanceof Blob) {
            const key = crypto.randomUUID();
            pendingBlobs.set(key, result.body);
            return new Response(result.status, { ...headers, [BLOB_HEADER]: key }, '');
          }
          const body =
            result.body instanceof Blob || typeof result.body === 'string'
              ? result.body
              : JSON.stringify(result.body ?? null);
          return new Response(result.status, headers, body as string);
        });
      }
      // An /api/ path no operation answers is a 404, never Vite's index.html.
      for (const verb of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        this[verb](
          '/*rest',
          () =>
            new Response(
              404,
              { 'Content-Type': 'application/json' },
              JSON.stringify({ status: 404, message: 'No such operation' }),
            ),
        );
      }
      this.passthrough(
        (request: { url: string }) =>
          !API_PATTERN.test(new URL(request.url, location.origin).pathname),
      );
    },
  });

  // Binary answers (file content): swap the empty body Mirage delivered for the stored Blob.
  const mirageFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await mirageFetch(input, init);
    const key = response.headers.get(BLOB_HEADER);
    const blob = key ? pendingBlobs.get(key) : undefined;
    if (!key || !blob) return response;
    pendingBlobs.delete(key);
    const headers = new Headers(response.headers);
    headers.delete(BLOB_HEADER);
    return new globalThis.Response(blob, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };

  return {
    async resetDemoData() {
      await resetDemoData(db);
    },
    shutdown() {
      server.shutdown();
      db.close();
    },
  };
}
