// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningApiServer, startApiServer } from '../../server/api-server';
import { TOO_DEEP_MESSAGE, parseRequestBody } from '../../src/mock-server/http';
import { createTrafficRecorder } from '../../src/mock-server/recorder';
import { OPERATION_RULES } from '../../src/mock-server/operation-rules.gen';
import { openapi } from '../support/contract';
import { contractOperations } from '../support/traffic';
import { halfSentUpload } from '../support/half-sent-upload';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import {
  TEST_PASSWORD_ITERATIONS,
  type TestBackend,
  createTestBackend,
} from '../support/mock-backend';

// Issue 45, items 4 to 7: a request is checked before any handler runs (who calls, how the body
// was sent, how deep it nests, what of the query the operation reads), so a refusal never
// follows a completed write; over HTTP the token is checked before the body is read.

const [DEMO] = DEMO_USERS;
let backend: TestBackend | null = null;
const running: RunningApiServer[] = [];
afterEach(async () => {
  backend?.close();
  backend = null;
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

async function serve() {
  const server = await startApiServer({
    port: 0,
    allowedOrigins: ['http://127.0.0.1:5173'],
    passwordIterations: TEST_PASSWORD_ITERATIONS,
  });
  running.push(server);
  return server.url;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/email/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('the checks before any handler', () => {
  it("hold each operation to openapi.yaml's security, request body media type and query parameters", () => {
    const fromContract = Object.fromEntries(
      contractOperations.map((op) => {
        const types = Object.keys(op.requestBody?.content ?? {});
        const body = types.includes('multipart/form-data')
          ? 'multipart'
          : types.includes('application/json')
            ? 'json'
            : 'none';
        const query = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
        // A closed JSON body (issue 61): the fields it may have, any other is a 422.
        const ref = (op.requestBody?.content?.['application/json']?.schema as { $ref?: string })
          ?.$ref;
        const schema = ref
          ? (openapi.components.schemas[ref.split('/').pop()!] as {
              additionalProperties?: unknown;
              properties?: object;
            })
          : undefined;
        const fields =
          schema?.additionalProperties === false ? Object.keys(schema.properties ?? {}) : undefined;
        return [op.operationId, { access: op.access, body, query, ...(fields ? { fields } : {}) }];
      }),
    );
    expect(OPERATION_RULES).toEqual(fromContract);
  });

  it('refuses a body nested 10,000 deep with 400 before PATCH /auth/me writes the name beside it', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const text = `{"firstName":"Changed","savedAnswers":${nested(10_000)}}`;
    const answer = await backend.request('patch', '/auth/me', {
      token,
      headers: { 'content-type': 'application/json' },
      body: parseRequestBody(text),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: TOO_DEEP_MESSAGE } });
    expect((await backend.db.users.get(DEMO.id))?.firstName).toBe(DEMO.firstName);
  });

  it("records and masks a 10,000-deep body without overflowing the traffic log's stack", async () => {
    const recorder = createTrafficRecorder({ operationOf: () => 'updateMe' });
    const send = recorder.wrap(async () => new Response(null, { status: 400 }));
    await send('http://x.test/api/v1/auth/me', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: `{"password":"x","deep":${nested(10_000)}}`,
    });
    expect(recorder.entries[0]?.request.body.kind).toBe('text');
    expect(JSON.stringify(recorder.entries[0]?.request.body)).not.toContain('"password":"x"');
  });

  it('refuses a registration sent as text/plain with 415 and makes no account', async () => {
    backend = await createTestBackend();
    const body = {
      email: 'plain@example.org',
      password: 'A-long-passphrase-1',
      firstName: 'Plain',
      lastName: 'Text',
      gender: 'other',
      age: 25,
      ethnicity: 'other',
    };
    const answer = await backend.request('post', '/auth/email/register', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: parseRequestBody(JSON.stringify(body)),
    });
    expect(answer.status).toBe(415);
    expect(await backend.db.users.where('email').equals(body.email).count()).toBe(0);
  });
});

describe('over HTTP (api:serve)', () => {
  it('ignores an unknown query parameter: DELETE /files/{id}?x=1 deletes and answers 204, never a 500', async () => {
    const url = await serve();
    const token = await signIn(url);
    const folders = (await (
      await fetch(`${url}/resources/folder/uploads`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string }[];
    const id = folders[0]?.id;
    expect(id).toBeDefined();
    const answer = await fetch(`${url}/files/${id}?x=1`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(204);
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const url = await serve();
    const token = await signIn(url);
    const answer = await fetch(`${url}/files/upload/uploads`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno end',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: 'The multipart body could not be read' });
  });

  it('answers 401 to an anonymous upload while its 8 MB body is still on the way (never read)', async () => {
    const status = await halfSentUpload(new URL(`${await serve()}/files/upload/uploads`));
    expect(status).toBe(401);
  });

  it('refuses a registration posted as text/plain from another origin with 415, and no account exists', async () => {
    const url = await serve();
    const email = 'crosssite@example.org';
    const answer = await fetch(`${url}/auth/email/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: JSON.stringify({
        email,
        password: 'A-long-passphrase-1',
        firstName: 'Cross',
        lastName: 'Site',
        gender: 'other',
        age: 25,
        ethnicity: 'other',
      }),
    });
    expect(answer.status).toBe(415);
    const login = await fetch(`${url}/auth/email/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'A-long-passphrase-1' }),
    });
    expect(login.status).toBe(422);
  });
});
