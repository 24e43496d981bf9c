import { describe, expect, it } from 'vitest';
import type {
  Grant,
  GrantDecision,
  GrantNote,
  ReceivedInvitation,
  SharedApplication,
} from '../../src/api/schema.gen';
import { type Account, newAccount } from './support/accounts';
import { api } from './support/server';

// Notes on a grant over HTTP (issue 62): a note is its author's; a co-applicant of an application
// to that grant reads the members' notes but cannot change them; a stranger reads none; the
// decision is the user's own. Each journey registers its own users, so it holds against any
// server, run after run.

const as = (account: Account) => ({ token: account.token });

describe('notes on a grant', () => {
  it('add, read, edit, delete; co-applicants read each other, strangers do not; the decision', async () => {
    const owner = await newAccount(api, 'noter');
    const partner = await newAccount(api, 'partner');
    const stranger = await newAccount(api, 'stranger');
    const grant = ((await api.call('get', '/grants', as(owner))).body as Grant[])[0]!;
    const notes = `/grants/${grant.id}/notes`;

    const first = await api.call('post', notes, { ...as(owner), json: { text: '  First  ' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: 'First', mine: true, grantId: grant.id });
    const second = await api.call('post', notes, { ...as(owner), json: { text: 'Second' } });
    const mine = (await api.call('get', notes, as(owner))).body as GrantNote[];
    expect(mine.map((note) => note.text)).toEqual(['Second', 'First']);

    // 2,000 characters fit, counted as characters (an emoji is one); 2,001 do not.
    const emoji = '🌱'.repeat(2000);
    expect((await api.call('post', notes, { ...as(owner), json: { text: emoji } })).status).toBe(
      201,
    );
    const tooLong = await api.call('post', notes, { ...as(owner), json: { text: `${emoji}x` } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({
      errors: { text: 'A note can be at most 2,000 characters' },
    });

    // A stranger reads none and changes none.
    expect((await api.call('get', notes, as(stranger))).body).toEqual([]);
    const secondId = (second.body as GrantNote).id;
    const taken = await api.call('patch', `${notes}/${secondId}`, {
      ...as(stranger),
      json: { text: 'Mine now' },
    });
    expect(taken.status).toBe(404);

    // Applying to the grant together, the partner reads the owner's notes, by name, not as theirs.
    const opened = await api.call('post', '/shared-applications', {
      ...as(owner),
      json: { grantId: grant.id },
    });
    const draft = opened.body as SharedApplication;
    await api.call('post', `/shared-applications/${draft.id}/invitations`, {
      ...as(owner),
      json: { email: partner.email, role: 'editor' },
    });
    const received = (await api.call('get', '/invitations', as(partner)))
      .body as ReceivedInvitation[];
    const invitation = received.find((item) => item.applicationId === draft.id)!;
    expect(
      (await api.call('post', `/invitations/${invitation.id}/accept`, as(partner))).status,
    ).toBe(200);
    await api.call('post', notes, { ...as(partner), json: { text: 'I will write the budget' } });
    const shared = (await api.call('get', notes, as(partner))).body as GrantNote[];
    expect(shared.map((note) => [note.text, note.mine])).toContainEqual(['Second', false]);
    expect(shared.find((note) => note.text === 'Second')?.author.name).toBeTruthy();
    const ownersView = (await api.call('get', notes, as(owner))).body as GrantNote[];
    expect(ownersView.find((note) => note.text === 'I will write the budget')?.mine).toBe(false);
    // A member reads, but only the author edits or deletes.
    expect((await api.call('delete', `${notes}/${secondId}`, as(partner))).status).toBe(404);

    // The author edits and deletes.
    const edited = await api.call('patch', `${notes}/${secondId}`, {
      ...as(owner),
      json: { text: 'Second, edited' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: 'Second, edited' });
    expect((await api.call('delete', `${notes}/${secondId}`, as(owner))).status).toBe(204);
    const after = (await api.call('get', notes, as(owner))).body as GrantNote[];
    expect(after.map((note) => note.id)).not.toContain(secondId);

    // The decision is the user's own; null clears it.
    const decide = (account: Account, decision: string | null) =>
      api.call('put', `/grants/${grant.id}/decision`, { ...as(account), json: { decision } });
    expect((await decide(owner, 'applying')).body).toMatchObject({ decision: 'applying' });
    expect((await decide(owner, 'maybe')).status).toBe(422);
    const decisions = (await api.call('get', '/grant-decisions', as(owner)))
      .body as GrantDecision[];
    expect(decisions).toContainEqual(
      expect.objectContaining({ grantId: grant.id, decision: 'applying' }),
    );
    expect((await api.call('get', '/grant-decisions', as(partner))).body).toEqual([]);
    await decide(owner, null);
    expect((await api.call('get', '/grant-decisions', as(owner))).body).toEqual([]);
  });
});
