import { QueryClientProvider, onlineManager, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { keys, writesOf } from '../../src/app/wiring/queries';
import { notify } from '../../src/lib/notify';
import { createQueryClient, writeError } from '../../src/lib/server-data';
import { fakeApi } from '../support/render-route';
import type { Grant } from '../../src/api/schema.gen';

// The one way to write: a mutation whose words (`meta.words`) say how it ended, a toast or a
// message beside its control in the server's words first; the wiring's writes update or
// invalidate exactly the reads they change.

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

function withClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const GRANT = { id: 'g1', title: 'Community Food Resilience Grant' } as Grant;
const OTHER = { id: 'g2', title: 'Rural Health Grant' } as Grant;
const auth = { send: vi.fn(), getSnapshot: vi.fn() };

describe('with the network cut (the browser said offline)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('a read and a write still ask: the embedded backend answers, a live API fails at once', async () => {
    const { client, wrapper } = withClient();
    onlineManager.setOnline(false);
    await expect(
      client.fetchQuery({ queryKey: ['answered'], queryFn: () => Promise.resolve(GRANT) }),
    ).resolves.toBe(GRANT);
    await expect(
      client.fetchQuery({
        queryKey: ['unreachable'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    ).rejects.toThrow('Failed to fetch');
    const { result } = renderHook(() => useMutation({ mutationFn: () => Promise.resolve(OTHER) }), {
      wrapper,
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.data).toBe(OTHER));
  });
});

describe('a write', () => {
  it('is pending while on its way, then toasts its success in its words', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const answer = deferred<string>();
    const { wrapper } = withClient();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: (name: string) => answer.promise.then((id) => `${name}:${id}`),
          meta: { words: { success: (value) => `Saved ${String(value)}`, failure: 'No' } },
        }),
      { wrapper },
    );
    act(() => result.current.mutate('grant'));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await act(async () => answer.resolve('7'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe('grant:7');
    expect(success).toHaveBeenCalledWith('Saved grant:7');
  });

  it("toasts a failure in the server's words, else its own", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { wrapper } = withClient();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (server: boolean) => {
            throw server ? new ApiError(500, { message: 'Database is down' }) : new Error('x');
          },
          meta: { words: { failure: 'Could not save' } },
        }),
      { wrapper },
    );
    await act(async () => result.current.mutateAsync(true).catch(() => undefined));
    expect(error).toHaveBeenLastCalledWith('Database is down');
    await act(async () => result.current.mutateAsync(false).catch(() => undefined));
    expect(error).toHaveBeenLastCalledWith('Could not save');
  });

  it('keeps an inline failure for its control, without a toast, until it is reset', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const words = { failure: 'Failed to open the document', failureShows: 'inline' } as const;
    const { wrapper } = withClient();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async () => {
            throw new TypeError('offline');
          },
          meta: { words },
        }),
      { wrapper },
    );
    expect(writeError(result.current, words)).toBeUndefined();
    await act(async () => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() =>
      expect(writeError(result.current, words)).toBe('Failed to open the document'),
    );
    expect(error).not.toHaveBeenCalled();
    act(() => result.current.reset());
    await waitFor(() => expect(writeError(result.current, words)).toBeUndefined());
  });
});

describe("the wiring's writes refresh what they change", () => {
  it('saving a grant shows it saved before the answer, and reads the saved list again', async () => {
    const answer = deferred<void>();
    const listSavedGrants = vi.fn(async () => [OTHER, GRANT]);
    const api = fakeApi({ saveGrant: vi.fn(() => answer.promise), listSavedGrants });
    const { client, wrapper } = withClient();
    client.setQueryData(keys.savedGrants, [OTHER]);
    const { result } = renderHook(() => useMutation(writesOf(api, auth).saveGrant), { wrapper });
    act(() => result.current.mutate({ grant: GRANT, on: true }));
    await waitFor(() => expect(client.getQueryData(keys.savedGrants)).toEqual([OTHER, GRANT]));
    expect(listSavedGrants).not.toHaveBeenCalled();
    await act(async () => answer.resolve());
    await waitFor(() => expect(client.getQueryState(keys.savedGrants)?.isInvalidated).toBe(true));
  });

  it('a failed save puts the saved list back as it was', async () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const answer = deferred<void>();
    const api = fakeApi({ unsaveGrant: vi.fn(() => answer.promise) });
    const { client, wrapper } = withClient();
    client.setQueryData(keys.savedGrants, [OTHER, GRANT]);
    const { result } = renderHook(() => useMutation(writesOf(api, auth).saveGrant), { wrapper });
    act(() => result.current.mutate({ grant: GRANT, on: false }));
    await waitFor(() => expect(client.getQueryData(keys.savedGrants)).toEqual([OTHER]));
    await act(async () => answer.reject(new TypeError('offline')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(keys.savedGrants)).toEqual([OTHER, GRANT]);
  });

  it("a newsletter subscription reads the user's subscriptions again", async () => {
    const api = fakeApi({
      subscribeNewsletter: vi.fn(async () => ({
        id: 'n',
        email: 'dana@example.org',
        name: 'Dana',
        createdAt: '2026-01-01T00:00:00Z',
      })),
    });
    const { client, wrapper } = withClient();
    client.setQueryData(keys.newsletterSubscriptions, []);
    const { result } = renderHook(() => useMutation(writesOf(api, auth).subscribeNewsletter), {
      wrapper,
    });
    await act(async () => result.current.mutateAsync({ name: 'Dana', email: 'dana@example.org' }));
    expect(client.getQueryState(keys.newsletterSubscriptions)?.isInvalidated).toBe(true);
  });

  it('a LinkedIn address saved is the session user from then on', async () => {
    const user = {
      id: 'u',
      email: 'e',
      emailVerified: true,
      firstName: 'D',
      lastName: 'R',
      linkedinUrl: 'x',
    };
    const api = fakeApi({ saveLinkedinUrl: vi.fn(async () => user) });
    const send = vi.fn();
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => useMutation(writesOf(api, { send, getSnapshot: vi.fn() }).saveLinkedinUrl),
      {
        wrapper,
      },
    );
    await act(async () => result.current.mutateAsync('x'));
    expect(send).toHaveBeenCalledWith({ type: 'user.updated', user });
  });

  it("a verified email is the session user's when the link was theirs, and only then", async () => {
    const user = {
      id: 'u',
      email: 'Dana@Example.org',
      emailVerified: false,
      firstName: 'D',
      lastName: 'R',
    };
    const api = fakeApi({ verifyEmail: vi.fn(async () => ({ email: 'dana@example.org' })) });
    const send = vi.fn();
    const session = {
      send,
      getSnapshot: () => ({ status: 'active', value: 'signedIn', context: { user } }),
    } as never;
    const { wrapper } = withClient();
    const { result } = renderHook(() => useMutation(writesOf(api, session).verifyEmail), {
      wrapper,
    });
    await act(async () => result.current.mutateAsync('token'));
    expect(send).toHaveBeenCalledWith({
      type: 'user.updated',
      user: { ...user, emailVerified: true },
    });

    send.mockClear();
    const other = fakeApi({ verifyEmail: vi.fn(async () => ({ email: 'priya@example.org' })) });
    const { result: again } = renderHook(() => useMutation(writesOf(other, session).verifyEmail), {
      wrapper,
    });
    await act(async () => again.current.mutateAsync('token'));
    expect(send).not.toHaveBeenCalled();
  });
});
