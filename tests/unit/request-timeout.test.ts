// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REQUEST_TIMEOUT_MS,
  RequestTimeoutError,
  TIMEOUT_MESSAGE,
  createApiClient,
  withTimeout,
} from '../../src/api/client';
import { ApiError, unwrap } from '../../src/api/errors';
import { serverMessageOr } from '../../src/domain/server-message';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request timeout', () => {
  it('gives up after 15 s, aborts the request and says so in words', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const call = withTimeout((signal) => {
      seen = signal;
      return new Promise<Response>(() => {});
    }, undefined);
    const outcome = expect(call).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(seen?.aborted).toBe(true);
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('lets a prompt answer through and keeps a caller abort an abort', async () => {
    const response = new Response('{}', { status: 200 });
    await expect(withTimeout(async () => response, undefined)).resolves.toBe(response);
    const outer = new AbortController();
    const call = withTimeout(
      (signal) =>
        new Promise<Response>((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
      outer.signal,
    );
    outer.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reaches the screens as an ApiError with the timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const client = createApiClient('http://localhost/api/v1');
    const call = unwrap(client.GET('/auth/me'));
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(serverMessageOr(error, 'Failed to load')).toBe(TIMEOUT_MESSAGE);
  });
});
