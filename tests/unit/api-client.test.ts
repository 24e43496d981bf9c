import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe, loginWithEmail } from '../../src/api/auth';
import {
  AUTH_STORAGE_KEY,
  TOKEN_KEY,
  createApiClient,
  lateBoundFetch,
  onUnauthorized,
} from '../../src/api/client';
import { ApiError, unwrap } from '../../src/api/errors';
import { serverMessageOr } from '../../src/domain/server-message';
import { getFileContent, uploadFile } from '../../src/api/files';
import { type MockControl, startMockServer } from '../../src/mock-server/start';

let mock: MockControl | null = null;
afterEach(() => {
  mock?.shutdown();
  mock = null;
  vi.unstubAllGlobals();
});

const DEMO = { email: 'demo@grantwise.app', password: 'Demo1234!' };
const dbName = () => `client-test-${Math.random().toString(36).slice(2)}`;

describe('the API client and the embedded backend', () => {
  it('reaches the embedded backend when the client was created BEFORE it started (the app client)', async () => {
    // `api` (used by src/api/auth) was created when the module loaded, before Mirage replaced fetch.
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    const session = await loginWithEmail(DEMO);
    expect(session.user.email).toBe(DEMO.email);
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reaches the embedded backend when the client is created AFTER it started', async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    const client = createApiClient();
    const { data, response } = await client.POST('/auth/email/login', { body: DEMO });
    expect(response.status).toBe(200);
    expect(data?.user.firstName).toBe('Dana');
  });

  it("hands a 429's Retry-After on with the error", async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    for (let i = 0; i < 5; i += 1) {
      await expect(loginWithEmail({ ...DEMO, password: 'wrong-one' })).rejects.toMatchObject({
        status: 422,
      });
    }
    await expect(loginWithEmail(DEMO)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 60,
    });
  });

  it('adds the bearer token from localStorage to every call', async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    const { token } = await loginWithEmail(DEMO);
    localStorage.setItem(TOKEN_KEY, token);
    const me = await getMe();
    expect(me.email).toBe(DEMO.email);
  });

  it('turns a 401 into a signed-out browser: token and auth-storage removed, listeners told', async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    localStorage.setItem(TOKEN_KEY, 'expired-token');
    localStorage.setItem(AUTH_STORAGE_KEY, '{"state":{"isAuthenticated":true}}');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(getMe()).rejects.toMatchObject({ status: 401 });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it("carries the server's message and field errors in ApiError", async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    const error = await loginWithEmail({ email: DEMO.email, password: 'wrong' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toHaveProperty('password');
    expect(serverMessageOr(error, 'fallback')).toBe('Invalid email or password');
    expect(serverMessageOr(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('answers an /api path no operation serves with a 404, not the index page', async () => {
    mock = await startMockServer({ latency: 0, databaseName: dbName() });
    const response = await fetch('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'No such operation' });
  });
});

describe('lateBoundFetch', () => {
  const NativeRequest = globalThis.Request;
  const capture = () => {
    const seen: { url: string; init: RequestInit }[] = [];
    // As when the embedded backend replaced fetch and Request after the client captured them.
    vi.stubGlobal('Request', class ReplacedRequest {});
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response('{}', { status: 200 });
    });
    return seen;
  };

  it('re-issues a JSON request of another Request class as a relative (url, init)', async () => {
    const seen = capture();
    const request = new NativeRequest(`${location.origin}/api/v1/newsletter?x=1`, {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co', name: 'A' }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
    });
    await lateBoundFetch(request);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/api/v1/newsletter?x=1');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"email":"a@b.co","name":"A"}');
    expect(seen[0]?.init.headers).toMatchObject({
      authorization: 'Bearer t',
      'content-type': 'application/json',
    });
  });

  it('keeps a multipart body as FormData and drops its content type so the boundary is regenerated', async () => {
    const seen = capture();
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'budget.pdf');
    const request = new NativeRequest(`${location.origin}/api/v1/files/upload/grants`, {
      method: 'POST',
      body: form,
    });
    await lateBoundFetch(request);
    const body = seen[0]?.init.body;
    // Node's FormData (what request.formData() gives) is another class than jsdom's: compare by tag.
    expect(Object.prototype.toString.call(body)).toBe('[object FormData]');
    expect((body as FormData).get('file')).toBeTruthy();
    expect(seen[0]?.init.headers).not.toHaveProperty('content-type');
  });

  it('hands an upload its own form, so the file keeps a name with quotes and a backslash', async () => {
    // Chromium reads a multipart body back with `"` as %22 and `\` dropped: the form must
    // reach the backend as it was built, never re-read from the Request.
    const seen: { input: unknown; init?: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (input: unknown, init?: RequestInit) => {
      seen.push({ input, init });
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const name = 'say "hi" \\ Łódź 🚀.pdf';
    await uploadFile('grants', new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.input).toBe('/api/v1/files/upload/grants');
    const body = seen[0]?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe(name);
    expect(seen[0]?.init?.headers).not.toHaveProperty('content-type');
  });

  it('reads an empty file as an empty Blob of its type (the client gives no data for 0 bytes)', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('', {
          headers: { 'content-type': 'text/plain', 'content-length': '0' },
        }),
    );
    const content = await getFileContent('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f');
    expect(content).toBeInstanceOf(Blob);
    expect(content.size).toBe(0);
    expect(content.type).toBe('text/plain');
  });

  it('passes a Request of the current class straight through', async () => {
    const seen: unknown[] = [];
    vi.stubGlobal('fetch', async (input: unknown) => {
      seen.push(input);
      return new Response('{}');
    });
    const request = new Request(`${location.origin}/api/v1/grants`);
    await lateBoundFetch(request);
    expect(seen[0]).toBe(request);
  });
});

describe('unwrap', () => {
  it('turns a network failure into ApiError status 0', async () => {
    const error = await unwrap(Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 0 });
  });
});
