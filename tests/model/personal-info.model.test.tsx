import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PERSONAL_INFO_MESSAGES } from '../../src/domain/personal-info';
import {
  type PersonalInfoContext,
  personalInfoMachine,
} from '../../src/machines/personal-info.machine';
import { PersonalInfoForm } from '../../src/screens/home/personal-info-form';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { TEST_USER, createTestAuth, renderScreen } from '../support/render';
import { throughUpdateMe } from '../support/session-write';
import { PERSONAL_INFO_LABELS } from '../../src/domain/personal-info';

// Personal Information, replayed against the form: names, a password change with its rules
// (the errors block Save until the field is edited), a save that succeeds (the app's user
// changes) and one the server refuses.

const SAVE = 'xstate.done.actor.0.personalInfo.saving';
const FAIL = 'xstate.error.actor.0.personalInfo.saving';
const SAVED_USER = { ...TEST_USER, firstName: 'Ada' };
const WRONG_PASSWORD = {
  status: 422,
  serverMessage: 'The current password is incorrect',
  errors: { oldPassword: 'invalid' },
};

const CHANGES = [
  { type: 'field.change', field: 'firstName', value: 'Ada' },
  { type: 'field.change', field: 'oldPassword', value: 'Demo1234!' },
  { type: 'field.change', field: 'password', value: 'New-secret-1' },
  { type: 'field.change', field: 'confirmPassword', value: 'New-secret-1' },
] as const;
const EVENTS = [
  ...CHANGES,
  { type: 'form.save' },
  { type: SAVE, output: SAVED_USER },
  { type: FAIL, error: WRONG_PASSWORD },
] as EventObject[];

const LABELS: Record<string, string> = PERSONAL_INFO_LABELS;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PersonalInfoContext;
const paths = modelPaths(personalInfoMachine, {
  input: { user: TEST_USER },
  events: EVENTS,
  // Everything the checks read is part of a state's identity.
  serializeState: (snapshot) =>
    JSON.stringify([stateKey(snapshot as AnyMachineSnapshot), ctx(snapshot as AnyMachineSnapshot)]),
});
const selected = coveringPaths(paths, EVENTS);

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('personal-info model', () => {
  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['updateMe'] as const);
      const user = userEvent.setup({ delay: null });
      // The save answers through the app's write, which makes it the session's user.
      const auth = createTestAuth(TEST_USER);
      const updateMe = throughUpdateMe(fakes.actors.updateMe, auth);
      await renderScreen(
        <PersonalInfoForm logic={personalInfoMachine.provide({ actors: { updateMe } })} />,
        { path: '/', auth },
      );

      let saved = false;

      await replayPath(path, {
        events: {
          'field.change': async (event) => {
            const { field, value } = event as (typeof CHANGES)[number];
            const input = screen.getByLabelText(LABELS[field] ?? field, { selector: 'input' });
            await user.clear(input);
            await user.click(input);
            await user.paste(value);
          },
          'form.save': async () => {
            await user.click(screen.getByRole('button', { name: 'Save Changes' }));
          },
          [SAVE]: async () => {
            await act(async () => fakes.resolve('updateMe', SAVED_USER));
            saved = true;
          },
          [FAIL]: async () => {
            await act(async () => fakes.reject('updateMe', WRONG_PASSWORD));
          },
        },
        states: {
          editing: async (snapshot) => {
            const c = ctx(snapshot);
            expect(screen.getByRole('form', { name: 'Personal Information' })).toBeVisible();
            for (const [field, label] of Object.entries(LABELS))
              expect(screen.getByLabelText(label, { selector: 'input' })).toHaveValue(
                c.values[field as keyof typeof c.values],
              );
            for (const message of Object.values(c.errors))
              if (message) expect(screen.getAllByText(message)[0]).toBeVisible();
            if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent(c.failure);
            const save = screen.getByRole('button', { name: 'Save Changes' });
            if (snapshot.can({ type: 'form.save' })) expect(save).toBeEnabled();
            else expect(save).toBeDisabled();
            if (saved) {
              // The whole app shows the saved user.
              expect(await screen.findByText(PERSONAL_INFO_MESSAGES.updated)).toBeVisible();
              expect(auth.getSnapshot().context.user?.firstName).toBe('Ada');
            }
          },
          saving: async (snapshot) => {
            await waitFor(() =>
              expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled(),
            );
            const sent = fakes.inputsOf('updateMe').at(-1) as Record<string, string>;
            expect(sent.firstName).toBe(ctx(snapshot).values.firstName);
          },
        },
      });
    },
  );
});
