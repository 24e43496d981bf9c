import { describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  Grant,
  Invitation,
  ReceivedInvitation,
  SharedApplication,
  SharedApplicationSummary,
} from '../../src/api/schema.gen';
import { type Account, newAccount, uniqueEmail } from './support/accounts';
import { api } from './support/server';

// Issue 61 over HTTP, against any server: what a server accepts it can always answer (ASVS V2.2,
// input validation: limits counted in characters, the contract's email format, closed bodies),
// and members see what their role allows (ASVS V8, access: names for members, emails for the
// owner; a member's attached document readable by the members only). Each journey registers its
// own users. A failure names the requirement.

const as = (account: Account) => ({ token: account.token });

async function draftOf(owner: Account): Promise<SharedApplication> {
  const grants = (await api.call('get', '/grants', as(owner))).body as Grant[];
  const opened = await api.call('post', '/shared-applications', {
    ...as(owner),
    json: { grantId: grants[0]!.id },
  });
  expect(opened.status).toBe(201);
  return opened.body as SharedApplication;
}

async function join(owner: Account, member: Account, id: string, role: 'editor' | 'viewer') {
  const sent = await api.call('post', `/shared-applications/${id}/invitations`, {
    ...as(owner),
    json: { email: member.email, role },
  });
  expect(sent.status).toBe(201);
  const received = (await api.call('get', '/invitations', as(member))).body as ReceivedInvitation[];
  const invitation = received.find((item) => item.applicationId === id)!;
  expect((await api.call('post', `/invitations/${invitation.id}/accept`, as(member))).status).toBe(
    200,
  );
}

describe('V2.2 input: what is stored can be answered', () => {
  it('V2.2: a name of 100 + 100 characters leaves every read of a shared application answering', async () => {
    const owner = await newAccount(api, 'owner');
    const editor = await newAccount(api, 'editor');
    const draft = await draftOf(owner);
    await join(owner, editor, draft.id, 'editor');
    const renamed = await api.call('patch', '/auth/me', {
      ...as(editor),
      json: { firstName: 'P'.repeat(100), lastName: 'R'.repeat(100) },
    });
    expect(renamed.status, 'V2.2 a name within its limits is taken').toBe(200);
    const saved = await api.call('patch', `/shared-applications/${draft.id}`, {
      ...as(editor),
      json: { baseVersion: 0, changes: { 'project.objective': 'Reach 300 families' } },
    });
    expect(saved.status, 'V2.2 the save answers, not 500 after writing').toBe(200);
    for (const account of [owner, editor]) {
      for (const path of [
        '/shared-applications',
        `/shared-applications/${draft.id}`,
        `/shared-applications/${draft.id}/activity`,
      ]) {
        const read = await api.call('get', path, as(account));
        expect(read.status, `V2.2 GET ${path} after a long name`).toBe(200);
      }
    }
  });

  it.each(['a..b@example.com', 'x@-bad-.com', '<script>alert(1)</script>@evil.com'])(
    'V2.2: an invitation of %s is refused (422) and the application still answers',
    async (email) => {
      const owner = await newAccount(api, 'owner');
      const draft = await draftOf(owner);
      const sent = await api.call('post', `/shared-applications/${draft.id}/invitations`, {
        ...as(owner),
        json: { email, role: 'viewer' },
      });
      expect(sent.status, 'V2.2 an email the contract refuses is refused').toBe(422);
      const read = await api.call('get', `/shared-applications/${draft.id}`, as(owner));
      expect(read.status).toBe(200);
      expect((read.body as SharedApplication).invitations).toEqual([]);
    },
  );

  it('V2.2: register with a..b@x.test is refused and no account is made', async () => {
    const registered = await api.call('post', '/auth/email/register', {
      json: {
        email: 'a..b@x.test',
        password: 'Correct-Horse-61',
        firstName: 'Ada',
        lastName: 'Byron',
        gender: 'other',
        age: 35,
        ethnicity: 'other',
      },
    });
    expect(registered.status, 'V2.2 register refuses an email off the contract').toBe(422);
  });

  it('V2.2: unknown fields and change paths are 422 naming them, never ignored or 500', async () => {
    const owner = await newAccount(api, 'owner');
    const draft = await draftOf(owner);
    const path = `/shared-applications/${draft.id}`;
    const withRole = await api.call('patch', path, {
      ...as(owner),
      json: { baseVersion: 0, changes: {}, role: 'owner' },
    });
    expect(withRole.status, 'V2.2 a closed body refuses an unknown field').toBe(422);
    expect(withRole.body).toMatchObject({ errors: { role: 'unknownField' } });
    const proto = await api.call('patch', path, {
      ...as(owner),
      raw: '{"baseVersion":0,"changes":{"__proto__":"x"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.status, 'V2.2 a change path __proto__ is refused, not 500').toBe(422);
    expect(Object.keys((proto.body as { errors: object }).errors)).toEqual(['__proto__']);
  });

  it('V2.2: a title of 150 emoji is taken: limits count characters, not UTF-16 units', async () => {
    const owner = await newAccount(api, 'owner');
    const draft = await draftOf(owner);
    const saved = await api.call('patch', `/shared-applications/${draft.id}`, {
      ...as(owner),
      json: { baseVersion: 0, changes: { 'project.projectTitle': '🌱'.repeat(150) } },
    });
    expect(saved.status, 'V2.2 150 characters are within a limit of 200').toBe(200);
  });
});

describe('V8 access: members see names, the owner also emails', () => {
  it("V8: a viewer reads no invitee's email and no member's email; the owner reads both", async () => {
    const owner = await newAccount(api, 'owner');
    const viewer = await newAccount(api, 'viewer');
    const draft = await draftOf(owner);
    await join(owner, viewer, draft.id, 'viewer');
    const invitee = uniqueEmail('invitee');
    const sent = await api.call('post', `/shared-applications/${draft.id}/invitations`, {
      ...as(owner),
      json: { email: invitee, role: 'editor' },
    });
    expect((sent.body as Invitation).email).toBe(invitee);
    const log = (await api.call('get', `/shared-applications/${draft.id}/activity`, as(viewer)))
      .body as ActivityEntry[];
    expect(JSON.stringify(log), "V8 a viewer reads no invitee's email").not.toContain(invitee);
    const application = (await api.call('get', `/shared-applications/${draft.id}`, as(viewer)))
      .body as SharedApplication;
    expect(
      application.members.some((member) => member.email !== undefined),
      "V8 a viewer reads no member's email",
    ).toBe(false);
    const list = (await api.call('get', '/shared-applications', as(viewer)))
      .body as SharedApplicationSummary[];
    expect(JSON.stringify(list)).not.toContain(invitee);
    const owners = (await api.call('get', `/shared-applications/${draft.id}/activity`, as(owner)))
      .body as ActivityEntry[];
    expect(owners.find((entry) => entry.kind === 'memberInvited')?.detail).toBe(invitee);
  });

  it("V8: an editor's attached document is readable by the owner and by no stranger", async () => {
    const owner = await newAccount(api, 'owner');
    const editor = await newAccount(api, 'editor');
    const stranger = await newAccount(api, 'stranger');
    const draft = await draftOf(owner);
    await join(owner, editor, draft.id, 'editor');
    const form = new FormData();
    form.append('file', new File(['an editor CV'], 'cv.txt', { type: 'text/plain' }));
    const uploaded = await api.call('post', '/files/upload/uploads', { ...as(editor), form });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body as { id: string; fileName: string };
    const saved = await api.call('patch', `/shared-applications/${draft.id}`, {
      ...as(editor),
      json: {
        baseVersion: 0,
        changes: {
          'documents.resumes': [
            { url: `/api/v1/files/${file.id}/content`, fileName: file.fileName },
          ],
        },
      },
    });
    expect(saved.status).toBe(200);
    const byOwner = await api.call('get', `/files/${file.id}/content`, as(owner));
    expect(byOwner.status, 'V8 a member reads a document attached to their application').toBe(200);
    const byStranger = await api.call('get', `/files/${file.id}/content`, as(stranger));
    expect(byStranger.status, 'V8 no one outside the application reads it').toBe(404);
  });
});
