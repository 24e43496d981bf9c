// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

type Record = {
  id: string;
  createdAt: string;
  affiliateUser: { firstName: string; lastName: string };
  referalUser: { firstName: string; lastName: string };
  status: 'PENDING' | 'COMPLETE' | 'REJECTED';
  registrations: number;
  conversions: number;
};

let backend: TestBackend;

beforeEach(async () => {
  backend = await createTestBackend();
});
afterEach(() => backend.close());

describe('GET /affiliates', () => {
  it('answers 401 without a token', async () => {
    const res = await backend.request('get', '/affiliates');
    expect(res.status).toBe(401);
  });

  it("lists the caller's seeded referrals newest first, in every status, with real counts", async () => {
    const token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
    const res = await backend.request('get', '/affiliates', { token });
    expect(res.status).toBe(200);
    const records = res.body as Record[];
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(new Set(records.map((r) => r.status))).toEqual(
      new Set(['PENDING', 'COMPLETE', 'REJECTED']),
    );
    for (const r of records) {
      expect(r.affiliateUser).toEqual({ firstName: 'Dana', lastName: 'Rivera' });
      expect(r.referalUser.firstName).not.toBe('');
    }
    const dates = records.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(records.some((r) => r.conversions > 1)).toBe(true);
    expect(records.some((r) => r.conversions === 0)).toBe(true);
  });

  it("never shows another user's referrals", async () => {
    const token = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const res = await backend.request('get', '/affiliates', { token });
    const records = res.body as Record[];
    expect(records.length).toBeGreaterThan(0);
    for (const r of records)
      expect(r.affiliateUser).toEqual({ firstName: 'Sam', lastName: 'Okafor' });
  });

  it("adds a PENDING referral with the new user's name when someone registers with the code", async () => {
    const demoId = backend.demoUsers[0].id;
    const reg = await backend.request('post', '/auth/email/register', {
      body: {
        email: 'new.referral@example.org',
        password: 'Secret123!',
        firstName: 'Noor',
        lastName: 'Haddad',
        gender: 'female',
        age: 25,
        ethnicity: 'other',
        referralCode: demoId,
      },
    });
    expect(reg.status).toBe(201);
    const token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
    const records = (await backend.request('get', '/affiliates', { token })).body as Record[];
    const noor = records.find((r) => r.referalUser.lastName === 'Haddad');
    expect(noor).toMatchObject({
      referalUser: { firstName: 'Noor', lastName: 'Haddad' },
      status: 'PENDING',
      registrations: 1,
      conversions: 0,
    });
    // Sam's list does not change.
    const samToken = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const sams = (await backend.request('get', '/affiliates', { token: samToken }))
      .body as Record[];
    expect(sams.some((r) => r.referalUser.lastName === 'Haddad')).toBe(false);
  });

  it('seeded referred people cannot sign in', async () => {
    const res = await backend.request('post', '/auth/email/login', {
      body: { email: 'grace.liu@example.org', password: 'any-password-1' },
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: unknown }).errors).toHaveProperty('password');
  });
});
