import type { authMachine } from './auth.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the auth machine (see tester-words.ts). */
export const words: TesterWords<typeof authMachine> = {
  machine: 'auth',
  events: {
    'credentials.submit': 'Enter the email "{email}" and the password, then press "Login"',
    'google.submit': 'Press "Sign in with Google" and choose a Google account',
    'xstate.done.actor.loginWithEmail': 'The server accepts the email and password',
    'xstate.error.actor.loginWithEmail': 'The server refuses the email and password',
    'xstate.done.actor.loginWithGoogle': 'The server accepts the Google account',
    'xstate.error.actor.loginWithGoogle': 'The server refuses the Google account',
    'error.dismiss': 'Dismiss the error message',
    'user.updated': 'Change your name under Home, Personal Information, and save',
    'session.signOut': 'Open the account menu and choose "Logout"',
    'session.expired':
      'The session ends elsewhere (the server answers 401, or another tab signs out)',
    'xstate.done.actor.logout': 'The server ends the session',
    'xstate.error.actor.logout': 'The server fails to end the session',
    'xstate.done.actor.loadMe': 'The server sends the rest of the profile',
    'xstate.error.actor.loadMe': 'The server fails to send the profile',
  },
  examples: {
    'credentials.submit': [{ email: 'demo@grantwise.app', password: '' }],
    'google.submit': [{ idToken: '' }],
    'user.updated': [
      {
        user: {
          id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
          email: 'demo@grantwise.app',
          emailVerified: true,
          firstName: 'Dana',
          lastName: 'Demo',
        },
      },
    ],
  },
};
