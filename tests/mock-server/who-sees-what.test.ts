// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  GrantApplication,
  Invitation,
  SharedApplication,
  SharedApplicationSummary,
} from '../../src/api/schema.gen';
import type { Method } from '../../src/mock-server/http';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { applicationFor } from '../support/check-fixtures';
import { GRANT_ID } from '../unit/application-fixtures';

// Issue 61, point 4, "who may see what": members see names, the owner also emails (the log's
// invitations, the member list, the dashboard's last activity); a document a member attaches from
// their own library is readable by the application's members and only them, and the submitted
// application keeps its name and size.

const NOW = new Date('2026-03-10T12:00:00Z');
const [DANA, SAM, PRIYA] = DEMO_USERS;
const INVITEE = 'board.member@example.org';

describe('who may see what in a shared application (issue 61)', () => {
  let backend: TestBackend;
  let dana: string;
  let sam: string;
  let priya: string;

  beforeEach(async () => {
    backend = await createTestBackend({ now: NOW });
    dana = await backend.signIn();
    sam = await backend.signIn(SAM.email, SAM.password);
    priya = await backend.signIn(PRIYA.email, PRIYA.password);
  });
  afterEach(() => backend.close());

  const call = (token: string, method: Method, path: string, body?: unknown) =>
    backend.request(method, path, { token, body });

  /** Dana's fresh draft for GRANT_ID with Priya as `role`. */
  async function draftWithPriya(role: 'editor' | 'viewer') {
    const draft = (await call(dana, 'post', '/shared-applications', { grantId: GRANT_ID }))
      .body as SharedApplication;
    const invitation = (
      await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
        email: PRIYA.email,
        role,
      })
    ).body as Invitation;
    expect((await call(priya, 'post', `/invitations/${invitation.id}/accept`)).status).toBe(200);
    return draft;
  }
  const log = async (token: string, id: string) =>
    (await call(token, 'get', `/shared-applications/${id}/activity`)).body as ActivityEntry[];

  it.each(['viewer', 'editor'] as const)(
    "a %s reads who was invited without the invitee's email; the owner reads it",
    async (role) => {
      const draft = await draftWithPriya(role);
      await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
        email: INVITEE,
        role: 'viewer',
      });
      const theirs = (await log(priya, draft.id)).find((entry) => entry.kind === 'memberInvited')!;
      expect(theirs.detail).toBeUndefined();
      expect(JSON.stringify(await log(priya, draft.id))).not.toContain(INVITEE);
      const list = (await call(priya, 'get', '/shared-applications'))
        .body as SharedApplicationSummary[];
      const row = list.find((summary) => summary.id === draft.id)!;
      expect(row.lastActivity.summary).toBe('Dana Rivera invited someone');
      const owners = (await log(dana, draft.id)).find((entry) => entry.kind === 'memberInvited')!;
      expect(owners.detail).toBe(INVITEE);
    },
  );

  it("a member reads the other members' names, not their emails; the owner reads both", async () => {
    const draft = await draftWithPriya('editor');
    const asPriya = (await call(priya, 'get', `/shared-applications/${draft.id}`))
      .body as SharedApplication;
    expect(asPriya.members.map((member) => [member.name, member.email])).toEqual([
      ['Dana Rivera', undefined],
      ['Priya Raman', undefined],
    ]);
    const asDana = (await call(dana, 'get', `/shared-applications/${draft.id}`))
      .body as SharedApplication;
    expect(asDana.members.map((member) => member.email)).toEqual([DANA.email, PRIYA.email]);
  });

  it("a declined invitation is logged with the member's name, as the contract says", async () => {
    const draft = (await call(dana, 'post', '/shared-applications', { grantId: GRANT_ID }))
      .body as SharedApplication;
    const invitation = (
      await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
        email: SAM.email,
        role: 'viewer',
      })
    ).body as Invitation;
    expect((await call(sam, 'post', `/invitations/${invitation.id}/decline`)).status).toBe(204);
    const declined = (await log(dana, draft.id)).find((entry) => entry.kind === 'memberDeclined')!;
    expect(declined.detail).toBe('Sam Okafor');
  });

  describe("an editor's document from their own library", () => {
    async function attachPriyasFile(draftId: string) {
      await call(priya, 'post', '/files/folder', { folderName: 'CVs' });
      const form = new FormData();
      form.append('file', new File(['Priya Raman, CV'], 'priya-cv.txt', { type: 'text/plain' }));
      const file = (await call(priya, 'post', '/files/upload/CVs', form)).body as {
        id: string;
        fileName: string;
        size: number;
      };
      const url = `/api/v1/files/${file.id}/content`;
      const { version } = (await call(priya, 'get', `/shared-applications/${draftId}`))
        .body as SharedApplication;
      const saved = await call(priya, 'patch', `/shared-applications/${draftId}`, {
        baseVersion: version,
        changes: { 'documents.resumes': [{ url, fileName: file.fileName, size: file.size }] },
      });
      expect(saved.status).toBe(200);
      return { ...file, url };
    }

    it('is readable by the owner, and by no one outside the application', async () => {
      const draft = await draftWithPriya('editor');
      const file = await attachPriyasFile(draft.id);
      const byOwner = await call(dana, 'get', `/files/${file.id}/content`);
      expect(byOwner.status).toBe(200);
      expect(await (byOwner.body as Blob).text()).toBe('Priya Raman, CV');
      expect((await call(sam, 'get', `/files/${file.id}/content`)).status).toBe(404);
    });

    it('is no longer readable by the owner once it is detached', async () => {
      const draft = await draftWithPriya('editor');
      const file = await attachPriyasFile(draft.id);
      const { version } = (await call(priya, 'get', `/shared-applications/${draft.id}`))
        .body as SharedApplication;
      await call(priya, 'patch', `/shared-applications/${draft.id}`, {
        baseVersion: version,
        changes: { 'documents.resumes': [] },
      });
      expect((await call(dana, 'get', `/files/${file.id}/content`)).status).toBe(404);
    });

    it("is kept in the submitted application's documentFiles", async () => {
      const draft = await draftWithPriya('editor');
      const file = await attachPriyasFile(draft.id);
      const created = await call(dana, 'post', '/grant-applications', {
        ...applicationFor(DANA.id),
        resumes: file.url,
        draftId: draft.id,
      });
      expect(created.status).toBe(201);
      expect((created.body as GrantApplication).documentFiles?.resumes).toEqual({
        fileName: 'priya-cv.txt',
        size: file.size,
      });
    });
  });

  it('the owner may still invite after submitting; the new member reads it and cannot change it', async () => {
    const draft = await draftWithPriya('editor');
    expect(
      (
        await call(dana, 'post', '/grant-applications', {
          ...applicationFor(DANA.id),
          draftId: draft.id,
        })
      ).status,
    ).toBe(201);
    const invitation = await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
      email: SAM.email,
      role: 'editor',
    });
    expect(invitation.status).toBe(201);
    await call(sam, 'post', `/invitations/${(invitation.body as Invitation).id}/accept`);
    const read = await call(sam, 'get', `/shared-applications/${draft.id}`);
    expect((read.body as SharedApplication).state).toBe('submitted');
    const change = await call(sam, 'patch', `/shared-applications/${draft.id}`, {
      baseVersion: (read.body as SharedApplication).version,
      changes: { 'project.objective': 'Changed later' },
    });
    expect(change.status).toBe(409);
  });
});
