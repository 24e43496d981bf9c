// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RecordedBody, TrafficEntry } from '../../src/mock-server/recorder';
import {
  contractOperationFor,
  contractOperationIds,
  describeExchange,
  formatSummary,
  isWholeSuite,
  storedRecord,
  summarizeTraffic,
  trafficProblems,
} from '../support/traffic';

// The conformance check of the end-to-end traffic: which exchanges break openapi.yaml, and the
// run's summary.

const COMPANY_ID = '7d2e4f60-1a3b-4c5d-8e9f-0a1b2c3d4e5f';
const COMPANY_INPUT = {
  ein: '12-3456789',
  email: 'info@greenroots.org',
  name: 'Green Roots Community Farms Inc.',
  dba: null,
  address: '1200 Riverside Dr, Austin, TX 78704',
  industry: 'Agriculture',
  website: 'greenroots.org',
};
const COMPANY = { id: COMPANY_ID, ...COMPANY_INPUT };
const RESOURCE = {
  id: COMPANY_ID,
  fileName: 'plan.pdf',
  folderName: 'grants',
  fileType: 'pdf',
  fileUrl: `/api/v1/files/${COMPANY_ID}/content`,
  url: `/api/v1/files/${COMPANY_ID}/content`,
  size: 8,
  appUse: false,
  createdAt: '2026-01-02T10:00:00.000Z',
};

const jsonBody = (value: unknown): RecordedBody => ({ kind: 'json', value });
const NONE: RecordedBody = { kind: 'none' };

function exchange(
  method: string,
  path: string,
  status: number | null,
  overrides: {
    operationId?: string | null;
    body?: RecordedBody;
    answer?: RecordedBody;
    answerType?: string | null;
    token?: boolean;
    query?: TrafficEntry['query'];
    contentType?: string | null;
    forcedFault?: TrafficEntry['forcedFault'];
  } = {},
): TrafficEntry {
  const body = overrides.body ?? NONE;
  return {
    seq: 1,
    at: '2026-01-02T10:00:00.000Z',
    durationMs: 1,
    operationId:
      overrides.operationId === undefined
        ? (contractOperationFor(method, path)?.operation.operationId ?? null)
        : overrides.operationId,
    forcedFault: overrides.forcedFault ?? null,
    method,
    path,
    query: overrides.query ?? {},
    request: {
      contentType:
        overrides.contentType !== undefined
          ? overrides.contentType
          : body.kind === 'json'
            ? 'application/json'
            : null,
      authorization: overrides.token ?? true,
      body,
    },
    response:
      status === null
        ? null
        : {
            status,
            contentType:
              overrides.answerType !== undefined ? overrides.answerType : 'application/json',
            body: overrides.answer ?? NONE,
          },
    ...(status === null ? { error: 'TypeError: Failed to fetch' } : {}),
  };
}

describe('an exchange against openapi.yaml', () => {
  it('conforms when the request and the answer are what the contract says', () => {
    expect(
      trafficProblems(
        exchange('POST', '/api/v1/companies', 201, {
          body: jsonBody(COMPANY_INPUT),
          answer: jsonBody(COMPANY),
        }),
      ),
    ).toEqual([]);
    // A 204 carries no body; what Content-Type an empty answer names does not matter.
    expect(
      trafficProblems(
        exchange('PUT', `/api/v1/saved-grants/${COMPANY_ID}`, 204, { answerType: 'text/plain' }),
      ),
    ).toEqual([]);
  });

  it('finds the answer body off its schema', () => {
    const { website: _website, ...withoutWebsite } = COMPANY;
    const problems = trafficProblems(
      exchange('GET', '/api/v1/companies/my-company', 200, { answer: jsonBody(withoutWebsite) }),
    );
    expect(problems).toEqual(["getMyCompany:200 (body) must have required property 'website'"]);
  });

  it('checks only the status of an answer whose body could not be read where it was recorded', () => {
    const unread = { responseBodyUnread: true };
    expect(trafficProblems(exchange('GET', '/api/v1/grants', 200), unread)).toEqual([]);
    expect(trafficProblems(exchange('GET', '/api/v1/grants', 200))).toEqual([
      'listGrants:200 (body) must be array',
    ]);
    expect(trafficProblems(exchange('GET', '/api/v1/grants', 403), unread)).toEqual([
      'listGrants does not declare status 403 (declares 200, 401, 500)',
    ]);
  });

  it('checks only the parameters of a request whose body could not be read where it was recorded', () => {
    const upload = exchange('POST', `/api/v1/files/upload/grants`, 201, {
      contentType: 'multipart/form-data; boundary=x',
      answer: jsonBody(RESOURCE),
    });
    expect(trafficProblems(upload)).toEqual(['uploadFile request lacks its required body']);
    expect(trafficProblems(upload, { requestBodyUnread: true })).toEqual([]);
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 200, { answer: jsonBody([]), query: { color: 'blue' } }),
        { requestBodyUnread: true },
      ),
    ).toEqual(['listGrants request sends undeclared query parameter color']);
  });

  it('finds a status the operation does not declare', () => {
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 403, {
          answer: jsonBody({ status: 403, message: 'Forbidden' }),
        }),
      ),
    ).toEqual(['listGrants does not declare status 403 (declares 200, 401, 500)']);
  });

  it('checks forced faults like any answer: a 500 with the error body conforms, a bare one does not', () => {
    const forced = { forcedFault: 'server' as const };
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 500, {
          ...forced,
          answer: jsonBody({ status: 500, message: 'The server had a problem' }),
        }),
      ),
    ).toEqual([]);
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 500, { ...forced, answer: jsonBody({ message: 'x' }) }),
      ),
    ).toEqual(["listGrants:500 (body) must have required property 'status'"]);
  });

  it('finds an answer whose media type is not the declared one, or that is not JSON', () => {
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 200, { answer: jsonBody([]), answerType: 'text/html' }),
      ),
    ).toEqual(['listGrants:200 answered as text/html, the contract declares application/json']);
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 200, { answer: { kind: 'text', text: '<html>' } }),
      ),
    ).toContain('listGrants:200 answer is not valid JSON');
  });

  it('accepts any bytes from the file content operation', () => {
    expect(
      trafficProblems(
        exchange('GET', `/api/v1/files/${COMPANY_ID}/content`, 200, {
          answer: { kind: 'binary', type: 'application/pdf', size: 8 },
          answerType: 'application/pdf',
        }),
      ),
    ).toEqual([]);
  });

  it('checks a successful request against its body schema, a refused one only against its answer', () => {
    const invalid = { ...COMPANY_INPUT, ein: '' };
    expect(
      trafficProblems(
        exchange('POST', '/api/v1/companies', 201, {
          body: jsonBody(invalid),
          answer: jsonBody(COMPANY),
        }),
      ),
    ).toEqual([
      'createCompany:request /ein must NOT have fewer than 1 characters',
      'createCompany:request /ein must match pattern "\\S"',
    ]);
    expect(
      trafficProblems(
        exchange('POST', '/api/v1/companies', 422, {
          body: jsonBody(invalid),
          answer: jsonBody({
            status: 422,
            message: 'EIN is required',
            errors: { ein: 'EIN is required' },
          }),
        }),
      ),
    ).toEqual([]);
  });

  it('checks the request media type, required bodies and bodies nobody asked for', () => {
    const answer = jsonBody(COMPANY);
    expect(
      trafficProblems(
        exchange('POST', '/api/v1/companies', 201, {
          body: jsonBody(COMPANY_INPUT),
          contentType: null,
          answer,
        }),
      ),
    ).toEqual([
      'createCompany request body sent as text/plain, the operation takes application/json',
    ]);
    expect(trafficProblems(exchange('POST', '/api/v1/companies', 201, { answer }))).toEqual([
      'createCompany request lacks its required body',
    ]);
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 200, { body: jsonBody({}), answer: jsonBody([]) }),
      ),
    ).toEqual(['listGrants request sends a body the operation does not take']);
  });

  it('checks a multipart upload by its parts', () => {
    const file = { name: 'file', file: { name: 'plan.pdf', size: 8, type: 'application/pdf' } };
    const upload = (parts: { name: string; value?: string }[]) =>
      exchange('POST', '/api/v1/files/upload/grants', 201, {
        body: { kind: 'multipart', parts },
        answer: jsonBody(RESOURCE),
      });
    expect(trafficProblems(upload([file]))).toEqual([]);
    expect(trafficProblems(upload([{ name: 'note', value: 'x' }]))).toEqual([
      "uploadFile:request (body) must have required property 'file'",
      'uploadFile:request (body) must NOT have additional properties',
    ]);
  });

  it('checks path and query parameters of a successful request', () => {
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants/not-a-uuid', 200, {
          answer: jsonBody({}),
        }),
      ),
    ).toContain('getGrant:path:id (body) must match format "uuid"');
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/newsletter', 200, {
          token: false,
          query: { email: 'not an email', page: '2' },
          answer: jsonBody([]),
        }),
      ),
    ).toEqual([
      'listNewsletterSubscriptions:query:email (body) must match format "email"',
      'listNewsletterSubscriptions request sends undeclared query parameter page',
    ]);
  });

  it('finds an operation that needs a token succeeding without one', () => {
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 200, { token: false, answer: jsonBody([]) }),
      ),
    ).toEqual(['listGrants answered 200 to a request without a token']);
    // Public and optional-token operations may; a 401 without a token is the contract's answer.
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/newsletter', 200, { token: false, answer: jsonBody([]) }),
      ),
    ).toEqual([]);
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 401, {
          token: false,
          answer: jsonBody({ status: 401, message: 'Unauthorized' }),
        }),
      ),
    ).toEqual([]);
  });

  it('finds a path the contract does not have, and an operation the backend took for another', () => {
    expect(trafficProblems(exchange('GET', '/api/v1/nowhere', 404))).toEqual([
      'no operation of openapi.yaml is GET /api/v1/nowhere',
    ]);
    expect(trafficProblems(exchange('GET', '/api/v2/grants', 404))).toEqual([
      'no operation of openapi.yaml is GET /api/v2/grants',
    ]);
    expect(
      trafficProblems(
        exchange('GET', '/api/v1/grants', 200, {
          operationId: 'listSavedGrants',
          answer: jsonBody([]),
        }),
      ),
    ).toEqual([
      'the backend answered GET /api/v1/grants as listSavedGrants, the contract says listGrants',
    ]);
  });

  it('matches static segments before parameters', () => {
    expect(contractOperationFor('GET', '/api/v1/files/folders')?.operation.operationId).toBe(
      'listFolders',
    );
    expect(
      contractOperationFor('POST', '/api/v1/grant-applications/get')?.operation.operationId,
    ).toBe('listGrantApplications');
    expect(contractOperationFor('GET', `/api/v1/files/${COMPANY_ID}/content`)?.params).toEqual({
      id: COMPANY_ID,
    });
    expect(contractOperationFor('GET', '/api/v1/resources/folder/Tax%20documents')?.params).toEqual(
      { folder: 'Tax documents' },
    );
  });

  it('lets a forced network fault go unanswered, but not any other request', () => {
    expect(
      trafficProblems(exchange('GET', '/api/v1/grants', null, { forcedFault: 'network' })),
    ).toEqual([]);
    expect(trafficProblems(exchange('GET', '/api/v1/grants', null))).toEqual([
      'listGrants got no answer (TypeError: Failed to fetch)',
    ]);
  });
});

describe("the run's summary", () => {
  const ok = exchange('GET', '/api/v1/grants', 200, { answer: jsonBody([]) });
  const refused = exchange('GET', '/api/v1/saved-grants', 401, {
    answer: jsonBody({ status: 401, message: 'Unauthorized' }),
  });
  const forced = exchange('GET', '/api/v1/affiliates', 500, {
    forcedFault: 'server',
    answer: jsonBody({ status: 500 }),
  });
  const broken = exchange('GET', '/api/v1/grants', 418, { answer: jsonBody({ status: 418 }) });
  const offline = exchange('GET', '/api/v1/affiliates', null, { forcedFault: 'network' });
  const records = [ok, ok, refused, forced, offline, broken].map((entry) => ({
    test: 'grants.spec.ts › lists grants',
    entry,
    problems: trafficProblems(entry),
  }));

  it('counts answers per operation; only a 2xx from the handler itself exercises one', () => {
    const summary = summarizeTraffic(records);
    const row = (id: string) => summary.operations.find((op) => op.operationId === id);
    expect(row('listGrants')).toEqual({
      operationId: 'listGrants',
      answered: 3,
      succeeded: 2,
      forced: 0,
      statuses: [200, 418],
    });
    expect(row('listSavedGrants')).toMatchObject({ answered: 1, succeeded: 0 });
    expect(row('listAffiliates')).toMatchObject({ answered: 0, forced: 2 });
    expect(summary.unexercised).toContain('listSavedGrants');
    expect(summary.unexercised).toContain('listAffiliates');
    expect(summary.unexercised).not.toContain('listGrants');
    expect(summary.unexercised).toHaveLength(contractOperationIds.length - 1);
    expect(summary.violations).toEqual([
      'GET /api/v1/grants -> 418 (listGrants): listGrants does not declare status 418 (declares 200, 401, 500)\n      in grants.spec.ts › lists grants',
    ]);
  });

  it('prints every operation, the unexercised ones and the violations', () => {
    const text = formatSummary(summarizeTraffic(records));
    expect(text).toContain('openapi.yaml conformance: 6 exchanges recorded');
    expect(text).toMatch(/listGrants\s+3\s+2\s+0\s+200 418/);
    expect(text).toMatch(/unexercised operations \(\d+\): .*listSavedGrants/);
    expect(text).toContain('violations (1):');
    const clean = formatSummary(summarizeTraffic(records.slice(0, 2), ['listGrants']));
    expect(clean).toContain('every operation (1) exercised');
    expect(clean).toContain('no violations');
  });

  it('names an exchange with its query', () => {
    expect(
      describeExchange(exchange('GET', '/api/v1/newsletter', 200, { query: { email: 'a@b.org' } })),
    ).toBe('GET /api/v1/newsletter?email=a%40b.org -> 200 (listNewsletterSubscriptions)');
  });

  it('summarises large bodies and leaves secrets out of the stored records', () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({ id: index, title: 'a grant' }));
    const record = {
      test: 't',
      entry: exchange('GET', '/api/v1/grants', 200, { answer: jsonBody(many) }),
      problems: [],
    };
    expect(storedRecord(record).entry.response?.body).toEqual({
      kind: 'json',
      value: { truncated: true, characters: JSON.stringify(many).length, items: 5000 },
    });
    expect(storedRecord(records[0]!).entry).toEqual(records[0]!.entry);
    const login = exchange('POST', '/api/v1/auth/email/login', 200, {
      body: jsonBody({ email: 'a@b.org', password: 'Demo1234!' }),
      answer: jsonBody({ token: 'abc', user: { id: COMPANY_ID } }),
    });
    const stored = storedRecord({ test: 't', entry: login, problems: [] }).entry;
    expect(stored.request.body).toEqual(jsonBody({ email: 'a@b.org', password: '(redacted)' }));
    expect(stored.response?.body).toEqual(
      jsonBody({ token: '(redacted)', user: { id: COMPANY_ID } }),
    );
  });
});

describe('whether a run is the whole suite', () => {
  const files = ['/app/tests/e2e/a.spec.ts', '/app/tests/e2e/b.spec.ts'];
  const all = new Set(files);

  it('is when every spec file ran and nothing narrowed it', () => {
    expect(isWholeSuite(['test'], files, all)).toBe(true);
    expect(isWholeSuite(['test', '--workers', '2', '--reporter=list'], files, all)).toBe(true);
  });

  it('is not when a file, a grep, a line, a shard or the last failures were picked', () => {
    expect(isWholeSuite(['test', 'tests/e2e/a.spec.ts'], files, new Set([files[0]!]))).toBe(false);
    expect(isWholeSuite(['test', '-g', 'sign'], files, all)).toBe(false);
    expect(isWholeSuite(['test', '--grep=sign'], files, all)).toBe(false);
    expect(isWholeSuite(['test', 'tests/e2e/a.spec.ts:12'], files, all)).toBe(false);
    expect(isWholeSuite(['test', '--shard', '1/2'], files, all)).toBe(false);
    expect(isWholeSuite(['test', '--last-failed'], files, all)).toBe(false);
    expect(isWholeSuite(['test'], [], new Set())).toBe(false);
  });
});
