// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Json = Record<string, unknown>;
import { InvalidJsonBody, type Method } from '../../src/mock-server/http';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Random and hostile requests to every operation of the embedded backend, as Dana: no 500, every
// answer valid against openapi.yaml (the test backend checks each one), and nothing of Sam's in
// any answer.

const SAM = DEMO_USERS[1];

/** A path parameter: an id of Sam's, a well-formed unknown id, or anything at all. */
const pathParam = (samIds: string[]) =>
  fc.oneof(
    fc.constantFrom(...samIds),
    fc.uuid(),
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom('..%2F..', '%00', 'null', '-1', '1e309', '<script>'),
  );

const hostileBody = fc.oneof(
  fc.jsonValue(),
  fc.object(),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'userId',
      'savedAnswers',
      'folderName',
      'grantId',
      'startDate',
      'endDate',
      'completed',
      'appUse',
      'idToken',
      '__proto__',
      'constructor',
    ),
    fc.oneof(fc.jsonValue(), fc.constant(SAM.id), fc.constant(SAM.email)),
  ),
  fc.string().map((text) => new InvalidJsonBody(text)),
);

const hostileHeaders = fc.dictionary(
  fc.constantFrom('content-type', 'x-forwarded-for', 'retry-after', 'cookie', 'x-user-id'),
  fc.oneof(fc.string({ maxLength: 60 }), fc.constant(SAM.id)),
);

describe('hostile requests to every operation', () => {
  let backend: TestBackend;
  let dana: string;
  let samIds: string[];

  beforeAll(async () => {
    backend = await createTestBackend();
    dana = await backend.signIn();
    const ids = await Promise.all(
      [
        backend.db.companies,
        backend.db.resources,
        backend.db.folders,
        backend.db.userMissions,
        backend.db.applications,
      ].map(async (table) =>
        (await table.toArray())
          .filter((row) => (row as { userId?: string }).userId === SAM.id)
          .map((row) => (row as { id: string }).id),
      ),
    );
    samIds = [SAM.id, ...ids.flat()];
  });
  afterAll(() => backend.close());

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: no 500, a contract answer, nothing of another user',
    async (_id, op) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathParam(samIds), { minLength: 3, maxLength: 3 }),
          hostileBody,
          hostileHeaders,
          fc.dictionary(fc.constantFrom('email', 'page', 'limit', 'q'), fc.string()),
          async (params, body, headers, query) => {
            let index = 0;
            const path = op.path.replace(/\{\w+\}/g, () => encodeURIComponent(params[index++]!));
            if (op.operationId === 'logout') return; // would end Dana's session for the next runs
            const response = await backend.request(op.method as Method, path, {
              token: dana,
              body,
              headers,
              query,
            });
            expect(response.status).not.toBe(500);
            // Sam's ids and email appear in an answer only when Dana sent them herself.
            const sent = JSON.stringify([path, body, headers, query]);
            const text = JSON.stringify(response.body ?? null);
            for (const secret of [SAM.email, ...samIds].filter((s) => !sent.includes(s))) {
              expect(text).not.toContain(secret);
            }
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});

/** A path parameter that is not a UTF-8 percent sequence (random bytes, cut sequences, stray %). */
const brokenPercent = fc.oneof(
  fc
    .uint8Array({ minLength: 1, maxLength: 6 })
    .map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%E0%A4%A', '%C3%28', '%FF', '%ED%A0%80', 'a%zz', '%%41', '%C0%AF'),
);

describe('hostile paths, bodies and timing', () => {
  let backend: TestBackend;
  let dana: string;

  beforeAll(async () => {
    backend = await createTestBackend();
    dana = await backend.signIn();
  });
  afterAll(() => backend.close());

  const withParams = operations.filter((op) => op.path.includes('{'));

  it.each(withParams.map((op) => [op.operationId, op] as const))(
    '%s: a path parameter that is no UTF-8 percent sequence is an unknown path (404), never a throw',
    async (_id, op) => {
      await fc.assert(
        fc.asyncProperty(brokenPercent, async (param) => {
          const path = op.path.replace(/\{\w+\}/g, param);
          let decodes = true;
          try {
            decodeURIComponent(param);
          } catch {
            decodes = false;
          }
          const response = await backend.app.handle(op.method as Method, path, {
            headers: { authorization: `Bearer ${dana}` },
          });
          if (!decodes) {
            expect(response.status).toBe(404);
          } else {
            expect(response.status).not.toBe(500);
          }
        }),
        { numRuns: 30 },
      );
    },
  );

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: oversized bodies are refused within the contract (no 500, nothing stored)',
    async (_id, op) => {
      if (op.operationId === 'logout') return;
      const huge = 'x'.repeat(2_000_000);
      const keys = [
        'email',
        'password',
        'firstName',
        'name',
        'folderName',
        'title',
        'projectSummary',
        'idToken',
        'oldPassword',
        'linkedinUrl',
      ];
      const bodies: unknown[] = [
        Object.fromEntries(keys.map((key) => [key, huge])),
        {
          savedAnswers: Object.fromEntries(
            Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'v']),
          ),
        },
        { ids: Array.from({ length: 100_000 }, (_, i) => `id-${i}`) },
        new InvalidJsonBody(huge),
      ];
      const path = op.path.replace(/\{\w+\}/g, '0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f');
      for (const body of bodies) {
        const response = await backend.request(op.method as Method, path, { token: dana, body });
        expect(response.status).not.toBe(500);
        expect(JSON.stringify(response.body ?? null)).not.toContain(huge.slice(0, 1000));
      }
      const me = (await backend.request('get', '/auth/me', { token: dana })).body as Json;
      expect(JSON.stringify(me).length).toBeLessThan(10_000);
    },
  );

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: twenty hostile requests at once answer like one at a time (no 500, contract answers)',
    async (_id, op) => {
      if (op.operationId === 'logout') return;
      const samples = fc.sample(fc.tuple(fc.uuid(), hostileBody), 20);
      const answers = await Promise.all(
        samples.map(([id, body]) =>
          backend.request(op.method as Method, op.path.replace(/\{\w+\}/g, id), {
            token: dana,
            body,
          }),
        ),
      );
      for (const answer of answers) expect(answer.status).not.toBe(500);
    },
  );
});
