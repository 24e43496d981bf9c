// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { registerMachine, takeDroppedEvents } from '../../src/lib/machine-registry';
import { type AuthEvent, authMachine, endSession } from '../../src/machines/auth.machine';
import type { User } from '../../src/api/schema.gen';

const USER: User = {
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
  email: 'dana@example.org',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Rivera',
};

function start(
  input = { user: null as User | null, token: null as string | null },
  overrides: Record<string, unknown> = {},
) {
  const persistSession = vi.fn();
  const clearSession = vi.fn();
  const reportLogoutFailure = vi.fn();
  const forgetPersonalData = vi.fn();
  const logic = authMachine.provide({
    actors: {
      loginWithEmail: fromPromise(
        async ({ input: body }: { input: { email: string; password: string } }) => {
          if (body.password !== 'right') throw new Error('422');
          return { token: 'tok', user: USER };
        },
      ),
      loginWithGoogle: fromPromise(async () => ({ token: 'gtok', user: USER })),
      logout: fromPromise<void, void>(async () => {}),
      loadMe: fromPromise(async () => USER),
      ...(overrides as object),
    },
    actions: { persistSession, clearSession, reportLogoutFailure, forgetPersonalData },
  });
  const actor = createActor(logic, { input });
  actor.start();
  return { actor, persistSession, clearSession, reportLogoutFailure, forgetPersonalData };
}

describe('auth machine', () => {
  it('restores a stored session from the id and names, then reads the rest of the profile', async () => {
    const stored = { id: USER.id, firstName: USER.firstName, lastName: USER.lastName };
    const { actor, persistSession } = start({ user: stored as User, token: 'stored' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'readingProfile' });
    expect(actor.getSnapshot().hasTag('readingProfile')).toBe(true);
    expect(actor.getSnapshot().context.user).toMatchObject({ ...stored, email: '' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.user).toEqual(USER);
    expect(persistSession).toHaveBeenCalledTimes(2);
  });

  it('keeps the names shown when the profile cannot be read (a 401 ends the session elsewhere)', async () => {
    const { actor } = start(
      { user: USER, token: 'stored' },
      {
        loadMe: fromPromise(async () => {
          throw new Error('offline');
        }),
      },
    );
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.user).toMatchObject({ id: USER.id, firstName: 'Dana' });
  });

  it('starts signed out without a complete stored session and clears what is left', () => {
    const { actor, clearSession } = start({ user: null, token: 'orphan' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(clearSession).toHaveBeenCalled();
  });

  it('signs in with email and password and persists the session', async () => {
    const { actor, persistSession } = start();
    actor.send({ type: 'credentials.submit', email: 'dana@example.org', password: 'right' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok', user: USER, error: null });
    expect(persistSession).toHaveBeenCalled();
  });

  it("shows 'Oops, something went wrong. Try again.' when sign-in fails", async () => {
    const { actor } = start();
    actor.send({ type: 'credentials.submit', email: 'dana@example.org', password: 'wrong' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Oops, something went wrong. Try again.');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says when the user may try again after too many sign-in attempts', async () => {
    const locked = (retryAfterSeconds?: number) =>
      start(undefined, {
        loginWithEmail: fromPromise(async () => {
          throw Object.assign(new Error('Too many'), { status: 429, retryAfterSeconds });
        }),
      });
    for (const [seconds, message] of [
      [840, 'Too many sign-in attempts. Try again in 14 minutes.'],
      [30, 'Too many sign-in attempts. Try again in 1 minute.'],
      [undefined, 'Too many sign-in attempts. Try again in 15 minutes.'],
    ] as const) {
      const { actor } = locked(seconds);
      actor.send({ type: 'credentials.submit', email: 'dana@example.org', password: 'right' });
      await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(message);
    }
  });

  it("signs in with Google, and says 'Failed to sign in' when that fails", async () => {
    const ok = start();
    ok.actor.send({ type: 'google.submit', idToken: 'x' });
    await waitFor(ok.actor, (s) => s.matches('signedIn'));
    expect(ok.actor.getSnapshot().context.token).toBe('gtok');

    const failing = start(undefined, {
      loginWithGoogle: fromPromise(async () => {
        throw new Error('nope');
      }),
    });
    failing.actor.send({ type: 'google.submit', idToken: 'x' });
    await waitFor(failing.actor, (s) => s.context.error !== null);
    expect(failing.actor.getSnapshot().context.error).toBe('Failed to sign in');
  });

  it('signs out through the API, clearing the session', async () => {
    const { actor, clearSession } = start({ user: USER, token: 'stored' });
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(clearSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it("forgets the user's data kept in the browser at an explicit sign-out, not at a 401", async () => {
    const explicit = start({ user: USER, token: 'stored' });
    explicit.actor.send({ type: 'session.signOut' });
    await waitFor(explicit.actor, (s) => s.matches('signedOut'));
    expect(explicit.forgetPersonalData).toHaveBeenCalledTimes(1);
    expect(explicit.forgetPersonalData.mock.calls[0]?.[1]).toEqual({ userId: USER.id });

    const expired = start({ user: USER, token: 'stored' });
    expired.actor.send({ type: 'session.expired' });
    expect(expired.actor.getSnapshot().value).toBe('signedOut');
    const expiredWhileSigningOut = start({ user: USER, token: 'stored' });
    expiredWhileSigningOut.actor.send({ type: 'session.signOut' });
    expiredWhileSigningOut.actor.send({ type: 'session.expired' });
    expect(expired.forgetPersonalData).not.toHaveBeenCalled();
    expect(expiredWhileSigningOut.forgetPersonalData).not.toHaveBeenCalled();
  });

  it('signs out here all the same when logout fails, and says the server was not told', async () => {
    const { actor, reportLogoutFailure, clearSession, forgetPersonalData } = start(
      { user: USER, token: 'stored' },
      {
        logout: fromPromise(async () => {
          throw new Error('offline');
        }),
      },
    );
    actor.send({ type: 'session.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(reportLogoutFailure).toHaveBeenCalled();
    expect(clearSession).toHaveBeenCalled();
    expect(forgetPersonalData).toHaveBeenCalledWith(expect.anything(), { userId: USER.id });
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      token: null,
      error:
        'You are signed out on this device, but the server could not be told. Your session there ends when it expires.',
    });
  });

  it('is signed out by a 401 (session.expired), even while signing out', () => {
    const { actor } = start({ user: USER, token: 'stored' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('takes an updated user and persists it', () => {
    const { actor, persistSession } = start({ user: USER, token: 'stored' });
    persistSession.mockClear();
    actor.send({ type: 'user.updated', user: { ...USER, firstName: 'Danielle' } });
    expect(actor.getSnapshot().context.user?.firstName).toBe('Danielle');
    expect(persistSession).toHaveBeenCalledTimes(1);
  });
});

describe('endSession', () => {
  it('ends a session once: a later 401 (another request in flight) sends nothing to drop', () => {
    const { actor } = start({ user: USER, token: 'tok' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    const unregister = registerMachine('auth', actor);
    const sent: string[] = [];
    const auth = {
      getSnapshot: () => actor.getSnapshot(),
      send: (event: AuthEvent) => {
        sent.push(event.type);
        actor.send(event);
      },
    };
    endSession(auth);
    endSession(auth);
    expect(sent).toEqual(['session.expired']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(takeDroppedEvents()).toEqual([]);
    unregister();
    actor.stop();
  });
});
