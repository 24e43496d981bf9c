import type { RecordedBody, TrafficEntry } from '../../src/mock-server/recorder';
import { contractProblems, openapi, operationById, operations, schemaProblems } from './contract';
import { pathTemplate } from '../../src/mock-server/app';

// The end-to-end suite's traffic against openapi.yaml: which operation of the contract a recorded
// exchange is, what in it breaks the contract, and the run's summary (operations exercised, the
// violations). Pure: the Playwright fixture and reporter do the reading and writing.

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  names: string[];
  staticSegments: number;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  /** Who may call: 'token' (bearer required), 'optional' (bearer or anonymous), 'public'. */
  access: 'token' | 'optional' | 'public';
}

const API_BASE = '/api/v1';

function resolveRef<T>(node: unknown): T {
  const ref = (node as { $ref?: unknown } | null)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node as T;
  let target: unknown = openapi;
  for (const key of ref.slice(2).split('/')) target = (target as Json)[key];
  return target as T;
}

function accessOf(security: unknown[] | undefined): ContractOperation['access'] {
  const rules = (security ?? (openapi.security as unknown[] | undefined) ?? []) as Json[];
  if (rules.length === 0) return 'public';
  return rules.some((rule) => Object.keys(rule).length === 0) ? 'optional' : 'token';
}

/** The contract's operations, compiled for matching raw paths (static segments win). */
export const contractOperations: readonly ContractOperation[] = operations
  .map((op) => {
    const item = openapi.paths[op.path] ?? {};
    const raw = (item[op.method] ?? {}) as Json;
    const parameters = [
      ...((item.parameters as unknown[] | undefined) ?? []),
      ...((raw.parameters as unknown[] | undefined) ?? []),
    ].map((parameter) => resolveRef<Parameter>(parameter));
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      ...pathTemplate(op.path),
      parameters,
      requestBody: resolveRef<ContractOperation['requestBody']>(raw.requestBody),
      access: accessOf(op.security),
    };
  })
  .sort((a, b) => b.staticSegments - a.staticSegments);

export const contractOperationIds: readonly string[] = operations.map((op) => op.operationId);

/** The contract's operation for a method and a raw path (below /api/v1), with decoded params. */
export function contractOperationFor(
  method: string,
  rawPath: string,
): { operation: ContractOperation; params: Record<string, string> } | null {
  if (!rawPath.startsWith(`${API_BASE}/`)) return null;
  const path = rawPath.slice(API_BASE.length);
  for (const operation of contractOperations) {
    if (operation.method !== method.toLowerCase()) continue;
    const found = operation.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    operation.names.forEach((name, index) => {
      const raw = found[index + 1] ?? '';
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    return { operation, params };
  }
  return null;
}

const mediaType = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === '*/*') return true;
  if (declared.endsWith('/*')) return actual.startsWith(declared.slice(0, -1));
  return declared === actual;
}

/** What a value of the body is for schema validation (a multipart form: its fields). */
function bodyValue(body: RecordedBody): unknown {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return body.value;
    case 'text':
      return body.text;
    case 'multipart':
      // A file part is the binary string of the schema; its bytes are not recorded.
      return Object.fromEntries(body.parts.map((part) => [part.name, part.value ?? '']));
    case 'binary':
      return '';
  }
}

/** The media type the request went out with: a form's is set by the browser itself. */
function requestMediaType(entry: TrafficEntry): string {
  const declared = mediaType(entry.request.contentType);
  if (declared) return declared;
  if (entry.request.body.kind === 'multipart') return 'multipart/form-data';
  if (entry.request.body.kind === 'none') return '';
  // A string body without a Content-Type goes out as text/plain.
  return 'text/plain';
}

const isSuccess = (status: number) => status >= 200 && status < 300;

function requestProblems(
  entry: TrafficEntry,
  operation: ContractOperation,
  params: Record<string, string>,
  bodyUnread: boolean,
): string[] {
  const problems: string[] = [];
  const id = operation.operationId;
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const raw = parameter.in === 'path' ? params[parameter.name] : entry.query[parameter.name];
    if (raw === undefined) {
      if (parameter.required)
        problems.push(`${id} request lacks ${parameter.in} parameter ${parameter.name}`);
      continue;
    }
    if (Array.isArray(raw)) {
      problems.push(`${id} request repeats query parameter ${parameter.name}`);
      continue;
    }
    if (parameter.schema) {
      problems.push(
        ...schemaProblems(`${id}:${parameter.in}:${parameter.name}`, parameter.schema, raw),
      );
    }
  }
  const declaredQuery = new Set(
    operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
  );
  for (const name of Object.keys(entry.query)) {
    if (!declaredQuery.has(name))
      problems.push(`${id} request sends undeclared query parameter ${name}`);
  }

  // Only the parameters can be checked; the body was checked where it was read.
  if (bodyUnread) return problems;
  const requestBody = operation.requestBody;
  const body = entry.request.body;
  if (!requestBody?.content) {
    if (body.kind !== 'none')
      problems.push(`${id} request sends a body the operation does not take`);
    return problems;
  }
  if (body.kind === 'none') {
    if (requestBody.required) problems.push(`${id} request lacks its required body`);
    return problems;
  }
  const sent = requestMediaType(entry);
  const declared = Object.keys(requestBody.content).find((type) => mediaMatches(type, sent));
  if (!declared) {
    problems.push(
      `${id} request body sent as ${sent}, the operation takes ${Object.keys(requestBody.content).join(', ')}`,
    );
    return problems;
  }
  if (sent === 'application/json' && body.kind !== 'json') {
    problems.push(`${id} request body is not valid JSON`);
    return problems;
  }
  const schema = requestBody.content[declared]?.schema;
  if (schema) problems.push(...schemaProblems(`${id}:request`, schema, bodyValue(body)));
  return problems;
}

interface DeclaredResponse {
  content?: Record<string, { schema?: unknown }>;
}

function responseProblems(
  entry: TrafficEntry,
  operation: ContractOperation,
  bodyUnread: boolean,
): string[] {
  const response = entry.response;
  if (!response) return [];
  const id = operation.operationId;
  if (bodyUnread) {
    // Only the status can be checked; the body was checked where it was read.
    const declared = operationById(id).responses;
    return declared[String(response.status)] || declared.default
      ? []
      : [
          `${id} does not declare status ${response.status} (declares ${Object.keys(declared).join(', ')})`,
        ];
  }
  const problems = contractProblems(id, response.status, bodyValue(response.body));
  const raw = (openapi.paths[operation.path]?.[operation.method] ?? {}) as {
    responses?: Record<string, unknown>;
  };
  const declared = raw.responses?.[String(response.status)];
  if (!declared || response.body.kind === 'none') return problems;
  const content = resolveRef<DeclaredResponse>(declared).content;
  if (!content) return problems;
  const sent = mediaType(response.contentType);
  const types = Object.keys(content);
  if (!types.some((type) => mediaMatches(type, sent))) {
    problems.push(
      `${id}:${response.status} answered as ${sent || 'no Content-Type'}, the contract declares ${types.join(', ')}`,
    );
  } else if (sent === 'application/json' && response.body.kind !== 'json') {
    problems.push(`${id}:${response.status} answer is not valid JSON`);
  }
  return problems;
}

/**
 * What in a recorded exchange breaks openapi.yaml (empty when it conforms):
 * - the method and path must be an operation of the contract, the one the backend answered as;
 * - every answer must be a status the operation declares, with its body and media type;
 * - an operation that needs a token must not succeed without one;
 * - a request that succeeded (2xx) must match the operation's parameters and request body.
 *   A refused one (4xx) may break them: the contract declares those refusals, and tests send
 *   such requests on purpose.
 * A request refused by a forced network fault has no answer to check; any other request that got
 * no answer is a problem. `requestBodyUnread` / `responseBodyUnread`: a body that could not be
 * read where the exchange was recorded (a browser gives no multipart body with files, and drops
 * an answer's once the page moves on); the parameters and the status are still checked.
 */
export function trafficProblems(
  entry: TrafficEntry,
  options: { requestBodyUnread?: boolean; responseBodyUnread?: boolean } = {},
): string[] {
  const found = contractOperationFor(entry.method, entry.path);
  if (!found) {
    return [`no operation of openapi.yaml is ${entry.method} ${entry.path}`];
  }
  const { operation, params } = found;
  const problems: string[] = [];
  if (entry.operationId !== operation.operationId) {
    problems.push(
      `the backend answered ${entry.method} ${entry.path} as ${entry.operationId ?? 'no operation'}, the contract says ${operation.operationId}`,
    );
  }
  if (!entry.response) {
    if (entry.forcedFault !== 'network') {
      problems.push(`${operation.operationId} got no answer (${entry.error ?? 'unknown'})`);
    }
    return problems;
  }
  const status = entry.response.status;
  if (operation.access === 'token' && !entry.request.authorization && isSuccess(status)) {
    problems.push(`${operation.operationId} answered ${status} to a request without a token`);
  }
  if (isSuccess(status)) {
    problems.push(...requestProblems(entry, operation, params, options.requestBodyUnread ?? false));
  }
  problems.push(...responseProblems(entry, operation, options.responseBodyUnread ?? false));
  return problems;
}

/** One line of a traffic file: the exchange, where it happened, and what broke the contract. */
export interface TrafficRecord {
  test: string;
  entry: TrafficEntry;
  problems: string[];
}

/** A readable name of an exchange: `POST /api/v1/companies -> 201 (createCompany)`. */
export function describeExchange(entry: TrafficEntry): string {
  const answer = entry.response ? String(entry.response.status) : 'no answer';
  const query = new URLSearchParams(
    Object.entries(entry.query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => [key, one]),
    ),
  ).toString();
  return `${entry.method} ${entry.path}${query ? `?${query}` : ''} -> ${answer} (${entry.operationId ?? 'no operation'})`;
}

export function violationMessages(records: readonly TrafficRecord[]): string[] {
  return records
    .filter((record) => record.problems.length > 0)
    .map((record) => `${describeExchange(record.entry)}: ${record.problems.join('; ')}`);
}

/** Bodies above this size are summarised in the traffic files (they are checked in full). */
const STORED_BODY_LIMIT = 100_000;

/** Secrets (demo passwords, session tokens) are checked but not written to the files. */
const SECRET_KEYS = new Set(['password', 'oldPassword', 'token', 'idToken']);

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.has(key) && typeof item === 'string' ? '(redacted)' : redacted(item),
    ]),
  );
}

function compactBody(body: RecordedBody): RecordedBody {
  if (body.kind !== 'json') return body;
  const text = JSON.stringify(body.value) ?? '';
  if (text.length <= STORED_BODY_LIMIT) return { kind: 'json', value: redacted(body.value) };
  const items = Array.isArray(body.value) ? body.value.length : undefined;
  return { kind: 'json', value: { truncated: true, characters: text.length, items } };
}

/** The record as written to a traffic file: large bodies summarised, secrets left out. */
export function storedRecord(record: TrafficRecord): TrafficRecord {
  const { entry } = record;
  return {
    ...record,
    entry: {
      ...entry,
      request: { ...entry.request, body: compactBody(entry.request.body) },
      response: entry.response
        ? { ...entry.response, body: compactBody(entry.response.body) }
        : null,
    },
  };
}

export interface OperationCoverage {
  operationId: string;
  /** Exchanges the operation's handler answered (forced faults not counted). */
  answered: number;
  /** Of those, the successful (2xx) ones. */
  succeeded: number;
  /** Requests that met a fault forced in the backend's settings (an answer or none). */
  forced: number;
  statuses: number[];
}

export interface TrafficSummary {
  exchanges: number;
  operations: OperationCoverage[];
  /** Operations with no successful answer in the run. */
  unexercised: string[];
  violations: string[];
}

/**
 * The run's traffic per operation of the contract. An operation counts as exercised when the
 * backend's own handler answered it with a 2xx at least once (a forced fault or a refusal only
 * shows the error shapes).
 */
export function summarizeTraffic(
  records: readonly TrafficRecord[],
  operationIds: readonly string[] = contractOperationIds,
): TrafficSummary {
  const coverage = new Map<string, OperationCoverage>(
    operationIds.map((operationId) => [
      operationId,
      { operationId, answered: 0, succeeded: 0, forced: 0, statuses: [] },
    ]),
  );
  for (const { entry } of records) {
    const operationId = contractOperationFor(entry.method, entry.path)?.operation.operationId;
    const row = operationId ? coverage.get(operationId) : undefined;
    if (!row) continue;
    if (entry.forcedFault) {
      row.forced += 1;
      continue;
    }
    if (!entry.response) continue;
    row.answered += 1;
    if (isSuccess(entry.response.status)) row.succeeded += 1;
    if (!row.statuses.includes(entry.response.status)) row.statuses.push(entry.response.status);
  }
  const operations = [...coverage.values()].map((row) => ({
    ...row,
    statuses: [...row.statuses].sort((a, b) => a - b),
  }));
  return {
    exchanges: records.length,
    operations,
    unexercised: operations.filter((row) => row.succeeded === 0).map((row) => row.operationId),
    violations: records
      .filter((record) => record.problems.length > 0)
      .map(
        (record) =>
          `${describeExchange(record.entry)}: ${record.problems.join('; ')}\n      in ${record.test}`,
      ),
  };
}

export function formatSummary(summary: TrafficSummary): string {
  const width = Math.max(...summary.operations.map((row) => row.operationId.length), 11);
  const lines = [
    `openapi.yaml conformance: ${summary.exchanges} exchanges recorded`,
    `  ${'operationId'.padEnd(width)}  answered  2xx  forced  statuses`,
    ...summary.operations.map(
      (row) =>
        `  ${row.operationId.padEnd(width)}  ${String(row.answered).padStart(8)}  ${String(row.succeeded).padStart(3)}  ${String(row.forced).padStart(6)}  ${row.statuses.join(' ') || '-'}`,
    ),
    summary.unexercised.length === 0
      ? `  every operation (${summary.operations.length}) exercised`
      : `  unexercised operations (${summary.unexercised.length}): ${summary.unexercised.join(', ')}`,
    summary.violations.length === 0
      ? '  no violations'
      : `  violations (${summary.violations.length}):\n${summary.violations.map((v) => `    ${v}`).join('\n')}`,
  ];
  return lines.join('\n');
}

/** Arguments of `playwright test` that run a part of the suite only. */
const PARTIAL_FLAGS = new Set([
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '--last-failed',
  '--only-changed',
  '--shard',
  '--test-list',
  '--test-list-invert',
]);

/**
 * Whether a run is the whole end-to-end suite: every spec file took part and no argument
 * narrowed it (a grep, a shard, a line filter, a re-run of failures). Only such a run must
 * exercise every operation.
 */
export function isWholeSuite(
  argv: readonly string[],
  specFiles: readonly string[],
  filesInRun: ReadonlySet<string>,
): boolean {
  const narrowed = argv.some(
    (arg) => PARTIAL_FLAGS.has(arg.split('=')[0] ?? arg) || /\.[cm]?[jt]sx?:\d+(:\d+)?$/.test(arg),
  );
  return !narrowed && specFiles.length > 0 && specFiles.every((file) => filesInRun.has(file));
}

/** Folder of the traffic files, inside the Playwright project's output folder. */
export const TRAFFIC_DIR = 'traffic';
