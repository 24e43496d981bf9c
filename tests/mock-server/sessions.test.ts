// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import { type MockSettings, readSettings, sessionLifetimeOf } from '../../src/mock-server/settings';
import { SETTINGS_KEY } from '../../src/mock-server/settings';
import { contractProblems } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Sessions end: 30 minutes after their last use, 12 hours after sign-in (docs/decisions.md).

const MINUTE = 60_000;
let backend: TestBackend;
afterEach(() => backend?.close());

/** The backend's data under a clock the test moves; `me(token)` answers GET /auth/me's status. */
async function withClock() {
  backend = await createTestBackend();
  let at = backend.now.getTime();
  const app = createMockApp(backend.db, allRoutes, {
    now: () => new Date(at),
    passwordIterations: backend.passwordIterations,
  });
  return {
    token: await backend.signIn(),
    advance: (ms: number) => {
      at += ms;
    },
    me: async (token: string) => {
      const response = await app.handle('get', '/auth/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(contractProblems('getMe', response.status, response.body)).toEqual([]);
      return response.status;
    },
  };
}

describe('session lifetimes of the embedded backend', () => {
  it('ends a session 30 minutes after its last use, and each use extends it', async () => {
    const { token, advance, me } = await withClock();
    advance(29 * MINUTE);
    expect(await me(token)).toBe(200);
    advance(29 * MINUTE);
    expect(await me(token)).toBe(200);
    advance(31 * MINUTE);
    expect(await me(token)).toBe(401);
    // Gone for good: the session was deleted, not only refused.
    expect(await backend.db.sessions.get(token)).toBeUndefined();
  });

  it('ends a session 12 hours after sign-in, however busy', async () => {
    const { token, advance, me } = await withClock();
    for (let used = 0; used < 12 * 60; used += 20) {
      advance(20 * MINUTE);
      expect(await me(token), `after ${used + 20} minutes`).toBe(200);
    }
    advance(MINUTE);
    expect(await me(token)).toBe(401);
  });

  it('lets the demo shorten the lifetimes, never lengthen them', () => {
    const base: MockSettings = { latency: 0, failureRate: 0, faults: {} };
    expect(sessionLifetimeOf(base)).toEqual({ idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE });
    expect(sessionLifetimeOf({ ...base, sessionMinutes: { idle: 2, absolute: 5 } })).toEqual({
      idleMs: 2 * MINUTE,
      absoluteMs: 5 * MINUTE,
    });
    const stored = new Map<string, string>([
      [SETTINGS_KEY, JSON.stringify({ sessionMinutes: { idle: 600, absolute: 100_000 } })],
    ]);
    const original = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (key: string) => stored.get(key) ?? null },
    });
    try {
      expect(readSettings(0).sessionMinutes).toEqual({ idle: 30, absolute: 720 });
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: original });
    }
  });
});
