// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../../src/mock-server/http';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { COMPANY } from '../support/check-fixtures';
import type { DanasData, OwnedData } from '../support/checks';
import {
  CHECKED_OPERATION_IDS,
  OWNER_SETUPS,
  checksOf,
  tableProblems,
} from '../support/operations';
import { GRANT_ID } from '../unit/application-fixtures';

// Who may call what, for every operation of openapi.yaml: tokens first (the access rule of each
// operation comes from the file), then two users' data, where Sam's attempt on each operation is
// the `forbidden` of its checks entry (tests/checks/<resource>.checks.ts), run against Dana's
// data of the kind its `owned` names, which that kind's checks file sets up (`ownerData`).

const SOME_UUID = '0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f';

type Access = 'public' | 'optional' | 'secured';

function accessOf(op: (typeof operations)[number]): Access {
  if (op.security === undefined) return 'secured';
  if (op.security.length === 0) return 'public';
  return op.security.some((entry) => entry && Object.keys(entry as object).length === 0)
    ? 'optional'
    : 'secured';
}

/** A concrete path for an operation: every path parameter becomes a well-formed id. */
const samplePath = (path: string) => path.replace(/\{\w+\}/g, SOME_UUID);

describe('tokens: every secured operation refuses a missing, unknown or signed-out token', () => {
  let backend: TestBackend;
  let signedOut: string;

  beforeAll(async () => {
    backend = await createTestBackend();
    signedOut = await backend.signIn();
    expect((await backend.request('post', '/auth/logout', { token: signedOut })).status).toBe(204);
  });
  afterAll(() => backend.close());

  const cases = operations.map((op) => ({ op, access: accessOf(op) }));

  it.each(cases.filter((c) => c.access === 'secured'))(
    '$op.operationId ($op.method $op.path) answers 401 without a valid session',
    async ({ op }) => {
      const path = samplePath(op.path);
      for (const token of [null, 'not-a-real-token', signedOut]) {
        const res = await backend.request(op.method as Method, path, { token, body: {} });
        expect(res.status, `${op.operationId} with token ${String(token)}`).toBe(401);
      }
    },
  );

  it.each(cases.filter((c) => c.access === 'optional'))(
    '$op.operationId ($op.method $op.path) is open anonymously but refuses a bad token',
    async ({ op }) => {
      const path = samplePath(op.path);
      for (const token of ['not-a-real-token', signedOut]) {
        const res = await backend.request(op.method as Method, path, { token, body: {} });
        expect(res.status, `${op.operationId} with token ${token}`).toBe(401);
      }
    },
  );

  it('knows the access rule of every operation (public ones are the sign-in doors and the verification link only)', () => {
    const open = cases.filter((c) => c.access === 'public').map((c) => c.op.operationId);
    // A verification link may be opened signed out, or in another browser (issue 61).
    expect(open.sort()).toEqual(['loginWithEmail', 'loginWithGoogle', 'register', 'verifyEmail']);
  });
});

describe("two users: Sam never reads, changes or deletes Dana's data", () => {
  let backend: TestBackend;
  let dana: string;
  let sam: string;
  /** Filled by the setups of the checks files (their `ownerData`). */
  const danas = {} as DanasData;

  const as = (token: string, method: Method, path: string, body?: unknown) =>
    backend.request(method, path, { token, body });

  const made = new Set<OwnedData>();

  beforeAll(async () => {
    backend = await createTestBackend();
    dana = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
    // Dana's data of each kind the table's operations reach, set up by the checks files in order.
    for (const [kind, setUp] of OWNER_SETUPS) {
      Object.assign(
        danas,
        await setUp({ backend, as, dana, sam, danas, users: DEMO_USERS, expect }),
      );
      made.add(kind);
    }
  });
  afterAll(() => backend.close());

  async function danaStillHasEverything() {
    expect((await as(dana, 'get', '/companies/my-company')).body).toMatchObject({
      id: danas.company,
      name: COMPANY.name,
    });
    expect((await as(dana, 'get', `/files/${danas.fileId}/content`)).status).toBe(200);
    const folders = (await as(dana, 'get', '/files/folders')).body as { id: string }[];
    expect(folders.map((f) => f.id)).toContain(danas.folderId);
    expect(
      ((await as(dana, 'get', `/grant-applications/${danas.applicationId}`)).body as { id: string })
        .id,
    ).toBe(danas.applicationId);
    const saved = (await as(dana, 'get', '/saved-grants')).body as { id: string }[];
    expect(saved.map((g) => g.id)).toContain(GRANT_ID);
    expect((await as(dana, 'get', '/auth/me')).body).toMatchObject({ email: DEMO_USERS[0].email });
  }

  it('has a cross-user check for every operation of openapi.yaml (the per-operation table names them all)', () => {
    expect(tableProblems()).toEqual([]);
  });

  it.each(CHECKED_OPERATION_IDS)('%s leaves the other user alone', async (operationId) => {
    const { owned, forbidden } = checksOf(operationId);
    if (owned)
      expect(made.has(owned), `${operationId} reaches Dana's ${owned}, not set up`).toBe(true);
    await forbidden({ backend, as, dana, sam, danas, users: DEMO_USERS, expect });
    await danaStillHasEverything();
  });
});
