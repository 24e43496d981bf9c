// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import type { MockResponse } from '../../src/mock-server/http';
import { SIGN_IN_LIMIT, SIGN_IN_WIDE_LIMIT } from '../../src/domain/sign-in';
import { contractProblems } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Issue 45, items 1, 2 and 10. A stranger cannot keep the owner out: a device that signed in to
// the account before is counted alone (OWASP's device cookies; ASVS 5.0 V6.3.1 without V6.1.1's
// lockout of the owner). Only failures count against a client. A stand-in Google identity never
// opens an account registered with a password, and api:serve refuses stand-in tokens by default.

let backend: TestBackend;
afterEach(() => backend?.close());

async function withClock(options: { standInGoogle?: boolean } = {}) {
  backend = await createTestBackend();
  let at = backend.now.getTime();
  const app = createMockApp(backend.db, allRoutes, {
    now: () => new Date(at),
    passwordIterations: backend.passwordIterations,
    ...options,
  });
  const checked = (operationId: string, response: MockResponse) => {
    expect(contractProblems(operationId, response.status, response.body)).toEqual([]);
    return response;
  };
  return {
    advance: (ms: number) => {
      at += ms;
    },
    login: async (
      email: string,
      password: string,
      options: { client?: string; deviceToken?: string } = {},
    ) =>
      checked(
        'loginWithEmail',
        await app.handle('post', '/auth/email/login', {
          body: {
            email,
            password,
            ...(options.deviceToken ? { deviceToken: options.deviceToken } : {}),
          },
          ...(options.client ? { client: options.client } : {}),
        }),
      ),
    google: async (email: string) =>
      checked(
        'loginWithGoogle',
        await app.handle('post', '/auth/google/login', {
          body: {
            idToken: `mock-google.${btoa(JSON.stringify({ email, given_name: 'A', family_name: 'B' }))}`,
          },
        }),
      ),
  };
}

const deviceOf = (answer: MockResponse) => (answer.body as { deviceToken?: string }).deviceToken;

describe('a known device (device token)', () => {
  it("gives a device token at sign-in and keeps the owner's known device in while a stranger is made to wait", async () => {
    const { login, advance } = await withClock();
    const [dana] = backend.demoUsers;
    const first = await login(dana.email, dana.password);
    const device = deviceOf(first);
    expect(device).toMatch(/^[0-9a-f]{64}$/);

    // The stranger: failures until every attempt must wait, then one attempt each time a wait ends.
    for (let i = 0; i < SIGN_IN_LIMIT.freeFailures; i += 1) {
      expect((await login(dana.email, 'wrong-guess')).status).toBe(422);
    }
    expect((await login(dana.email, 'wrong-guess')).status).toBe(429);
    advance(SIGN_IN_LIMIT.firstDelayMs);
    expect((await login(dana.email, 'wrong-guess')).status).toBe(422);

    // Without its token the owner waits like anyone; with it, the owner gets in at once.
    expect((await login(dana.email, dana.password)).status).toBe(429);
    const owner = await login(dana.email, dana.password, { deviceToken: device! });
    expect(owner.status).toBe(200);
    expect(deviceOf(owner)).toBe(device);
  });

  it("counts a known device's own failures for it alone, and ignores a token the server never gave", async () => {
    const { login } = await withClock();
    const [dana] = backend.demoUsers;
    const device = deviceOf(await login(dana.email, dana.password))!;
    for (let i = 0; i < SIGN_IN_LIMIT.freeFailures; i += 1) {
      expect((await login(dana.email, 'wrong', { deviceToken: device })).status).toBe(422);
    }
    expect((await login(dana.email, dana.password, { deviceToken: device })).status).toBe(429);
    // The device's failures did not slow the email for other devices.
    expect((await login(dana.email, dana.password)).status).toBe(200);

    const forged = 'f'.repeat(64);
    const withForged = await login(dana.email, dana.password, { deviceToken: forged });
    expect(withForged.status).toBe(200);
    expect(deviceOf(withForged)).not.toBe(forged);
  });

  it("does not treat another account's device token as known", async () => {
    const { login } = await withClock();
    const [dana, sam] = backend.demoUsers;
    const danaDevice = deviceOf(await login(dana.email, dana.password))!;
    for (let i = 0; i < SIGN_IN_LIMIT.freeFailures; i += 1) await login(sam.email, 'wrong');
    expect((await login(sam.email, sam.password, { deviceToken: danaDevice })).status).toBe(429);
  });
});

describe('only failures count against a client', () => {
  it('lets one client sign in successfully more often than its failure allowance, and still sign another account in', async () => {
    const { login } = await withClock();
    const [dana] = backend.demoUsers;
    for (let i = 0; i < SIGN_IN_WIDE_LIMIT.freeFailures + 5; i += 1) {
      expect((await login(dana.email, dana.password, { client: '10.0.0.1' })).status).toBe(200);
    }
    const [, sam] = backend.demoUsers;
    expect((await login(sam.email, sam.password, { client: '10.0.0.1' })).status).toBe(200);
  });
});

describe("the demo's stand-in Google tokens", () => {
  it('never open an account registered with a password', async () => {
    const { google } = await withClock();
    await backend.request('post', '/auth/email/register', {
      body: {
        email: 'jordan.lee@example.org',
        password: 'A-long-passphrase-1',
        firstName: 'Jordan',
        lastName: 'Lee',
        gender: 'other',
        age: 25,
        ethnicity: 'other',
      },
    });
    const answer = await google('jordan.lee@example.org');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { idToken: 'invalidToken' } });
  });

  it('never open the password-protected demo account', async () => {
    const { google } = await withClock();
    expect((await google('demo@grantwise.app')).status).toBe(422);
  });

  it('are refused outright by a server not started as the demo (api:serve by default)', async () => {
    const { google } = await withClock({ standInGoogle: false });
    expect((await google('priya.shah@example.org')).status).toBe(422);
  });
});
