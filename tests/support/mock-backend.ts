import { expect } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import { MockDatabase } from '../../src/mock-server/db';
import type { Method, MockResponse } from '../../src/mock-server/http';
import { seed } from '../../src/mock-server/seed';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { contractProblems } from './contract';

export interface TestRequest {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Operations exercised by the mock-server tests of this worker (for coverage reports). */
export const exercisedOperations = new Set<string>();

let counter = 0;

/**
 * The PBKDF2 iteration count of the test backends: 1,000, not the production 600,000, so that a
 * sign-in costs no CPU second (tests/mock-server/auth.test.ts proves the production count).
 */
export const TEST_PASSWORD_ITERATIONS = 1_000;

/**
 * A seeded embedded backend on fake-indexeddb, driven without Mirage. Every response is checked
 * against openapi.yaml: a status the operation does not declare, or a body off its schema, fails
 * the test.
 */
export async function createTestBackend(
  options: { now?: Date; seeded?: boolean; passwordIterations?: number } = {},
) {
  counter += 1;
  const now = options.now ?? new Date();
  const passwordIterations = options.passwordIterations ?? TEST_PASSWORD_ITERATIONS;
  const db = new MockDatabase(
    `grantwise-test-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`,
  );
  if (options.seeded !== false) await seed(db, now, { passwordIterations });
  // The backend's clock: fixed at `now` until a test moves it on (setNow).
  let clock = now;
  const app = createMockApp(db, allRoutes, { now: () => clock, passwordIterations });

  async function request(
    method: Method,
    path: string,
    req: TestRequest = {},
  ): Promise<MockResponse> {
    const found = app.match(method, path);
    if (!found) throw new Error(`No operation answers ${method.toUpperCase()} ${path}`);
    const headers: Record<string, string> = { ...req.headers };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    const response = await app.run(found.route, {
      params: found.params,
      query: req.query ?? {},
      headers,
      body: req.body ?? null,
    });
    exercisedOperations.add(found.route.operationId);
    const problems = contractProblems(found.route.operationId, response.status, response.body);
    expect(problems, `response of ${found.route.operationId} breaks openapi.yaml`).toEqual([]);
    return response;
  }

  async function signIn(
    email: string = DEMO_USERS[0].email,
    password: string = DEMO_USERS[0].password,
  ): Promise<string> {
    const response = await request('post', '/auth/email/login', { body: { email, password } });
    expect(response.status, `sign-in of ${email}`).toBe(200);
    return (response.body as { token: string }).token;
  }

  return {
    db,
    app,
    now,
    passwordIterations,
    request,
    signIn,
    demoUsers: DEMO_USERS,
    /** Moves the backend's clock (what appears later, a day that ends). */
    setNow(date: Date) {
      clock = date;
    },
    close: () => db.close(),
  };
}

export type TestBackend = Awaited<ReturnType<typeof createTestBackend>>;
