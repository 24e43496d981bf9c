// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { PersonalInfoField, PersonalInfoUpdate } from '../../src/domain/personal-info';
import { personalInfoMachine } from '../../src/machines/personal-info.machine';
import type { User } from '../../src/api/schema.gen';

const USER: User = {
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
  email: 'demo@grantwise.app',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Rivera',
};

function start(update?: (input: PersonalInfoUpdate) => Promise<User>) {
  const sent: PersonalInfoUpdate[] = [];
  const saved: User[] = [];
  const logic = personalInfoMachine.provide({
    actors: {
      updateMe: fromPromise<User, PersonalInfoUpdate>(async ({ input }) => {
        sent.push(input);
        return update ? update(input) : { ...USER, ...input };
      }),
    },
  });
  const actor = createActor(logic, { input: { user: USER } });
  actor.on('user.saved', ({ user }) => saved.push(user));
  actor.start();
  const change = (field: PersonalInfoField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  return { actor, sent, saved, change };
}

describe('personal information machine', () => {
  it('starts from the signed-in user and sends only the non-empty fields', async () => {
    const { actor, sent, saved, change } = start(async () => ({ ...USER, firstName: 'Danielle' }));
    expect(actor.getSnapshot().context.values.firstName).toBe('Dana');
    change('firstName', ' Danielle ');
    change('lastName', '');
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(sent).toEqual([{ firstName: 'Danielle' }]);
    expect(saved).toEqual([{ ...USER, firstName: 'Danielle' }]);
    expect(actor.getSnapshot().context.values.lastName).toBe('Rivera');
  });

  it('changes the password with current, new and confirmation, then empties the password fields', async () => {
    const { actor, sent, change } = start(async () => USER);
    change('oldPassword', 'Demo1234!');
    change('password', 'Fresh-start');
    change('confirmPassword', 'Fresh-start');
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(sent).toEqual([
      { firstName: 'Dana', lastName: 'Rivera', oldPassword: 'Demo1234!', password: 'Fresh-start' },
    ]);
    expect(actor.getSnapshot().context.values).toMatchObject({
      oldPassword: '',
      password: '',
      confirmPassword: '',
    });
  });

  it('shows the rules on Save, blocks saving while they stand, and clears one when its field is edited', () => {
    const { actor, sent, change } = start();
    change('oldPassword', 'Demo1234!');
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: 'New password is required when current password is provided',
    });
    expect(actor.getSnapshot().can({ type: 'form.save' })).toBe(false);
    change('password', 'abc');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords must match',
    });
    expect(sent).toEqual([]);
  });

  it("shows the server's message, else 'An error occurred during update', and marks a wrong current password", async () => {
    const wrong = start(async () =>
      Promise.reject(
        new ApiError(422, {
          status: 422,
          message: 'The current password is incorrect',
          errors: { oldPassword: 'incorrectOldPassword' },
        }),
      ),
    );
    wrong.change('oldPassword', 'not-it!');
    wrong.change('password', 'Fresh-start');
    wrong.change('confirmPassword', 'Fresh-start');
    wrong.actor.send({ type: 'form.save' });
    await waitFor(wrong.actor, (s) => s.context.failure !== null);
    expect(wrong.actor.getSnapshot().context.failure).toBe('The current password is incorrect');
    expect(wrong.actor.getSnapshot().context.errors.oldPassword).toBe(
      'The current password is incorrect',
    );
    expect(wrong.saved).toEqual([]);
    wrong.change('oldPassword', 'Demo1234!');
    expect(wrong.actor.getSnapshot().context.failure).toBeNull();
    expect(wrong.actor.getSnapshot().context.errors).toEqual({});

    const broken = start(async () => Promise.reject(new ApiError(0, null, 'Network error')));
    broken.change('firstName', 'Danielle');
    broken.actor.send({ type: 'form.save' });
    await waitFor(broken.actor, (s) => s.context.failure !== null);
    expect(broken.actor.getSnapshot().context.failure).toBe('An error occurred during update');
    expect(broken.actor.getSnapshot().context.values.firstName).toBe('Danielle');
  });
});
