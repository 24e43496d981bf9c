import { describe, expect, inject, it } from 'vitest';
import { SIGN_IN_LIMIT, tooManySignInAttempts } from '../../src/domain/sign-in';
import { newAccount, uniqueEmail } from './support/accounts';
import { api } from './support/server';
import type { Account } from './support/accounts';

// Sign-in throttling over HTTP, with the limits the contract states (src/domain/sign-in.ts):
// after SIGN_IN_LIMIT.freeFailures wrong passwords for one email, sign-in is refused with 429 and a
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
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMIT.maxDelayMs / 1000);
  expect(refused.body).toMatchObject({ status: 429, message: tooManySignInAttempts(retryAfter) });
}

describe('sign-in throttling', () => {
  it('refuses an email after the limit of wrong passwords, even with the right one', async () => {
    const account: Account = await newAccount(api, 'throttled');
    const statuses = await failSignIns(account.email, SIGN_IN_LIMIT.freeFailures);
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT.freeFailures).fill(422));
    await expectThrottled(account.email, account.password);
    // The account's open session is not affected.
    expect((await api.call('get', '/auth/me', { token: account.token })).status).toBe(200);
  });

  it('an unknown email is throttled the same way', async () => {
    const email = uniqueEmail('unknown');
    await failSignIns(email, SIGN_IN_LIMIT.freeFailures);
    await expectThrottled(email, 'any-password');
  });
});

// Probes of the third security pass (issue 38), over HTTP against any server.
describe('guesses sent at once, the current password, hostile requests', () => {
  it('twelve wrong passwords sent at once: no more than the free failures are checked, the rest wait', async () => {
    const account = await newAccount(api, 'parallel');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.call('post', '/auth/email/login', {
          json: { email: account.email, password: `parallel-${i}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(
      SIGN_IN_LIMIT.freeFailures,
    );
    expect(statuses.filter((status) => status !== 422).every((status) => status === 429)).toBe(
      true,
    );
    await expectThrottled(account.email, account.password);
  });

  it('the current password of a password change cannot be guessed without limit', async () => {
    const account = await newAccount(api, 'stolen-token');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.call('patch', '/auth/me', {
          token: account.token,
          json: { oldPassword: `guess-${i}-x`, password: 'A-new-passphrase-9' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(
      SIGN_IN_LIMIT.freeFailures,
    );
    const refused = await api.call('patch', '/auth/me', {
      token: account.token,
      json: { oldPassword: account.password, password: 'A-new-passphrase-9' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an oversized field is refused within the contract (422), never stored', async () => {
    const account = await newAccount(api, 'oversized');
    const answer = await api.call('patch', '/auth/me', {
      token: account.token,
      json: { firstName: 'x'.repeat(1_000_000) },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { firstName: 'tooLong' } });
    const me = await api.call('get', '/auth/me', { token: account.token });
    expect((me.body as { firstName: string }).firstName).toBe('Test');
  });

  it('a path parameter that is not a UTF-8 percent sequence is an unknown path (404)', async () => {
    const account = await newAccount(api, 'malformed');
    // Outside the contract (no operation takes such a path): sent with a plain fetch, so the
    // answer is not read as one of getFileContent's.
    const base = inject('apiBaseUrl').replace(/\/+$/, '');
    for (const param of ['%E0%A4%A', '%C3%28', '%FF']) {
      const answer = await fetch(`${base}/files/${param}/content`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ status: 404 });
    }
  });
});
