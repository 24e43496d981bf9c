import { assign, setup } from 'xstate';
import { signInFailureMessage } from '../domain/sign-in';
import { notProvided } from './not-provided';
import type { LoginResponse, User } from '../api/schema.gen';

export interface Session {
  user: User | null;
  token: string | null;
}

/** What the browser keeps of the user between visits: what the shell draws (ASVS 14.3.3). */
export type StoredUser = Pick<User, 'id' | 'firstName' | 'lastName'>;

/** A stored session: the token and the user's id and names; the rest is read from the server. */
export interface StoredSession {
  token: string | null;
  user: StoredUser | null;
}

/**
 * The user as known before `GET /auth/me` answers: id and names from storage, nothing else
 * (no email, no profile, no saved answers) until the server says.
 */
export const userFromStorage = (stored: StoredUser): User => ({
  id: stored.id,
  firstName: stored.firstName,
  lastName: stored.lastName,
  email: '',
  // Unknown until the server says: no notice is shown before it does.
  emailVerified: true,
  gender: null,
  age: null,
  ethnicity: null,
  linkedinUrl: null,
  savedAnswers: null,
  createdAt: '',
});

export interface AuthContext extends Session {
  error: string | null;
}

export type AuthEvent =
  | { type: 'credentials.submit'; email: string; password: string }
  | { type: 'google.submit'; idToken: string }
  | { type: 'user.updated'; user: User }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'error.dismiss' };

export const AUTH_MESSAGES = {
  loginFailed: 'Oops, something went wrong. Try again.',
  googleFailed: 'Failed to sign in',
  /** A sign-out the server did not confirm: the session is dropped here all the same. */
  logoutUnconfirmed:
    'You are signed out on this device, but the server could not be told. Your session there ends when it expires.',
} as const;

/**
 * The session: restored from storage, signed in with email and password or with Google, signed
 * out on request or by any 401. Persisting is done by the `persistSession`/`clearSession`
 * actions, which the app provides (browser storage) and tests observe.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as StoredSession,
  },
  actors: {
    loadMe: notProvided<User>('loadMe'),
    loginWithEmail: notProvided<LoginResponse, { email: string; password: string }>(
      'loginWithEmail',
    ),
    loginWithGoogle: notProvided<LoginResponse, { idToken: string }>('loginWithGoogle'),
    logout: notProvided<void>('logout'),
  },
  actions: {
    persistSession: () => {},
    clearSession: () => {},
    reportLogoutFailure: (_, _params: { error: unknown }) => {},
    /** An explicit sign-out: what the browser keeps of the user (wizard drafts) goes too. */
    forgetPersonalData: (_, _params: { userId: string }) => {},
  },
  guards: {
    hasStoredSession: ({ context }) => context.token !== null && context.user !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: input.user && userFromStorage(input.user),
    token: input.token,
    error: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      meta: { description: 'The app reads the stored session' },
      always: [
        { guard: 'hasStoredSession', target: 'signedIn.readingProfile' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      meta: { description: 'Nobody is signed in: the sign-in form is shown' },
      entry: ['clearSession', assign({ user: null, token: null })],
      on: {
        'credentials.submit': { target: 'signingIn' },
        'google.submit': { target: 'signingInWithGoogle' },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    signingIn: {
      meta: { description: 'Signing in with email and password ("Signing in")' },
      entry: assign({ error: null }),
      invoke: {
        id: 'loginWithEmail',
        src: 'loginWithEmail',
        input: ({ event }) =>
          event.type === 'credentials.submit'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
        onDone: {
          target: 'signedIn',
          actions: assign({
            user: ({ event }) => event.output.user,
            token: ({ event }) => event.output.token,
          }),
        },
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) => signInFailureMessage(event.error, AUTH_MESSAGES.loginFailed),
          }),
        },
      },
    },
    signingInWithGoogle: {
      meta: { description: 'Signing in with Google' },
      entry: assign({ error: null }),
      invoke: {
        id: 'loginWithGoogle',
        src: 'loginWithGoogle',
        input: ({ event }) => ({ idToken: event.type === 'google.submit' ? event.idToken : '' }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            user: ({ event }) => event.output.user,
            token: ({ event }) => event.output.token,
          }),
        },
        onError: { target: 'signedOut', actions: assign({ error: AUTH_MESSAGES.googleFailed }) },
      },
    },
    signedIn: {
      meta: { description: 'A user is signed in: the guarded pages are open' },
      tags: ['signedIn'],
      entry: 'persistSession',
      initial: 'ready',
      states: {
        readingProfile: {
          meta: {
            description:
              'Restored with the id and names the browser keeps; the rest of the profile is read (GET /auth/me)',
          },
          tags: ['readingProfile'],
          invoke: {
            id: 'loadMe',
            src: 'loadMe',
            onDone: {
              target: 'ready',
              actions: [assign({ user: ({ event }) => event.output }), 'persistSession'],
            },
            // A 401 ends the session (session.expired); anything else leaves the names shown.
            onError: { target: 'ready' },
          },
        },
        ready: {
          meta: { description: 'The whole profile is known' },
        },
      },
      on: {
        'user.updated': {
          actions: [assign({ user: ({ event }) => event.user }), 'persistSession'],
        },
        'session.signOut': { target: 'signingOut' },
        'session.expired': { target: 'signedOut' },
      },
    },
    signingOut: {
      meta: { description: 'Signing out (POST /auth/logout)' },
      // Still signed in until the server has answered: the guarded pages stay open.
      tags: ['signedIn'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // Only here: a session that expired (401) keeps the drafts, the user comes back to them.
        onDone: {
          target: 'signedOut',
          actions: {
            type: 'forgetPersonalData',
            params: ({ context }) => ({ userId: context.user?.id ?? '' }),
          },
        },
        // The user asked to leave: the session goes here anyway, and they are told the server
        // did not hear it (it ends there when it expires).
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'reportLogoutFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'forgetPersonalData',
              params: ({ context }) => ({ userId: context.user?.id ?? '' }),
            },
            assign({ error: AUTH_MESSAGES.logoutUnconfirmed }),
          ],
        },
      },
      on: { 'session.expired': { target: 'signedOut' } },
    },
  },
});

export const selectUser = (snapshot: { context: AuthContext }) => snapshot.context.user;
/** A user is signed in (signing out included, until the server has answered). */
export const isSignedIn = (snapshot: { hasTag(tag: 'signedIn'): boolean }) =>
  snapshot.hasTag('signedIn');
export const selectAuthError = (snapshot: { context: AuthContext }) => snapshot.context.error;
/** The profile is still being read after a restore (only the id and names are known). */
export const isReadingProfile = (snapshot: { hasTag(tag: 'readingProfile'): boolean }) =>
  snapshot.hasTag('readingProfile');

/**
 * Ends the session (a 401, a demo reset) if there is one: several requests in flight may each
 * get their 401, and a session that already ended has nothing more to end, so the event is sent
 * only while the machine takes it (otherwise it would be dropped, and reported as such).
 */
export function endSession(auth: {
  getSnapshot(): { can(event: AuthEvent): boolean };
  send(event: AuthEvent): void;
}): void {
  if (auth.getSnapshot().can({ type: 'session.expired' })) auth.send({ type: 'session.expired' });
}
