// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Invitation,
  ReceivedInvitation,
  SharedApplication,
  User,
} from '../../src/api/schema.gen';
import type { OutboxMailRecord } from '../../src/mock-server/db';
import {
  DEMO_PENDING_INVITATION_ID,
  DEMO_PENDING_INVITEE,
  DEMO_SHARED_APPLICATION_ID,
} from '../../src/mock-server/seed/shared-applications';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID } from '../unit/application-fixtures';

// A mailbox proves an email (issue 61, ASVS V6.4 and V8): registration mails a single-use
// verification link, an invitation mails its own secret link, and an invitation is answered only
// through that link or by an account whose verified email is the invited one. Before the fix, a
// stranger who registered the invited address accepted it and read the whole application.

const NOW = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60 * 1000;
const PASSWORD = 'A-long-passphrase-1';

let backend: TestBackend;
beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
});
afterEach(() => backend.close());

async function register(email: string): Promise<{ token: string; user: User }> {
  const registered = await backend.request('post', '/auth/email/register', {
    body: {
      email,
      password: PASSWORD,
      firstName: 'Eve',
      lastName: 'Stranger',
      gender: 'other',
      age: 25,
      ethnicity: 'other',
    },
  });
  expect(registered.status).toBe(201);
  return { token: await backend.signIn(email, PASSWORD), user: registered.body as User };
}

/** The mails sent to an address, oldest first (what its owner would read). */
const mailsTo = async (email: string, kind: OutboxMailRecord['kind']) =>
  (await backend.db.outbox.where('to').equals(email.toLowerCase()).sortBy('sentAt')).filter(
    (mail) => mail.kind === kind,
  );

/** A query parameter of a mail's link. */
const linkParam = (mail: OutboxMailRecord | undefined, name: string) =>
  new URLSearchParams((mail?.link ?? '').split('?')[1]).get(name) ?? '';

const verify = (token: string) =>
  backend.request('post', '/auth/verify-email', { body: { token } });
const accept = (token: string, invitationId: string, link?: string) =>
  backend.request('post', `/invitations/${invitationId}/accept`, {
    token,
    ...(link === undefined ? {} : { body: { token: link } }),
  });
const me = async (token: string) =>
  (await backend.request('get', '/auth/me', { token })).body as User;

async function danasInvitation(
  email: string,
): Promise<{ dana: string; id: string; invitation: Invitation }> {
  const dana = await backend.signIn();
  let opened = await backend.request('post', '/shared-applications', {
    token: dana,
    body: { grantId: GRANT_ID },
  });
  if (opened.status === 200) {
    await backend.request('delete', `/shared-applications/${(opened.body as { id: string }).id}`, {
      token: dana,
    });
    opened = await backend.request('post', '/shared-applications', {
      token: dana,
      body: { grantId: GRANT_ID },
    });
  }
  const id = (opened.body as SharedApplication).id;
  const invited = await backend.request('post', `/shared-applications/${id}/invitations`, {
    token: dana,
    body: { email, role: 'editor' },
  });
  expect(invited.status).toBe(201);
  return { dana, id, invitation: invited.body as Invitation };
}

describe('verifying an email (V6.4)', () => {
  it('the demo accounts are verified; a new registration is not, and is mailed a link', async () => {
    for (const user of DEMO_USERS) {
      expect(await me(await backend.signIn(user.email, user.password))).toMatchObject({
        emailVerified: true,
      });
    }
    const { token, user } = await register('new.person@example.org');
    expect(user.emailVerified).toBe(false);
    const [mail] = await mailsTo('new.person@example.org', 'emailVerification');
    expect(mail?.link).toMatch(/^\/verify-email\?token=[0-9a-f]{64}$/);
    expect(mail?.subject).toBe('Verify your email address for Grantwise');
    expect(await verify(linkParam(mail, 'token'))).toMatchObject({
      status: 200,
      body: { email: 'new.person@example.org' },
    });
    expect(await me(token)).toMatchObject({ emailVerified: true });
  });

  it('a link works once; an unknown one is refused; an expired one says so', async () => {
    await register('once@example.org');
    const [mail] = await mailsTo('once@example.org', 'emailVerification');
    const link = linkParam(mail, 'token');
    expect((await verify(link)).status).toBe(200);
    expect(await verify(link)).toMatchObject({
      status: 422,
      body: { errors: { token: 'linkInvalid' } },
    });
    expect(await verify('0'.repeat(64))).toMatchObject({
      status: 422,
      body: { errors: { token: 'linkInvalid' } },
    });

    const late = await register('late@example.org');
    const [lateMail] = await mailsTo('late@example.org', 'emailVerification');
    backend.setNow(new Date(NOW.getTime() + 24 * 60 * MINUTE));
    expect(await verify(linkParam(lateMail, 'token'))).toMatchObject({
      status: 422,
      body: {
        message: 'This verification link has expired.',
        errors: { token: 'linkExpired' },
      },
    });
    expect(await backend.db.users.get(late.user.id)).toMatchObject({ emailVerified: false });
  });

  it('sends the mail again at most once a minute, and never to a verified email', async () => {
    const { token } = await register('again@example.org');
    const sendAgain = () => backend.request('post', '/auth/verification-email', { token });
    expect((await sendAgain()).status).toBe(204);
    expect(await mailsTo('again@example.org', 'emailVerification')).toHaveLength(1);
    backend.setNow(new Date(NOW.getTime() + MINUTE));
    expect((await sendAgain()).status).toBe(204);
    const mails = await mailsTo('again@example.org', 'emailVerification');
    expect(mails).toHaveLength(2);
    // Either link verifies; then neither works again and no more mail goes.
    expect((await verify(linkParam(mails[0], 'token'))).status).toBe(200);
    expect((await verify(linkParam(mails[1], 'token'))).status).toBe(422);
    backend.setNow(new Date(NOW.getTime() + 3 * MINUTE));
    expect((await sendAgain()).status).toBe(204);
    expect(await mailsTo('again@example.org', 'emailVerification')).toHaveLength(2);
    expect((await backend.request('post', '/auth/verification-email')).status).toBe(401);
  });
});

describe('an invitation needs the mailbox it was sent to (V8)', () => {
  it('a stranger who registers the invited email can neither accept nor decline it, nor read its project', async () => {
    const { dana, id, invitation } = await danasInvitation('x@corp.org');
    const eve = await register('x@corp.org');
    const received = (await backend.request('get', '/invitations', { token: eve.token }))
      .body as ReceivedInvitation[];
    expect(received.map((row) => [row.id, row.projectTitle])).toEqual([[invitation.id, '']]);
    expect(await accept(eve.token, invitation.id)).toMatchObject({
      status: 403,
      body: {
        message: 'Verify your email address to answer this invitation.',
        errors: { invitation: 'emailNotVerified' },
      },
    });
    expect(
      await backend.request('post', `/invitations/${invitation.id}/decline`, { token: eve.token }),
    ).toMatchObject({ status: 403, body: { errors: { invitation: 'emailNotVerified' } } });
    const after = (
      await backend.request('get', `/shared-applications/${id}`, {
        token: dana,
      })
    ).body as SharedApplication;
    expect(after.members.map((member) => member.userId)).not.toContain(eve.user.id);
    expect(after.invitations.map((row) => row.id)).toContain(invitation.id);
  });

  it('the invitee accepts once their email is verified', async () => {
    const { id, invitation } = await danasInvitation('x@corp.org');
    const invitee = await register('x@corp.org');
    const [mail] = await mailsTo('x@corp.org', 'emailVerification');
    expect((await verify(linkParam(mail, 'token'))).status).toBe(200);
    expect(await accept(invitee.token, invitation.id)).toMatchObject({
      status: 200,
      body: { id: id, role: 'editor' },
    });
  });

  it("the invitation mail's link works once, for whoever follows it; an older link does not", async () => {
    const { dana, id, invitation } = await danasInvitation('x@corp.org');
    const [first] = await mailsTo('x@corp.org', 'invitation');
    expect(first?.link).toBe(`/invitation?id=${invitation.id}&token=${linkParam(first, 'token')}`);
    // The owner sends it again: the first mail's link stops working.
    backend.setNow(new Date(NOW.getTime() + MINUTE));
    const resent = await backend.request(
      'post',
      `/shared-applications/${id}/invitations/${invitation.id}/resend`,
      { token: dana },
    );
    expect(resent.status).toBe(200);
    const [, second] = await mailsTo('x@corp.org', 'invitation');
    // The invitee reads it at an account of another address (not verified: the link proves it).
    const holder = await register('x.personal@example.org');
    expect(await accept(holder.token, invitation.id, linkParam(first, 'token'))).toMatchObject({
      status: 403,
      body: {
        message: 'This invitation was sent to another email address.',
        errors: { invitation: 'invitationForAnotherEmail' },
      },
    });
    expect(await accept(holder.token, invitation.id, linkParam(second, 'token'))).toMatchObject({
      status: 200,
      body: { id: id, role: 'editor' },
    });
    const other = await register('someone.else@example.org');
    expect((await accept(other.token, invitation.id, linkParam(second, 'token'))).status).toBe(404);
  });

  it("the demo's seeded invitation cannot be taken by registering its address, only through its mail", async () => {
    const eve = await register(DEMO_PENDING_INVITEE);
    expect(await accept(eve.token, DEMO_PENDING_INVITATION_ID)).toMatchObject({
      status: 403,
      body: { errors: { invitation: 'emailNotVerified' } },
    });
    const [mail] = await mailsTo(DEMO_PENDING_INVITEE, 'invitation');
    expect(linkParam(mail, 'id')).toBe(DEMO_PENDING_INVITATION_ID);
    expect(
      await accept(eve.token, DEMO_PENDING_INVITATION_ID, linkParam(mail, 'token')),
    ).toMatchObject({
      status: 200,
      body: { id: DEMO_SHARED_APPLICATION_ID, role: 'viewer' },
    });
  });
});
