// @vitest-environment node
import { File } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import type { Method } from '../../src/mock-server/http';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

type NotificationList = components['schemas']['NotificationList'];

// Who may call what, for every operation of openapi.yaml (enumerated from the file, so an
// operation added later without a check here fails): tokens first, then two users' data.

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

const COMPANY = {
  ein: '12-3456789',
  email: 'info@riverbend.coop',
  name: 'Riverbend Bakery LLC',
  dba: '',
  address: '12 Mill St, Burlington, VT',
  industry: 'Food',
  website: 'riverbend.coop',
};

function uploadForm(name: string, text: string): FormData {
  const data = new FormData();
  data.append('file', new File([text], name, { type: 'text/plain' }) as unknown as Blob);
  return data;
}

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

  it('knows the access rule of every operation (public ones are the sign-in doors only)', () => {
    const open = cases.filter((c) => c.access === 'public').map((c) => c.op.operationId);
    expect(open.sort()).toEqual(['loginWithEmail', 'loginWithGoogle', 'register']);
  });
});

describe("two users: Sam never reads, changes or deletes Dana's data", () => {
  let backend: TestBackend;
  let dana: string;
  let sam: string;
  const danas = {
    company: '',
    folderId: '',
    folderName: 'Dana private',
    fileId: '',
    missionId: '',
    missionCatalogueId: '',
    applicationId: '',
    referralIds: [] as string[],
    newsletterId: '',
  };

  const as = (token: string, method: Method, path: string, body?: unknown) =>
    backend.request(method, path, { token, body });

  beforeAll(async () => {
    backend = await createTestBackend();
    dana = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);

    const mine = await as(dana, 'get', '/companies/my-company');
    danas.company =
      mine.status === 200
        ? (mine.body as { id: string }).id
        : ((await as(dana, 'post', '/companies', COMPANY)).body as { id: string }).id;
    danas.folderId = (
      (await as(dana, 'post', '/files/folder', { folderName: danas.folderName })).body as {
        id: string;
      }
    ).id;
    const uploaded = await as(
      dana,
      'post',
      `/files/upload/${encodeURIComponent(danas.folderName)}`,
      uploadForm('secret.txt', 'only for Dana'),
    );
    danas.fileId = (uploaded.body as { id: string }).id;
    const missions = (await as(dana, 'get', '/user-missions')).body as {
      id: string;
      mission: { id: string };
    }[];
    danas.missionId = missions[0]!.id;
    danas.missionCatalogueId = missions[0]!.mission.id;
    const created = await as(
      dana,
      'post',
      '/grant-applications',
      buildApplicationPayload(VALID_ANSWERS, { userId: DEMO_USERS[0].id, grantId: GRANT_ID }),
    );
    expect(created.status).toBe(201);
    danas.applicationId = (created.body as { id: string }).id;
    danas.referralIds = ((await as(dana, 'get', '/affiliates')).body as { id: string }[]).map(
      (r) => r.id,
    );
    const subscribed = await as(dana, 'post', '/newsletter', {
      name: 'Dana Rivera',
      email: 'dana.private@example.org',
    });
    danas.newsletterId = (subscribed.body as { id: string }).id;
    expect(await as(dana, 'put', `/saved-grants/${GRANT_ID}`)).toMatchObject({ status: 204 });
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

  // One check per operation; the list must name every operation of openapi.yaml.
  const crossUser: Record<string, () => Promise<void>> = {
    loginWithEmail: async () => {
      const res = await backend.request('post', '/auth/email/login', {
        body: { email: DEMO_USERS[0].email, password: DEMO_USERS[1].password },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toHaveProperty('token');
    },
    loginWithGoogle: async () => {
      const res = await backend.request('post', '/auth/google/login', {
        body: { idToken: 'forged' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toHaveProperty('token');
    },
    register: async () => {
      const res = await backend.request('post', '/auth/email/register', {
        body: {
          email: DEMO_USERS[0].email,
          password: 'Takeover123!',
          firstName: 'Eve',
          lastName: 'Taker',
          gender: 'female',
          age: 30,
          ethnicity: 'other',
        },
      });
      expect(res.status).toBe(422);
    },
    logout: async () => {
      const other = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
      expect((await as(other, 'post', '/auth/logout')).status).toBe(204);
      expect((await as(dana, 'get', '/auth/me')).status).toBe(200);
    },
    getMe: async () => {
      expect((await as(sam, 'get', '/auth/me')).body).toMatchObject({ email: DEMO_USERS[1].email });
    },
    updateMe: async () => {
      const res = await as(sam, 'patch', '/auth/me', {
        id: DEMO_USERS[0].id,
        email: DEMO_USERS[0].email,
        firstName: 'Sammy',
      });
      expect(res.body).not.toMatchObject({ id: DEMO_USERS[0].id });
      expect((await as(dana, 'get', '/auth/me')).body).toMatchObject({ firstName: 'Dana' });
    },
    createCompany: async () => {
      await as(sam, 'post', '/companies', { ...COMPANY, id: danas.company, name: 'Hijack Inc' });
      expect((await as(dana, 'get', '/companies/my-company')).body).toMatchObject({
        name: COMPANY.name,
      });
    },
    getMyCompany: async () => {
      const res = await as(sam, 'get', '/companies/my-company');
      expect((res.body as { id?: string }).id).not.toBe(danas.company);
    },
    updateCompany: async () => {
      const res = await as(sam, 'patch', `/companies/${danas.company}`, {
        ...COMPANY,
        name: 'Hijack Inc',
      });
      expect(res.status).toBe(404);
    },
    listUserMissions: async () => {
      const rows = (await as(sam, 'get', '/user-missions')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.missionId);
    },
    updateUserMission: async () => {
      const res = await as(sam, 'patch', `/user-missions/${danas.missionId}`, {
        missionId: danas.missionCatalogueId,
        completed: true,
      });
      expect(res.status).toBe(404);
    },
    listResourcesInFolder: async () => {
      const res = await as(sam, 'get', `/resources/folder/${encodeURIComponent(danas.folderName)}`);
      expect((res.body as { id: string }[]).map((r) => r.id)).not.toContain(danas.fileId);
    },
    updateResource: async () => {
      const res = await as(sam, 'patch', `/resources/${danas.fileId}`, { appUse: true });
      expect(res.status).toBe(404);
    },
    listFolders: async () => {
      const rows = (await as(sam, 'get', '/files/folders')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.folderId);
    },
    createFolder: async () => {
      const res = await as(sam, 'post', '/files/folder', { folderName: danas.folderName });
      expect(res.status).toBe(201);
      expect((res.body as { id: string }).id).not.toBe(danas.folderId);
    },
    uploadFile: async () => {
      const res = await as(
        sam,
        'post',
        `/files/upload/${encodeURIComponent(danas.folderName)}`,
        uploadForm('sam.txt', 'from Sam'),
      );
      expect(res.status).toBe(201);
      const danaFiles = (
        await as(dana, 'get', `/resources/folder/${encodeURIComponent(danas.folderName)}`)
      ).body as { id: string }[];
      expect(danaFiles.map((f) => f.id)).toEqual([danas.fileId]);
    },
    deleteFile: async () => {
      expect((await as(sam, 'delete', `/files/${danas.fileId}`)).status).toBe(404);
      expect((await as(sam, 'delete', `/files/${danas.folderId}`)).status).toBe(404);
    },
    getFileContent: async () => {
      expect((await as(sam, 'get', `/files/${danas.fileId}/content`)).status).toBe(404);
    },
    listAffiliates: async () => {
      const rows = (await as(sam, 'get', '/affiliates')).body as { id: string }[];
      expect(danas.referralIds.length).toBeGreaterThan(0);
      for (const id of danas.referralIds) expect(rows.map((r) => r.id)).not.toContain(id);
    },
    listNewsletterSubscriptions: async () => {
      const rows = (await as(sam, 'get', '/newsletter')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.newsletterId);
    },
    subscribeNewsletter: async () => {
      const res = await as(sam, 'post', '/newsletter', {
        name: 'Sam',
        email: 'dana.private@example.org',
      });
      expect(res.status).toBe(422);
    },
    listGrants: async () => {
      // The grant catalogue is shared by design: every signed-in user reads it.
      expect((await as(sam, 'get', '/grants')).status).toBe(200);
    },
    createGrant: async () => {
      // A new grant joins the shared catalogue; it cannot overwrite an existing one.
      const before = (await as(dana, 'get', `/grants/${GRANT_ID}`)).body;
      await as(sam, 'post', '/grants', { id: GRANT_ID, title: 'Overwritten' });
      expect((await as(dana, 'get', `/grants/${GRANT_ID}`)).body).toEqual(before);
    },
    getGrant: async () => {
      expect((await as(sam, 'get', `/grants/${GRANT_ID}`)).status).toBe(200);
    },
    listSavedGrants: async () => {
      const rows = (await as(sam, 'get', '/saved-grants')).body as { id: string }[];
      expect(rows.map((g) => g.id)).not.toContain(GRANT_ID);
    },
    saveGrant: async () => {
      expect((await as(sam, 'put', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
      expect((await as(sam, 'delete', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
    },
    unsaveGrant: async () => {
      expect((await as(sam, 'delete', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
      const saved = (await as(dana, 'get', '/saved-grants')).body as { id: string }[];
      expect(saved.map((g) => g.id)).toContain(GRANT_ID);
    },
    createGrantApplication: async () => {
      const res = await as(
        sam,
        'post',
        '/grant-applications',
        buildApplicationPayload(VALID_ANSWERS, { userId: DEMO_USERS[0].id, grantId: GRANT_ID }),
      );
      expect(res.status).toBe(422);
    },
    listGrantApplications: async () => {
      const rows = (
        await as(sam, 'post', '/grant-applications/get', {
          startDate: '1970-01-01',
          endDate: '2999-12-31',
        })
      ).body as { id: string; userId: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.applicationId);
      for (const row of rows) expect(row.userId).toBe(DEMO_USERS[1].id);
    },
    listGrantApplicationsPage: async () => {
      const res = await as(sam, 'post', '/grant-applications/page', {
        startDate: '1970-01-01',
        endDate: '2999-12-31',
        tab: 'overview',
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 100,
      });
      expect(res.status).toBe(200);
      const page = res.body as { items: { id: string; userId: string }[]; total: number };
      expect(page.items.map((r) => r.id)).not.toContain(danas.applicationId);
      for (const row of page.items) expect(row.userId).toBe(DEMO_USERS[1].id);
      const samsOwn = (
        await as(sam, 'post', '/grant-applications/get', {
          startDate: '1970-01-01',
          endDate: '2999-12-31',
        })
      ).body as unknown[];
      expect(page.total).toBe(samsOwn.length);
    },
    getGrantApplication: async () => {
      expect((await as(sam, 'get', `/grant-applications/${danas.applicationId}`)).status).toBe(404);
    },
    listNotifications: async () => {
      const danasOwn = ((await as(dana, 'get', '/notifications')).body as NotificationList).items
        .filter((n) => n.kind === 'applicationStageChanged')
        .map((n) => n.subjectId);
      expect(danasOwn.length).toBeGreaterThan(0);
      const items = ((await as(sam, 'get', '/notifications')).body as NotificationList).items;
      for (const id of danasOwn) expect(items.map((n) => n.subjectId)).not.toContain(id);
    },
    markNotificationsRead: async () => {
      const before = ((await as(dana, 'get', '/notifications')).body as NotificationList).items;
      const unread = before.filter((n) => !n.read).map((n) => n.id);
      expect(unread.length).toBeGreaterThan(0);
      expect((await as(sam, 'post', '/notifications/read', { ids: unread })).status).toBe(204);
      const after = ((await as(dana, 'get', '/notifications')).body as NotificationList).items;
      expect(after.filter((n) => !n.read).map((n) => n.id)).toEqual(unread);
    },
  };

  it('has a cross-user check for every operation of openapi.yaml', () => {
    expect(Object.keys(crossUser).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it.each(operations.map((op) => op.operationId))(
    '%s leaves the other user alone',
    async (operationId) => {
      const check = crossUser[operationId];
      expect(check, `no cross-user check for ${operationId}`).toBeDefined();
      await check!();
      await danaStillHasEverything();
    },
  );
});
