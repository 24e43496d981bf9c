// @vitest-environment node
import { File } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { InvalidJsonBody, type Method } from '../../src/mock-server/http';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { openapi, operationById, operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// Every error the embedded backend's handlers can answer is one the contract declares for that
// operation: each 4xx of openapi.yaml names its messages (and a 422 each field's codes and
// messages), the test backend validates every answer against them, and the requests below reach
// every error branch of every handler. The other way round, every code the contract declares is
// answered by some request, so the contract promises nothing the server never says.

type Json = Record<string, unknown>;
const SOME_UUID = '0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f';
const LONG = (n: number) => 'x'.repeat(n + 1);

function uploadForm(name: string, bytes = 'hello'): FormData {
  const data = new FormData();
  data.append('file', new File([bytes], name, { type: 'text/plain' }) as unknown as Blob);
  return data;
}

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
        expect(errors.additionalProperties).toBe(false);
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
  let samId: string;
  /** A user with no company yet. */
  let newcomer: string;
  const answered = new Map<string, Set<string>>();
  const ids = { company: '', mission: '', file: '', otherMission: '', catalogueMission: '' };

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
    samId = DEMO_USERS[1].id;
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
    ids.catalogueMission = missions[0]!.mission.id;
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
  const application = () =>
    buildApplicationPayload(VALID_ANSWERS, { userId: DEMO_USERS[0].id, grantId: GRANT_ID });

  /** Per operation, requests that together reach each of its error branches. */
  const provoke: Record<string, () => Promise<void>> = {
    async loginWithEmail() {
      const login = (body: unknown) =>
        call('loginWithEmail', 'post', '/auth/email/login', { body, token: null });
      await login(notJson);
      await login([]);
      await login({});
      await login({ email: LONG(254), password: LONG(128), deviceToken: LONG(128) });
      await login({ email: 'nobody@example.org', password: 'wrong-password' });
    },
    async loginWithGoogle() {
      const login = (body: unknown) =>
        call('loginWithGoogle', 'post', '/auth/google/login', { body, token: null });
      await login(notJson);
      await login(null);
      await login({ idToken: 'forged' });
      await login({ idToken: LONG(4096) });
    },
    async register() {
      const register = (body: unknown) =>
        call('register', 'post', '/auth/email/register', { body, token: null });
      const valid = {
        email: 'new.person@example.org',
        password: 'A-long-passphrase-1',
        firstName: 'New',
        lastName: 'Person',
        gender: 'female',
        age: 25,
        ethnicity: 'other',
      };
      await register(notJson);
      await register('text');
      await register({ email: ' ', password: 'short', referralCode: 'x' });
      await register({ ...valid, email: 'not-an-email', password: 'Password1' });
      await register({ ...valid, email: 'not-an-email', password: 'password1234' });
      await register({ ...valid, email: DEMO_USERS[0].email });
      await register({
        ...valid,
        email: LONG(254),
        password: LONG(128),
        firstName: LONG(100),
        lastName: LONG(100),
        referralCode: LONG(36),
      });
    },
    async logout() {
      await call('logout', 'post', '/auth/logout', { token: 'not-a-session' });
    },
    async getMe() {
      await call('getMe', 'get', '/auth/me', { token: null });
    },
    async updateMe() {
      const update = (body: unknown, token?: string | null) =>
        call('updateMe', 'patch', '/auth/me', { body, token });
      await update({}, null);
      await update(notJson);
      await update(7);
      await update({ firstName: ' ' });
      await update({ lastName: '' });
      await update({ linkedinUrl: 'javascript:alert(1)' });
      await update({ savedAnswers: { other: 'x' } });
      await update({ savedAnswers: { email: 'not an email' } });
      await update({ savedAnswers: { location: LONG(200) } });
      await update({ oldPassword: 'abc', password: 'short' });
      await update({ password: 'A-long-passphrase-1' });
      await update({ oldPassword: 'Demo1234!' });
      await update({ oldPassword: 'Demo1234!', password: 'baseball1' });
      await update({ oldPassword: 'not-the-password', password: 'A-long-passphrase-1' });
      await update({
        firstName: LONG(100),
        lastName: LONG(100),
        oldPassword: LONG(128),
        password: LONG(128),
        linkedinUrl: LONG(2048),
      });
    },
    async createCompany() {
      const create = (body: unknown, token?: string | null) =>
        call('createCompany', 'post', '/companies', { body, token });
      await create({}, null);
      await create(notJson);
      await create([]);
      await create({ email: 'nope', website: 'not a site', organizationType: 'pirate' });
      await create({ email: '' });
      await create({
        ein: '12-3456789',
        email: 'info@example.org',
        name: 'Second',
        address: 'Somewhere',
        industry: 'Food',
      });
      await create({
        ein: LONG(200),
        email: LONG(254),
        name: LONG(200),
        dba: LONG(200),
        address: LONG(200),
        industry: LONG(200),
        website: LONG(2048),
      });
    },
    async getMyCompany() {
      await call('getMyCompany', 'get', '/companies/my-company', { token: null });
      await call('getMyCompany', 'get', '/companies/my-company', { token: newcomer });
    },
    async updateCompany() {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('updateCompany', 'patch', `/companies/${id}`, { body, token });
      await update(ids.company, {}, null);
      await update(SOME_UUID, {});
      await update(ids.company, notJson);
      await update(ids.company, 'text');
      await update(ids.company, { email: 'nope', website: 'x', organizationType: 'pirate' });
      await update(ids.company, { email: ' ' });
      await update(ids.company, {
        ein: LONG(200),
        email: LONG(254),
        name: LONG(200),
        dba: LONG(200),
        address: LONG(200),
        industry: LONG(200),
        website: LONG(2048),
      });
    },
    async listUserMissions() {
      await call('listUserMissions', 'get', '/user-missions', { token: null });
    },
    async updateUserMission() {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('updateUserMission', 'patch', `/user-missions/${id}`, { body, token });
      await update(ids.mission, {}, null);
      await update(SOME_UUID, {});
      await update(ids.mission, notJson);
      await update(ids.mission, []);
      await update(ids.mission, {});
      await update(ids.mission, { missionId: ids.otherMission, completed: true });
    },
    async listResourcesInFolder() {
      await call('listResourcesInFolder', 'get', '/resources/folder/Taken', { token: null });
    },
    async updateResource() {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('updateResource', 'patch', `/resources/${id}`, { body, token });
      await update(ids.file, {}, null);
      await update(SOME_UUID, {});
      await update(ids.file, notJson);
      await update(ids.file, null);
      await update(ids.file, { appUse: 'yes' });
      await update(ids.file, { folderName: 'Nowhere' });
      await update(ids.file, { other: true });
    },
    async listFolders() {
      await call('listFolders', 'get', '/files/folders', { token: null });
    },
    async createFolder() {
      const create = (body: unknown, token?: string | null) =>
        call('createFolder', 'post', '/files/folder', { body, token });
      await create({}, null);
      await create(notJson);
      await create(1);
      await create({});
      await create({ folderName: '  ' });
      await create({ folderName: 'a/b' });
      await create({ folderName: LONG(100) });
      await create({ folderName: 'taken' });
    },
    async uploadFile() {
      const upload = (folder: string, body: unknown, token?: string | null) =>
        call('uploadFile', 'post', `/files/upload/${encodeURIComponent(folder)}`, { body, token });
      await upload('Taken', uploadForm('a.txt'), null);
      await upload(' ', uploadForm('a.txt'));
      await upload('a\\b', uploadForm('a.txt'));
      await upload(LONG(100), uploadForm('a.txt'));
      // A form whose `file` is text, not a file (a JSON body is refused with 415 before this rule).
      const textOnly = new FormData();
      textOnly.append('file', 'not a file');
      await upload('Taken', textOnly);
      await upload('Taken', uploadForm('a.txt', 'x'.repeat(10 * 1024 * 1024 + 1)));
      await upload('Taken', uploadForm(`${LONG(251)}.txt`));
    },
    async deleteFile() {
      await call('deleteFile', 'delete', `/files/${ids.file}`, { token: null });
      await call('deleteFile', 'delete', '/files/not-an-id');
      await call('deleteFile', 'delete', `/files/${SOME_UUID}`);
    },
    async getFileContent() {
      await call('getFileContent', 'get', `/files/${ids.file}/content`, { token: null });
      await call('getFileContent', 'get', `/files/${SOME_UUID}/content`);
      await backend.db.fileBlobs.delete(ids.file);
      await call('getFileContent', 'get', `/files/${ids.file}/content`);
    },
    async listAffiliates() {
      await call('listAffiliates', 'get', '/affiliates', { token: null });
    },
    async listNewsletterSubscriptions() {
      await call('listNewsletterSubscriptions', 'get', '/newsletter', { token: 'not-a-session' });
    },
    async subscribeNewsletter() {
      const subscribe = (body: unknown, token?: string | null) =>
        call('subscribeNewsletter', 'post', '/newsletter', { body, token });
      await subscribe({}, 'not-a-session');
      await subscribe(notJson);
      await subscribe([]);
      await subscribe({ name: ' ', email: '' });
      await subscribe({ name: 'A', email: 'nope' });
      await subscribe({ name: 'A', email: 'TAKEN@example.org' });
      await subscribe({ name: LONG(120), email: LONG(254) });
    },
    async listGrants() {
      await call('listGrants', 'get', '/grants', { token: null });
    },
    async createGrant() {
      const create = (body: unknown, token?: string | null) =>
        call('createGrant', 'post', '/grants', { body, token });
      await create({}, null);
      await create(notJson);
      await create('text');
      await create({ status: 'open', agencyName: 3 });
      await create({ fundingSize: Number.NaN, deadline: '2000-01-01' });
      await create({
        title: LONG(200),
        sector: LONG(200),
        sectorFocus: LONG(200),
        agencyName: LONG(200),
        motive: LONG(5000),
        description: LONG(5000),
        sectorDescription: LONG(5000),
        criteria: LONG(5000),
      });
    },
    async getGrant() {
      await call('getGrant', 'get', `/grants/${GRANT_ID}`, { token: null });
      await call('getGrant', 'get', `/grants/${SOME_UUID}`);
    },
    async listSavedGrants() {
      await call('listSavedGrants', 'get', '/saved-grants', { token: null });
    },
    async saveGrant() {
      await call('saveGrant', 'put', `/saved-grants/${GRANT_ID}`, { token: null });
      await call('saveGrant', 'put', `/saved-grants/${SOME_UUID}`);
    },
    async unsaveGrant() {
      await call('unsaveGrant', 'delete', `/saved-grants/${GRANT_ID}`, { token: null });
      await call('unsaveGrant', 'delete', `/saved-grants/${SOME_UUID}`);
    },
    async createGrantApplication() {
      const create = (body: unknown, token?: string | null) =>
        call('createGrantApplication', 'post', '/grant-applications', { body, token });
      await create({}, null);
      await create(notJson);
      await create([]);
      await create({ userId: samId });
      await create({});
      await create({
        email: 'nope',
        projectStartDate: '2030-02-01',
        projectEndDate: '2030-01-01',
        totalProjectBudget: 10,
        requestedFundingAmount: 20,
      });
      await create({
        ...application(),
        totalProjectBudget: Number.POSITIVE_INFINITY,
        requestedFundingAmount: -5,
      });
      await create({ ...application(), grantId: SOME_UUID });
      await create(
        Object.fromEntries(
          ['fullName', 'phoneNumber', 'location', 'projectTitle', 'projectLocation', 'primaryFocus']
            .map((key) => [key, LONG(200)])
            .concat(
              [
                'projectSummary',
                'objective',
                'detailedBudgetBreakdown',
                'detailedBudgedBreakdown',
                'costSharing',
                'problemStatement',
                'projectDescription',
                'projectDesc',
                'methodology',
                'specificReq',
              ].map((key) => [key, LONG(5000)]),
            )
            .concat(
              ['resumes', 'lettersCommitment', 'organizationalChart', 'auditedStatement'].map(
                (key) => [key, LONG(2048)],
              ),
            )
            .concat([['email', LONG(254)]]),
        ),
      );
    },
    async listGrantApplications() {
      const list = (body: unknown, token?: string | null) =>
        call('listGrantApplications', 'post', '/grant-applications/get', { body, token });
      await list({}, null);
      await list(notJson);
      await list(null);
      await list({});
      await list({ startDate: '2024-13-01', endDate: 'soon' });
      await list({ startDate: '2024-02-01', endDate: '2024-01-01' });
    },
    async listGrantApplicationsPage() {
      const list = (body: unknown, token?: string | null) =>
        call('listGrantApplicationsPage', 'post', '/grant-applications/page', { body, token });
      await list({}, null);
      await list(notJson);
      await list([]);
      await list({ tab: 'all', sortBy: 'x', sortDirection: 'up', page: 0, pageSize: 1000 });
      await list({ startDate: 'x', endDate: 'y' });
      await list({
        startDate: '2024-02-01',
        endDate: '2024-01-01',
        tab: 'overview',
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 10,
      });
    },
    async getGrantApplication() {
      await call('getGrantApplication', 'get', `/grant-applications/${SOME_UUID}`, {
        token: null,
      });
      await call('getGrantApplication', 'get', `/grant-applications/${SOME_UUID}`);
    },
    async listNotifications() {
      await call('listNotifications', 'get', '/notifications', { token: null });
      await call('listNotifications', 'get', '/notifications', {
        query: { draftGrantIds: 'not-ids' },
      });
    },
    async markNotificationsRead() {
      const mark = (body: unknown, token?: string | null) =>
        call('markNotificationsRead', 'post', '/notifications/read', { body, token });
      await mark({}, null);
      await mark(notJson);
      await mark('x');
      await mark({ ids: [] });
    },
  };

  it('has requests for every operation of openapi.yaml', () => {
    expect(Object.keys(provoke).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it.each(operations.map((op) => op.operationId))(
    '%s: every error it answers is declared',
    async (operationId) => {
      await provoke[operationId]!();
    },
  );

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
