import { describe, expect, it } from 'vitest';
import type {
  Grant,
  Invitation,
  SharedApplication,
  SharedApplicationSummary,
  User,
} from '../../src/api/schema.gen';
import { type Account, newAccount, uniqueEmail } from './support/accounts';
import { linkParam, mailsTo } from './support/mailbox';
import { api } from './support/server';

// Issue 61 over HTTP, against any server that offers a test mailbox (tests/api/support/mailbox.ts):
// a mailbox proves an email (ASVS V6.4, email verification: a registration is unverified until
// the link of its verification mail is followed, once), and an invitation is answered only by
// the mailbox it was sent to (ASVS V8, access: a stranger who registers the invited address cannot
// take it; the invitation mail's own link can). Each journey registers its own users. A failure
// names the requirement.

const as = (account: Account) => ({ token: account.token });

async function invitationTo(
  owner: Account,
  email: string,
): Promise<{ id: string; invitation: Invitation }> {
  const grants = (await api.call('get', '/grants', as(owner))).body as Grant[];
  const opened = await api.call('post', '/shared-applications', {
    ...as(owner),
    json: { grantId: grants[0]!.id },
  });
  expect(opened.status).toBe(201);
  const { id } = opened.body as SharedApplication;
  const sent = await api.call('post', `/shared-applications/${id}/invitations`, {
    ...as(owner),
    json: { email, role: 'editor' },
  });
  expect(sent.status).toBe(201);
  return { id, invitation: sent.body as Invitation };
}

describe('V6.4 email verification', () => {
  it('V6.4: a registration is unverified until its mail’s link is followed, and the link works once', async () => {
    const account = await newAccount(api, 'verify', { verified: false });
    expect(account.user.emailVerified, 'V6.4: a new registration is unverified').toBe(false);
    const [mail] = await mailsTo(api, account.email, 'emailVerification');
    expect(mail?.link, 'V6.4: registration sends a verification mail').toMatch(
      /^\/verify-email\?token=/,
    );
    const token = linkParam(mail, 'token');
    const verified = await api.call('post', '/auth/verify-email', { json: { token } });
    expect(verified.status, 'V6.4: the link verifies').toBe(200);
    const me = (await api.call('get', '/auth/me', as(account))).body as User;
    expect(me.emailVerified).toBe(true);
    const again = await api.call('post', '/auth/verify-email', { json: { token } });
    expect(again.status, 'V6.4: the link is single-use').toBe(422);
    expect(again.body).toMatchObject({ errors: { token: 'linkInvalid' } });
    const guessed = await api.call('post', '/auth/verify-email', {
      json: { token: '0'.repeat(64) },
    });
    expect(guessed.status, 'V6.4: a made-up link verifies nothing').toBe(422);
  });

  it('V6.4: sending the mail again is throttled and idempotent', async () => {
    const account = await newAccount(api, 'resend', { verified: false });
    for (let i = 0; i < 3; i += 1) {
      const sent = await api.call('post', '/auth/verification-email', as(account));
      expect(sent.status).toBe(204);
    }
    const mails = await mailsTo(api, account.email, 'emailVerification');
    expect(mails.length, 'V6.4: at most one mail a minute').toBe(1);
    const unsigned = await api.call('post', '/auth/verification-email', {});
    expect(unsigned.status).toBe(401);
  });
});

describe('V8 access: an invitation needs the mailbox it was sent to', () => {
  it('V8: a stranger who registers the invited email cannot accept it; verified, the invitee can', async () => {
    const owner = await newAccount(api, 'owner');
    const invited = uniqueEmail('invitee');
    const { id, invitation } = await invitationTo(owner, invited);
    const stranger = await newAccount(api, 'stranger', { verified: false, email: invited });
    const refused = await api.call('post', `/invitations/${invitation.id}/accept`, as(stranger));
    expect(refused.status, 'V8: an unverified email takes no invitation').toBe(403);
    expect(refused.body).toMatchObject({ errors: { invitation: 'emailNotVerified' } });
    const read = await api.call('get', `/shared-applications/${id}`, as(stranger));
    expect(read.status, 'V8: nor reads the application').toBe(404);

    const [mail] = await mailsTo(api, invited, 'emailVerification');
    const verified = await api.call('post', '/auth/verify-email', {
      json: { token: linkParam(mail, 'token') },
    });
    expect(verified.status).toBe(200);
    const joined = await api.call('post', `/invitations/${invitation.id}/accept`, as(stranger));
    expect(joined.status, 'V8: the verified invitee accepts').toBe(200);
    expect((joined.body as SharedApplicationSummary).id).toBe(id);
  });

  it('V8: the invitation mail’s link works once, for the account that follows it', async () => {
    const owner = await newAccount(api, 'owner');
    const invited = uniqueEmail('invitee');
    const { id, invitation } = await invitationTo(owner, invited);
    const [mail] = await mailsTo(api, invited, 'invitation');
    expect(linkParam(mail, 'id')).toBe(invitation.id);
    const holder = await newAccount(api, 'holder', { verified: false });
    const joined = await api.call('post', `/invitations/${invitation.id}/accept`, {
      ...as(holder),
      json: { token: linkParam(mail, 'token') },
    });
    expect(joined.status, 'V8: the mail’s link proves the mailbox').toBe(200);
    expect((joined.body as SharedApplicationSummary).id).toBe(id);
    const other = await newAccount(api, 'other');
    const again = await api.call('post', `/invitations/${invitation.id}/accept`, {
      ...as(other),
      json: { token: linkParam(mail, 'token') },
    });
    expect(again.status, 'V8: the link is single-use').toBe(404);
  });
});
