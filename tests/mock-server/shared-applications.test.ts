// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  Grant,
  GrantApplication,
  Invitation,
  NotificationList,
  ReceivedInvitation,
  SharedApplication,
  SharedApplicationConflict,
  SharedApplicationSummary,
} from '../../src/api/schema.gen';
import { answersOf, fieldsOf } from '../../src/domain/shared-application';
import type { Method } from '../../src/mock-server/http';
import { logStageChanged } from '../../src/mock-server/routes/shared-applications';
import { SEEDED_DRAFT_GRANT_ID } from '../../src/mock-server/seed/drafts';
import {
  DEMO_SHARED_APPLICATION_ID,
  SAM_SHARED_APPLICATION_ID,
} from '../../src/mock-server/seed/shared-applications';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { applicationFor } from '../support/check-fixtures';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// Applying together (issue 46) on the embedded backend: saves that merge per field and refuse a
// field someone else changed (atomically), who may do what (owner, editor, viewer, stranger,
// removed member), invitations (expiry, an email that registers later, the bell), the log, and
// submitting a shared draft. Every answer is checked against openapi.yaml by the test backend.

const NOW = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const [DANA, SAM, PRIYA] = DEMO_USERS;

describe('shared applications (embedded backend)', () => {
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

  it("seeds Sam's draft written with Priya: her budget in its log, both as members (the tour shows it)", async () => {
    const application = await get(sam, SAM_SHARED_APPLICATION_ID);
    expect(application).toMatchObject({ role: 'owner', state: 'draft', version: 2 });
    expect(application.members.map((member) => [member.name, member.role])).toEqual([
      ['Sam Okafor', 'owner'],
      ['Priya Raman', 'editor'],
    ]);
    expect(application.fieldVersions['budget.lines']?.by.name).toBe('Priya Raman');
    const log = await activity(priya, SAM_SHARED_APPLICATION_ID);
    expect(log[0]).toMatchObject({ kind: 'saved', actor: { name: 'Priya Raman' } });
    expect(log.at(-1)).toMatchObject({ kind: 'created', actor: { name: 'Sam Okafor' } });
    // Dana is no member of it: it does not exist for her.
    expect(
      (await call(dana, 'get', `/shared-applications/${SAM_SHARED_APPLICATION_ID}`)).status,
    ).toBe(404);
  });

  async function open(token: string, grantId = GRANT_ID) {
    const response = await call(token, 'post', '/shared-applications', { grantId });
    expect([200, 201]).toContain(response.status);
    return response.body as SharedApplication;
  }
  const save = (token: string, id: string, body: unknown) =>
    call(token, 'patch', `/shared-applications/${id}`, body);
  const get = async (token: string, id: string) => {
    const response = await call(token, 'get', `/shared-applications/${id}`);
    expect(response.status).toBe(200);
    return response.body as SharedApplication;
  };
  const activity = async (token: string, id: string) => {
    const response = await call(token, 'get', `/shared-applications/${id}/activity`);
    expect(response.status).toBe(200);
    return response.body as ActivityEntry[];
  };
  async function invite(id: string, email: string, role: 'editor' | 'viewer') {
    const response = await call(dana, 'post', `/shared-applications/${id}/invitations`, {
      email,
      role,
    });
    expect(response.status).toBe(201);
    return response.body as Invitation;
  }
  async function join(token: string, invitationId: string) {
    const response = await call(token, 'post', `/invitations/${invitationId}/accept`);
    expect(response.status).toBe(200);
    return response.body as SharedApplicationSummary;
  }
  /** Dana's draft for GRANT_ID with Sam as a member of `role`. */
  async function withSam(role: 'editor' | 'viewer') {
    const draft = await open(dana);
    await join(sam, (await invite(draft.id, SAM.email, role)).id);
    return draft;
  }

  describe('saves', () => {
    it('open creates the owner a draft once per grant, then answers the same one', async () => {
      const first = await call(dana, 'post', '/shared-applications', { grantId: GRANT_ID });
      expect(first.status).toBe(201);
      const created = first.body as SharedApplication;
      expect(created).toMatchObject({ version: 0, role: 'owner', state: 'draft', answers: {} });
      expect(created.members.map((member) => member.email)).toEqual([DANA.email]);
      const again = await call(dana, 'post', '/shared-applications', { grantId: GRANT_ID });
      expect(again.status).toBe(200);
      expect((again.body as SharedApplication).id).toBe(created.id);
    });

    it('merge saves of different fields made on the same version', async () => {
      const draft = await withSam('editor');
      const mine = await save(dana, draft.id, {
        baseVersion: 0,
        changes: { 'project.projectTitle': 'Reading nights' },
        step: 'project',
      });
      expect(mine.status).toBe(200);
      const theirs = await save(sam, draft.id, {
        baseVersion: 0,
        changes: { 'budget.costSharing': 'Library volunteers' },
        step: 'budget',
      });
      expect(theirs.status).toBe(200);
      const merged = theirs.body as SharedApplication;
      expect(merged.version).toBe(2);
      expect(merged.answers).toEqual({
        'project.projectTitle': 'Reading nights',
        'budget.costSharing': 'Library volunteers',
      });
      expect(merged.fieldVersions['project.projectTitle']).toMatchObject({
        version: 1,
        by: { userId: DANA.id },
      });
      expect(merged.fieldVersions['budget.costSharing']).toMatchObject({
        version: 2,
        by: { userId: SAM.id, name: 'Sam Okafor' },
      });
    });

    it('refuse a field someone else changed since the base version, applying nothing', async () => {
      const draft = await withSam('editor');
      await save(sam, draft.id, {
        baseVersion: 0,
        changes: { 'project.projectSummary': "Sam's summary" },
      });
      const refused = await save(dana, draft.id, {
        baseVersion: 0,
        changes: { 'project.projectSummary': "Dana's summary", 'project.objective': 'Read more' },
      });
      expect(refused.status).toBe(409);
      const conflict = refused.body as SharedApplicationConflict;
      expect(conflict.message).toBe('Someone else changed this answer since you opened it.');
      expect(conflict.conflicts).toEqual([
        {
          field: 'project.projectSummary',
          theirs: "Sam's summary",
          by: { userId: SAM.id, name: 'Sam Okafor' },
          at: NOW.toISOString(),
        },
      ]);
      expect(conflict.current?.version).toBe(1);
      // Atomic: the other field of the refused save was not applied either.
      const after = await get(dana, draft.id);
      expect(after.version).toBe(1);
      expect(after.answers).toEqual({ 'project.projectSummary': "Sam's summary" });
      // Saved again on the current version (the resolution), it is applied.
      const resolved = await save(dana, draft.id, {
        baseVersion: conflict.current!.version,
        changes: { 'project.projectSummary': "Dana's summary", 'project.objective': 'Read more' },
      });
      expect(resolved.status).toBe(200);
      expect((resolved.body as SharedApplication).answers['project.projectSummary']).toBe(
        "Dana's summary",
      );
    });

    it("is no conflict when the other person's value is the same, or the field is the caller's own", async () => {
      const draft = await withSam('editor');
      await save(sam, draft.id, { baseVersion: 0, changes: { 'contact.location': 'Austin' } });
      expect(
        (await save(dana, draft.id, { baseVersion: 0, changes: { 'contact.location': 'Austin' } }))
          .status,
      ).toBe(200);
      await save(dana, draft.id, { baseVersion: 1, changes: { 'contact.fullName': 'Dana' } });
      expect(
        (await save(dana, draft.id, { baseVersion: 1, changes: { 'contact.fullName': 'Dana R' } }))
          .status,
      ).toBe(200);
    });

    it('refuse an unknown field, a bad value and a too long text by path', async () => {
      const draft = await open(dana);
      const refused = await save(dana, draft.id, {
        baseVersion: 0,
        changes: {
          'project.colour': 'red',
          commissionAcknowledged: 'yes',
          'project.objective': 'x'.repeat(5001),
        },
      });
      expect(refused.status).toBe(422);
      expect((refused.body as { errors: object }).errors).toEqual({
        'project.colour': 'unknownField',
        commissionAcknowledged: 'invalidValue',
        'project.objective': 'tooLong',
      });
      expect(
        (await save(dana, draft.id, { baseVersion: 5, changes: { 'contact.email': 'a' } })).status,
      ).toBe(422);
    });

    it("keep the wizard's answers whole through the flat map", async () => {
      const draft = await open(dana);
      const saved = await save(dana, draft.id, {
        baseVersion: 0,
        changes: fieldsOf(VALID_ANSWERS, true),
      });
      expect(saved.status).toBe(200);
      expect(answersOf((saved.body as SharedApplication).answers)).toEqual(VALID_ANSWERS);
    });
  });

  describe('presence', () => {
    it("shows the others' step for two minutes after their last save or beat", async () => {
      const draft = await withSam('viewer');
      // A viewer may send a beat (no changes, a step).
      expect(
        (await save(sam, draft.id, { baseVersion: 0, changes: {}, step: 'budget' })).status,
      ).toBe(200);
      const seen = await get(dana, draft.id);
      expect(seen.presence).toEqual([
        { userId: SAM.id, name: 'Sam Okafor', step: 'budget', at: NOW.toISOString() },
      ]);
      expect((await get(sam, draft.id)).step).toBe('budget');
      expect((await get(sam, draft.id)).presence).toEqual([]);
      backend.setNow(new Date(NOW.getTime() + 2 * MINUTE + 1000));
      expect((await get(dana, draft.id)).presence).toEqual([]);
    });
  });

  describe('access', () => {
    it('answers a stranger 404 for everything of the application', async () => {
      const draft = await open(dana);
      const invitation = await invite(draft.id, 'someone@example.org', 'viewer');
      const paths: [Method, string, unknown?][] = [
        ['get', `/shared-applications/${draft.id}`],
        ['patch', `/shared-applications/${draft.id}`, { baseVersion: 0, changes: {} }],
        ['delete', `/shared-applications/${draft.id}`],
        ['get', `/shared-applications/${draft.id}/activity`],
        [
          'post',
          `/shared-applications/${draft.id}/invitations`,
          { email: 'a@b.co', role: 'editor' },
        ],
        ['post', `/shared-applications/${draft.id}/invitations/${invitation.id}/resend`],
        ['delete', `/shared-applications/${draft.id}/invitations/${invitation.id}`],
        ['patch', `/shared-applications/${draft.id}/members/${DANA.id}`, { role: 'viewer' }],
        ['delete', `/shared-applications/${draft.id}/members/${DANA.id}`],
        ['post', `/invitations/${invitation.id}/accept`],
        ['post', `/invitations/${invitation.id}/decline`],
      ];
      for (const [method, path, body] of paths) {
        expect((await call(sam, method, path, body)).status, `${method} ${path}`).toBe(404);
      }
      const list = (await call(sam, 'get', '/shared-applications')).body as { id: string }[];
      expect(list.map((row) => row.id)).not.toContain(draft.id);
      expect((await get(dana, draft.id)).members).toHaveLength(1);
    });

    it("refuses a viewer's changes and an editor's owner-only acts (403)", async () => {
      const draft = await withSam('viewer');
      const refused = await save(sam, draft.id, {
        baseVersion: 0,
        changes: { 'project.projectTitle': 'x' },
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'Viewers cannot change this application.' },
      });
      await call(dana, 'patch', `/shared-applications/${draft.id}/members/${SAM.id}`, {
        role: 'editor',
      });
      expect(
        (await save(sam, draft.id, { baseVersion: 0, changes: { 'project.projectTitle': 'x' } }))
          .status,
      ).toBe(200);
      for (const [method, path, body] of [
        [
          'post',
          `/shared-applications/${draft.id}/invitations`,
          { email: 'a@b.co', role: 'viewer' },
        ],
        ['patch', `/shared-applications/${draft.id}/members/${DANA.id}`, { role: 'viewer' }],
        ['delete', `/shared-applications/${draft.id}/members/${DANA.id}`],
        ['delete', `/shared-applications/${draft.id}`],
      ] as [Method, string, unknown?][]) {
        expect(await call(sam, method, path, body), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { message: 'Only the owner can do this.' },
        });
      }
      // The editor sees no invitations; the owner does.
      await invite(draft.id, 'later@example.org', 'viewer');
      expect((await get(sam, draft.id)).invitations).toEqual([]);
      expect((await get(dana, draft.id)).invitations).toHaveLength(1);
    });

    it("ends a removed member's access at once (404), and a member may leave", async () => {
      const draft = await withSam('editor');
      expect(
        (await call(dana, 'delete', `/shared-applications/${draft.id}/members/${SAM.id}`)).status,
      ).toBe(204);
      expect((await call(sam, 'get', `/shared-applications/${draft.id}`)).status).toBe(404);
      expect(
        (await save(sam, draft.id, { baseVersion: 0, changes: { 'contact.email': 'x' } })).status,
      ).toBe(404);
      // Priya joins, then leaves by removing herself; the owner cannot leave.
      await join(priya, (await invite(draft.id, PRIYA.email, 'viewer')).id);
      expect(
        (await call(priya, 'delete', `/shared-applications/${draft.id}/members/${PRIYA.id}`))
          .status,
      ).toBe(204);
      expect((await call(priya, 'get', `/shared-applications/${draft.id}`)).status).toBe(404);
      expect(
        await call(dana, 'delete', `/shared-applications/${draft.id}/members/${DANA.id}`),
      ).toMatchObject({ status: 403, body: { message: 'The owner cannot leave or change role.' } });
      const kinds = (await activity(dana, draft.id)).map((entry) => entry.kind);
      expect(kinds.slice(0, 2)).toEqual(['memberLeft', 'memberJoined']);
      expect(kinds).toContain('memberRemoved');
    });

    it('deletes a draft with its members, invitations and log (owner only)', async () => {
      const draft = await withSam('editor');
      expect((await call(dana, 'delete', `/shared-applications/${draft.id}`)).status).toBe(204);
      expect((await call(dana, 'get', `/shared-applications/${draft.id}`)).status).toBe(404);
      expect(await backend.db.sharedMembers.where('applicationId').equals(draft.id).count()).toBe(
        0,
      );
      expect(await backend.db.sharedActivity.where('applicationId').equals(draft.id).count()).toBe(
        0,
      );
    });
  });

  describe('invitations', () => {
    it('are listed for the invitee, in the bell, and end when accepted', async () => {
      const draft = await open(dana);
      await save(dana, draft.id, {
        baseVersion: 0,
        changes: { 'project.projectTitle': 'Reading nights' },
      });
      const sent = await invite(draft.id, ' Sam@GrantWise.app ', 'editor');
      expect(sent).toMatchObject({ email: SAM.email, role: 'editor', status: 'pending' });
      expect(Date.parse(sent.expiresAt) - Date.parse(sent.sentAt)).toBe(14 * DAY);
      const received = (await call(sam, 'get', '/invitations')).body as ReceivedInvitation[];
      expect(received).toEqual([
        expect.objectContaining({
          id: sent.id,
          applicationId: draft.id,
          projectTitle: 'Reading nights',
          role: 'editor',
          from: { name: 'Dana Rivera' },
        }),
      ]);
      const bell = (await call(sam, 'get', '/notifications')).body as NotificationList;
      expect(bell.items).toContainEqual(
        expect.objectContaining({ kind: 'invitationReceived', subjectId: sent.id, role: 'editor' }),
      );
      expect(
        await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
          email: SAM.email,
          role: 'viewer',
        }),
      ).toMatchObject({ status: 409, body: { message: 'This person is already invited.' } });
      const joined = await join(sam, sent.id);
      expect(joined).toMatchObject({
        id: draft.id,
        role: 'editor',
        projectTitle: 'Reading nights',
      });
      expect((await call(sam, 'get', '/invitations')).body).toEqual([]);
      const after = (await call(sam, 'get', '/notifications')).body as NotificationList;
      expect(after.items.map((item) => item.kind)).not.toContain('invitationReceived');
      expect(
        await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
          email: SAM.email,
          role: 'viewer',
        }),
      ).toMatchObject({ status: 409, body: { message: 'This person is already a member.' } });
      const summaries = (await call(sam, 'get', '/shared-applications'))
        .body as SharedApplicationSummary[];
      expect(summaries.map((row) => row.id)).toContain(draft.id);
    });

    it('expire after 14 days and are renewed by sending them again', async () => {
      const draft = await open(dana);
      const sent = await invite(draft.id, SAM.email, 'viewer');
      backend.setNow(new Date(NOW.getTime() + 14 * DAY));
      // Two weeks later the sessions have ended: both sign in again.
      dana = await backend.signIn();
      sam = await backend.signIn(SAM.email, SAM.password);
      expect((await call(sam, 'get', '/invitations')).body).toEqual([]);
      expect((await call(sam, 'post', `/invitations/${sent.id}/accept`)).status).toBe(404);
      expect((await get(dana, draft.id)).invitations).toEqual([
        expect.objectContaining({ id: sent.id, status: 'expired' }),
      ]);
      const resent = await call(
        dana,
        'post',
        `/shared-applications/${draft.id}/invitations/${sent.id}/resend`,
      );
      expect(resent.status).toBe(200);
      expect(resent.body).toMatchObject({
        status: 'pending',
        sentAt: new Date(NOW.getTime() + 14 * DAY).toISOString(),
      });
      expect(((await call(sam, 'get', '/invitations')).body as unknown[]).length).toBe(1);
    });

    it('to an email with no account waits for its registration and its verification', async () => {
      const draft = await open(dana);
      const sent = await invite(draft.id, 'newcomer@example.org', 'editor');
      const registered = await backend.request('post', '/auth/email/register', {
        body: {
          email: 'Newcomer@example.org',
          password: 'A-long-passphrase-1',
          firstName: 'New',
          lastName: 'Comer',
          gender: 'other',
          age: 25,
          ethnicity: 'other',
        },
      });
      expect(registered.status).toBe(201);
      const newcomer = await backend.signIn('newcomer@example.org', 'A-long-passphrase-1');
      const received = (await call(newcomer, 'get', '/invitations')).body as ReceivedInvitation[];
      expect(received.map((row) => row.id)).toEqual([sent.id]);
      // Registering the address proves nothing (issue 61): the verification mail's link does.
      expect(await call(newcomer, 'post', `/invitations/${sent.id}/accept`)).toMatchObject({
        status: 403,
        body: { errors: { invitation: 'emailNotVerified' } },
      });
      const mail = await backend.db.outbox
        .where('to')
        .equals('newcomer@example.org')
        .filter((row) => row.kind === 'emailVerification')
        .first();
      const token = new URLSearchParams(mail!.link.split('?')[1]).get('token');
      const verified = await backend.request('post', '/auth/verify-email', { body: { token } });
      expect(verified.status).toBe(200);
      await join(newcomer, sent.id);
      expect((await get(newcomer, draft.id)).role).toBe('editor');
    });

    it('are at most 50 with the members of the application', async () => {
      const draft = await open(dana);
      for (let i = 0; i < 49; i += 1) await invite(draft.id, `person${i}@example.org`, 'viewer');
      expect(
        await call(dana, 'post', `/shared-applications/${draft.id}/invitations`, {
          email: 'one-too-many@example.org',
          role: 'viewer',
        }),
      ).toMatchObject({
        status: 409,
        body: { message: 'An application has at most 50 members and invitations.' },
      });
      expect(
        (
          await call(
            dana,
            'delete',
            `/shared-applications/${draft.id}/invitations/${(await get(dana, draft.id)).invitations[0]!.id}`,
          )
        ).status,
      ).toBe(204);
      await invite(draft.id, 'one-too-many@example.org', 'viewer');
    });

    it('declined or cancelled, leave the list; the log says who declined', async () => {
      const draft = await open(dana);
      const toSam = await invite(draft.id, SAM.email, 'viewer');
      expect((await call(sam, 'post', `/invitations/${toSam.id}/decline`)).status).toBe(204);
      expect((await call(sam, 'get', '/invitations')).body).toEqual([]);
      const toPriya = await invite(draft.id, PRIYA.email, 'viewer');
      expect(
        (await call(dana, 'delete', `/shared-applications/${draft.id}/invitations/${toPriya.id}`))
          .status,
      ).toBe(204);
      expect((await call(priya, 'get', '/invitations')).body).toEqual([]);
      expect((await activity(dana, draft.id)).map((entry) => entry.kind)).toContain(
        'memberDeclined',
      );
    });
  });

  describe('the log', () => {
    it('records every event, newest first, with who and which fields', async () => {
      const draft = await open(dana);
      await join(sam, (await invite(draft.id, SAM.email, 'editor')).id);
      await save(sam, draft.id, {
        baseVersion: 0,
        changes: {
          'budget.costSharing': 'Volunteers',
          'documents.resumes': [{ url: '/api/v1/files/a/content', fileName: 'cv.pdf' }],
        },
      });
      await save(sam, draft.id, { baseVersion: 1, changes: { 'documents.resumes': [] } });
      await call(dana, 'patch', `/shared-applications/${draft.id}/members/${SAM.id}`, {
        role: 'viewer',
      });
      const log = await activity(sam, draft.id);
      expect(
        log.map(({ kind, actor, fields, detail }) => ({ kind, by: actor.name, fields, detail })),
      ).toEqual([
        {
          kind: 'memberRoleChanged',
          by: 'Dana Rivera',
          fields: undefined,
          detail: 'Sam Okafor is now a viewer',
        },
        { kind: 'documentRemoved', by: 'Sam Okafor', fields: undefined, detail: 'cv.pdf' },
        { kind: 'documentAttached', by: 'Sam Okafor', fields: undefined, detail: 'cv.pdf' },
        { kind: 'saved', by: 'Sam Okafor', fields: ['budget.costSharing'], detail: undefined },
        { kind: 'memberJoined', by: 'Sam Okafor', fields: undefined, detail: 'editor' },
        // Read by a member: an invitee's email is the owner's to read (issue 61).
        { kind: 'memberInvited', by: 'Dana Rivera', fields: undefined, detail: undefined },
        { kind: 'created', by: 'Dana Rivera', fields: undefined, detail: undefined },
      ]);
      const [summary] = (await call(dana, 'get', '/shared-applications'))
        .body as SharedApplicationSummary[];
      expect(summary?.lastActivity.summary).toBe(
        'Dana Rivera changed a role: Sam Okafor is now a viewer',
      );
      // Issue 60: the dashboard's drafts say who else is on them and when the grant closes.
      expect(summary?.others.map((person) => person.name)).toEqual(['Sam Okafor']);
      const [samsRow] = (await call(sam, 'get', '/shared-applications'))
        .body as SharedApplicationSummary[];
      expect(samsRow?.others.map((person) => person.name)).toEqual(['Dana Rivera']);
      const grant = (await call(dana, 'get', `/grants/${draft.grantId}`)).body as Grant;
      expect(samsRow?.grantDeadline).toBe(grant.deadline);
    });
  });

  describe('submitting a shared draft (createGrantApplication with draftId)', () => {
    it("is the owner's: the draft becomes submitted, read-only, with its log", async () => {
      const draft = await withSam('editor');
      const payload = { ...applicationFor(DANA.id), draftId: draft.id };
      const bySam = await call(sam, 'post', '/grant-applications', {
        ...applicationFor(SAM.id),
        draftId: draft.id,
      });
      expect(bySam).toMatchObject({
        status: 403,
        body: { message: 'Only the owner can do this.' },
      });
      const created = await call(dana, 'post', '/grant-applications', payload);
      expect(created.status).toBe(201);
      const application = created.body as GrantApplication;
      expect(application.draftId).toBe(draft.id);
      expect(application.lastActivity?.summary).toBe('Dana Rivera submitted the application');
      const after = await get(sam, draft.id);
      expect(after).toMatchObject({ state: 'submitted', applicationId: application.id });
      expect((await activity(sam, draft.id))[0]?.kind).toBe('submitted');
      expect(
        await save(dana, draft.id, { baseVersion: 0, changes: { 'contact.email': 'x' } }),
      ).toMatchObject({
        status: 409,
        body: { message: 'This application has been submitted and can no longer be changed.' },
      });
      expect((await call(dana, 'post', '/grant-applications', payload)).status).toBe(409);
      // Opening the grant again starts a new draft.
      expect((await call(dana, 'post', '/shared-applications', { grantId: GRANT_ID })).status).toBe(
        201,
      );
      // A stage change of the submitted application is in the log and on its row.
      await logStageChanged(
        backend.db,
        application.id,
        'Under Review',
        { userId: DANA.id, name: 'Grantwise' },
        new Date(NOW.getTime() + DAY).toISOString(),
      );
      expect((await activity(dana, draft.id))[0]).toMatchObject({
        kind: 'stageChanged',
        detail: 'Under Review',
      });
      const row = (await call(dana, 'get', `/grant-applications/${application.id}`))
        .body as GrantApplication;
      expect(row.lastActivity?.summary).toMatch(/ moved the application to Under Review$/);
    });

    it('refuses a stranger (404) and a draft of another grant (422)', async () => {
      const draft = await open(dana);
      expect(
        (
          await call(sam, 'post', '/grant-applications', {
            ...applicationFor(SAM.id),
            draftId: draft.id,
          })
        ).status,
      ).toBe(404);
      const other = await open(dana, SEEDED_DRAFT_GRANT_ID);
      expect(
        await call(dana, 'post', '/grant-applications', {
          ...applicationFor(DANA.id),
          draftId: other.id,
        }),
      ).toMatchObject({
        status: 422,
        body: { errors: { draftId: 'The draft is for another grant' } },
      });
    });
  });

  describe('the demo seed', () => {
    it("gives Dana's draft Priya as its editor, who wrote the budget, and a log telling it", async () => {
      const seeded = await get(dana, DEMO_SHARED_APPLICATION_ID);
      expect(seeded.grantId).toBe(SEEDED_DRAFT_GRANT_ID);
      expect(seeded.members.map(({ name, role }) => [name, role])).toEqual([
        ['Dana Rivera', 'owner'],
        ['Priya Raman', 'editor'],
      ]);
      expect(seeded.invitations).toEqual([
        expect.objectContaining({ email: 'finance@eastsidefood.org', status: 'pending' }),
      ]);
      expect(seeded.fieldVersions['budget.lines']?.by.name).toBe('Priya Raman');
      expect(seeded.fieldVersions['project.projectTitle']?.by.name).toBe('Dana Rivera');
      expect(answersOf(seeded.answers).project.projectTitle).toBe(
        'Family Reading Nights at the Food Hub',
      );
      const log = await activity(priya, DEMO_SHARED_APPLICATION_ID);
      expect(log.map((entry) => entry.kind)).toEqual([
        'memberInvited',
        'documentAttached',
        'saved',
        'memberJoined',
        'memberInvited',
        'saved',
        'created',
      ]);
      const [summary] = (await call(priya, 'get', '/shared-applications'))
        .body as SharedApplicationSummary[];
      expect(summary).toMatchObject({ role: 'editor', owner: { name: 'Dana Rivera' } });
    });
  });
});
