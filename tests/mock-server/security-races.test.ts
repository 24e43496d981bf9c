// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { MockResponse } from '../../src/mock-server/http';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Issue 45, items 3 and 8: parallel requests against the handlers on fake-indexeddb, one kind of
// write per test. Each read-modify-write runs in one transaction, so no request loses another's
// change, and the loser of a race for something unique gets the contract's answer, never a 500
// (ASVS 5.0 V2.3.3: transactions are atomic; V16.5: errors are handled).

let backend: TestBackend;
afterEach(() => backend?.close());

const statuses = (answers: MockResponse[]) => answers.map((answer) => answer.status).sort();

const REGISTRATION = {
  email: 'twins@example.org',
  password: 'A-long-passphrase-1',
  firstName: 'Ada',
  lastName: 'Twin',
  gender: 'female',
  age: 25,
  ethnicity: 'other',
};

describe('parallel writes (one transaction per read-modify-write)', () => {
  it('registers one email once: twenty parallel registrations give one 201 and nineteen emailAlreadyExists', async () => {
    backend = await createTestBackend();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        backend.request('post', '/auth/email/register', { body: REGISTRATION }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const answer of answers.filter((one) => one.status === 422)) {
      expect(answer.body).toMatchObject({ errors: { email: 'emailAlreadyExists' } });
    }
    expect(await backend.db.users.where('email').equals(REGISTRATION.email).count()).toBe(1);
  });

  it('makes one account for a first Google sign-in sent ten times at once, and signs each in to it', async () => {
    backend = await createTestBackend();
    const claims = btoa(
      JSON.stringify({ email: 'jordan.lee@example.org', given_name: 'Jordan', family_name: 'Lee' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        backend.request('post', '/auth/google/login', {
          body: { idToken: `mock-google.${claims}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual(Array<number>(10).fill(200));
    const ids = new Set(answers.map((answer) => (answer.body as { user: { id: string } }).user.id));
    expect(ids.size).toBe(1);
  });

  it('merges parallel marks of notifications read: six requests with one id each leave all six read', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const ids = Array.from({ length: 6 }, (_, i) => `notification-${i}`);
    const answers = await Promise.all(
      ids.map((id) =>
        backend.request('post', '/notifications/read', { token, body: { ids: [id] } }),
      ),
    );
    expect(statuses(answers)).toEqual(Array<number>(6).fill(204));
    const stored = await backend.db.meta.get(`notifications-read:${backend.demoUsers[0].id}`);
    expect([...((stored?.value as string[] | undefined) ?? [])].sort()).toEqual(
      expect.arrayContaining(ids),
    );
  });

  it('creates one company per user: parallel creations give one 201, the rest companyAlreadyExists', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const body = {
      ein: '12-3456789',
      email: 'info@example.org',
      name: 'Riverbend',
      address: '12 Mill St',
      industry: 'Food',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => backend.request('post', '/companies', { token, body })),
    );
    expect(statuses(answers)).toEqual([201, ...Array<number>(7).fill(422)]);
  });

  it('subscribes an email once: parallel subscriptions give one 201, the rest alreadySubscribed', async () => {
    backend = await createTestBackend();
    const body = { email: 'reader@example.org', name: 'A Reader' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => backend.request('post', '/newsletter', { body })),
    );
    expect(statuses(answers)).toEqual([201, ...Array<number>(7).fill(422)]);
    expect(await backend.db.newsletter.where('email').equals(body.email).count()).toBe(1);
  });

  it('deletes a file once: parallel deletions give one 204 and 404 for the rest', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const [file] = await backend.db.resources
      .where('userId')
      .equals(backend.demoUsers[0].id)
      .toArray();
    expect(file).toBeDefined();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => backend.request('delete', `/files/${file!.id}`, { token })),
    );
    expect(statuses(answers)).toEqual([204, 404, 404, 404, 404]);
    expect(await backend.db.fileBlobs.get(file!.id)).toBeUndefined();
  });
});
