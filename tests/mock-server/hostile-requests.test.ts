// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
