import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Request, Response } from '@playwright/test';
import { parse } from 'yaml';
import { OPERATIONS, tableProblems } from '../support/operations';

// What the conformance pass sees of the app's API traffic: every request to the API's origin,
// matched to the contract's operation, with the validating mock's verdict.

/** Options of playwright.live.config.ts (`use`), read by the conformance spec. */
export interface ConformanceOptions {
  /** The API base URL the live build was built with (the validating mock's origin). */
  apiBaseUrl: string;
  /** The Google client id the live build was built with. */
  googleClientId: string;
}

/**
 * Operations no screen calls, and why (the per-operation table's `notCalledByAnyScreen`); the
 * pass fails if one of them is ever called.
 */
export const NOT_CALLED_BY_ANY_SCREEN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(OPERATIONS).flatMap(([operationId, checks]) =>
    checks.notCalledByAnyScreen ? [[operationId, checks.notCalledByAnyScreen]] : [],
  ),
);

/** Folder of the exercised-operation records, inside the Playwright project's output folder. */
export const EXERCISED_DIR = 'exercised';

/**
 * What the whole pass must show: every operation of openapi.yaml in the per-operation table, every
 * one a screen can call exercised, and none of those listed as not called by any screen called. `exercised` maps an operation to a test that had it
 * answered within the contract.
 */
export function exercisedProblems(
  all: readonly string[],
  exercised: ReadonlyMap<string, string>,
): string[] {
  return [
    ...tableProblems(all),
    ...Object.keys(NOT_CALLED_BY_ANY_SCREEN)
      .filter((id) => !all.includes(id))
      .map((id) => `${id} is listed as not called but is not in openapi.yaml`),
    ...Object.keys(NOT_CALLED_BY_ANY_SCREEN)
      .filter((id) => exercised.has(id))
      .map(
        (id) => `${id} is listed as not called by any screen, yet ${exercised.get(id)} called it`,
      ),
    ...all
      .filter((id) => !exercised.has(id) && !(id in NOT_CALLED_BY_ANY_SCREEN))
      .map((id) => `${id}: a screen can call it, and the pass never exercised it`),
  ];
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of openapi.yaml; literal paths first, so `/companies/my-company` wins over `/companies/{id}`. */
export function contractOperations(): ContractOperation[] {
  const document = parse(
    readFileSync(fileURLToPath(new URL('../../openapi.yaml', import.meta.url)), 'utf8'),
  ) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        if (!operation.operationId) throw new Error(`${method} ${path} has no operationId`);
        const source = path
          .split(/(\{[^}]+\})/)
          .map((part) =>
            part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
          )
          .join('');
        return {
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          pattern: new RegExp(`^${source}$`),
        };
      }),
  );
  const templated = (operation: ContractOperation) => (operation.path.match(/\{/g) ?? []).length;
  return operations.sort((a, b) => templated(a) - templated(b));
}

export interface ApiCall {
  method: string;
  /** Path relative to the API base URL, with the query string. */
  path: string;
  operationId: string | undefined;
  status: number;
  /** The mock's `sl-violations` header: what in the request (or response) broke the contract. */
  violations: string | undefined;
}

/** Records the API calls of one browser context (every page and popup in it). */
export class ApiTraffic {
  readonly calls: ApiCall[] = [];
  readonly failures: string[] = [];
  /** How many API requests the app has started, answered or not. */
  sent = 0;
  /**
   * How many of them would change something (any method but GET and HEAD). Reads start on their
   * own (the bell refreshes when the browser is idle), so "the form sent nothing" counts these.
   */
  writes = 0;
  private readonly pending = new Set<Request>();
  private readonly intended: { operationId: string; status: number }[] = [];
  private readonly base: URL;

  constructor(
    apiBaseUrl: string,
    private readonly operations: ContractOperation[],
  ) {
    this.base = new URL(apiBaseUrl.replace(/\/?$/, '/'));
  }

  attach(context: BrowserContext): void {
    context.on('request', (request) => {
      if (!this.isApi(request)) {
        // The app's data comes from the API only: a fetch elsewhere (e.g. to the page's own
        // origin, where a static host answers index.html) is a request the contract never sees.
        const local = /^(blob|data):/.test(request.url());
        if (!local && ['fetch', 'xhr'].includes(request.resourceType()))
          this.failures.push(`${request.method()} ${request.url()}: not under the API base URL`);
        return;
      }
      this.sent += 1;
      if (!['GET', 'HEAD'].includes(request.method())) this.writes += 1;
      this.pending.add(request);
    });
    context.on('response', (response) => {
      if (this.isApi(response.request())) this.record(response);
    });
    context.on('requestfinished', (request) => this.pending.delete(request));
    context.on('requestfailed', (request) => {
      if (!this.isApi(request)) return;
      this.pending.delete(request);
      const reason = request.failure()?.errorText ?? 'unknown';
      // A request the page itself cancelled (it navigated away) was not refused by anyone.
      if (reason.includes('ERR_ABORTED')) return;
      this.failures.push(`${request.method()} ${this.relative(request.url())}: ${reason}`);
    });
  }

  /** The test provokes this answer on purpose (e.g. a 404 the app handles): not a problem. */
  intend(operationId: string, status: number): void {
    this.intended.push({ operationId, status });
  }

  /** How many answers of this operation arrived so far. */
  answered(operationId: string): number {
    return this.calls.filter((call) => call.operationId === operationId).length;
  }

  /** API requests started and not answered yet. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Operations answered within the contract (2xx-3xx, or a status the test provoked). */
  exercised(): string[] {
    return [
      ...new Set(
        this.calls
          .filter((call) => call.operationId && !this.problem(call))
          .map((call) => call.operationId as string),
      ),
    ];
  }

  /** Every call the contract refused or that does not match an operation, and every failed request. */
  problems(): string[] {
    return [
      ...this.calls.flatMap((call) => {
        const problem = this.problem(call);
        return problem
          ? [`${call.method} ${call.path} (${call.operationId ?? '?'}): ${problem}`]
          : [];
      }),
      ...this.failures,
    ];
  }

  private problem(call: ApiCall): string | undefined {
    if (!call.operationId) return `no operation of openapi.yaml matches (answered ${call.status})`;
    if (call.violations) return `${call.status}, sl-violations: ${call.violations}`;
    if (call.status < 400) return undefined;
    const intended = this.intended.some(
      (entry) => entry.operationId === call.operationId && entry.status === call.status,
    );
    return intended ? undefined : `unexpected status ${call.status}`;
  }

  private record(response: Response): void {
    const request = response.request();
    const method = request.method();
    const path = this.relative(request.url());
    const pathname = path.split('?')[0] ?? path;
    const operation = this.operations.find(
      (candidate) => candidate.method === method && candidate.pattern.test(pathname),
    );
    this.calls.push({
      method,
      path,
      operationId: operation?.operationId,
      status: response.status(),
      violations: response.headers()['sl-violations'],
    });
  }

  private isApi(request: Request): boolean {
    // CORS preflights are the browser's, not the app's.
    return request.url().startsWith(this.base.href) && request.method() !== 'OPTIONS';
  }

  private relative(url: string): string {
    return `/${url.slice(this.base.href.length)}`;
  }
}
