// What is checked before any handler runs (issue 45): who calls, how the body was sent, and what
// of the query an operation reads. A handler that has started may write; an answer that refuses
// the request afterwards would come too late. The transports (the demo's Mirage, api:serve) and
// the tests all pass through `createMockApp().run`, which applies it; api:serve applies the header
// checks before it even reads the body. The rules are read off openapi.yaml by `npm run api:gen`
// (operation-rules.gen.ts), so a new operation needs none written by hand.

import {
  type HandlerContext,
  HttpError,
  InvalidJsonBody,
  type MockResponse,
  optionalUser,
  validationFailed,
} from './http';
import { OPERATION_RULES } from './operation-rules.gen';

export type Access = 'token' | 'optional' | 'public';
export type BodyKind = 'json' | 'multipart' | 'none';

export interface OperationRule {
  /** 'token': a valid bearer token is required; 'optional': none or a valid one. */
  access: Access;
  /** The media type of the request body the operation takes. */
  body: BodyKind;
  /** The query parameters it reads; any other is dropped before the handler sees the request. */
  query: readonly string[];
  /**
   * The fields its JSON body may have, when the contract closes the body's object
   * (`additionalProperties: false`): any other is a 422 naming it `unknownField` (issue 61).
   */
  fields?: readonly string[];
}

/** What a 422 says when a body names a field the operation does not take. */
export const UNKNOWN_FIELDS_MESSAGE = 'Some fields are not part of this request';
export const UNKNOWN_FIELD = 'unknownField';

/** An operation missing from the table is held to the strictest rule. */
export const ruleOf = (operationId: string): OperationRule =>
  OPERATION_RULES[operationId] ?? { access: 'token', body: 'none', query: [] };

const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const isJsonMediaType = (type: string) => /^application\/([\w.-]+\+)?json$/.test(type);

const unsupported = (expected: string) =>
  new HttpError(415, `The request body must be sent as ${expected}`);

/**
 * The checks that need only the headers: the token (401), then the body's declared media type
 * (415). `hasBody`: whether a body came (the transport knows before reading it).
 */
export async function checkHeaders(
  ctx: Omit<HandlerContext, 'request'> & { request: Pick<HandlerContext['request'], 'headers'> },
  rule: OperationRule,
  hasBody: boolean,
): Promise<void> {
  if (rule.access !== 'public') {
    const user = await optionalUser(ctx as HandlerContext);
    if (!user && rule.access === 'token') throw new HttpError(401, 'Unauthorized');
  }
  if (!hasBody || rule.body === 'none') return;
  const type = mediaType(ctx.request.headers['content-type']);
  if (rule.body === 'json' && !isJsonMediaType(type)) throw unsupported('application/json');
  if (rule.body === 'multipart' && type !== 'multipart/form-data')
    throw unsupported('multipart/form-data');
}

/**
 * Everything before the handler: headers as above, then the body as parsed (JSON that does not
 * parse or is nested too deeply: 400), and the query cut to what the operation reads. Returns the
 * request the handler gets, or the refusal.
 */
export async function gate(
  ctx: HandlerContext,
  operationId: string,
): Promise<{ request: HandlerContext['request'] } | { refused: MockResponse }> {
  const rule = ruleOf(operationId);
  const { body } = ctx.request;
  const hasBody = body !== null && body !== undefined;
  try {
    // A caller that passes a parsed body without naming its type (a test) sent JSON or a form.
    const headers =
      hasBody && ctx.request.headers['content-type'] === undefined
        ? {
            ...ctx.request.headers,
            'content-type': body instanceof FormData ? 'multipart/form-data' : 'application/json',
          }
        : ctx.request.headers;
    await checkHeaders({ ...ctx, request: { headers } }, rule, hasBody);
    if (rule.body === 'json' && body instanceof InvalidJsonBody) {
      throw new HttpError(400, body.message);
    }
    if (rule.body === 'json' && body instanceof FormData) throw unsupported('application/json');
    if (rule.fields && isPlainObject(body)) refuseUnknownFields(body, rule.fields);
  } catch (error) {
    if (error instanceof HttpError) return { refused: error.toResponse() };
    throw error;
  }
  const query = Object.fromEntries(
    Object.entries(ctx.request.query).filter(([key]) => rule.query.includes(key)),
  );
  return { request: { ...ctx.request, query } };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof FormData) &&
  !(value instanceof InvalidJsonBody);

/**
 * A closed body names only its fields: any other (`__proto__` included, which JSON.parse keeps as
 * an own key) is refused before a handler could ignore it or trip over it.
 */
function refuseUnknownFields(body: Record<string, unknown>, fields: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !fields.includes(key));
  if (unknown.length === 0) return;
  // Object.fromEntries defines own keys: `__proto__` is named, not made the prototype.
  throw validationFailed(
    Object.fromEntries(unknown.map((key) => [key, UNKNOWN_FIELD])),
    UNKNOWN_FIELDS_MESSAGE,
  );
}

/**
 * Writes whose handler awaits work outside the database (a password hash, an upload's bytes),
 * which would end an IndexedDB transaction early: each makes its own transaction around every
 * read-modify-write. Every other operation that may write runs whole in one transaction.
 */
const OWN_TRANSACTIONS: ReadonlySet<string> = new Set([
  'loginWithEmail',
  'loginWithGoogle',
  'register',
  'updateMe',
  'uploadFile',
]);

/** Whether an operation's handler runs inside one read-write transaction over every table. */
export const runsInOneTransaction = (method: string, operationId: string): boolean =>
  method !== 'get' && !OWN_TRANSACTIONS.has(operationId);
