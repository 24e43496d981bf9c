// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import type { MockResponse } from '../../src/mock-server/http';
import { contractProblems } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Password guesses are slowed, never blocked for long: 5 failures are free, then each attempt
// waits 1, 2, 4, 8, then 15 minutes after the last one. An attempt is counted before its
// password is verified, so parallel guesses cannot pass the count.

const MINUTE = 60_000;
let backend: TestBackend;
afterEach(() => {
  backend?.close();
  vi.restoreAllMocks();
});

async function withClock() {
  backend = await createTestBackend();
  let at = backend.now.getTime();
  const app = createMockApp(backend.db, allRoutes, {
    now: () => new Date(at),
    passwordIterations: backend.passwordIterations,
  });
  const checked = (operationId: string, response: MockResponse) => {
    expect(contractProblems(operationId, response.status, response.body)).toEqual([]);
    return response;
  };
  return {
    advance: (ms: number) => {
      at += ms;
    },
    login: async (email: string, password: string, client?: string) =>
      checked(
        'loginWithEmail',
        await app.handle('post', '/auth/email/login', {
          body: { email, password },
          ...(client ? { client } : {}),
        }),
      ),
    changePassword: async (token: string, oldPassword: string) =>
      checked(
        'updateMe',
        await app.handle('patch', '/auth/me', {
          headers: { authorization: `Bearer ${token}` },
          body: { oldPassword, password: 'A-new-passphrase-9' },
        }),
      ),
  };
}

/** How many PBKDF2 derivations (password verifications) ran. */
const derivations = () => vi.spyOn(crypto.subtle, 'deriveBits');

describe('sign-in attempts', () => {
  it('lets 5 failures through, then makes each attempt wait longer (1, 2, 4 minutes), even with the right password', async () => {
    const { advance, login } = await withClock();
    const [dana, sam] = backend.demoUsers;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login(dana.email, `wrong-${i}`);
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({
        status: 422,
        message: 'Invalid email or password',
        errors: { password: 'invalidCredentials' },
      });
    }
    advance(20_000);
    const refused = await login(` ${dana.email.toUpperCase()}`, dana.password);
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'Retry-After': '40' });
    expect(refused.body).toEqual({
      status: 429,
      message: 'Too many sign-in attempts. Try again in 1 minute.',
    });
    // Another email is not affected.
    expect((await login(sam.email, sam.password)).status).toBe(200);

    advance(40_000);
    expect((await login(dana.email, 'wrong-5')).status).toBe(422);
    // The sixth failure doubles the wait.
    expect((await login(dana.email, dana.password)).headers).toEqual({ 'Retry-After': '120' });
    advance(2 * MINUTE);
    expect((await login(dana.email, 'wrong-6')).status).toBe(422);
    expect((await login(dana.email, dana.password)).body).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 4 minutes.',
    });
    advance(4 * MINUTE);
    expect((await login(dana.email, dana.password)).status).toBe(200);
  });

  it('never waits more than 15 minutes, and refused attempts do not make the wait longer (a stranger cannot hold an account)', async () => {
    const { advance, login } = await withClock();
    const dana = backend.demoUsers[0];
    for (let i = 0; i < 12; i += 1) {
      const answer = await login(dana.email, 'wrong');
      expect(answer.status).toBe(422);
      advance(15 * MINUTE);
    }
    // The stranger keeps trying during the wait: every try is refused and counts nothing.
    advance(-15 * MINUTE + 1000);
    for (let i = 0; i < 50; i += 1) {
      expect((await login(dana.email, 'wrong')).headers).toEqual({
        'Retry-After': String(15 * 60 - 1),
      });
    }
    advance(15 * MINUTE);
    expect((await login(dana.email, dana.password)).status).toBe(200);
  });

  it('forgets failures an hour after the last one, and at a success', async () => {
    const { advance, login } = await withClock();
    const dana = backend.demoUsers[0];
    for (let i = 0; i < 4; i += 1) expect((await login(dana.email, 'wrong')).status).toBe(422);
    advance(61 * MINUTE);
    for (let i = 0; i < 4; i += 1) expect((await login(dana.email, 'wrong')).status).toBe(422);
    expect((await login(dana.email, dana.password)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(dana.email, 'wrong')).status).toBe(422);
    expect((await login(dana.email, 'wrong')).status).toBe(429);
  });

  it('treats an unknown email like a known one: slowed too, and checked against a hash as costly', async () => {
    const { login } = await withClock();
    const derive = derivations();
    expect((await login('nobody@example.org', 'guess')).status).toBe(422);
    expect((await login(backend.demoUsers[0].email, 'guess')).status).toBe(422);
    const iterations = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    expect(iterations).toEqual([backend.passwordIterations, backend.passwordIterations]);

    for (let i = 0; i < 4; i += 1) await login('nobody@example.org', 'guess');
    expect((await login('nobody@example.org', 'guess')).status).toBe(429);
  });

  it('twelve wrong passwords sent at once: no more than five are verified, the rest wait', async () => {
    const { login } = await withClock();
    const dana = backend.demoUsers[0];
    const derive = derivations();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(dana.email, `parallel-${i}`)),
    );
    expect(derive).toHaveBeenCalledTimes(5);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    // And the email now waits: the right password too.
    expect((await login(dana.email, dana.password)).status).toBe(429);
  });

  it('where the client is seen, a stranger elsewhere does not slow the owner; one client spraying many emails is slowed', async () => {
    const { login } = await withClock();
    const dana = backend.demoUsers[0];
    for (let i = 0; i < 6; i += 1) await login(dana.email, 'wrong', '203.0.113.7');
    expect((await login(dana.email, dana.password, '203.0.113.7')).status).toBe(429);
    // The owner, from their own client, signs in.
    expect((await login(dana.email, dana.password, '198.51.100.4')).status).toBe(200);

    // Spraying: one wrong password for each of many emails from one client.
    const sprayed = [];
    for (let i = 0; i < 102; i += 1)
      sprayed.push((await login(`user${i}@example.org`, 'Summer2026!', '192.0.2.99')).status);
    expect(sprayed.slice(0, 100).every((status) => status === 422)).toBe(true);
    expect(sprayed.slice(100)).toEqual([429, 429]);
  });
});

describe('the current password of a password change', () => {
  it('is slowed per user like sign-in: after 5 wrong ones, even the right one waits', async () => {
    const { advance, changePassword } = await withClock();
    const dana = backend.demoUsers[0];
    const token = await backend.signIn();
    const derive = derivations();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => changePassword(token, `guess-${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array(5).fill(422),
      ...Array(5).fill(429),
    ]);
    expect(derive).toHaveBeenCalledTimes(5);
    const waiting = await changePassword(token, dana.password);
    expect(waiting.status).toBe(429);
    expect(waiting.headers).toEqual({ 'Retry-After': '60' });
    expect(waiting.body).toEqual({
      status: 429,
      message: 'Too many wrong current passwords. Try again in 1 minute.',
    });
    advance(MINUTE);
    expect((await changePassword(token, dana.password)).status).toBe(200);
  });
});
