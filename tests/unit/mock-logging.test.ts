import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginWithEmail } from '../../src/api/auth';
import { type MockControl, startMockServer } from '../../src/mock-server/start';

let mock: MockControl | null = null;
afterEach(() => {
  mock?.shutdown();
  mock = null;
  vi.restoreAllMocks();
});

describe('the embedded backend and the console', () => {
  it('logs no request or answer (a sign-in would print the password and the token)', async () => {
    const methods = ['log', 'info', 'debug', 'group', 'groupCollapsed', 'warn'] as const;
    const spies = methods.map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    mock = await startMockServer({
      latency: 0,
      databaseName: `logging-${Math.random().toString(36).slice(2)}`,
    });
    const password = 'Demo1234!';
    const { token } = await loginWithEmail({ email: 'demo@grantwise.app', password });
    const printed = spies.flatMap((spy) => spy.mock.calls.flat().map((arg) => JSON.stringify(arg)));
    expect(printed.filter((text) => text?.includes(password) || text?.includes(token))).toEqual([]);
    expect(printed.filter((text) => text?.includes('Mirage'))).toEqual([]);
  });
});
