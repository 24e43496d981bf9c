import { Response, createServer } from 'miragejs';
import { allRoutes, operationIds } from './all-routes';
import { createMockApp, lowerCaseKeys } from './app';
import { PASSWORD_ITERATIONS } from './crypto';
import { MockDatabase, SHARED_TABLES } from './db';
import { type Method, type MockRequest, parseRequestBody } from './http';
import { recordTraffic } from './recorder';
import { resetDemoData, seedIfEmpty } from './seed';
import { seedManyApplications } from './seed/applications';
import { publishNextGrant } from './seed/timeline';
import { awardOldestPending } from './decisions';
import { coApplicantEdits } from './seed/shared-applications';
import type { DemoCalls } from '../lib/demo-calls';
import { DEMO_USERS } from './seed/users';
import {
  FAULT_BODIES,
  type MockSettings,
  faultFor,
  readSettings,
  sessionLifetimeOf,
  writeSettings,
} from './settings';

/** The mails the inspector shows, at most. */
const OUTBOX_SHOWN = 50;

export interface MockServerOptions {
  /** Simulated latency in milliseconds (the default when no setting is stored). */
  latency: number;
  databaseName?: string;
  /**
   * Another tab opened the database at a newer version: this one has closed its connection
   * (so the other is not blocked) and can no longer answer; the app asks the user to reload.
   */
  onVersionChange?: () => void;
  /**
   * Opening the database waits for a tab that holds it at an older version and does not close
   * (an older build, a frozen tab): the app asks the user to close or reload the other tabs.
   */
  onBlocked?: () => void;
  /**
   * Where the settings come from, read per request: by default this browser's storage (a Web
   * Worker has none, so the page sends them with every call).
   */
  settings?: () => MockSettings;
  /** Whether the traffic recorder may wrap fetch here (default: yes, when a test asks for it). */
  record?: boolean;
  /**
   * The PBKDF2 iteration count of new password hashes: the build's
   * `VITE_MOCK_PASSWORD_ITERATIONS` (the test builds set a low one), else the production count.
   */
  passwordIterations?: number;
}

/** The build's iteration count, when it sets one (a positive whole number). */
function buildPasswordIterations(): number | undefined {
  const value = Number(import.meta.env.VITE_MOCK_PASSWORD_ITERATIONS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** What the app may do with the embedded backend (mock mode only). */
/** The started backend: the demo's calls (lib/demo-calls.ts) and what the page keeps. */
export interface MockControl extends DemoCalls {
  /** Whether this start seeded the demo data (the first visit of this browser). */
  readonly seeded: boolean;
  /** Latency, random failure rate and forced faults, as stored for this browser. */
  getSettings(): MockSettings;
  updateSettings(partial: Partial<MockSettings>): MockSettings;
  /** The operationIds this backend answers. */
  operations(): readonly string[];
  shutdown(): void;
}

interface MirageRequest {
  params: Record<string, string>;
  queryParams: Record<string, string | string[] | null | undefined>;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
}

function toMockRequest(request: MirageRequest): MockRequest {
  const body = parseRequestBody(request.requestBody);
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
const API_BASE = '/api/v1';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function requestMethodAndUrl(input: RequestInfo | URL, init?: RequestInit) {
  if (typeof input === 'string' || input instanceof URL) {
    return { method: (init?.method ?? 'GET').toLowerCase(), url: String(input) };
  }
  return { method: (init?.method ?? input.method).toLowerCase(), url: input.url };
}
const BLOB_HEADER = 'X-Mock-Blob';

/**
 * Starts the embedded backend: opens (and on first start seeds) the IndexedDB store and answers
 * every operation of openapi.yaml under /api/v1. Requests outside /api/ pass through.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockControl> {
  const db = new MockDatabase(options.databaseName);
  // A newer version opened in another tab: close at once so its upgrade is not blocked.
  db.on('versionchange', () => {
    db.close();
    options.onVersionChange?.();
    return false;
  });
  db.on('blocked', () => options.onBlocked?.());
  // Read per request, so a change in the stored settings applies without a reload.
  const settings = options.settings ?? (() => readSettings(options.latency));
  const pendingBlobs = new Map<string, Blob>();
  const passwordIterations =
    options.passwordIterations ?? buildPasswordIterations() ?? PASSWORD_ITERATIONS;
  const seedOptions = { passwordIterations };
  const seeded = await seedIfEmpty(db, new Date(), seedOptions);
  const app = createMockApp(db, allRoutes, {
    sessionLifetime: () => sessionLifetimeOf(settings()),
    passwordIterations,
  });

  const server = createServer({
    environment: 'development',
    logging: false,
    trackRequests: false,
    routes() {
      this.namespace = 'api/v1';
      // Latency is applied per request from the settings, inside the handler.
      this.timing = 0;
      for (const route of app.routes) {
        const miragePath = route.path.replace(/\{(\w+)\}/g, ':$1');
        this[route.method](miragePath, async (_schema: unknown, request: MirageRequest) => {
          const current = settings();
          await wait(current.latency);
          const fault = faultFor(route.operationId, current);
          if (fault === 'unauthorized') {
            return new Response(401, JSON_HEADERS, JSON.stringify(FAULT_BODIES.unauthorized));
          }
          // 'network' was refused before Mirage (fetch wrapper); anything else forced is a 500.
          if (fault) return new Response(500, JSON_HEADERS, JSON.stringify(FAULT_BODIES.server));
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
          !API_PATTERN.test(new URL(request.url, globalThis.location.origin).pathname),
      );
    },
  });

  // Mirage ignores `logging: false` given to createServer (it keeps its default, which logs every
  // request and its body, passwords included, outside tests): turn it off on the server itself.
  server.logging = false;

  // Binary answers (file content): swap the empty body Mirage delivered for the stored Blob.
  const mirageFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // A forced network fault: the request never reaches a server, fetch rejects like offline.
    const { method, url } = requestMethodAndUrl(input, init);
    const pathname = new URL(url, globalThis.location.origin).pathname;
    if (pathname.startsWith(`${API_BASE}/`)) {
      const found = app.match(method as Method, pathname.slice(API_BASE.length));
      const current = settings();
      if (found && current.faults[found.route.operationId] === 'network') {
        await wait(current.latency);
        throw new TypeError('Failed to fetch');
      }
    }
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
  // The end-to-end suite records every exchange to check it against openapi.yaml (off otherwise).
  if (options.record !== false) {
    recordTraffic({
      operationOf: (method, path) => app.match(method, path)?.route.operationId ?? null,
      forcedFault: (operationId) => settings().faults[operationId] ?? null,
    });
  }

  return {
    seeded,
    async resetDemoData() {
      await resetDemoData(db, new Date(), seedOptions);
    },
    getSettings: settings,
    updateSettings(partial) {
      const next: MockSettings = { ...settings(), ...partial };
      writeSettings(next);
      return settings();
    },
    operations: () => operationIds,
    async loadPreset(name) {
      await resetDemoData(db, new Date(), seedOptions);
      if (name === 'empty') {
        // Every table of users' data, read from the database itself (db.ts names the shared ones).
        const owned = db.tables.filter((table) => !SHARED_TABLES.has(table.name));
        await db.transaction('rw', owned, async () => {
          await Promise.all(
            owned.filter((table) => table.name !== 'userMissions').map((table) => table.clear()),
          );
          // Nothing done yet: the missions stay, none completed.
          await db.userMissions.toCollection().modify({ completed: false, completed_at: null });
        });
      } else if (name === 'many') {
        await seedManyApplications(db, DEMO_USERS[0].id, 10_000, new Date());
      }
    },
    async publishGrant() {
      return (await publishNextGrant(db, new Date())).title;
    },
    awardApplication: () => awardOldestPending(db, DEMO_USERS[0].id, new Date()),
    coApplicantEdits: (field, applicationId) =>
      coApplicantEdits(db, field, new Date(), applicationId),
    outbox: () => db.outbox.orderBy('sentAt').reverse().limit(OUTBOX_SHOWN).toArray(),
    shutdown() {
      server.shutdown();
      db.close();
    },
  };
}
