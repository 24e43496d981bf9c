import type { ReceivedInvitation, SharedApplication } from '../../src/api/schema.gen';
import {
  DEMO_PENDING_INVITATION_ID,
  DEMO_SHARED_APPLICATION_ID,
} from '../../src/mock-server/seed/shared-applications';
import type { DEMO_USERS } from '../../src/mock-server/seed/users';
import {
  SOME_UUID,
  LONG,
  sharedDraft,
  newcomerWithLink,
  applicationFor,
} from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';
import type { TestBackend } from '../support/mock-backend';
import { GRANT_ID } from '../unit/application-fixtures';

// The checks of each operation of src/mock-server/routes/shared-applications.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

/** A read of the people-and-activity dialog (a dialog over the dashboard, not a page). */
const SHARING_DIALOG_FAULTS =
  "a read of the people-and-activity dialog, which opens over the dashboard (not a page the fault scenario can leave by the navigation): its failure and Try again are walked on the rendered panel by tests/model/sharing.model.test.tsx, the log's failure in tests/screens/sharing.test.tsx; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** The wizard's autosave (issue 60): where its failures are met. */
const AUTOSAVE_FAULTS =
  "a write of the wizard's autosave, which retries by itself and says so in words, not a toast: its failures (offline, a conflict, access lost, submitted meanwhile) are walked on the rendered autosave by tests/model/draft-sync.model.test.tsx, a 401 mid-wizard in tests/e2e/faults-wizard.spec.ts; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** A write of the sharing screens: where its failures are met. */
const SHARING_WRITE_FAULTS =
  "a write of the sharing screens, not a read a page opens with: its refusals show beside the email (tests/screens/sharing.test.tsx), and every failure state of the people machine is walked on the rendered panel (tests/model/sharing.model.test.tsx); the wizard's save failures (offline, conflict, access lost) in its machine and model tests; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** Why the live pass (Prism) walks no sharing screen yet. */
const SHARING_NOT_IN_LIVE_PASS =
  'the sharing screens are not walked by the live pass yet (issue 46 is open on it): the operation is exercised against the HTTP server by npm run test:api (tests/api/shared-applications.test.ts) and on the demo by tests/e2e/sharing.spec.ts';

/** "Start a new application from this" (issue 60, part 3): where its failures are met. */
const COPY_FAULTS =
  'a write of the dashboard\'s dialog "Start a new application", not a read a page opens with: its refusal and failure show in the dialog, which stays open to try again (tests/screens/application-copy.test.tsx); its server and network faults through the client in tests/unit/mock-faults.test.ts';

/** Why the live pass (Prism) does not start a copy. */
const COPY_NOT_IN_LIVE_PASS =
  'the copy needs an earlier application of the caller on a stateful server, which the Prism pass does not keep: the operation is exercised against the HTTP server by npm run test:api (tests/api/application-copy.test.ts) and on the demo by tests/e2e/dashboard.spec.ts';

/**
 * A fresh shared draft of Dana's with a pending invitation to invitee@example.org (who has no
 * account), and Priya as its editor.
 */
async function pendingInvitation(backend: TestBackend, users: typeof DEMO_USERS) {
  const shared = await sharedDraft(backend, users, 'editor');
  const invited = await backend.request('post', `/shared-applications/${shared.id}/invitations`, {
    token: shared.dana,
    body: { email: 'invitee@example.org', role: 'viewer' },
  });
  return { ...shared, invitationId: (invited.body as { id: string }).id };
}

/** The demo account's shared application (issue 46), as an owned record. */
async function demoSharedApplication(backend: TestBackend) {
  const shared = await backend.db.sharedApplications.toCollection().first();
  return shared && { id: shared.id, userId: shared.ownerId };
}

export const checks: Checks = {
  // Applying together (issue 46). No screen calls them yet: the members panel, the invitations
  // and the wizard on the server draft come in their own branches of the issue.
  listSharedApplications: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', '/shared-applications', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/shared-applications')).body as { id: string }[];
      expect(theirs.map((row) => row.id)).not.toContain(danas.sharedApplicationId);
    },
    fault: { readScreen: '/grants' },
  },
  openSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call, notJson }) {
      const open = (body: unknown, token?: string | null) =>
        call('post', '/shared-applications', { body, token });
      await open({ grantId: GRANT_ID }, null);
      await open(notJson);
      await open([]);
      await open({});
      await open({ grantId: SOME_UUID });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const theirs = await as(sam, 'post', '/shared-applications', { grantId: GRANT_ID });
      expect((theirs.body as SharedApplication).id).not.toBe(danas.sharedApplicationId);
      const danas_ = (await as(dana, 'get', `/shared-applications/${danas.sharedApplicationId}`))
        .body as SharedApplication;
      expect(danas_.members.map((member) => member.userId)).not.toContain(
        (theirs.body as SharedApplication).owner.userId,
      );
    },
    fault: { provenElsewhere: AUTOSAVE_FAULTS },
  },
  getSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`, { token: null });
      await call('get', `/shared-applications/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      expect((await as(sam, 'get', path)).status).toBe(404);
    },
    fault: { provenElsewhere: SHARING_DIALOG_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  saveSharedApplication: {
    owned: 'sharedApplication',
    ownRecord: demoSharedApplication,
    async errors({ call, notJson, backend, users }) {
      const seeded = `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`;
      const save = (body: unknown, token?: string | null, path = seeded) =>
        call('patch', path, { body, token });
      await save({ baseVersion: 0, changes: {} }, null);
      await save({ baseVersion: 0, changes: {} }, undefined, `/shared-applications/${SOME_UUID}`);
      await save(notJson);
      await save([]);
      await save({ baseVersion: -1, changes: {} });
      await save({ baseVersion: 0, changes: [] });
      await save({ baseVersion: 0, changes: {}, step: 'moon' });
      await save({ baseVersion: 99, changes: { 'contact.location': 'x' } });
      await save({
        baseVersion: 0,
        changes: {
          'project.colour': 'red',
          commissionAcknowledged: 'yes',
          'project.objective': LONG(5000),
        },
      });
      await save({ baseVersion: 0, changes: { 'project.objective': LONG(5000) } });
      // A viewer's change; a field someone else changed since; a submitted application.
      const viewed = await sharedDraft(backend, users, 'viewer');
      const path = `/shared-applications/${viewed.id}`;
      await save({ baseVersion: 0, changes: { 'contact.location': 'x' } }, viewed.priya, path);
      await save({ baseVersion: 0, changes: { 'budget.lines': [] } }, undefined, seeded);
      await backend.request('post', '/grant-applications', {
        token: viewed.dana,
        body: { ...applicationFor(users[0].id), draftId: viewed.id },
      });
      await save({ baseVersion: 0, changes: { 'contact.location': 'x' } }, undefined, path);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const body = { baseVersion: 0, changes: { 'project.projectTitle': 'Taken' } };
      expect((await as(sam, 'patch', path, body)).status).toBe(404);
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.answers['project.projectTitle']).not.toBe('Taken');
    },
    fault: { provenElsewhere: AUTOSAVE_FAULTS },
  },
  deleteSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      await call('delete', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`, { token: null });
      await call('delete', `/shared-applications/${SOME_UUID}`);
      const shared = await sharedDraft(backend, users, 'editor');
      await call('delete', `/shared-applications/${shared.id}`, { token: shared.priya });
      await backend.request('post', '/grant-applications', {
        token: shared.dana,
        body: { ...applicationFor(users[0].id), draftId: shared.id },
      });
      await call('delete', `/shared-applications/${shared.id}`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      expect((await as(sam, 'delete', path)).status).toBe(404);
      expect((await as(dana, 'get', path)).status).toBe(200);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  copyApplication: {
    owned: 'sharedApplication',
    async errors({ call, notJson, backend, users }) {
      const copy = (body: unknown, token?: string | null) =>
        call('post', '/application-copies', { body, token });
      await copy({ from: DEMO_SHARED_APPLICATION_ID, grantId: GRANT_ID }, null);
      await copy(notJson);
      await copy([]);
      await copy({});
      await copy({ from: DEMO_SHARED_APPLICATION_ID, grantId: SOME_UUID });
      await copy({ from: SOME_UUID, grantId: GRANT_ID });
      // A member who does not own it; a grant the caller already has a draft for.
      const shared = await sharedDraft(backend, users, 'editor');
      await copy({ from: shared.id, grantId: GRANT_ID }, shared.priya);
      await copy({ from: shared.id, grantId: GRANT_ID });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const before = (await as(sam, 'get', '/shared-applications')).body as unknown[];
      const theirs = await as(sam, 'post', '/application-copies', {
        from: danas.sharedApplicationId,
        grantId: GRANT_ID,
      });
      expect(theirs.status).toBe(404);
      expect((await as(sam, 'get', '/shared-applications')).body).toHaveLength(before.length);
      expect(
        (await as(dana, 'get', `/shared-applications/${danas.sharedApplicationId}`)).status,
      ).toBe(200);
    },
    fault: { provenElsewhere: COPY_FAULTS },
    notCalledByAnyScreen: COPY_NOT_IN_LIVE_PASS,
  },
  listSharedApplicationActivity: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}/activity`, {
        token: null,
      });
      await call('get', `/shared-applications/${SOME_UUID}/activity`);
    },
    async forbidden({ as, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}/activity`;
      expect((await as(sam, 'get', path)).status).toBe(404);
    },
    fault: { provenElsewhere: SHARING_DIALOG_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  inviteMember: {
    owned: 'sharedApplication',
    ownRecord: demoSharedApplication,
    async errors({ call, notJson, backend, users }) {
      const seeded = `/shared-applications/${DEMO_SHARED_APPLICATION_ID}/invitations`;
      const invite = (body: unknown, token?: string | null, path = seeded) =>
        call('post', path, { body, token });
      await invite({ email: 'a@example.org', role: 'editor' }, null);
      await invite(
        { email: 'a@example.org', role: 'editor' },
        undefined,
        `/shared-applications/${SOME_UUID}/invitations`,
      );
      await invite(notJson);
      await invite([]);
      await invite({ email: LONG(254), role: 'editor' });
      await invite({ email: ' ', role: 'owner' });
      await invite({ email: 'nope', role: 'editor' });
      await invite({ email: users[2].email, role: 'viewer' });
      await backend.request('post', seeded, {
        token: await backend.signIn(users[0].email, users[0].password),
        body: { email: 'twice@example.org', role: 'viewer' },
      });
      await invite({ email: 'twice@example.org', role: 'viewer' });
      const priya = await backend.signIn(users[2].email, users[2].password);
      await invite({ email: 'b@example.org', role: 'viewer' }, priya);
      // The 51st member or invitation: fill a fresh draft up to the limit, then one more.
      const full = await sharedDraft(backend, users, 'editor');
      for (let i = 0; i < 48; i += 1) {
        await backend.request('post', `/shared-applications/${full.id}/invitations`, {
          token: full.dana,
          body: { email: `person${i}@example.org`, role: 'viewer' },
        });
      }
      await invite(
        { email: 'one-too-many@example.org', role: 'viewer' },
        undefined,
        `/shared-applications/${full.id}/invitations`,
      );
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const res = await as(sam, 'post', `${path}/invitations`, {
        email: users[1].email,
        role: 'editor',
      });
      expect(res.status).toBe(404);
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.invitations.map((invitation) => invitation.email)).not.toContain(users[1].email);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  resendInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const { id, invitationId, priya } = await pendingInvitation(backend, users);
      const resend = (token?: string | null, app = id, invitation = invitationId) =>
        call('post', `/shared-applications/${app}/invitations/${invitation}/resend`, { token });
      await resend(null);
      await resend(undefined, SOME_UUID);
      await resend(undefined, id, SOME_UUID);
      await resend(priya);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const before = ((await as(dana, 'get', path)).body as SharedApplication).invitations;
      const res = await as(sam, 'post', `${path}/invitations/${danas.invitationId}/resend`);
      expect(res.status).toBe(404);
      expect(((await as(dana, 'get', path)).body as SharedApplication).invitations).toEqual(before);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  cancelInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const { id, invitationId, priya } = await pendingInvitation(backend, users);
      const cancel = (token?: string | null, app = id, invitation = invitationId) =>
        call('delete', `/shared-applications/${app}/invitations/${invitation}`, { token });
      await cancel(null);
      await cancel(undefined, SOME_UUID);
      await cancel(undefined, id, SOME_UUID);
      await cancel(priya);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const res = await as(sam, 'delete', `${path}/invitations/${danas.invitationId}`);
      expect(res.status).toBe(404);
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.invitations.map((invitation) => invitation.id)).toContain(danas.invitationId);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  updateMember: {
    owned: 'sharedApplication',
    ownRecord: demoSharedApplication,
    async errors({ call, notJson, backend, users }) {
      const member = (app: string, userId: string) =>
        `/shared-applications/${app}/members/${userId}`;
      const priyaPath = member(DEMO_SHARED_APPLICATION_ID, users[2].id);
      await call('patch', priyaPath, { body: { role: 'viewer' }, token: null });
      await call('patch', member(SOME_UUID, users[2].id), { body: { role: 'viewer' } });
      await call('patch', priyaPath, { body: notJson });
      await call('patch', priyaPath, { body: [] });
      await call('patch', priyaPath, { body: { role: 'owner' } });
      await call('patch', member(DEMO_SHARED_APPLICATION_ID, SOME_UUID), {
        body: { role: 'viewer' },
      });
      await call('patch', member(DEMO_SHARED_APPLICATION_ID, users[0].id), {
        body: { role: 'viewer' },
      });
      const priya = await backend.signIn(users[2].email, users[2].password);
      await call('patch', priyaPath, { body: { role: 'viewer' }, token: priya });
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const res = await as(sam, 'patch', `${path}/members/${users[0].id}`, { role: 'viewer' });
      expect(res.status).toBe(404);
      expect(((await as(dana, 'get', path)).body as SharedApplication).role).toBe('owner');
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  removeMember: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const member = (app: string, userId: string) =>
        `/shared-applications/${app}/members/${userId}`;
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, users[2].id), { token: null });
      await call('delete', member(SOME_UUID, users[2].id));
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, SOME_UUID));
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, users[0].id));
      const priya = await backend.signIn(users[2].email, users[2].password);
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, users[0].id), { token: priya });
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      expect((await as(sam, 'delete', `${path}/members/${users[0].id}`)).status).toBe(404);
      expect((await as(sam, 'delete', `${path}/members/${users[1].id}`)).status).toBe(404);
      expect((await as(dana, 'get', path)).status).toBe(200);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  listInvitations: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', '/invitations', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/invitations')).body as ReceivedInvitation[];
      expect(theirs.map((invitation) => invitation.id)).not.toContain(danas.invitationId);
    },
    fault: { readScreen: '/grants' },
  },
  acceptInvitation: {
    owned: 'sharedApplication',
    // Any signed-in user may answer with a link's token: the body is read before who is asked.
    ownRecord: async (backend) => ({
      id: DEMO_PENDING_INVITATION_ID,
      userId: backend.demoUsers[0].id,
    }),
    async errors({ call, backend, users, notJson }) {
      const { invitationId } = await pendingInvitation(backend, users);
      await call('post', `/invitations/${invitationId}/accept`, { token: null });
      await call('post', `/invitations/${SOME_UUID}/accept`);
      // Dana is not the invitee.
      await call('post', `/invitations/${invitationId}/accept`);
      // An older link's token, for another email's invitation.
      await call('post', `/invitations/${invitationId}/accept`, { body: { token: 'older-link' } });
      await call('post', `/invitations/${invitationId}/accept`, { body: notJson });
      await call('post', `/invitations/${invitationId}/accept`, { body: 'text' });
      await call('post', `/invitations/${invitationId}/accept`, { body: { role: 'owner' } });
      await call('post', `/invitations/${invitationId}/accept`, { body: { token: LONG(128) } });
      // A stranger who registered the invited email proves nothing by it.
      const stranger = await newcomerWithLink(backend, 'invitee@example.org');
      await call('post', `/invitations/${invitationId}/accept`, { token: stranger.token });
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      expect((await as(sam, 'post', `/invitations/${danas.invitationId}/accept`)).status).toBe(404);
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.members.map((member) => member.userId)).not.toContain(users[1].id);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  declineInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const { invitationId } = await pendingInvitation(backend, users);
      await call('post', `/invitations/${invitationId}/decline`, { token: null });
      await call('post', `/invitations/${SOME_UUID}/decline`);
      await call('post', `/invitations/${invitationId}/decline`);
      const stranger = await newcomerWithLink(backend, 'invitee@example.org');
      await call('post', `/invitations/${invitationId}/decline`, { token: stranger.token });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      expect((await as(sam, 'post', `/invitations/${danas.invitationId}/decline`)).status).toBe(
        404,
      );
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.invitations.map((invitation) => invitation.id)).toContain(danas.invitationId);
    },
    fault: { provenElsewhere: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
};

export const ownerData: OwnerSetups<'sharedApplication'> = {
  /** Dana's shared draft for GRANT_ID, and her invitation to guest@example.org on it. */
  async sharedApplication({ as, dana, expect }) {
    const opened = await as(dana, 'post', '/shared-applications', { grantId: GRANT_ID });
    expect(opened.status).toBe(201);
    const sharedApplicationId = (opened.body as { id: string }).id;
    const invited = await as(
      dana,
      'post',
      `/shared-applications/${sharedApplicationId}/invitations`,
      {
        email: 'guest@example.org',
        role: 'editor',
      },
    );
    expect(invited.status).toBe(201);
    return { sharedApplicationId, invitationId: (invited.body as { id: string }).id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    sharedApplication: { sharedApplicationId: string; invitationId: string };
  }
}
