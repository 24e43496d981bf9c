import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { hasErrors } from '../../src/domain/text';
import {
  type RegistrationContext,
  registrationMachine,
} from '../../src/machines/registration.machine';
import { RegisterScreen } from '../../src/screens/auth/register-screen';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  visited,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import { REGISTRATION_LABELS } from '../../src/domain/registration';

const CREDENTIALS = [
  { type: 'credentials.change', field: 'firstName', value: 'Ada' },
  { type: 'credentials.change', field: 'lastName', value: 'Lovelace' },
  { type: 'credentials.change', field: 'email', value: 'ada@example.org' },
  { type: 'credentials.change', field: 'password', value: 'analytical-engine' },
  { type: 'credentials.toggle', field: 'acceptTerms', value: true },
  { type: 'credentials.toggle', field: 'acceptPrivacy', value: true },
] as const;
const ABOUT = [
  { type: 'about.change', field: 'gender', value: 'female' },
  { type: 'about.change', field: 'ageRange', value: '35-44' },
  { type: 'about.change', field: 'ethnicity', value: 'other' },
] as const;
const EMAIL_TAKEN = { status: 422, errors: { email: 'emailAlreadyExists' } };

const filled = (values: object) =>
  Object.values(values).filter((v) => v !== '' && v !== false).length;
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as RegistrationContext;

// Context is part of a state's identity only as far as a tester sees it: how much is filled in,
// whether errors show and whether the submission failed.
const EVENTS = [
  ...CREDENTIALS,
  { type: 'credentials.submit' },
  ...ABOUT,
  { type: 'about.back' },
  { type: 'about.submit' },
  { type: 'xstate.done.actor.register', output: undefined },
  { type: 'xstate.error.actor.register', error: EMAIL_TAKEN },
] as EventObject[];
const paths = modelPaths(registrationMachine, {
  input: { referralCode: null },
  events: EVENTS,
  serializeState: (snapshot) => {
    const c = context(snapshot as AnyMachineSnapshot);
    return JSON.stringify([
      stateKey(snapshot as AnyMachineSnapshot),
      filled(c.credentials),
      filled(c.about),
      hasErrors(c.credentialErrors),
      hasErrors(c.aboutErrors),
      c.submitError !== null,
    ]);
  },
});

// Keep the paths that end somewhere a tester can tell apart; the partly filled forms on the way
// are all replayed as steps of these.
const endings = new Map<string, (typeof paths)[number]>();
for (const path of paths) {
  const c = context(path.state);
  const key = JSON.stringify([
    stateKey(path.state),
    hasErrors(c.credentialErrors),
    hasErrors(c.aboutErrors),
    c.submitError !== null,
  ]);
  const known = endings.get(key);
  if (!known || known.steps.length > path.steps.length) endings.set(key, path);
}
// Plus the fewest paths that take every remaining transition (for the coverage report).
const selected = coveringPaths(paths, EVENTS, [...endings.values()]);

const LABELS: Record<string, string> = REGISTRATION_LABELS;
const OPTION_LABELS: Record<string, string> = {
  female: 'Female',
  '35-44': '35-44',
  other: 'Other',
};

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('registration model', () => {
  it('visits every state and every event of the machine', () => {
    const seen = visited(paths);
    expect([...seen.states].sort()).toEqual([
      'about',
      'credentials',
      'failed',
      'registered',
      'submitting',
    ]);
    expect(seen.events).toContain('xstate.error.actor.register');
    expect(seen.events).toContain('about.back');
  });

  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['register'] as const);
      const logic = registrationMachine.provide({ actors: fakes.actors });
      const user = userEvent.setup({ delay: null });
      const { router } = await renderScreen(<RegisterScreen logic={logic} referralCode={null} />, {
        path: '/register',
        signedInAs: null,
      });

      const expectMessages = (errors: Record<string, string | undefined>) => {
        for (const message of Object.values(errors))
          if (message) expect(screen.getByText(message)).toBeVisible();
      };

      await replayPath(path, {
        events: {
          'credentials.change': async (event) => {
            const { field, value } = event as (typeof CREDENTIALS)[number] & { value: string };
            const input = screen.getByLabelText(LABELS[field] ?? field, {
              exact: false,
              selector: 'input',
            });
            await user.clear(input);
            await user.click(input);
            await user.paste(value);
          },
          'credentials.toggle': async (event) => {
            await user.click(
              screen.getByRole('checkbox', {
                name: LABELS[(event as unknown as { field: string }).field],
              }),
            );
          },
          'credentials.submit': async () => {
            await user.click(screen.getByRole('button', { name: 'Submit' }));
          },
          'about.change': async (event) => {
            const { field, value } = event as (typeof ABOUT)[number];
            await user.click(screen.getByRole('combobox', { name: LABELS[field] }));
            await user.click(await screen.findByRole('option', { name: OPTION_LABELS[value] }));
          },
          'about.back': async () => {
            await user.click(screen.getByRole('button', { name: 'Back' }));
          },
          'about.submit': async () => {
            await user.click(screen.getByRole('button', { name: 'Submit' }));
          },
          'xstate.done.actor.register': async () => {
            await act(async () => fakes.resolve('register'));
          },
          'xstate.error.actor.register': async () => {
            await act(async () => fakes.reject('register', EMAIL_TAKEN));
          },
        },
        states: {
          credentials: (snapshot) => {
            expect(screen.getByRole('form', { name: 'Your account' })).toBeVisible();
            expectMessages(context(snapshot).credentialErrors);
            // Back keeps every entry.
            expect(
              screen.getByLabelText('First name', { exact: false, selector: 'input' }),
            ).toHaveValue(context(snapshot).credentials.firstName);
          },
          about: (snapshot) => {
            expect(screen.getByRole('form', { name: 'About Yourself' })).toBeVisible();
            expectMessages(context(snapshot).aboutErrors);
          },
          submitting: () => {
            expect(screen.getByRole('button', { name: 'Creating your account...' })).toBeDisabled();
            expect(fakes.isRunning('register')).toBe(true);
            expect(fakes.inputsOf('register').at(-1)).toMatchObject({
              email: 'ada@example.org',
              age: 35,
              gender: 'female',
            });
          },
          failed: () => {
            expect(
              within(screen.getByRole('form', { name: 'About Yourself' })).getByRole('alert'),
            ).toHaveTextContent('Email already exists!');
          },
          registered: async () => {
            await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
          },
        },
      });
    },
  );
});
