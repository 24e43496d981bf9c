// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { registrationMachine } from '../../src/machines/registration.machine';
import type { RegisterRequest } from '../../src/api/schema.gen';

function start(
  register: (payload: RegisterRequest) => Promise<void>,
  referralCode: string | null = null,
) {
  const actor = createActor(
    registrationMachine.provide({
      actors: { register: fromPromise(({ input }) => register(input)) },
    }),
    { input: { referralCode } },
  );
  actor.start();
  return actor;
}

function fillCredentials(actor: ReturnType<typeof start>) {
  actor.send({ type: 'credentials.change', field: 'firstName', value: 'Ada' });
  actor.send({ type: 'credentials.change', field: 'lastName', value: 'Lovelace' });
  actor.send({ type: 'credentials.change', field: 'email', value: 'ada@example.org' });
  actor.send({ type: 'credentials.change', field: 'password', value: 'analytical' });
  actor.send({ type: 'credentials.toggle', field: 'acceptTerms', value: true });
  actor.send({ type: 'credentials.toggle', field: 'acceptPrivacy', value: true });
}
function fillAbout(actor: ReturnType<typeof start>) {
  actor.send({ type: 'about.change', field: 'gender', value: 'female' });
  actor.send({ type: 'about.change', field: 'ageRange', value: '45-54' });
  actor.send({ type: 'about.change', field: 'ethnicity', value: 'asian' });
}

describe('registration machine', () => {
  it('stays on credentials with every message when step 1 is invalid, and clears a message on edit', () => {
    const actor = start(async () => {});
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(Object.keys(actor.getSnapshot().context.credentialErrors)).toHaveLength(6);
    actor.send({ type: 'credentials.change', field: 'firstName', value: 'A' });
    expect(actor.getSnapshot().context.credentialErrors.firstName).toBeUndefined();
    expect(actor.getSnapshot().context.credentialErrors.lastName).toBe('Last name is required');
  });

  it('goes to About Yourself, Back keeps every entry, and submits the payload with the referral code', async () => {
    const sent: RegisterRequest[] = [];
    const actor = start(async (payload) => {
      sent.push(payload);
    }, '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11');
    fillCredentials(actor);
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().value).toBe('about');
    fillAbout(actor);
    actor.send({ type: 'about.back' });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.credentials.firstName).toBe('Ada');
    expect(actor.getSnapshot().context.about.ageRange).toBe('45-54');
    actor.send({ type: 'credentials.submit' });
    actor.send({ type: 'about.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('registered'));
    expect(sent).toEqual([
      {
        email: 'ada@example.org',
        password: 'analytical',
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 'female',
        age: 45,
        ethnicity: 'asian',
        referralCode: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
      },
    ]);
  });

  it('blocks an incomplete About Yourself', () => {
    const actor = start(async () => {});
    fillCredentials(actor);
    actor.send({ type: 'credentials.submit' });
    actor.send({ type: 'about.submit' });
    expect(actor.getSnapshot().value).toBe('about');
    expect(actor.getSnapshot().context.aboutErrors.gender).toBe('Please select your gender');
  });

  it.each([
    [{ errors: { email: 'emailAlreadyExists' } }, 'Email already exists!'],
    [{ errors: { password: 'weak' } }, 'An error occurred during registration'],
    [new Error('offline'), 'An error occurred during registration'],
  ])('fails with the right message and keeps the entries (%#)', async (error, message) => {
    const actor = start(async () => {
      throw error;
    });
    fillCredentials(actor);
    actor.send({ type: 'credentials.submit' });
    fillAbout(actor);
    actor.send({ type: 'about.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.submitError).toBe(message);
    expect(actor.getSnapshot().context.about.gender).toBe('female');
    // Trying again from the failure submits again.
    actor.send({ type: 'about.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});
