import { describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  Grant,
  Invitation,
  ReceivedInvitation,
  SharedApplication,
  SharedApplicationConflict,
  SharedApplicationSummary,
} from '../../src/api/schema.gen';
import { type Account, newAccount, signIn, uniqueEmail } from './support/accounts';
import { api } from './support/server';

// Applying together over HTTP (issue 46), with two and three users: the owner invites, the
// invitee accepts, saves of different fields merge, a save of the field someone else changed is
// refused with the current version and resolved by saving again on it, a viewer is refused, a
// removed member loses access at once. Each journey registers its own users, so it holds against
// any server, run after run.

const as = (account: Account) => ({ token: account.token });

async function someGrant(account: Account): Promise<Grant> {
  const grants = (await api.call('get', '/grants', as(account))).body as Grant[];
  expect(grants.length).toBeGreaterThan(0);
  return grants[0]!;
}

async function openDraft(owner: Account): Promise<SharedApplication> {
  const grant = await someGrant(owner);
  const opened = await api.call('post', '/shared-applications', {
    ...as(owner),
    json: { grantId: grant.id },
  });
  expect(opened.status).toBe(201);
  const draft = opened.body as SharedApplication;
  expect(draft).toMatchObject({ grantId: grant.id, role: 'owner', version: 0, state: 'draft' });
  return draft;
}

async function invite(owner: Account, id: string, email: string, role: 'editor' | 'viewer') {
  const sent = await api.call('post', `/shared-applications/${id}/invitations`, {
    ...as(owner),
    json: { email, role },
  });
  expect(sent.status).toBe(201);
  return sent.body as Invitation;
}

async function accept(invitee: Account, id: string): Promise<void> {
  const received = (await api.call('get', '/invitations', as(invitee)))
    .body as ReceivedInvitation[];
  const invitation = received.find((item) => item.applicationId === id);
  expect(invitation, `${invitee.email} has the invitation`).toBeDefined();
  const joined = await api.call('post', `/invitations/${invitation!.id}/accept`, as(invitee));
  expect(joined.status).toBe(200);
  expect((joined.body as SharedApplicationSummary).id).toBe(id);
}

const save = (account: Account, id: string, json: unknown) =>
  api.call('patch', `/shared-applications/${id}`, { ...as(account), json });

describe('two people write one application', () => {
  it('invite, accept, merge, conflict and its resolution, the log, removal', async () => {
    const owner = await newAccount(api, 'owner');
    const editor = await newAccount(api, 'editor');
    const draft = await openDraft(owner);
    const path = `/shared-applications/${draft.id}`;

    // Before the invitation the editor is a stranger: 404, as if it did not exist.
    expect((await api.call('get', path, as(editor))).status).toBe(404);
    await invite(owner, draft.id, editor.email, 'editor');
    await accept(editor, draft.id);
    const joined = (await api.call('get', path, as(editor))).body as SharedApplication;
    expect(joined.role).toBe('editor');
    // A member reads the members by id and name; their emails are the owner's (issue 61).
    expect(joined.members.map((member) => [member.userId, member.email, member.role])).toEqual([
      [owner.user.id, undefined, 'owner'],
      [editor.user.id, undefined, 'editor'],
    ]);

    // Both start from version 0 and change different fields: both saves apply (a merge).
    const ownersSave = await save(owner, draft.id, {
      baseVersion: 0,
      changes: { 'project.projectTitle': 'Reading nights' },
      step: 'project',
    });
    expect(ownersSave.status).toBe(200);
    const editorsSave = await save(editor, draft.id, {
      baseVersion: 0,
      changes: { 'budget.costSharing': 'Library volunteers, $1,100' },
      step: 'budget',
    });
    expect(editorsSave.status).toBe(200);
    const merged = editorsSave.body as SharedApplication;
    expect(merged.version).toBe(2);
    expect(merged.answers).toMatchObject({
      'project.projectTitle': 'Reading nights',
      'budget.costSharing': 'Library volunteers, $1,100',
    });
    // The owner sees the editor on the budget step (active within two minutes).
    const seen = (await api.call('get', path, as(owner))).body as SharedApplication;
    expect(seen.presence).toEqual([
      expect.objectContaining({ userId: editor.user.id, step: 'budget' }),
    ]);

    // Both change the summary from version 2: the later save is refused, nothing of it applied.
    expect(
      (
        await save(editor, draft.id, {
          baseVersion: 2,
          changes: { 'project.projectSummary': "The editor's summary" },
        })
      ).status,
    ).toBe(200);
    const refused = await save(owner, draft.id, {
      baseVersion: 2,
      changes: {
        'project.projectSummary': "The owner's summary",
        'project.objective': 'Read with 120 families',
      },
    });
    expect(refused.status).toBe(409);
    const conflict = refused.body as SharedApplicationConflict;
    expect(conflict.conflicts).toEqual([
      expect.objectContaining({
        field: 'project.projectSummary',
        theirs: "The editor's summary",
        by: expect.objectContaining({ userId: editor.user.id }),
      }),
    ]);
    expect(conflict.current?.version).toBe(3);
    expect(conflict.current?.answers['project.objective']).toBeUndefined();
    // Resolved: the owner keeps both texts in one and saves again on the current version.
    const resolved = await save(owner, draft.id, {
      baseVersion: conflict.current!.version,
      changes: {
        'project.projectSummary': "The editor's summary, and the owner's",
        'project.objective': 'Read with 120 families',
      },
    });
    expect(resolved.status).toBe(200);
    expect((resolved.body as SharedApplication).version).toBe(4);

    // The log, newest first, says who did what.
    const log = (await api.call('get', `${path}/activity`, as(owner))).body as ActivityEntry[];
    expect(log.map((entry) => entry.kind)).toEqual([
      'saved',
      'saved',
      'saved',
      'saved',
      'memberJoined',
      'memberInvited',
      'created',
    ]);
    expect(log[0]).toMatchObject({
      actor: { userId: owner.user.id },
      fields: ['project.projectSummary', 'project.objective'],
    });

    // The owner removes the editor: access ends at once, their save is a 404 too.
    expect((await api.call('delete', `${path}/members/${editor.user.id}`, as(owner))).status).toBe(
      204,
    );
    expect((await api.call('get', path, as(editor))).status).toBe(404);
    expect(
      (await save(editor, draft.id, { baseVersion: 4, changes: { 'contact.location': 'x' } }))
        .status,
    ).toBe(404);
    const theirs = (await api.call('get', '/shared-applications', as(editor)))
      .body as SharedApplicationSummary[];
    expect(theirs.map((row) => row.id)).not.toContain(draft.id);
  });
});

describe('three people: an owner, an editor and a viewer', () => {
  it('the viewer reads but is refused changes, the editor cannot invite, an invitation waits for registration', async () => {
    const owner = await newAccount(api, 'owner');
    const editor = await newAccount(api, 'editor');
    const viewer = await newAccount(api, 'viewer');
    const draft = await openDraft(owner);
    const path = `/shared-applications/${draft.id}`;
    await invite(owner, draft.id, editor.email, 'editor');
    await invite(owner, draft.id, viewer.email, 'viewer');
    await accept(editor, draft.id);
    await accept(viewer, draft.id);

    expect(
      (await save(editor, draft.id, { baseVersion: 0, changes: { 'contact.fullName': 'Ed' } }))
        .status,
    ).toBe(200);
    // The viewer reads what the editor saved, may say where they are, but may not change it.
    const read = (await api.call('get', path, as(viewer))).body as SharedApplication;
    expect(read).toMatchObject({ role: 'viewer', answers: { 'contact.fullName': 'Ed' } });
    expect(
      (await save(viewer, draft.id, { baseVersion: 1, changes: {}, step: 'contact' })).status,
    ).toBe(200);
    const refused = await save(viewer, draft.id, {
      baseVersion: 1,
      changes: { 'contact.fullName': 'Vi' },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Viewers cannot change this application.' },
    });
    expect(((await api.call('get', path, as(owner))).body as SharedApplication).answers).toEqual({
      'contact.fullName': 'Ed',
    });

    // The editor may not invite, change roles or delete.
    const newcomerEmail = uniqueEmail('newcomer');
    expect(
      await api.call('post', `${path}/invitations`, {
        ...as(editor),
        json: { email: newcomerEmail, role: 'viewer' },
      }),
    ).toMatchObject({ status: 403, body: { message: 'Only the owner can do this.' } });
    expect(
      (
        await api.call('patch', `${path}/members/${viewer.user.id}`, {
          ...as(editor),
          json: { role: 'editor' },
        })
      ).status,
    ).toBe(403);
    expect((await api.call('delete', path, as(editor))).status).toBe(403);

    // The owner invites an email with no account yet: it waits for that email's registration,
    // and its verification (issue 61).
    await invite(owner, draft.id, newcomerEmail, 'viewer');
    const newcomer = await newAccount(api, 'newcomer', { email: newcomerEmail });
    await accept(newcomer, draft.id);

    // The viewer becomes an editor; the editor leaves; their access ends with it.
    const promoted = await api.call('patch', `${path}/members/${viewer.user.id}`, {
      ...as(owner),
      json: { role: 'editor' },
    });
    expect(promoted).toMatchObject({ status: 200, body: { role: 'editor' } });
    expect(
      (await save(viewer, draft.id, { baseVersion: 1, changes: { 'contact.location': 'Austin' } }))
        .status,
    ).toBe(200);
    expect((await api.call('delete', `${path}/members/${editor.user.id}`, as(editor))).status).toBe(
      204,
    );
    expect((await api.call('get', path, as(editor))).status).toBe(404);
    const members = ((await api.call('get', path, as(owner))).body as SharedApplication).members;
    expect(members.map((member) => member.email).sort()).toEqual(
      [owner.email, viewer.email, newcomerEmail].sort(),
    );
  });
});

describe('one applicant, two devices (issue 60)', () => {
  it('a draft written on one device is continued on another at its step, and outlives signing out', async () => {
    const laptop = await newAccount(api, 'alone');
    // The same account signed in on a second device: another session, another token.
    const phone: Account = { ...laptop, token: await signIn(api, laptop.email, laptop.password) };
    expect(phone.token).not.toBe(laptop.token);
    const draft = await openDraft(laptop);
    const path = `/shared-applications/${draft.id}`;
    expect(
      (
        await save(laptop, draft.id, {
          baseVersion: 0,
          changes: { 'contact.fullName': 'Alex Alone', 'project.projectTitle': 'Seed library' },
          step: 'project',
        })
      ).status,
    ).toBe(200);

    // Signing out on the laptop ends that session only; the draft stays on the server.
    expect((await api.call('post', '/auth/logout', as(laptop))).status).toBe(204);
    expect((await api.call('get', path, as(laptop))).status).toBe(401);

    // The phone finds the draft in its list and opens it: the same one, at the step it was left.
    const list = (await api.call('get', '/shared-applications', as(phone)))
      .body as SharedApplicationSummary[];
    expect(list).toEqual([
      expect.objectContaining({ id: draft.id, role: 'owner', state: 'draft', others: [] }),
    ]);
    const reopened = await api.call('post', '/shared-applications', {
      ...as(phone),
      json: { grantId: draft.grantId },
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body as SharedApplication).toMatchObject({
      id: draft.id,
      version: 1,
      step: 'project',
      answers: { 'contact.fullName': 'Alex Alone', 'project.projectTitle': 'Seed library' },
    });
    const continued = await save(phone, draft.id, {
      baseVersion: 1,
      changes: { 'project.projectSummary': 'Seeds lent, grown and returned' },
      step: 'budget',
    });
    expect(continued.status).toBe(200);
    expect((continued.body as SharedApplication).version).toBe(2);

    // Back on the laptop after signing in again: both devices' answers, and the phone's step.
    const again: Account = { ...laptop, token: await signIn(api, laptop.email, laptop.password) };
    const read = (await api.call('get', path, as(again))).body as SharedApplication;
    expect(read).toMatchObject({
      version: 2,
      step: 'budget',
      answers: {
        'contact.fullName': 'Alex Alone',
        'project.projectSummary': 'Seeds lent, grown and returned',
      },
    });
  });
});
