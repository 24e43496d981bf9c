// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import { contractProblems } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Sign-in resists guessing: 5 failures for one email within 15 minutes lock it for 15 minutes.

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
  return {
    advance: (ms: number) => {
      at += ms;
    },
    login: async (email: string, password: string) => {
      const response = await app.handle('post', '/auth/email/login', { body: { email, password } });
      expect(contractProblems('loginWithEmail', response.status, response.body)).toEqual([]);
      return response;
    },
  };
}

describe('sign-in attempts', () => {
  it('refuses an email for 15 minutes after 5 failures, with 429 and Retry-After, even with the right password', async () => {
    const { advance, login } = await withClock();
    const [dana, sam] = backend.demoUsers;
    for (let i = 0; i < 5; i += 1) {
      expect((await login(dana.email, `wrong-${i}`)).status).toBe(422);
      advance(MINUTE);
    }
    const refused = await login(` ${dana.email.toUpperCase()}`, dana.password);
    expect(refused.status).toBe(429);
    // Locked at the fifth failure, one minute ago.
    expect(refused.headers).toEqual({ 'Retry-After': String(14 * 60) });
    expect(refused.body).toEqual({
      status: 429,
      message: 'Too many sign-in attempts. Try again in 14 minutes.',
    });
    // Another email is not affected.
    expect((await login(sam.email, sam.password)).status).toBe(200);

    advance(14 * MINUTE);
    expect((await login(dana.email, dana.password)).status).toBe(200);
  });

  it('counts failures within 15 minutes only, and a success starts the count again', async () => {
    const { advance, login } = await withClock();
    const dana = backend.demoUsers[0];
    for (let i = 0; i < 4; i += 1) expect((await login(dana.email, 'wrong')).status).toBe(422);
    advance(16 * MINUTE);
    for (let i = 0; i < 4; i += 1) expect((await login(dana.email, 'wrong')).status).toBe(422);
    expect((await login(dana.email, dana.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(dana.email, 'wrong')).status).toBe(422);
    expect((await login(dana.email, dana.password)).status).toBe(200);
  });

  it('treats an unknown email like a known one: it is locked too, and checked against a hash as costly', async () => {
    const { login } = await withClock();
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect((await login('nobody@example.org', 'guess')).status).toBe(422);
    expect((await login(backend.demoUsers[0].email, 'guess')).status).toBe(422);
    const iterations = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    expect(iterations).toEqual([backend.passwordIterations, backend.passwordIterations]);

    for (let i = 0; i < 4; i += 1) await login('nobody@example.org', 'guess');
    expect((await login('nobody@example.org', 'guess')).status).toBe(429);
  });
});
