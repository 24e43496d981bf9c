import type { components } from '../api/schema.gen';
import type { EntityTable, IDType } from 'dexie';
import { TOO_LONG, TOO_LONG_MESSAGE } from '../domain/limits';
import { isUuid } from '../domain/safe-url';
import { characterCount } from '../domain/text';
import type { MockDatabase, UserRecord } from './db';
import type { SessionLifetime } from './settings';

export type ErrorBody = components['schemas']['ErrorResponse'];
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request as the handlers see it, whichever transport (Mirage, or a test) brought it. */
export interface MockRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
  /**
   * Who sent it, where the transport sees that (a server's peer address); never a header the
   * caller writes. The in-browser backend has one client only and leaves it out.
   */
  client?: string;
}

export interface MockResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A session's last use is written at most this often (not on every request). */
const LAST_SEEN_PRECISION_MS = 60_000;

export interface HandlerContext {
  db: MockDatabase;
  request: MockRequest;
  now: () => Date;
  /** Read per request, so the demo can shorten it without a restart. */
  sessionLifetime: () => SessionLifetime;
  /** The PBKDF2 iteration count new password hashes get (PASSWORD_ITERATIONS but in tests). */
  passwordIterations: number;
  /**
   * Whether the demo's stand-in Google tokens (`mock-google.<base64>`) sign in: yes in the
   * embedded demo, no on api:serve unless started with its demo option.
   */
  standInGoogle?: boolean;
}

export type Handler = (ctx: HandlerContext) => Promise<MockResponse>;

/** One operation of openapi.yaml: the path uses the contract's `{param}` syntax. */
export interface RouteDef {
  method: Method;
  path: string;
  operationId: string;
  handler: Handler;
}

/** Thrown by handlers and helpers; the app turns it into the contract's error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toResponse(): MockResponse {
    const body: ErrorBody = { status: this.status, message: this.message };
    if (this.errors) body.errors = this.errors;
    return { status: this.status, body, ...(this.headers ? { headers: this.headers } : {}) };
  }
}

/** IndexedDB's "storage full", as the browser or Dexie (which wraps it as `inner`) reports it. */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, inner } = error as { name?: unknown; inner?: unknown };
  return name === 'QuotaExceededError' || (inner !== undefined && isQuotaError(inner));
}

/** A failure of a database this tab closed because a newer version opened it in another tab. */
export function isClosedDatabase(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, inner } = error as { name?: unknown; inner?: unknown };
  return name === 'DatabaseClosedError' || (inner !== undefined && isClosedDatabase(inner));
}

/** What a request answers once the database was closed for another tab's newer version. */
export const DATABASE_CLOSED_MESSAGE =
  'Grantwise was updated in another tab. Reload this page to continue.';

/** What any write that found the browser's storage full answers, in words. */
export const STORAGE_FULL_MESSAGE =
  "Could not save: this browser has no storage space left for the demo's data. Free some space (for example, delete files from the library), then try again.";

export const ok = (body: unknown, status = 200): MockResponse => ({ status, body });
export const noContent = (): MockResponse => ({ status: 204 });
export const notFound = (what = 'Resource'): HttpError => new HttpError(404, `${what} not found`);

/** 422 with a field-to-message map, the live API's validation error shape. */
export function validationFailed(errors: Record<string, string>, message?: string): HttpError {
  const first = Object.values(errors)[0];
  return new HttpError(422, message ?? first ?? 'Validation failed', errors);
}

/** Throws the 422 when any field has a message. */
export function assertValid(errors: Partial<Record<string, string>>): void {
  const present = Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  if (Object.keys(present).length > 0) throw validationFailed(present);
}

/** What a request body that does not parse as JSON becomes: handlers that read it answer 400. */
export class InvalidJsonBody {
  constructor(
    readonly text: string,
    readonly message: string = NOT_JSON_MESSAGE,
  ) {}
}

const NOT_JSON_MESSAGE = 'The request body is not valid JSON';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply';

/**
 * How deep a JSON body may nest. The contract's deepest body nests 4 levels; every reader of a
 * body (validation, the traffic log's masking) may then recurse without a stack to fear.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `max` arrays or objects inside each other (a scan, no recursion). */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth -= 1;
  }
  return false;
}

/**
 * A raw request body as the handlers see it: parsed JSON, null when empty, else InvalidJsonBody
 * (also for JSON nested deeper than MAX_JSON_DEPTH, refused before it is parsed).
 */
export function parseRequestBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw === '') return null;
  if (jsonTooDeep(raw)) return new InvalidJsonBody(raw, TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return new InvalidJsonBody(raw);
  }
}

/** A JSON object body; 400 when it is not JSON at all, 422 naming the body when not an object. */
export function jsonBody(ctx: HandlerContext): Record<string, unknown> {
  const body = ctx.request.body;
  if (body instanceof InvalidJsonBody) throw new HttpError(400, body.message);
  if (
    body === null ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    body instanceof FormData
  ) {
    throw validationFailed({ body: 'A JSON object is required' });
  }
  return body as Record<string, unknown>;
}

/** A text's length as JSON Schema's `maxLength` counts it: in characters (code points). */
export const textLength = characterCount;

/**
 * The contract's `maxLength` of each named text field: a longer one is a 422 naming every such
 * field with `tooLong`, before any other rule looks at the body.
 */
export function assertWithinLimits(
  body: Record<string, unknown>,
  limits: Readonly<Record<string, number>>,
): void {
  const errors: Record<string, string> = {};
  for (const [key, max] of Object.entries(limits)) {
    const value = body[key];
    // A string has at least as many UTF-16 units as characters: count only past the limit.
    if (typeof value === 'string' && value.length > max && textLength(value) > max)
      errors[key] = TOO_LONG;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors, TOO_LONG_MESSAGE);
}

export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function bearerToken(request: MockRequest): string | null {
  const header = request.headers['authorization'] ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** "Who is calling": the signed-in user of a valid session token, or a 401. */
export async function requireUser(ctx: HandlerContext): Promise<UserRecord> {
  const user = await optionalUser(ctx);
  if (!user) throw new HttpError(401, 'Unauthorized');
  return user;
}

/** The caller when a valid token was sent; anonymous otherwise (a bad token is still a 401). */
export async function optionalUser(ctx: HandlerContext): Promise<UserRecord | null> {
  const token = bearerToken(ctx.request);
  if (!token) return null;
  const session = await ctx.db.sessions.get(token);
  if (!session) throw new HttpError(401, 'Unauthorized');
  const now = ctx.now().getTime();
  const { idleMs, absoluteMs } = ctx.sessionLifetime();
  const created = Date.parse(session.createdAt);
  const lastSeen = Date.parse(session.lastSeenAt ?? session.createdAt);
  // A date that does not parse counts as expired.
  if (!(now - created <= absoluteMs) || !(now - lastSeen <= idleMs)) {
    await ctx.db.sessions.delete(token);
    throw new HttpError(401, 'Unauthorized');
  }
  const user = await ctx.db.users.get(session.userId);
  if (!user) throw new HttpError(401, 'Unauthorized');
  if (now - lastSeen >= LAST_SEEN_PRECISION_MS) {
    await ctx.db.sessions.update(token, { lastSeenAt: new Date(now).toISOString() });
  }
  return user;
}

export function newId(): string {
  return crypto.randomUUID();
}

/**
 * The caller's record by id. Another user's record answers exactly like a missing one (404,
 * never 403), so ids reveal nothing; a malformed id is simply not found.
 */
export async function findOwned<T extends { id: string; userId: string }>(
  table: EntityTable<T, 'id'>,
  id: string | undefined,
  userId: string,
  what: string,
): Promise<T> {
  const key = (id ?? '').toLowerCase();
  const record = isUuid(key) ? await table.get(key as IDType<T, 'id'>) : undefined;
  if (!record || record.userId !== userId) throw notFound(what);
  return record;
}
