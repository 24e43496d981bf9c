import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, createActor } from 'xstate';
import { type AuthContext, authMachine } from '../../src/machines/auth.machine';
import { DEMO_GOOGLE_IDENTITIES, mockGoogleToken } from '../../src/screens/auth/google-sign-in';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';
import type { User } from '../../src/api/schema.gen';

// The session machine, replayed against the sign-in page inside the app's shell (header with
// the account menu). Paths start signed out and from a stored session. Two events come from
// outside any screen and are sent as the app sends them: `session.expired` (the API client's
// 401 hook) and `user.updated` (a form that saved the user, see the personal-info model).

const GOOGLE = DEMO_GOOGLE_IDENTITIES[1];
const RENAMED: User = { ...TEST_USER, firstName: 'Zoe' };
const LOGIN = { token: 'model-token', user: TEST_USER };

const EVENTS = [
  { type: 'credentials.submit', email: 'demo@grantwise.app', password: 'Demo1234!' },
  { type: 'google.submit', idToken: mockGoogleToken(GOOGLE) },
  { type: 'xstate.done.actor.loginWithEmail', output: LOGIN },
  { type: 'xstate.error.actor.loginWithEmail', error: new Error('Invalid credentials') },
  { type: 'xstate.done.actor.loginWithGoogle', output: LOGIN },
  { type: 'xstate.error.actor.loginWithGoogle', error: new Error('Invalid token') },
  { type: 'error.dismiss' },
  { type: 'user.updated', user: RENAMED },
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('Server unavailable') },
  { type: 'xstate.done.actor.loadMe', output: TEST_USER },
  { type: 'xstate.error.actor.loadMe', error: new Error('Server unavailable') },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as AuthContext;
const serializeState = (snapshot: unknown) => {
  const c = ctx(snapshot as AnyMachineSnapshot);
  return JSON.stringify([stateKey(snapshot as AnyMachineSnapshot), c.error, c.user?.firstName]);
};

// Dismiss exists only while an error shows.
const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  event.type !== 'error.dismiss' || ctx(snapshot).error !== null;

const STARTS = {
  signedOut: { user: null, token: null },
  restored: { user: TEST_USER, token: 'stored-token' },
};
const traversals = Object.entries(STARTS).map(([start, input]) => ({
  start,
  input,
  paths: modelPaths(authMachine, { input, events: EVENTS, serializeState, filterEvents }),
}));
// The fewest paths that take every state and transition, starting signed out first.
const selected: {
  start: string;
  input: (typeof STARTS)[keyof typeof STARTS];
  path: (typeof traversals)[number]['paths'][number];
}[] = [];
for (const { start, input, paths } of traversals) {
  const kept = selected.map(({ path }) => path);
  for (const path of coveringPaths(paths, EVENTS, kept, filterEvents).slice(kept.length))
    selected.push({ start, input, path });
}

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, ({ path }) => path);

describe('auth model', () => {
  it.each(
    replayed.map(
      ({ start, input, path }) => [`${start}: ${describePath(path)}`, input, path] as const,
    ),
  )('%s', async (_name, input, path) => {
    const fakes = deferredActors([
      'loginWithEmail',
      'loginWithGoogle',
      'logout',
      'loadMe',
    ] as const);
    const auth = createActor(authMachine.provide({ actors: fakes.actors }), { input });
    auth.start();
    const user = userEvent.setup({ delay: null });
    // Through the app's router: signing in goes on to /news (a page that reads nothing), signing
    // out comes back to /sign-in.
    const { router } = await renderRoute('/sign-in?redirect=%2Fnews', { auth });
    const accountMenu = () => screen.getByRole('button', { name: 'Account menu' });

    await replayPath(path, {
      events: {
        'credentials.submit': async (event) => {
          const { email, password } = event as EventObject & { email: string; password: string };
          await user.type(
            screen.getByLabelText('Email', { exact: false, selector: 'input' }),
            email,
          );
          await user.type(
            screen.getByLabelText('Password', { exact: false, selector: 'input' }),
            password,
          );
          await user.click(screen.getByRole('button', { name: 'Login' }));
        },
        'google.submit': async () => {
          await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
          await user.click(await screen.findByRole('menuitem', { name: new RegExp(GOOGLE.email) }));
        },
        'xstate.done.actor.loginWithEmail': async () => {
          await act(async () => fakes.resolve('loginWithEmail', LOGIN));
        },
        'xstate.error.actor.loginWithEmail': async () => {
          await act(async () => fakes.reject('loginWithEmail', new Error('Invalid credentials')));
        },
        'xstate.done.actor.loginWithGoogle': async () => {
          await act(async () => fakes.resolve('loginWithGoogle', LOGIN));
        },
        'xstate.error.actor.loginWithGoogle': async () => {
          await act(async () => fakes.reject('loginWithGoogle', new Error('Invalid token')));
        },
        'error.dismiss': async () => {
          await user.click(screen.getByRole('button', { name: 'Dismiss' }));
        },
        'user.updated': async () => {
          await act(async () => auth.send({ type: 'user.updated', user: RENAMED }));
        },
        'session.signOut': async () => {
          await user.click(accountMenu());
          await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
        },
        'session.expired': async () => {
          await act(async () => auth.send({ type: 'session.expired' }));
        },
        'xstate.done.actor.logout': async () => {
          await act(async () => fakes.resolve('logout'));
        },
        'xstate.error.actor.logout': async () => {
          await act(async () => fakes.reject('logout', new Error('Server unavailable')));
        },
        'xstate.done.actor.loadMe': async () => {
          await act(async () => fakes.resolve('loadMe', TEST_USER));
        },
        'xstate.error.actor.loadMe': async () => {
          await act(async () => fakes.reject('loadMe', new Error('Server unavailable')));
        },
      },
      states: {
        signedOut: async (snapshot) => {
          expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
          expect(screen.getByText('Not signed in')).toBeInTheDocument();
          const error = ctx(snapshot).error;
          if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
          else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        },
        signingIn: () => {
          expect(screen.getByRole('button', { name: 'Signing in' })).toBeDisabled();
          expect(fakes.inputsOf('loginWithEmail').at(-1)).toEqual({
            email: 'demo@grantwise.app',
            password: 'Demo1234!',
          });
        },
        signingInWithGoogle: () => {
          expect(fakes.isRunning('loginWithGoogle')).toBe(true);
          expect(fakes.inputsOf('loginWithGoogle').at(-1)).toEqual({
            idToken: mockGoogleToken(GOOGLE),
          });
          expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        },
        'signedIn.readingProfile': async (snapshot) => {
          // The shell is drawn from the stored id and names while GET /auth/me runs.
          await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
          expect(fakes.isRunning('loadMe')).toBe(true);
          expect(accountMenu()).toHaveTextContent(ctx(snapshot).user?.firstName?.charAt(0) ?? '');
          expect(ctx(snapshot).user?.email).toBe('');
        },
        'signedIn.ready': async (snapshot) => {
          await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
          expect(accountMenu()).toHaveTextContent(ctx(snapshot).user?.firstName?.charAt(0) ?? '');
          expect(screen.queryByText('Not signed in')).not.toBeInTheDocument();
        },
        signingOut: () => {
          expect(fakes.isRunning('logout')).toBe(true);
          expect(
            within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu' }),
          ).toBeVisible();
        },
      },
    });
    auth.stop();
  });
});
