import { createTrafficRecorder, type TrafficEntry } from '../../../src/mock-server/recorder';
import { contractOperationFor, describeExchange, trafficProblems } from '../../support/traffic';

// The HTTP client of `npm run test:api`: every call goes over the network to a server (api:serve
// or a real one) and every exchange is checked against openapi.yaml with the rules the end-to-end
// suite applies to the embedded backend (tests/support/traffic.ts). An exchange that breaks the
// contract throws, naming the exchange, its operation and the broken rule.

/** The header in which api:serve names what broke the contract (as Prism's `sl-violations`). */
export const VIOLATION_HEADER = 'grantwise-contract-violation';

/** Where openapi.yaml's paths start (its `servers` URL): the checks see every path below it. */
const CONTRACT_BASE = '/api/v1';
/** A stand-in origin: the recorder describes the exchange as if the API lived at /api/v1 here. */
const CONTRACT_ORIGIN = 'http://contract.invalid';

export class ContractViolation extends Error {
  constructor(
    readonly exchange: string,
    readonly problems: string[],
  ) {
    super(`openapi.yaml: ${exchange}: ${problems.join('; ')}`);
    this.name = 'ContractViolation';
  }
}

export interface CallOptions {
  token?: string | null;
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** A raw body, sent as it is (with `headers` saying what it is). */
  raw?: string;
  /** A multipart body. */
  form?: FormData;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when the answer is not JSON or has no body). */
  body: unknown;
  /** The body's bytes. */
  bytes: Uint8Array;
  /** The contract's operation this exchange was. */
  operationId: string | null;
}

export type Call = (method: string, path: string, options?: CallOptions) => Promise<Answer>;

/**
 * A client of the API at `baseUrl` (e.g. `http://127.0.0.1:4180/api/v1`): `call('post',
 * '/auth/email/login', { json })` sends the request, checks the exchange against openapi.yaml,
 * and returns the answer. `defaults.headers` go with every request.
 */
export function apiClient(baseUrl: string, defaults: { headers?: Record<string, string> } = {}) {
  const base = baseUrl.replace(/\/+$/, '');

  const call: Call = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...defaults.headers, ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) body = options.raw;
    else if (options.form) body = options.form;
    const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';

    let entry: TrafficEntry | null = null;
    const recorder = createTrafficRecorder(
      {
        operationOf: (m, p) =>
          contractOperationFor(m, `${CONTRACT_BASE}${p}`)?.operation.operationId ?? null,
      },
      (recorded) => {
        entry = recorded;
      },
    );
    // The recorder sees the contract's path; the request goes to the server's base URL.
    const send = recorder.wrap((input, init) =>
      fetch(`${base}${String(input).slice(`${CONTRACT_ORIGIN}${CONTRACT_BASE}`.length)}`, init),
    );
    const response = await send(`${CONTRACT_ORIGIN}${CONTRACT_BASE}${path}${search}`, {
      method: method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
    });
    await recorder.settled();
    const bytes = new Uint8Array(await response.arrayBuffer());
    const recorded = entry as TrafficEntry | null;
    if (!recorded)
      throw new Error(`${method.toUpperCase()} ${path}: the exchange was not recorded`);
    const problems = trafficProblems(recorded);
    const reported = response.headers.get(VIOLATION_HEADER);
    if (reported) problems.push(`the server reports: ${reported}`);
    if (problems.length > 0) throw new ContractViolation(describeExchange(recorded), problems);

    const type = response.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (/json/i.test(type) && bytes.length > 0) {
      parsed = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      bytes,
      operationId: recorded.operationId,
    };
  };

  return { baseUrl: base, call };
}

export type ApiClient = ReturnType<typeof apiClient>;
