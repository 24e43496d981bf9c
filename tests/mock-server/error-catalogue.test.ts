// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidJsonBody, type Method } from '../../src/mock-server/http';
import { OPERATION_RULES } from '../../src/mock-server/operation-rules.gen';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { openapi, operationById, operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { uploadForm } from '../support/check-fixtures';
import { CHECKED_OPERATION_IDS, checksOf, tableProblems } from '../support/operations';

// Every error the embedded backend's handlers can answer is one the contract declares for that
// operation: each 4xx of openapi.yaml names its messages (and a 422 each field's codes and
// messages), the test backend validates every answer against them, and the requests of the
// per-operation checks (tests/checks/<resource>.checks.ts, `errors`) reach every error branch of every
// handler. The other way round, every code the contract declares is
// answered by some request, so the contract promises nothing the server never says.

type Json = Record<string, unknown>;

function resolveSchema(node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref === 'string') {
    const [, , kind, name] = ref.split('/');
    return (openapi.components as Record<string, Record<string, Json>>)[kind!]![name!]!;
  }
  return (node ?? {}) as Json;
}

/** The schema of an error answer of an operation (its JSON body). */
function errorSchema(operationId: string, status: string): Json {
  const response = resolveSchema(operationById(operationId).responses[status]);
  const content = response.content as Record<string, { schema?: unknown }> | undefined;
  return resolveSchema(content?.['application/json']?.schema);
}

describe('the contract declares what each error can say', () => {
  const errorStatuses = operations.flatMap((op) =>
    Object.keys(op.responses)
      .filter((status) => status >= '400' && status < '500')
      .map((status) => ({ operationId: op.operationId, status })),
  );

  it.each(errorStatuses)(
    '$operationId $status names its messages (and a 422 its fields)',
    ({ operationId, status }) => {
      const schema = errorSchema(operationId, status);
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      expect(schema.additionalProperties, 'no undeclared member').toBe(false);
      const message = properties.message ?? {};
      expect(
        'enum' in message || 'const' in message || 'pattern' in message,
        `${operationId} ${status}: message is a declared list, constant or pattern`,
      ).toBe(true);
      if (status === '422') {
        const errors = properties.errors ?? {};
        // A field a closed JSON body does not name is answered `unknownField` (issue 61); every
        // other field is listed with its codes.
        expect(errors.additionalProperties).toEqual(
          OPERATION_RULES[operationId]?.fields ? { enum: ['unknownField'] } : false,
        );
        for (const field of Object.values((errors.properties ?? {}) as Record<string, Json>)) {
          expect(Array.isArray(field.enum)).toBe(true);
        }
      }
    },
  );
});

describe('every error branch of every handler answers within the contract', () => {
  let backend: TestBackend;
  let dana: string;
  /** A user with no company yet. */
  let newcomer: string;
  const answered = new Map<string, Set<string>>();
  const ids = { company: '', mission: '', file: '', otherMission: '' };

  async function call(
    operationId: string,
    method: Method,
    path: string,
    options: { body?: unknown; token?: string | null; query?: Record<string, string> } = {},
  ) {
    const response = await backend.request(method, path, {
      token: options.token === undefined ? dana : options.token,
      body: options.body,
      query: options.query,
    });
    // backend.request has validated it against the operation's declared answers.
    expect(response.status, `${operationId} ${path}`).toBeGreaterThanOrEqual(400);
    const body = response.body as { message?: string; errors?: Record<string, string> };
    const seen = answered.get(operationId) ?? new Set<string>();
    seen.add(`message:${body.message}`);
    for (const [field, value] of Object.entries(body.errors ?? {})) seen.add(`${field}:${value}`);
    answered.set(operationId, seen);
    return response;
  }

  beforeAll(async () => {
    backend = await createTestBackend();
    dana = await backend.signIn();
    const registered = await backend.request('post', '/auth/email/register', {
      body: {
        email: 'newcomer@example.org',
        password: 'A-long-passphrase-1',
        firstName: 'New',
        lastName: 'Comer',
        gender: 'other',
        age: 25,
        ethnicity: 'other',
      },
    });
    expect(registered.status).toBe(201);
    newcomer = await backend.signIn('newcomer@example.org', 'A-long-passphrase-1');
    const company = await backend.request('post', '/companies', {
      token: dana,
      body: {
        ein: '12-3456789',
        email: 'info@example.org',
        name: 'Riverbend',
        address: '12 Mill St',
        industry: 'Food',
      },
    });
    ids.company = (company.body as { id: string }).id;
    const missions = (await backend.request('get', '/user-missions', { token: dana })).body as {
      id: string;
      mission: { id: string };
    }[];
    ids.mission = missions[0]!.id;
    ids.otherMission = missions[1]!.mission.id;
    await backend.request('post', '/files/folder', {
      token: dana,
      body: { folderName: 'Taken' },
    });
    const uploaded = await backend.request('post', '/files/upload/Taken', {
      token: dana,
      body: uploadForm('a.txt'),
    });
    ids.file = (uploaded.body as { id: string }).id;
    await backend.request('post', '/newsletter', {
      token: dana,
      body: { name: 'Dana', email: 'taken@example.org' },
    });
  });
  afterAll(() => backend.close());

  const notJson = new InvalidJsonBody('{');

  it('has requests for every operation of openapi.yaml (the per-operation table names them all)', () => {
    expect(tableProblems()).toEqual([]);
  });

  // Per operation, the table's requests that together reach each of its error branches.
  it.each(CHECKED_OPERATION_IDS)('%s: every error it answers is declared', async (operationId) => {
    await checksOf(operationId).errors({
      call: (method, path, options) => call(operationId, method, path, options),
      ids,
      newcomer,
      users: DEMO_USERS,
      notJson,
      backend,
    });
  });

  it('answers every field code and message the contract declares (it promises nothing never said)', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const properties = (errorSchema(op.operationId, '422').properties ?? {}) as Record<
        string,
        Json
      >;
      const fields = ((properties.errors ?? {}).properties ?? {}) as Record<string, Json>;
      for (const [field, schema] of Object.entries(fields)) {
        for (const value of schema.enum as string[]) {
          if (!answered.get(op.operationId)?.has(`${field}:${value}`))
            missing.push(`${op.operationId} ${field}: ${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
