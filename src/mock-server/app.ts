import { PASSWORD_ITERATIONS } from './crypto';
import type { MockDatabase } from './db';
import {
  HttpError,
  DATABASE_CLOSED_MESSAGE,
  STORAGE_FULL_MESSAGE,
  isClosedDatabase,
  isQuotaError,
  type Method,
  type MockRequest,
  type MockResponse,
  type RouteDef,
} from './http';
import {
  checkHeaders as checkRequestHeaders,
  gate,
  ruleOf,
  runsInOneTransaction,
} from './request-gate';
import { SESSION_LIFETIME, type SessionLifetime } from './settings';

/**
 * A contract path (`/files/upload/{folder}`) as a pattern over raw paths, its parameter names in
 * order, and how many static segments it has (more static segments win a tie).
 */
export function pathTemplate(path: string): {
  pattern: RegExp;
  names: string[];
  staticSegments: number;
} {
  const names: string[] = [];
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return {
    pattern: new RegExp(`^${source}/?$`),
    names,
    staticSegments: segments.filter((s) => !s.startsWith('{')).length,
  };
}

/**
 * Finds the route that answers a method and a path below the base path, with its path parameters.
 * Static segments win over parameters (/files/folders before /files/{id}). The backend matches its
 * handlers with it; the page matches the worker's route table (operation ids only) with it too.
 */
export function routeMatcher<R extends { method: string; path: string }>(routes: readonly R[]) {
  const compiled = routes
    .map((route) => ({ route, ...pathTemplate(route.path) }))
    .sort((a, b) => b.staticSegments - a.staticSegments);
  return (method: Method, path: string): { route: R; params: Record<string, string> } | null => {
    const [pathname = ''] = path.split('?');
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const found = candidate.pattern.exec(pathname);
      if (!found) continue;
      const params = decodeParams(candidate.names, found);
      // A parameter that is no UTF-8 percent sequence names nothing: an unknown path (404).
      if (!params) continue;
      return { route: candidate.route, params };
    }
    return null;
  };
}

function decodeParams(
  names: readonly string[],
  found: RegExpExecArray,
): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1] ?? '');
    });
  } catch {
    return null;
  }
  return params;
}

export interface MockApp {
  routes: readonly RouteDef[];
  /** Runs one operation's handler; a thrown HttpError becomes its error body, anything else a 500. */
  run(route: RouteDef, request: MockRequest): Promise<MockResponse>;
  /** The operation that answers a method and a path below the base path, with its path parameters. */
  match(method: Method, path: string): { route: RouteDef; params: Record<string, string> } | null;
  /**
   * The checks that need only the headers (the token: 401; the body's media type: 415), for a
   * transport that can answer before it reads the body. Null when the request may go on.
   */
  checkHeaders(
    route: RouteDef,
    headers: Record<string, string>,
    hasBody: boolean,
  ): Promise<MockResponse | null>;
  /** Finds the operation for a method and a path below the base path, then runs it. */
  handle(method: Method, path: string, request?: Partial<MockRequest>): Promise<MockResponse>;
}

export interface MockAppOptions {
  now?: () => Date;
  /** Session lifetimes, read per request (the demo's settings may shorten them). */
  sessionLifetime?: () => SessionLifetime;
  /** The PBKDF2 iteration count of new password hashes (default: the production count). */
  passwordIterations?: number;
  /** Whether the demo's stand-in Google tokens sign in (default: yes, the embedded demo). */
  standInGoogle?: boolean;
}

export function createMockApp(
  db: MockDatabase,
  routes: readonly RouteDef[],
  options: MockAppOptions = {},
): MockApp {
  const now = options.now ?? (() => new Date());
  const sessionLifetime = options.sessionLifetime ?? (() => SESSION_LIFETIME);
  const passwordIterations = options.passwordIterations ?? PASSWORD_ITERATIONS;
  const standInGoogle = options.standInGoogle ?? true;
  const match = routeMatcher(routes);

  async function run(route: RouteDef, request: MockRequest): Promise<MockResponse> {
    try {
      const ctx = { db, request, now, sessionLifetime, passwordIterations, standInGoogle };
      // Checked before the handler runs: once it has started it may have written.
      const checked = await gate(ctx, route.operationId);
      if ('refused' in checked) return checked.refused;
      const handlerCtx = { ...ctx, request: checked.request };
      // Every read-modify-write in one transaction: parallel requests cannot lose each other's
      // changes (a refusal thrown midway also leaves nothing half-written).
      if (runsInOneTransaction(route.method, route.operationId)) {
        // (An async callback: Dexie follows the handler's awaits only from inside one.)
        return await db.transaction('rw', db.tables, async () => await route.handler(handlerCtx));
      }
      return await route.handler(handlerCtx);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      // Storage full is the user's to fix, not an internal error: it says so in words.
      if (isQuotaError(error))
        return { status: 500, body: { status: 500, message: STORAGE_FULL_MESSAGE } };
      // A newer version opened in another tab closed the database (start.ts): the page says so
      // and offers Reload; a request still on its way is told the same, and it is no defect.
      if (isClosedDatabase(error)) {
        console.warn(`[mock] ${route.operationId}: the database was closed for another tab`);
        return { status: 500, body: { status: 500, message: DATABASE_CLOSED_MESSAGE } };
      }
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[mock] ${route.operationId} failed:`, message);
      return { status: 500, body: { status: 500, message: `Internal error: ${message}` } };
    }
  }

  async function checkHeaders(
    route: RouteDef,
    headers: Record<string, string>,
    hasBody: boolean,
  ): Promise<MockResponse | null> {
    try {
      await checkRequestHeaders(
        { db, now, sessionLifetime, passwordIterations, request: { headers } },
        ruleOf(route.operationId),
        hasBody,
      );
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      throw error;
    }
  }

  async function handle(
    method: Method,
    path: string,
    request: Partial<MockRequest> = {},
  ): Promise<MockResponse> {
    const found = match(method, path);
    if (!found) {
      return {
        status: 404,
        body: { status: 404, message: `No operation ${method.toUpperCase()} ${path}` },
      };
    }
    return run(found.route, {
      params: found.params,
      query: request.query ?? {},
      headers: lowerCaseKeys(request.headers ?? {}),
      body: request.body ?? null,
      ...(request.client ? { client: request.client } : {}),
    });
  }

  return { routes, run, match, handle, checkHeaders };
}

export function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
  );
}
