import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';
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

/** Registers a new user through the contract's `register` and signs in with `loginWithEmail`. */
export async function newAccount(api: ApiClient, label = 'user'): Promise<Account> {
  const email = uniqueEmail(label);
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
  const token = await signIn(api, email, password);
  return { email, password, user: registered.body as User, token };
}

/** Signs in and returns the session token; fails the test on anything but 200. */
export async function signIn(api: ApiClient, email: string, password: string): Promise<string> {
  const answer = await api.call('post', '/auth/email/login', { json: { email, password } });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  return (answer.body as { token: string }).token;
}
