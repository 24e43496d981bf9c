import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRequestsUntil, lateBoundFetch } from '../../src/api/client';

afterEach(() => {
  holdRequestsUntil(Promise.resolve());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The fetch that is current when the request finally goes out (as when a backend replaced it). */
function stubFetch(label: string, calls: string[]) {
  vi.stubGlobal('fetch', async () => {
    calls.push(label);
    return new Response('{}', { status: 200 });
  });
}

const request = () => new Request(`${location.origin}/api/v1/grants`);

describe('holdRequestsUntil (the request gate)', () => {
  it('sends at once when nothing holds the requests', async () => {
    const calls: string[] = [];
    stubFetch('now', calls);
    await lateBoundFetch(request());
    expect(calls).toEqual(['now']);
  });

  it('holds a request until the gate resolves, then uses the fetch that is current THEN', async () => {
    const gate = deferred();
    holdRequestsUntil(gate.promise);
    const calls: string[] = [];
    stubFetch('before the backend', calls);
    const answer = lateBoundFetch(request());
    // Let every pending microtask and timer run: the request must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    stubFetch('the backend', calls);
    gate.resolve();
    await expect(answer).resolves.toBeInstanceOf(Response);
    expect(calls).toEqual(['the backend']);
  });

  it('releases every request that waited, in order', async () => {
    const gate = deferred();
    holdRequestsUntil(gate.promise);
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      seen.push(typeof input === 'string' ? input : new URL(input.url).pathname);
      return new Response('{}');
    });
    const first = lateBoundFetch(new Request(`${location.origin}/api/v1/a`));
    const second = lateBoundFetch(new Request(`${location.origin}/api/v1/b`));
    gate.resolve();
    await Promise.all([first, second]);
    expect(seen).toEqual(['/api/v1/a', '/api/v1/b']);
  });

  it('fails the waiting requests with the gate error and never sends them', async () => {
    const gate = deferred();
    holdRequestsUntil(gate.promise);
    const calls: string[] = [];
    stubFetch('never', calls);
    const answer = lateBoundFetch(request());
    const failure = new Error('IndexedDB is unavailable');
    gate.reject(failure);
    await expect(answer).rejects.toBe(failure);
    expect(calls).toEqual([]);
  });

  it('does not report an unhandled rejection when no request waited on a failed gate', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      holdRequestsUntil(Promise.reject(new Error('no backend')));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('calls a lazy gate once, on the first request that waits, and holds every request on it', async () => {
    const gate = deferred();
    const start = vi.fn(() => gate.promise);
    holdRequestsUntil(start);
    expect(start).not.toHaveBeenCalled();
    const calls: string[] = [];
    stubFetch('the backend', calls);
    const first = lateBoundFetch(request());
    const second = lateBoundFetch(request());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    gate.resolve();
    await Promise.all([first, second]);
    await lateBoundFetch(request());
    expect(start).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['the backend', 'the backend', 'the backend']);
  });

  it('fails the requests on a lazy gate that rejects', async () => {
    const failure = new Error('IndexedDB is unavailable');
    holdRequestsUntil(() => Promise.reject(failure));
    const calls: string[] = [];
    stubFetch('never', calls);
    await expect(lateBoundFetch(request())).rejects.toBe(failure);
    expect(calls).toEqual([]);
  });

  it('counts the wait towards the request timeout', async () => {
    vi.useFakeTimers();
    holdRequestsUntil(new Promise(() => undefined));
    const calls: string[] = [];
    stubFetch('never', calls);
    const answer = lateBoundFetch(request());
    const outcome = expect(answer).rejects.toThrow('The server took too long to answer');
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
    expect(calls).toEqual([]);
  });
});
