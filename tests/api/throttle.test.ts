import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT, tooManySignInAttempts } from '../../src/domain/sign-in';
import { newAccount, uniqueEmail } from './support/accounts';
import { api } from './support/server';
import type { Account } from './support/accounts';

// Sign-in throttling over HTTP, with the limits the contract states (src/domain/sign-in.ts):
// after SIGN_IN_LIMIT.failures wrong passwords for one email, sign-in is refused with 429 and a
// Retry-After in seconds, whatever the password, and the message says when to try again.

async function failSignIns(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await api.call('post', '/auth/email/login', {
      json: { email, password: `wrong-password-${attempt}` },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

async function expectThrottled(email: string, password: string): Promise<void> {
  const refused = await api.call('post', '/auth/email/login', { json: { email, password } });
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter), 'Retry-After in whole seconds').toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMIT.lockMs / 1000);
  expect(refused.body).toMatchObject({ status: 429, message: tooManySignInAttempts(retryAfter) });
}

describe('sign-in throttling', () => {
  it('refuses an email after the limit of wrong passwords, even with the right one', async () => {
    const account: Account = await newAccount(api, 'throttled');
    const statuses = await failSignIns(account.email, SIGN_IN_LIMIT.failures);
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT.failures).fill(422));
    await expectThrottled(account.email, account.password);
    // The account's open session is not affected.
    expect((await api.call('get', '/auth/me', { token: account.token })).status).toBe(200);
  });

  it('an unknown email is throttled the same way', async () => {
    const email = uniqueEmail('unknown');
    await failSignIns(email, SIGN_IN_LIMIT.failures);
    await expectThrottled(email, 'any-password');
  });
});
