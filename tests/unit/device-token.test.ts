import { afterEach, describe, expect, it } from 'vitest';
import { loginWithEmail } from '../../src/api/auth';
import { DEVICE_TOKEN_KEY, readDeviceToken } from '../../src/api/device-token';
import { type MockControl, startMockServer } from '../../src/mock-server/start';

// Issue 45, item 1, as the app meets it in the embedded demo: the client keeps the device token
// of a successful sign-in and sends it with the next, so the owner's browser is not slowed by
// failures from elsewhere (OWASP's device cookies; ASVS 5.0 V6.3.1 without locking the owner out).

let mock: MockControl | null = null;
afterEach(() => {
  mock?.shutdown();
  mock = null;
  localStorage.clear();
});

const DEMO = { email: 'demo@grantwise.app', password: 'Demo1234!' };
const dbName = () => `device-test-${Math.random().toString(36).slice(2)}`;

describe('the device token in the client', () => {
  it('is kept after a successful sign-in and lets this browser in while failures elsewhere make others wait', async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    expect(readDeviceToken()).toBeNull();
    await loginWithEmail(DEMO);
    const device = readDeviceToken();
    expect(device).toMatch(/^[0-9a-f]{64}$/);

    // Someone elsewhere (no device token) fails until every attempt must wait.
    localStorage.removeItem(DEVICE_TOKEN_KEY);
    for (let i = 0; i < 5; i += 1) {
      await expect(loginWithEmail({ ...DEMO, password: 'wrong-one' })).rejects.toMatchObject({
        status: 422,
      });
    }
    await expect(loginWithEmail(DEMO)).rejects.toMatchObject({ status: 429 });

    // This browser, with the token it kept, still gets in.
    localStorage.setItem(DEVICE_TOKEN_KEY, device!);
    const session = await loginWithEmail(DEMO);
    expect(session.user.email).toBe(DEMO.email);
    expect(readDeviceToken()).toBe(device);
  });
});
