// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../../src/mock-server/http';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import {
  CHECKED_OPERATION_IDS,
  COMPANY,
  type OwnedData,
  type TwoUsers,
  applicationFor,
  checksOf,
  tableProblems,
  uploadForm,
} from '../support/operations';
import { GRANT_ID } from '../unit/application-fixtures';

// Who may call what, for every operation of openapi.yaml: tokens first (the access rule of each
// operation comes from the file), then two users' data, where Sam's attempt on each operation is
// the `forbidden` of the per-operation table (tests/support/operations.ts), run against Dana's
// data of the kind its `owned` names.

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
  const danas: TwoUsers['danas'] = {
    company: '',
    folderId: '',
    folderName: 'Dana private',
    fileId: '',
    missionId: '',
    missionCatalogueId: '',
    applicationId: '',
    referralIds: [],
    newsletterId: '',
    savedSearchId: '',
    sharedApplicationId: '',
    invitationId: '',
  };

  const as = (token: string, method: Method, path: string, body?: unknown) =>
    backend.request(method, path, { token, body });

  const made = new Set<OwnedData>();
  /** Dana's data of each kind the table's operations reach, set up in this order. */
  const setUp: Record<OwnedData, () => Promise<void>> = {
    async account() {
      expect((await as(dana, 'get', '/auth/me')).body).toMatchObject({
        id: DEMO_USERS[0].id,
      });
    },
    async company() {
      const mine = await as(dana, 'get', '/companies/my-company');
      danas.company =
        mine.status === 200
          ? (mine.body as { id: string }).id
          : ((await as(dana, 'post', '/companies', COMPANY)).body as { id: string }).id;
    },
    async folder() {
      danas.folderId = (
        (await as(dana, 'post', '/files/folder', { folderName: danas.folderName })).body as {
          id: string;
        }
      ).id;
    },
    async file() {
      const uploaded = await as(
        dana,
        'post',
        `/files/upload/${encodeURIComponent(danas.folderName)}`,
        uploadForm('secret.txt', 'only for Dana'),
      );
      danas.fileId = (uploaded.body as { id: string }).id;
    },
    async mission() {
      const missions = (await as(dana, 'get', '/user-missions')).body as {
        id: string;
        mission: { id: string };
      }[];
      danas.missionId = missions[0]!.id;
      danas.missionCatalogueId = missions[0]!.mission.id;
    },
    async application() {
      const created = await as(
        dana,
        'post',
        '/grant-applications',
        applicationFor(DEMO_USERS[0].id),
      );
      expect(created.status).toBe(201);
      danas.applicationId = (created.body as { id: string }).id;
    },
    async referrals() {
      danas.referralIds = ((await as(dana, 'get', '/affiliates')).body as { id: string }[]).map(
        (r) => r.id,
      );
    },
    async subscription() {
      const subscribed = await as(dana, 'post', '/newsletter', {
        name: 'Dana Rivera',
        email: 'dana.private@example.org',
      });
      danas.newsletterId = (subscribed.body as { id: string }).id;
    },
    async savedGrant() {
      expect(await as(dana, 'put', `/saved-grants/${GRANT_ID}`)).toMatchObject({ status: 204 });
    },
    async savedSearch() {
      const made = await as(dana, 'post', '/saved-searches', {
        name: "Dana's food search",
        filters: { q: 'food' },
      });
      expect(made.status).toBe(201);
      danas.savedSearchId = (made.body as { id: string }).id;
    },
    async sharedApplication() {
      const opened = await as(dana, 'post', '/shared-applications', { grantId: GRANT_ID });
      expect(opened.status).toBe(201);
      danas.sharedApplicationId = (opened.body as { id: string }).id;
      const invited = await as(
        dana,
        'post',
        `/shared-applications/${danas.sharedApplicationId}/invitations`,
        { email: 'guest@example.org', role: 'editor' },
      );
      expect(invited.status).toBe(201);
      danas.invitationId = (invited.body as { id: string }).id;
    },
    async notifications() {
      // The seed gives Dana notifications of her own (stage changes of her applications).
      expect((await as(dana, 'get', '/notifications')).status).toBe(200);
    },
  };

  beforeAll(async () => {
    backend = await createTestBackend();
    dana = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
    for (const [kind, setUpKind] of Object.entries(setUp)) {
      await setUpKind();
      made.add(kind as OwnedData);
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
