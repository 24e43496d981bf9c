import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMachine } from 'xstate';
import type { AnyRouter } from '@tanstack/react-router';

vi.mock('../../src/api/auth', () => ({
  getMe: vi.fn(() => new Promise(() => {})),
  loginWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
  logout: vi.fn(),
}));

import { startAuth } from '../../src/app/auth';
import { startBell } from '../../src/app/bell';
import { persistSession } from '../../src/app/session';
import type { AppLogic } from '../../src/app/wiring';
import { keys } from '../../src/app/wiring/queries';
import { createQueryClient } from '../../src/lib/server-data';

const DANA = { id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11', firstName: 'Dana', lastName: 'Rivera' };

describe("the bell's list after a navigation", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  /** A bell whose machine counts the times it is told to read its list again. */
  const countingLogic = (refreshes: string[]) =>
    (() =>
      createMachine({
        on: { 'notifications.refresh': { actions: () => refreshes.push('refresh') } },
      })) as unknown as Awaited<ReturnType<AppLogic['notifications']>>;
  const quietRouter = { subscribe: () => () => {} } as unknown as AnyRouter;

  it('is read again when the page is next idle, not in the task that resolved the route', async () => {
    persistSession({ token: 'token-1', user: DANA as never });
    const refreshes: string[] = [];
    const logic = countingLogic(refreshes);
    let resolved = () => {};
    const router = {
      subscribe: (_event: string, listener: () => void) => {
        resolved = listener;
        return () => {};
      },
    } as unknown as AnyRouter;
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));

    const bell = startBell(
      startAuth(),
      router,
      () => Promise.resolve(logic),
      Promise.resolve(),
      createQueryClient(),
    );
    await waitFor(() => expect(bell.getSnapshot()).not.toBeNull());

    resolved();
    expect(refreshes).toEqual([]);
    idle.forEach((work) => work());
    expect(refreshes).toEqual(['refresh']);
  });

  it('is read again at once when a write invalidates the notifications (a submission)', async () => {
    persistSession({ token: 'token-1', user: DANA as never });
    const refreshes: string[] = [];
    const client = createQueryClient();
    client.setQueryData(keys.notifications, []);
    const bell = startBell(
      startAuth(),
      quietRouter,
      () => Promise.resolve(countingLogic(refreshes)),
      Promise.resolve(),
      client,
    );
    await waitFor(() => expect(bell.getSnapshot()).not.toBeNull());
    await client.invalidateQueries({ queryKey: keys.grants });
    expect(refreshes).toEqual([]);
    await client.invalidateQueries({ queryKey: keys.notifications });
    expect(refreshes).toEqual(['refresh']);
  });
});
