import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { linkParam, mailsTo } from './mailbox';
import type { User } from '../../../src/api/schema.gen';

// Accounts for the HTTP journeys: each test registers its own users (unique emails), so the
// journeys run against any server, again and again, side by side, without a reset.

export interface Account {
  email: string;
  password: string;
  user: User;
  token: string;
}

/** A fresh, unused email (the `.invalid` domain never delivers mail). */
export const uniqueEmail = (label = 'user') =>
  `${label}-${randomUUID().slice(0, 12)}@test-api.invalid`;

/**
 * Registers a new user through the contract's `register`, verifies its email by the link of the
 * verification mail (`verifyEmail`, the mailbox read as tests/api/support/mailbox.ts says; issue
 * 61) unless `verified` is false, and signs in with `loginWithEmail`.
 */
export async function newAccount(
  api: ApiClient,
  label = 'user',
  { verified = true, email = uniqueEmail(label) }: { verified?: boolean; email?: string } = {},
): Promise<Account> {
  const password = `Pass-${randomUUID().slice(0, 8)}`;
  const registered = await api.call('post', '/auth/email/register', {
    json: {
      email,
      password,
      firstName: 'Test',
      lastName: label,
      gender: 'other',
      age: 35,
      ethnicity: 'other',
    },
  });
  expect(registered.status, `register ${email}`).toBe(201);
  let user = registered.body as User;
  if (verified) {
    const [mail] = await mailsTo(api, email, 'emailVerification');
    const answer = await api.call('post', '/auth/verify-email', {
      json: { token: linkParam(mail, 'token') },
    });
    expect(answer.status, `verification of ${email}`).toBe(200);
    user = { ...user, emailVerified: true };
  }
  const token = await signIn(api, email, password);
  return { email, password, user, token };
}

/** Signs in and returns the session token; fails the test on anything but 200. */
export async function signIn(api: ApiClient, email: string, password: string): Promise<string> {
  const answer = await api.call('post', '/auth/email/login', { json: { email, password } });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  return (answer.body as { token: string }).token;
}
