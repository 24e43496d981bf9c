// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  LEGACY_PASSWORD_ITERATIONS,
  PASSWORD_ITERATIONS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../src/mock-server/crypto';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import { DEMO_PASSWORD_HASHES, DEMO_USERS } from '../../src/mock-server/seed/users';
import { createTestBackend, type TestBackend } from '../support/mock-backend';

let backend: TestBackend;
afterEach(() => backend?.close());

const REGISTRATION = {
  email: 'new.person@example.org',
  password: 'long-enough',
  firstName: 'New',
  lastName: 'Person',
  gender: 'other',
  age: 25,
  ethnicity: 'prefer_not_to_say',
};

describe('embedded backend: auth', () => {
  it('signs a demo user in with a random session token and never returns the password hash', async () => {
    backend = await createTestBackend();
    const first = await backend.request('post', '/auth/email/login', {
      body: { email: 'DEMO@grantwise.app ', password: 'Demo1234!' },
    });
    const second = await backend.request('post', '/auth/email/login', {
      body: { email: 'demo@grantwise.app', password: 'Demo1234!' },
    });
    expect(first.status).toBe(200);
    const a = first.body as { token: string; user: Record<string, unknown> };
    const b = second.body as { token: string };
    expect(a.token).not.toBe(b.token);
    expect(a.user).not.toHaveProperty('passwordHash');
    expect(a.user).not.toHaveProperty('passwordSalt');
  });

  it('stores passwords salted and hashed', async () => {
    backend = await createTestBackend();
    const users = await backend.db.users
      .where('email')
      .anyOf(['demo@grantwise.app', 'sam@grantwise.app'])
      .toArray();
    expect(users).toHaveLength(2);
    expect(users[0]?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(users[0]?.passwordSalt).not.toBe(users[1]?.passwordSalt);
    expect(JSON.stringify(users)).not.toContain('Demo1234!');
  });

  it("hashes new passwords with PBKDF2-SHA256 at OWASP's 600,000 iterations by default, kept in the record", async () => {
    expect(PASSWORD_ITERATIONS).toBe(600_000);
    backend = await createTestBackend({ seeded: false });
    // A backend started without a count: the production one (the demo build's and api:serve's).
    const app = createMockApp(backend.db, allRoutes);
    expect((await app.handle('post', '/auth/email/register', { body: REGISTRATION })).status).toBe(
      201,
    );
    const record = await backend.db.users.where('email').equals(REGISTRATION.email).first();
    expect(record?.passwordIterations).toBe(600_000);
    expect(await verifyPassword(REGISTRATION.password, record!)).toBe(true);
  });

  it("seeds the demo users with precomputed hashes of their passwords at today's count", async () => {
    for (const user of DEMO_USERS) {
      const hash = DEMO_PASSWORD_HASHES[user.id]!;
      expect(hash.passwordIterations).toBe(PASSWORD_ITERATIONS);
      expect(needsRehash(hash), user.email).toBe(false);
      expect(await verifyPassword(user.password, hash), user.email).toBe(true);
    }
  });

  it("seeds and hashes at the backend's own count when it is started with one (the tests')", async () => {
    backend = await createTestBackend();
    expect(backend.passwordIterations).toBeLessThan(PASSWORD_ITERATIONS);
    const dana = await backend.db.users.get(DEMO_USERS[0].id);
    expect(dana?.passwordIterations).toBe(backend.passwordIterations);
    await backend.request('post', '/auth/email/register', { body: REGISTRATION });
    const record = await backend.db.users.where('email').equals(REGISTRATION.email).first();
    expect(record?.passwordIterations).toBe(backend.passwordIterations);
    const me = await backend.request('get', '/auth/me', {
      token: await backend.signIn(REGISTRATION.email, REGISTRATION.password),
    });
    expect(me.body).not.toHaveProperty('passwordIterations');
  });

  it('honours the count stored with a hash: a higher one still verifies and is never lowered', async () => {
    backend = await createTestBackend();
    const demo = DEMO_USERS[0];
    await backend.db.users.update(demo.id, DEMO_PASSWORD_HASHES[demo.id]!);
    await backend.signIn(demo.email, demo.password);
    expect((await backend.db.users.get(demo.id))?.passwordIterations).toBe(PASSWORD_ITERATIONS);
  });

  it('signs in a user whose hash has the old count and no record of it, then re-hashes it', async () => {
    backend = await createTestBackend({ passwordIterations: PASSWORD_ITERATIONS });
    const demo = DEMO_USERS[0];
    const legacy = await hashPassword(demo.password, LEGACY_PASSWORD_ITERATIONS);
    await backend.db.users.update(demo.id, {
      passwordHash: legacy.passwordHash,
      passwordSalt: legacy.passwordSalt,
      passwordIterations: undefined,
    });
    expect((await backend.db.users.get(demo.id))?.passwordIterations).toBeUndefined();
    expect(
      (
        await backend.request('post', '/auth/email/login', {
          body: { email: demo.email, password: 'wrong-password' },
        })
      ).status,
    ).toBe(422);
    expect((await backend.db.users.get(demo.id))?.passwordHash).toBe(legacy.passwordHash);

    await backend.signIn(demo.email, demo.password);
    const upgraded = await backend.db.users.get(demo.id);
    expect(upgraded?.passwordIterations).toBe(PASSWORD_ITERATIONS);
    expect(upgraded?.passwordHash).not.toBe(legacy.passwordHash);
    expect(await verifyPassword(demo.password, upgraded!)).toBe(true);
  });

  it('refuses a wrong password or unknown email with a 422 naming password', async () => {
    backend = await createTestBackend();
    const wrong = await backend.request('post', '/auth/email/login', {
      body: { email: 'demo@grantwise.app', password: 'nope' },
    });
    const unknown = await backend.request('post', '/auth/email/login', {
      body: { email: 'ghost@example.org', password: 'nope' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect((wrong.body as { errors: object }).errors).toHaveProperty('password');
  });

  it('registers, refuses the same email again naming email, and lets the new user sign in', async () => {
    backend = await createTestBackend();
    const created = await backend.request('post', '/auth/email/register', { body: REGISTRATION });
    expect(created.status).toBe(201);
    const again = await backend.request('post', '/auth/email/register', {
      body: { ...REGISTRATION, email: 'NEW.person@example.org' },
    });
    expect(again.status).toBe(422);
    expect((again.body as { errors: object }).errors).toHaveProperty('email');
    expect(await backend.signIn(REGISTRATION.email, REGISTRATION.password)).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('validates registration like the form does', async () => {
    backend = await createTestBackend();
    const response = await backend.request('post', '/auth/email/register', {
      body: { ...REGISTRATION, email: 'not-an-email', password: 'short', firstName: '  ', age: 30 },
    });
    expect(response.status).toBe(422);
    expect((response.body as { errors: object }).errors).toMatchObject({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
    });
  });

  it('records a referral for the referring user', async () => {
    backend = await createTestBackend();
    const referrer = backend.demoUsers[0].id;
    await backend.request('post', '/auth/email/register', {
      body: { ...REGISTRATION, referralCode: referrer },
    });
    const rows = await backend.db.affiliates.where('referrerId').equals(referrer).toArray();
    const newUser = await backend.db.users.where('email').equals(REGISTRATION.email).first();
    expect(rows.some((row) => row.referredUserId === newUser?.id && row.status === 'PENDING')).toBe(
      true,
    );
  });

  it('answers 401 to a missing, unknown or signed-out token, and 200 to a valid one', async () => {
    backend = await createTestBackend();
    expect((await backend.request('get', '/auth/me')).status).toBe(401);
    expect((await backend.request('get', '/auth/me', { token: 'forged' })).status).toBe(401);
    const token = await backend.signIn();
    expect((await backend.request('get', '/auth/me', { token })).status).toBe(200);
    expect((await backend.request('post', '/auth/logout', { token })).status).toBe(204);
    expect((await backend.request('get', '/auth/me', { token })).status).toBe(401);
  });

  it('signs in with a demo Google token, creating the user on first use', async () => {
    backend = await createTestBackend();
    const claims = btoa(
      JSON.stringify({ email: 'jordan.lee@example.org', given_name: 'Jordan', family_name: 'Lee' }),
    );
    const first = await backend.request('post', '/auth/google/login', {
      body: { idToken: `mock-google.${claims}` },
    });
    expect(first.status).toBe(200);
    expect((first.body as { user: { firstName: string } }).user.firstName).toBe('Jordan');
    const again = await backend.request('post', '/auth/google/login', {
      body: { idToken: `mock-google.${claims}` },
    });
    expect((again.body as { user: { id: string } }).user.id).toBe(
      (first.body as { user: { id: string } }).user.id,
    );
    expect(
      (await backend.request('post', '/auth/google/login', { body: { idToken: 'garbage' } }))
        .status,
    ).toBe(422);
  });

  it("refuses a hand-made demo Google token for any account but the demo's Google identities", async () => {
    backend = await createTestBackend();
    for (const email of [backend.demoUsers[1].email, 'someone.else@example.org']) {
      const forged = btoa(JSON.stringify({ email, given_name: 'Eve', family_name: 'Forger' }));
      const answer = await backend.request('post', '/auth/google/login', {
        body: { idToken: `mock-google.${forged}` },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { idToken: 'invalidToken' } });
      expect(answer.body).not.toHaveProperty('token');
    }
  });

  it('changes the password only with the right current password', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const wrong = await backend.request('patch', '/auth/me', {
      token,
      body: { oldPassword: 'nope-nope', password: 'brand-new-1' },
    });
    expect(wrong.status).toBe(422);
    const right = await backend.request('patch', '/auth/me', {
      token,
      body: { oldPassword: 'Demo1234!', password: 'brand-new-1' },
    });
    expect(right.status).toBe(200);
    expect(await backend.signIn('demo@grantwise.app', 'brand-new-1')).toBeTruthy();
  });

  it('needs 8 characters in a new password, as registration does', async () => {
    backend = await createTestBackend();
    const token = await backend.signIn();
    const short = await backend.request('patch', '/auth/me', {
      token,
      body: { oldPassword: 'Demo1234!', password: 'seven-7' },
    });
    expect(short.status).toBe(422);
    expect((short.body as { errors: object }).errors).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(await backend.signIn('demo@grantwise.app', 'Demo1234!')).toBeTruthy();
  });

  it("ends the user's other sessions when the password changes, and keeps the caller's", async () => {
    backend = await createTestBackend();
    const here = await backend.signIn();
    const elsewhere = await backend.signIn();
    const sams = await backend.signIn(backend.demoUsers[1].email, backend.demoUsers[1].password);
    const changed = await backend.request('patch', '/auth/me', {
      token: here,
      body: { oldPassword: 'Demo1234!', password: 'brand-new-1' },
    });
    expect(changed.status).toBe(200);
    expect((await backend.request('get', '/auth/me', { token: here })).status).toBe(200);
    expect((await backend.request('get', '/auth/me', { token: elsewhere })).status).toBe(401);
    expect((await backend.request('get', '/auth/me', { token: sams })).status).toBe(200);
  });
});
