import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { useAction } from '../../src/lib/action';
import { notify } from '../../src/lib/notify';

// The one-shot write helper: pending while the call is on its way, the outcome, a toast or an
// inline message in the user's words (the server's own message first), never a rejection.

afterEach(() => vi.restoreAllMocks());

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the call is on its way, then toasts its success', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const answer = deferred<string>();
    const { result } = renderHook(() =>
      useAction((name: string) => answer.promise.then((id) => `${name}:${id}`), {
        success: (value) => `Saved ${value}`,
        failure: 'Could not save',
      }),
    );
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run('grant');
    });
    expect(result.current.isPending()).toBe(true);
    await act(async () => answer.resolve('7'));
    await expect(outcome).resolves.toEqual({ ok: true, value: 'grant:7' });
    expect(result.current.isPending()).toBe(false);
    expect(result.current.last).toEqual({ ok: true, value: 'grant:7' });
    expect(success).toHaveBeenCalledWith('Saved grant:7');
  });

  it("toasts a failure in the server's words, else its own, and resolves with it", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const call = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(422, { message: 'Already subscribed' }))
      .mockRejectedValueOnce(new Error('Failed to fetch'));
    const { result } = renderHook(() => useAction(call, { failure: 'Could not subscribe' }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toMatchObject({ ok: false });
    await act(async () => void (await result.current.run()));
    expect(error.mock.calls).toEqual([['Already subscribed'], ['Could not subscribe']]);
    expect(result.current.error).toBeUndefined();
  });

  it('keeps an inline failure for the screen until the next run or a dismissal', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const call = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(3);
    const { result } = renderHook(() =>
      useAction(call, { failure: 'Failed to open the document', failureShows: 'inline' }),
    );
    await act(async () => void (await result.current.run()));
    expect(result.current.error).toBe('Failed to open the document');
    expect(error).not.toHaveBeenCalled();
    await act(async () => void (await result.current.run()));
    expect(result.current.error).toBeUndefined();
    expect(result.current.last).toEqual({ ok: true, value: 3 });
    act(() => result.current.dismiss());
    expect(result.current.last).toBeUndefined();
  });

  it('tells runs apart by key: each control shows its own pending', async () => {
    const answers = new Map([
      ['a', deferred<void>()],
      ['b', deferred<void>()],
    ]);
    const { result } = renderHook(() =>
      useAction((id: string) => answers.get(id)!.promise, {
        key: (id) => id,
        failure: (id) => `Could not save ${id}`,
      }),
    );
    act(() => {
      void result.current.run('a');
      void result.current.run('b');
    });
    expect([result.current.isPending('a'), result.current.isPending('b')]).toEqual([true, true]);
    await act(async () => answers.get('a')!.resolve());
    expect([result.current.isPending('a'), result.current.isPending('b')]).toEqual([false, true]);
    expect(result.current.isPending()).toBe(true);
    await act(async () => answers.get('b')!.resolve());
    expect(result.current.isPending()).toBe(false);
  });
});
