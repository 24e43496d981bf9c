// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidJsonBody, parseRequestBody } from '../../src/mock-server/http';
import { operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { checksOf } from '../support/operations';

// Bodies the embedded backend must refuse rather than store or read as something else.

let backend: TestBackend;
afterEach(() => backend?.close());

const jsonOperations = operations.filter((op) => {
  const body = (op as { requestBody?: { content?: Record<string, unknown> } }).requestBody;
  return body?.content?.['application/json'] !== undefined;
});

/**
 * A concrete path and its owner's token: path parameters name a demo user's own record, the one
 * the operation's checks entry names (`ownRecord`, tests/checks/<resource>.checks.ts).
 */
async function ownPath(op: (typeof operations)[number]): Promise<{ path: string; token: string }> {
  const record = op.path.includes('{')
    ? await checksOf(op.operationId).ownRecord?.(backend)
    : { id: '', userId: backend.demoUsers[0].id };
  if (!record)
    throw new Error(
      `no record for ${op.operationId} (${op.path}): add ownRecord to its checks entry`,
    );
  const owner = backend.demoUsers.find((user) => user.id === record.userId);
  if (!owner) throw new Error(`${op.path}: the record belongs to no demo user`);
  return {
    path: op.path.replace(/\{\w+\}/, record.id),
    token: await backend.signIn(owner.email, owner.password),
  };
}

describe('request bodies', () => {
  it('parses JSON, keeps an empty body empty and marks anything else as not JSON', () => {
    expect(parseRequestBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseRequestBody('')).toBeNull();
    expect(parseRequestBody('{"email": "demo@grantwise.app"')).toBeInstanceOf(InvalidJsonBody);
  });

  it.each(jsonOperations.map((op) => [op.operationId, op] as const))(
    '%s answers 400 to a body that is not JSON',
    async (_id, op) => {
      backend = await createTestBackend();
      const { path, token } = await ownPath(op);
      const response = await backend.request(op.method as 'post', path, {
        token,
        body: parseRequestBody('{"email": "demo@grantwise.app", oops'),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400 });
    },
  );
});

describe('saved answers (PATCH /auth/me)', () => {
  it.each([
    ['a value that is not text', { fullName: 42 }],
    ['a field the contract does not name', { fullName: 'Dana', role: 'admin' }],
    ['a list', ['Dana']],
    ['an email that is not one', { email: 'dana at example' }],
  ])(
    'refuses %s with a 422 naming savedAnswers and keeps what was stored',
    async (_what, value) => {
      backend = await createTestBackend();
      const token = await backend.signIn();
      const response = await backend.request('patch', '/auth/me', {
        token,
        body: { savedAnswers: value },
      });
      expect(response.status).toBe(422);
      expect((response.body as { errors: object }).errors).toHaveProperty('savedAnswers');
      const me = await backend.request('get', '/auth/me', { token });
      expect((me.body as { savedAnswers?: unknown }).savedAnswers ?? null).toBeNull();
    },
  );

  it('stores contact answers and clears them with null', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const saved = { fullName: 'Dana Rivera', email: 'dana@example.org', location: 'Austin' };
    const stored = await backend.request('patch', '/auth/me', {
      token,
      body: { savedAnswers: saved },
    });
    expect(stored).toMatchObject({ status: 200, body: { savedAnswers: saved } });
    const cleared = await backend.request('patch', '/auth/me', {
      token,
      body: { savedAnswers: null },
    });
    expect(cleared).toMatchObject({ status: 200, body: { savedAnswers: null } });
  });
});
