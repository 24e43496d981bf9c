// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import {
  type ApiServerOptions,
  type RunningApiServer,
  VIOLATION_HEADER,
  startApiServer,
} from '../../server/api-server';
import { EXPOSED_HEADERS } from '../../server/cors';
import { ContractViolation, apiClient } from '../api/support/api-client';
import { TEST_PASSWORD_ITERATIONS } from '../support/mock-backend';

// The reference server (npm run api:serve) in this process, over real HTTP on a free port: the
// embedded backend's handlers and seed behind CORS, a base path, multipart bodies and the
// contract check that turns a broken answer into a 500 naming the operation and the rule.

const APP = 'http://127.0.0.1:5173';
const [DEMO] = DEMO_USERS;
const running: RunningApiServer[] = [];

async function serve(options: Partial<ApiServerOptions> = {}) {
  const server = await startApiServer({
    port: 0,
    allowedOrigins: [APP],
    passwordIterations: TEST_PASSWORD_ITERATIONS,
    ...options,
  });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function signIn(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${url}/auth/email/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('api:serve', () => {
  it('answers the contract under /api/v1 with the seed, per user, and 404 elsewhere', async () => {
    const { url } = await serve();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    const token = await signIn(url);
    const me = await fetch(`${url}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('content-type')).toBe('application/json');
    expect(await me.json()).toMatchObject({ email: DEMO.email, firstName: DEMO.firstName });
    expect((await fetch(`${url}/auth/me`)).status).toBe(401);

    const outside = await fetch(new URL('/auth/me', url));
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ status: 404, message: 'No operation GET /auth/me' });
    const unknown = await fetch(`${url}/no/such/path`);
    expect(unknown.status).toBe(404);
    const malformed = await fetch(`${url}/files/%E0%A4%A/content`);
    expect(malformed.status).toBe(404);
  });

  it('serves the contract at the root of its origin when the base path is /', async () => {
    const { url } = await serve({ basePath: '/' });
    expect(url).toMatch(/:\d+$/);
    const token = await signIn(url);
    const grants = await fetch(`${url}/grants`, { headers: { Authorization: `Bearer ${token}` } });
    expect(grants.status).toBe(200);
    const unknown = await fetch(`${url}/api/v1/grants`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      status: 404,
      message: 'No operation GET /api/v1/grants',
    });
  });

  it('starts empty when asked: no demo account', async () => {
    const { url } = await serve({ seeded: false });
    const answer = await fetch(`${url}/auth/email/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    expect(answer.status).toBe(422);
  });

  it("answers a preflight from the app's origin and lets it read Retry-After and Content-Disposition", async () => {
    const { url } = await serve();
    const preflight = await fetch(`${url}/auth/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'authorization, content-type',
    );
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('vary')).toContain('Origin');

    const answer = await fetch(`${url}/auth/me`, { headers: { Origin: APP } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-expose-headers')).toBe(EXPOSED_HEADERS.join(', '));
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives an origin it does not allow no CORS header at all', async () => {
    const { url } = await serve();
    const stranger = 'http://evil.example';
    const preflight = await fetch(`${url}/auth/me`, {
      method: 'OPTIONS',
      headers: { Origin: stranger, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${url}/newsletter`, { headers: { Origin: stranger } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('with * allows any origin, still without credentials', async () => {
    const { url } = await serve({ allowedOrigins: ['*'] });
    const answer = await fetch(`${url}/newsletter`, { headers: { Origin: 'http://any.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('takes multipart uploads named in any script and gives back the same bytes and name', async () => {
    const { url } = await serve();
    const token = await signIn(url);
    const auth = { Authorization: `Bearer ${token}` };
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 255, 10, 13]);
    for (const name of ['Łódź-budget.pdf', '履歴書.txt', '🚀 plan.txt', 'say "hi" \\ back.txt']) {
      const form = new FormData();
      form.append('file', new File([bytes], name, { type: 'application/octet-stream' }));
      const uploaded = await fetch(`${url}/files/upload/${encodeURIComponent('Board papers')}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { id, fileName } = (await uploaded.json()) as { id: string; fileName: string };
      expect(fileName).toBe(name);
      const content = await fetch(`${url}/files/${id}/content`, { headers: auth });
      expect(content.status).toBe(200);
      expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes);
      // These bytes are no PDF: the `.pdf` is an attachment, the texts inline (issue 45).
      expect(content.headers.get('content-disposition')).toMatch(
        /^(inline|attachment); filename="/,
      );
    }
  });

  it('refuses a body larger than it reads with 413, before any operation runs', async () => {
    const { url } = await serve();
    const answer = await fetch(`${url}/auth/email/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(21 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
  });

  it('gives each test tenant a database of its own, only when tenancy is on', async () => {
    const header = 'Grantwise-Test-Tenant';
    const { url } = await serve({ tenantHeader: header });
    const token = await signIn(url, { [header]: 'test-a' });
    const asA = await fetch(`${url}/auth/me`, {
      headers: { Authorization: `Bearer ${token}`, [header]: 'test-a' },
    });
    expect(asA.status).toBe(200);
    const asB = await fetch(`${url}/auth/me`, {
      headers: { Authorization: `Bearer ${token}`, [header]: 'test-b' },
    });
    expect(asB.status).toBe(401);
    const preflight = await fetch(`${url}/auth/me`, {
      method: 'OPTIONS',
      headers: { Origin: APP, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain(header);

    const { url: plain } = await serve();
    const plainToken = await signIn(plain, { [header]: 'test-a' });
    const elsewhere = await fetch(`${plain}/auth/me`, {
      headers: { Authorization: `Bearer ${plainToken}`, [header]: 'test-b' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('serves the mails sent to an address on its test-only route, only when asked to (issue 61)', async () => {
    const outbox = (url: string, to: string) =>
      fetch(`${url}/__test/outbox?to=${encodeURIComponent(to)}`);
    const { url } = await serve({ testOutbox: true });
    const mails = (await (await outbox(url, 'finance@eastsidefood.org')).json()) as {
      kind: string;
      link: string;
    }[];
    expect(mails.map((mail) => mail.kind)).toEqual(['invitation']);
    expect(mails[0]?.link).toMatch(/^\/invitation\?id=[0-9a-f-]{36}&token=[0-9a-f]{64}$/);
    expect(await (await outbox(url, '')).json()).toEqual([]);

    const { url: plain } = await serve();
    expect((await outbox(plain, 'finance@eastsidefood.org')).status).toBe(404);
  });

  it("records a funder's decision on its test-only route, only when asked to (issue 66: an award owes reports)", async () => {
    const decide = (url: string, body: unknown) =>
      fetch(`${url}/__test/decisions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { url } = await serve({ testDecisions: true });
    const token = await signIn(url);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const listed = (await (
      await fetch(`${url}/grant-applications/get`, {
        method: 'POST',
        headers: { ...auth.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ startDate: '2000-01-01', endDate: '2100-01-01' }),
      })
    ).json()) as { id: string; stage: string }[];
    const pending = listed.find((application) => application.stage === 'Under Review');
    expect(pending, 'a seeded application awaiting a decision').toBeDefined();
    const before = (await (await fetch(`${url}/grant-reports`, auth)).json()) as {
      items: { applicationId: string }[];
    };
    expect(before.items.map((report) => report.applicationId)).not.toContain(pending!.id);

    expect((await decide(url, { applicationId: pending!.id, stage: 'Completed' })).status).toBe(
      200,
    );
    const after = (await (await fetch(`${url}/grant-reports`, auth)).json()) as {
      items: { applicationId: string; kind: string }[];
    };
    expect(
      after.items.filter((report) => report.applicationId === pending!.id).map((r) => r.kind),
    ).toEqual(['interim', 'final']);
    // Decided once: a second decision names nothing.
    expect((await decide(url, { applicationId: pending!.id, stage: 'Cancel' })).status).toBe(404);

    const { url: plain } = await serve();
    expect((await decide(plain, { applicationId: pending!.id, stage: 'Completed' })).status).toBe(
      404,
    );
  });
});

describe('the contract check', () => {
  /** getMe answers without the email the contract requires. */
  const withoutEmail: ApiServerOptions['alterResponse'] = (operationId, response) => {
    if (operationId !== 'getMe') return response;
    const { email: _email, ...rest } = response.body as Record<string, unknown>;
    return { ...response, body: rest };
  };

  it('turns an answer that breaks openapi.yaml into a 500 naming the operation and the rule', async () => {
    const { url } = await serve({ alterResponse: withoutEmail });
    const token = await signIn(url);
    const answer = await fetch(`${url}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(500);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe(
      "getMe breaks openapi.yaml: getMe:200 (body) must have required property 'email'",
    );
    expect(answer.headers.get('grantwise-contract-violation')).toBe(
      "getMe:200 (body) must have required property 'email'",
    );
  });

  it('reports a request the contract refuses, which an operation accepted, without a 5xx after its write', async () => {
    const { url } = await serve();
    const token = await signIn(url);
    // UpdateMeRequest's passwords have a minimum length; the handler reads empty ones as "no
    // password change", writes the name and answers 200. (An unknown field is refused before any
    // handler since issue 61, so it no longer serves as the example.)
    const answer = await fetch(`${url}/auth/me`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Dana', oldPassword: '', password: '' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(VIOLATION_HEADER)).toMatch(/updateMe:request/);
  });

  it('test:api fails against a server that breaks the contract, naming the operation and the rule', async () => {
    // A server that does not check itself: the broken answer goes out as a 200.
    const { url } = await serve({ alterResponse: withoutEmail, validate: false });
    const api = apiClient(url);
    const signedIn = await api.call('post', '/auth/email/login', {
      json: { email: DEMO.email, password: DEMO.password },
    });
    const token = (signedIn.body as { token: string }).token;
    const failure = await api.call('get', '/auth/me', { token }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolation);
    expect((failure as Error).message).toBe(
      "openapi.yaml: GET /api/v1/auth/me -> 200 (getMe): getMe:200 (body) must have required property 'email'",
    );
  });

  it('test:api also reports what a validating server says broke the contract', async () => {
    const { url } = await serve({ alterResponse: withoutEmail });
    const api = apiClient(url);
    const token = await signIn(url);
    const failure = await api.call('get', '/auth/me', { token }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolation);
    expect((failure as ContractViolation).problems).toContain(
      "the server reports: getMe:200 (body) must have required property 'email'",
    );
  });
});
