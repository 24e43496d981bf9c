import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

const getMe = vi.hoisted(() => vi.fn());
vi.mock('../../src/api/auth', () => ({
  getMe,
  loginWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
  logout: vi.fn(),
}));

import { startAuth } from '../../src/app/auth';
import { persistSession } from '../../src/app/session';

const DANA = {
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
  email: 'dana@example.org',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Rivera',
  gender: 'female' as const,
  age: 35,
  ethnicity: 'hispanic' as const,
  linkedinUrl: null,
  savedAnswers: {},
  createdAt: '2024-03-02T10:15:00Z',
};

describe('a session restored from this browser', () => {
  afterEach(() => {
    localStorage.clear();
    getMe.mockReset();
  });

  it('reads the rest of the profile (GET /auth/me) only once the first screen has painted', async () => {
    persistSession({ token: 'token-1', user: DANA });
    getMe.mockResolvedValue(DANA);
    let painted!: () => void;
    const firstHeading = new Promise<void>((resolve) => (painted = resolve));

    const auth = startAuth(firstHeading);
    expect(auth.getSnapshot().hasTag('readingProfile')).toBe(true);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getMe).not.toHaveBeenCalled();

    painted();
    await waitFor(() => expect(auth.getSnapshot().hasTag('readingProfile')).toBe(false));
    expect(getMe).toHaveBeenCalledTimes(1);
    expect(auth.getSnapshot().context.user).toEqual(DANA);
    auth.stop();
  });
});
