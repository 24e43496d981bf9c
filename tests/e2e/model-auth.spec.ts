import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type StatePath, getShortestPaths } from 'xstate/graph';
import { authMachine } from '../../src/machines/auth.machine';
import { registrationMachine } from '../../src/machines/registration.machine';
import { SETTINGS_KEY } from '../../src/mock-server/settings';
import {
  coveringPaths,
  recordCoverage,
  rememberInput,
  replayedSteps,
  stateKey,
} from '../support/model-coverage';
import { DEMO, expect, test } from './fixtures';

// Model-based tests in the browser: paths generated here from the production auth and
// registration machines, replayed against the built app and its embedded backend. The server's
// answers are real; a failure is forced through the embedded backend's settings (a 500 on the
// operation) just before the step that fails, and a small latency makes the busy states visible.
// Every state and event on a path needs a check or an action, and what the paths take is
// recorded for the coverage report.

type Path = StatePath<AnyMachineSnapshot, EventObject>;
type Step = Path['steps'][number];
const SOURCE = fileURLToPath(import.meta.url);

function pathsOf(
  machine: AnyStateMachine,
  input: unknown,
  events: EventObject[],
  serialize: (s: AnyMachineSnapshot) => unknown,
  filterEvents: (s: AnyMachineSnapshot, e: EventObject) => boolean = () => true,
  keep: Path[] = [],
): Path[] {
  const paths = getShortestPaths(machine, {
    input,
    events,
    filterEvents,
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify([stateKey(s), serialize(s)]),
  } as never) as unknown as Path[];
  rememberInput(paths, input);
  return coveringPaths(paths, events, stateKey, keep, filterEvents).slice(keep.length);
}

interface Replay {
  /** Does what the user does; `next` is the step after (a forced failure is set up first). */
  events: Record<string, (event: EventObject, next: Step | undefined) => Promise<void>>;
  states: Record<string, (snapshot: AnyMachineSnapshot) => Promise<void>>;
}

async function replay(path: Path, handlers: Replay): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    if (step.event.type !== 'xstate.init') {
      const act = handlers.events[step.event.type];
      expect(act, `no action for event "${step.event.type}"`).toBeTruthy();
      await act?.(step.event, path.steps[index + 1]);
    }
    const key = stateKey(step.state);
    const check = handlers.states[key];
    expect(check, `no check for state "${key}"`).toBeTruthy();
    await check?.(step.state);
  }
  recordCoverage(SOURCE, [
    { machine: path.state.machine as AnyStateMachine, steps: replayedSteps(path, stateKey) },
  ]);
}

const BUSY_LATENCY = 1200;

/**
 * The embedded backend's settings for this browser: a 500 on chosen operations, and latency on
 * the request that leads to a busy state (signing in, signing out, submitting), which keeps that
 * state on screen long enough to be checked on a loaded machine. Once the busy state was seen,
 * later requests answer at once (the faults stay until the path's failure was answered).
 */
function backendOf(page: Page) {
  let faults: Record<string, 'server'> = {};
  const write = (latency: number) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SETTINGS_KEY,
      JSON.stringify({ latency, failureRate: 0, faults }),
    ] as const);
  return {
    /** Before the action that sends the request leading to a busy state. */
    busy: (next: Step | undefined, operation: string) => {
      faults = failsNext(next) ? { [operation]: 'server' } : {};
      return write(BUSY_LATENCY);
    },
    /** The busy state was seen: the answers come at once. */
    seen: () => write(0),
  };
}
const failsNext = (next: Step | undefined) => next?.event.type.startsWith('xstate.error.actor.');

// ---------------------------------------------------------------------------------------------
// Auth

const AUTH_EVENTS = [
  { type: 'credentials.submit', email: DEMO.email, password: DEMO.password },
  { type: 'google.submit', idToken: 'demo' },
  { type: 'xstate.done.actor.loginWithEmail', output: { token: 't', user: { id: DEMO.id } } },
  { type: 'xstate.error.actor.loginWithEmail', error: new Error('refused') },
  { type: 'xstate.done.actor.loginWithGoogle', output: { token: 't', user: { id: DEMO.id } } },
  { type: 'xstate.error.actor.loginWithGoogle', error: new Error('refused') },
  { type: 'error.dismiss' },
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('refused') },
  { type: 'xstate.done.actor.loadMe', output: { id: DEMO.id } },
  { type: 'xstate.error.actor.loadMe', error: new Error('refused') },
] as EventObject[];
const authError = (s: AnyMachineSnapshot) => (s.context as { error: string | null }).error;
// Dismiss exists only while an error shows; a request's answer only follows its request.
const authFilter = (s: AnyMachineSnapshot, e: EventObject) =>
  e.type !== 'error.dismiss' || authError(s) !== null;
const SIGNED_OUT = { user: null, token: null };
const RESTORED = { user: { id: DEMO.id }, token: 'stored' };
const authSignedOut = pathsOf(authMachine, SIGNED_OUT, AUTH_EVENTS, authError, authFilter);
const authRestored = pathsOf(
  authMachine,
  RESTORED,
  AUTH_EVENTS,
  authError,
  authFilter,
  authSignedOut,
);
const AUTH_PATHS = [
  ...authSignedOut.map((path) => ({ restored: false, path })),
  ...authRestored.map((path) => ({ restored: true, path })),
];

const describePath = (path: Path) =>
  `${stateKey(path.state)} via ${
    path.steps
      .slice(1)
      .map((s) => s.event.type.replace('xstate.', ''))
      .join(' > ') || '(start)'
  }`;

test.describe('auth model in the browser', () => {
  for (const { restored, path } of AUTH_PATHS) {
    test(`${restored ? 'stored session' : 'signed out'}: ${describePath(path)}`, async ({
      page,
    }) => {
      await page.goto('/sign-in');
      const backend = backendOf(page);
      await backend.seen();
      if (restored) {
        await page.getByLabel('Email').fill(DEMO.email);
        await page.getByLabel(/^Password/).fill(DEMO.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
        // The restore reads the profile (GET /auth/me): slowed to be seen, failing when the
        // path's next step is its failure.
        await backend.busy(path.steps[1], 'getMe');
        await page.reload();
      }
      const accountMenu = page.getByRole('button', { name: 'Account menu' });
      const answered = async () => {};

      await replay(path, {
        events: {
          'credentials.submit': async (_event, next) => {
            await backend.busy(next, 'loginWithEmail');
            await page.getByLabel('Email').fill(DEMO.email);
            await page.getByLabel(/^Password/).fill(DEMO.password);
            await page.getByRole('button', { name: 'Login' }).click();
          },
          'google.submit': async (_event, next) => {
            await backend.busy(next, 'loginWithGoogle');
            await page.getByRole('button', { name: 'Sign in with Google' }).click();
            await page.getByRole('menuitem', { name: /jordan\.lee@example\.org/ }).click();
          },
          // The server answers by itself: the check of the next state waits for it.
          'xstate.done.actor.loginWithEmail': answered,
          'xstate.error.actor.loginWithEmail': answered,
          'xstate.done.actor.loginWithGoogle': answered,
          'xstate.error.actor.loginWithGoogle': answered,
          'xstate.done.actor.logout': answered,
          'xstate.error.actor.logout': answered,
          'xstate.done.actor.loadMe': answered,
          'xstate.error.actor.loadMe': answered,
          'error.dismiss': async () => {
            await page.getByRole('button', { name: 'Dismiss' }).click();
          },
          'session.signOut': async (_event, next) => {
            await backend.busy(next, 'logout');
            await accountMenu.click();
            await page.getByRole('menuitem', { name: 'Logout' }).click();
          },
          // Another tab ends the session: it ends here too.
          'session.expired': async () => {
            const other = await page.context().newPage();
            await other.goto('/sign-in');
            // Clearing this origin's storage there (the storage event's key is null).
            await other.evaluate(() => localStorage.clear());
            await other.close();
          },
        },
        states: {
          signedOut: async (snapshot) => {
            await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
            if (authError(snapshot))
              await expect(page.getByRole('alert')).toContainText(authError(snapshot) ?? '');
            else await expect(page.getByRole('alert')).toHaveCount(0);
          },
          signingIn: async () => {
            await expect(page.getByRole('button', { name: 'Signing in' })).toBeDisabled();
            await backend.seen();
          },
          signingInWithGoogle: async () => {
            await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
            await backend.seen();
          },
          // The shell is drawn from the stored id and names while the profile is read.
          'signedIn.readingProfile': async () => {
            await expect(accountMenu).toBeVisible();
            await backend.seen();
          },
          'signedIn.ready': async () => {
            await expect(accountMenu).toBeVisible();
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          },
          signingOut: async () => {
            await expect(accountMenu).toBeVisible();
            await backend.seen();
          },
        },
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Registration

const EMAIL = 'ada.model@example.org';
const CREDENTIALS = [
  { type: 'credentials.change', field: 'firstName', value: 'Ada' },
  { type: 'credentials.change', field: 'lastName', value: 'Lovelace' },
  { type: 'credentials.change', field: 'email', value: EMAIL },
  { type: 'credentials.change', field: 'password', value: 'analytical-engine' },
  { type: 'credentials.toggle', field: 'acceptTerms', value: true },
  { type: 'credentials.toggle', field: 'acceptPrivacy', value: true },
] as const;
const ABOUT = [
  { type: 'about.change', field: 'gender', value: 'female' },
  { type: 'about.change', field: 'ageRange', value: '35-44' },
  { type: 'about.change', field: 'ethnicity', value: 'other' },
] as const;
const REGISTRATION_EVENTS = [
  ...CREDENTIALS,
  { type: 'credentials.submit' },
  ...ABOUT,
  { type: 'about.back' },
  { type: 'about.submit' },
  { type: 'xstate.done.actor.register', output: undefined },
  { type: 'xstate.error.actor.register', error: { status: 500 } },
] as EventObject[];
const LABELS: Record<string, string | RegExp> = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  password: /^Password/,
  acceptTerms: 'I agree to the Terms and Conditions',
  acceptPrivacy: 'I agree to the Privacy Policy',
  gender: 'Gender',
  ageRange: 'Age range',
  ethnicity: 'Ethnicity',
};
const OPTIONS: Record<string, string> = { female: 'Female', '35-44': '35-44', other: 'Other' };
const REGISTRATION_PATHS = pathsOf(
  registrationMachine,
  { referralCode: null },
  REGISTRATION_EVENTS,
  (s) => {
    const c = s.context as { credentialErrors: object; aboutErrors: object; submitError: unknown };
    const filled = (v: object) => Object.values(v).filter((x) => x !== '' && x !== false).length;
    const ctx = s.context as { credentials: object; about: object };
    return [
      filled(ctx.credentials),
      filled(ctx.about),
      Object.keys(c.credentialErrors).length,
      Object.keys(c.aboutErrors).length,
      c.submitError !== null,
    ];
  },
);

test.describe('registration model in the browser', () => {
  for (const path of REGISTRATION_PATHS) {
    test(describePath(path), async ({ page }) => {
      await page.goto('/register');
      const backend = backendOf(page);
      await backend.seen();
      const form = (name: string) => page.getByRole('form', { name });

      await replay(path, {
        events: {
          'credentials.change': async (event) => {
            const { field, value } = event as EventObject & { field: string; value: string };
            await page
              .getByLabel(LABELS[field] ?? field)
              .first()
              .fill(value);
          },
          'credentials.toggle': async (event) => {
            const { field } = event as EventObject & { field: string };
            // A click, then the state it leads to: check() judges the box at once, before a
            // render the machine's answer schedules on a busy machine.
            const box = page.getByRole('checkbox', { name: LABELS[field] });
            await box.click();
            await expect(box).toBeChecked();
          },
          'credentials.submit': async () => {
            await form('Your account').getByRole('button', { name: 'Submit' }).click();
          },
          'about.change': async (event) => {
            const { field, value } = event as EventObject & { field: string; value: string };
            await page.getByRole('combobox', { name: LABELS[field] }).click();
            await page.getByRole('option', { name: OPTIONS[value] }).click();
          },
          'about.back': async () => {
            await page.getByRole('button', { name: 'Back' }).click();
          },
          'about.submit': async (_event, next) => {
            await backend.busy(next, 'register');
            await form('About Yourself').getByRole('button', { name: 'Submit' }).click();
          },
          'xstate.done.actor.register': async () => {},
          'xstate.error.actor.register': async () => {},
        },
        states: {
          credentials: async () => {
            await expect(form('Your account')).toBeVisible();
          },
          about: async () => {
            await expect(form('About Yourself')).toBeVisible();
          },
          submitting: async () => {
            await expect(
              page.getByRole('button', { name: 'Creating your account...' }),
            ).toBeDisabled();
            await backend.seen();
          },
          failed: async () => {
            await expect(form('About Yourself').getByRole('alert')).toBeVisible();
          },
          registered: async () => {
            await expect(page).toHaveURL(/\/sign-in/);
          },
        },
      });
    });
  }
});
