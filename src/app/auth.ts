import { createActor, fromPromise } from 'xstate';
import * as authApi from '../api/auth';
import { onUnauthorized } from '../api/client';
import { nextTask } from './first-paint/head-first';
import { authMachine, endSession } from '../machines/auth.machine';
import {
  clearStoredSession,
  forgetPersonalData,
  persistSession,
  readStoredSession,
} from './session';

/** The auth machine wired to the API and to browser storage. */
export const authLogic = authMachine.provide({
  actors: {
    loginWithEmail: fromPromise(({ input }) => authApi.loginWithEmail(input)),
    loginWithGoogle: fromPromise(({ input }) => authApi.loginWithGoogle(input)),
    logout: fromPromise(() => authApi.logout()),
    loadMe: fromPromise(() => authApi.getMe()),
  },
  actions: {
    persistSession: ({ context }) => persistSession(context),
    clearSession: () => clearStoredSession(),
    forgetPersonalData: (_, params) => forgetPersonalData(params.userId),
    reportLogoutFailure: (_, params) => {
      // Logged, and the user is signed out here and told (docs/decisions.md, issue 38): a warning,
      // not an error, as the app handled it.
      console.warn(
        'Logout failed',
        params.error instanceof Error ? params.error.message : params.error,
      );
    },
  },
});

/**
 * The auth machine of this page. A session restored from storage reads the rest of the profile
 * (GET /auth/me) once `firstHeading` has resolved (main.tsx: the first heading's paint, the gate
 * of the routes' reads): on the live API, another origin, its preflight and read were the only
 * requests before the signed-in pages' largest paint.
 */
export function startAuth(firstHeading: Promise<void> = Promise.resolve()) {
  const logic = authLogic.provide({
    actors: { loadMe: fromPromise(() => firstHeading.then(nextTask).then(() => authApi.getMe())) },
  });
  const actor = createActor(logic, { input: readStoredSession() });
  actor.start();
  // Any 401 to a request that carried the token ends the session.
  onUnauthorized(() => endSession(actor));
  return actor;
}

export type AuthActor = ReturnType<typeof startAuth>;
