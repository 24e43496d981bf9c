// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SharedApplication, SharedApplicationSummary } from '../../src/api/schema.gen';
import type { Method } from '../../src/mock-server/http';
import { OPERATION_RULES } from '../../src/mock-server/operation-rules.gen';
import { DEMO_SHARED_APPLICATION_ID } from '../../src/mock-server/seed/shared-applications';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Issue 61, "what is stored can be answered": each case the security pass found, where a write
// was accepted that the server's own answers could not carry (so later reads answered 500 for
// everyone), or a body said more than the contract allows and was silently ignored. Every
// answer is checked against openapi.yaml by the test backend; each test also names the status.

const NOW = new Date('2026-03-10T12:00:00Z');
const [, , PRIYA] = DEMO_USERS;
const SHARED = DEMO_SHARED_APPLICATION_ID;

describe('what is stored can be answered (issue 61)', () => {
  let backend: TestBackend;
  let dana: string;
  let priya: string;

  beforeEach(async () => {
    backend = await createTestBackend({ now: NOW });
    dana = await backend.signIn();
    priya = await backend.signIn(PRIYA.email, PRIYA.password);
  });
  afterEach(() => backend.close());

  const call = (token: string, method: Method, path: string, body?: unknown) =>
    backend.request(method, path, { token, body });
  const rename = (token: string, firstName: string, lastName: string) =>
    call(token, 'patch', '/auth/me', { firstName, lastName });
  const priyaId = async () => ((await call(priya, 'get', '/auth/me')).body as { id: string }).id;

  /** Every read of the shared application a member makes, each answering 200. */
  async function everyReadAnswers(token: string) {
    expect((await call(token, 'get', '/shared-applications')).status).toBe(200);
    expect((await call(token, 'get', `/shared-applications/${SHARED}`)).status).toBe(200);
    expect((await call(token, 'get', `/shared-applications/${SHARED}/activity`)).status).toBe(200);
  }

  describe('names', () => {
    it('a name of 100 + 100 characters leaves the shared application readable by every member', async () => {
      expect((await rename(priya, 'P'.repeat(100), 'R'.repeat(100))).status).toBe(200);
      await everyReadAnswers(dana);
      await everyReadAnswers(priya);
      const application = (await call(dana, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      const name = application.members.find((member) => member.email === PRIYA.email)!.name;
      expect([...name].length).toBeLessThanOrEqual(200);
      expect(name.startsWith(`${'P'.repeat(100)} R`)).toBe(true);
    });

    it("the editor's save with such a name answers 200, not 500 after it was written", async () => {
      await rename(priya, 'P'.repeat(100), 'R'.repeat(100));
      const { version } = (await call(priya, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      const saved = await call(priya, 'patch', `/shared-applications/${SHARED}`, {
        baseVersion: version,
        changes: { 'project.objective': 'Reach 300 families' },
      });
      expect(saved.status).toBe(200);
    });

    it('the log still answers once such a member has joined and been removed', async () => {
      await rename(priya, 'P'.repeat(100), 'R'.repeat(100));
      const { version } = (await call(priya, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      await call(priya, 'patch', `/shared-applications/${SHARED}`, {
        baseVersion: version,
        changes: { 'project.objective': 'Reach 300 families' },
      });
      const removed = await call(
        dana,
        'delete',
        `/shared-applications/${SHARED}/members/${await priyaId()}`,
      );
      expect(removed.status).toBe(204);
      await everyReadAnswers(dana);
    });
  });

  describe('activity summaries', () => {
    it('a 251-character file name attached by a member with a 50-character name keeps every list answering', async () => {
      await rename(priya, 'P'.repeat(25), 'R'.repeat(24));
      const { version } = (await call(priya, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      const saved = await call(priya, 'patch', `/shared-applications/${SHARED}`, {
        baseVersion: version,
        changes: {
          'documents.resumes': [
            { url: '/api/v1/files/x/content', fileName: `${'f'.repeat(247)}.pdf` },
          ],
        },
      });
      expect(saved.status).toBe(200);
      await everyReadAnswers(dana);
      await everyReadAnswers(priya);
      const list = (await call(dana, 'get', '/shared-applications'))
        .body as SharedApplicationSummary[];
      for (const row of list) expect([...row.lastActivity.summary].length).toBeLessThanOrEqual(300);
    });

    it('a 252-character invited email from an owner with a 50-character name keeps every list answering', async () => {
      await rename(dana, 'D'.repeat(25), 'R'.repeat(24));
      const email = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(4)}.org`;
      expect(email).toHaveLength(252);
      const invited = await call(dana, 'post', `/shared-applications/${SHARED}/invitations`, {
        email,
        role: 'viewer',
      });
      expect(invited.status).toBe(201);
      await everyReadAnswers(dana);
      await everyReadAnswers(priya);
    });
  });

  describe('emails the contract refuses', () => {
    const refused = [
      'a..b@example.com',
      'üser@example.com',
      'x@-bad-.com',
      '<script>alert(1)</script>@evil.com',
    ];

    it.each(refused)('an invitation of %s is refused (422) and writes nothing', async (email) => {
      const before = (await call(dana, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      const response = await call(dana, 'post', `/shared-applications/${SHARED}/invitations`, {
        email,
        role: 'editor',
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { email: 'Email address is invalid' } });
      const after = await call(dana, 'get', `/shared-applications/${SHARED}`);
      expect(after.status).toBe(200);
      expect((after.body as SharedApplication).invitations).toEqual(before.invitations);
    });

    it('register with a..b@x.test is refused (422) and creates no account', async () => {
      const response = await backend.request('post', '/auth/email/register', {
        body: {
          email: 'a..b@x.test',
          password: 'Correct-Horse-9',
          firstName: 'Ada',
          lastName: 'Byron',
          gender: 'Female',
          age: 30,
          ethnicity: 'White',
        },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { email: 'Email is invalid' } });
      const signIn = await backend.request('post', '/auth/email/login', {
        body: { email: 'a..b@x.test', password: 'Correct-Horse-9' },
      });
      expect(signIn.status).toBe(422);
    });
  });

  describe('what the body may say', () => {
    const version = async () =>
      ((await call(dana, 'get', `/shared-applications/${SHARED}`)).body as SharedApplication)
        .version;

    it.each(['contact.nickname', 'nickname', '__proto__', 'constructor'])(
      'an unknown change path %s is 422 naming it',
      async (path) => {
        const changes = JSON.parse(`{${JSON.stringify(path)}: "x"}`) as Record<string, unknown>;
        const response = await call(dana, 'patch', `/shared-applications/${SHARED}`, {
          baseVersion: await version(),
          changes,
        });
        expect(response.status).toBe(422);
        const errors = (response.body as { errors: Record<string, string> }).errors;
        expect(Object.hasOwn(errors, path)).toBe(true);
        expect(errors[path]).toBe('unknownField');
      },
    );

    it('role: "owner" in a save is 422 naming the field, and the caller stays an editor', async () => {
      const { version: base } = (await call(priya, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      const response = await call(priya, 'patch', `/shared-applications/${SHARED}`, {
        baseVersion: base,
        changes: {},
        role: 'owner',
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { role: 'unknownField' } });
      const after = (await call(priya, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      expect(after.role).toBe('editor');
    });

    it('a top-level __proto__ is 422 naming it', async () => {
      const body = JSON.parse(
        `{"baseVersion": ${await version()}, "changes": {}, "__proto__": {"role": "owner"}}`,
      ) as unknown;
      const response = await call(dana, 'patch', `/shared-applications/${SHARED}`, body);
      expect(response.status).toBe(422);
      expect(Object.hasOwn((response.body as { errors: object }).errors, '__proto__')).toBe(true);
    });

    it.each([
      [
        'an invitation',
        'post',
        `/shared-applications/${SHARED}/invitations`,
        { email: 'new@example.org', role: 'viewer', admin: true },
        'admin',
      ],
      [
        'a saved search',
        'post',
        '/saved-searches',
        { name: 'Mine', filters: {}, shared: true },
        'shared',
      ],
    ] as const)(
      '%s with an unknown field is 422 naming it',
      async (_what, method, path, body, field) => {
        const response = await call(dana, method, path, body);
        expect(response.status).toBe(422);
        expect((response.body as { errors: Record<string, string> }).errors[field]).toBe(
          'unknownField',
        );
      },
    );

    // Every operation whose JSON body the contract closes: the gate names the extra field before
    // any handler runs (so before any 404 of the path's ids).
    const closed = operations.filter((op) => OPERATION_RULES[op.operationId]?.fields);
    it.each(closed.map((op) => [op.operationId, op] as const))(
      '%s names an unknown top-level field (422 unknownField)',
      async (_id, op) => {
        const path = op.path.replace(/\{[^}]+\}/g, '5b2d8f4a-6c1e-4d3b-9a7f-2e8c4b6d1a03');
        const response = await call(dana, op.method as Method, path, { extra: 1 });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          message: 'Some fields are not part of this request',
          errors: { extra: 'unknownField' },
        });
      },
    );

    it('a role change with an unknown field is 422 naming it', async () => {
      const response = await call(
        dana,
        'patch',
        `/shared-applications/${SHARED}/members/${await priyaId()}`,
        { role: 'viewer', owner: true },
      );
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { owner: 'unknownField' } });
    });
  });

  describe('counting characters', () => {
    it('a title of 150 emoji is saved: the server counts characters as the counters do', async () => {
      const response = await call(dana, 'patch', `/shared-applications/${SHARED}`, {
        baseVersion: await (async () =>
          ((await call(dana, 'get', `/shared-applications/${SHARED}`)).body as SharedApplication)
            .version)(),
        changes: { 'project.projectTitle': '🌱'.repeat(150) },
      });
      expect(response.status).toBe(200);
    });

    it('saved answers of 150 emoji and a folder name of 100 emoji are kept (found by the property test)', async () => {
      const saved = await call(dana, 'patch', '/auth/me', {
        savedAnswers: { fullName: '🌱'.repeat(150), location: '🌱'.repeat(200) },
      });
      expect(saved.status).toBe(200);
      const folder = await call(dana, 'post', '/files/folder', { folderName: '🌱'.repeat(100) });
      expect(folder.status).toBe(201);
    });

    it('a title of 201 emoji is refused as too long', async () => {
      const { version } = (await call(dana, 'get', `/shared-applications/${SHARED}`))
        .body as SharedApplication;
      const response = await call(dana, 'patch', `/shared-applications/${SHARED}`, {
        baseVersion: version,
        changes: { 'project.projectTitle': '🌱'.repeat(201) },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { 'project.projectTitle': 'tooLong' } });
    });
  });
});
