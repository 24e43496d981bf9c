// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageFromRange } from '../../src/domain/options';
import {
  EMPTY_ABOUT,
  EMPTY_CREDENTIALS,
  REGISTRATION_MESSAGES as M,
  buildRegistrationPayload,
  registrationFailureMessage,
  validateAbout,
  validateCredentials,
} from '../../src/domain/registration';

const VALID = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  password: 'analytical',
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('registration rules', () => {
  it('requires every step-1 field and both agreements, with the exact messages', () => {
    expect(validateCredentials(EMPTY_CREDENTIALS)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      acceptTerms: 'Please accept the Terms and Conditions',
      acceptPrivacy: 'Please accept the Privacy Policy',
    });
  });

  it('trims names and email before the required check', () => {
    expect(
      validateCredentials({ ...VALID, firstName: '   ', lastName: '\t', email: '  ' }),
    ).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
    });
  });

  it('checks the email looks like one', () => {
    for (const email of ['ada', 'ada@', '@example.org', 'ada@example', 'a da@example.org']) {
      expect(validateCredentials({ ...VALID, email }).email, email).toBe('Email is invalid');
    }
    expect(validateCredentials({ ...VALID, email: ' ada@example.org ' })).toEqual({});
  });

  it('enforces the 8-character password minimum the hint promises', () => {
    expect(validateCredentials({ ...VALID, password: '1234567' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateCredentials({ ...VALID, password: '12345678' })).toEqual({});
  });

  it('requires gender, age range and ethnicity from their option lists', () => {
    expect(validateAbout(EMPTY_ABOUT)).toEqual({
      gender: 'Please select your gender',
      ageRange: 'Please select your age range',
      ethnicity: 'Please select your ethnicity',
    });
    expect(validateAbout({ gender: 'robot', ageRange: '12-17', ethnicity: 'martian' })).toEqual({
      gender: M.genderRequired,
      ageRange: M.ageRequired,
      ethnicity: M.ethnicityRequired,
    });
    expect(
      validateAbout({ gender: 'prefer_not_to_say', ageRange: '65+', ethnicity: 'pacific' }),
    ).toEqual({});
  });

  it('sends age as the integer that starts the range', () => {
    expect(['18-24', '25-34', '35-44', '45-54', '55-64', '65+'].map(ageFromRange)).toEqual([
      18, 25, 35, 45, 55, 65,
    ]);
  });

  it('builds the payload with trimmed text, the integer age and the referral code only when given', () => {
    const about = { gender: 'female', ageRange: '25-34', ethnicity: 'other' };
    const credentials = { ...VALID, firstName: ' Ada ', email: ' ada@example.org ' };
    expect(buildRegistrationPayload(credentials, about, null)).toEqual({
      email: 'ada@example.org',
      password: 'analytical',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      age: 25,
      ethnicity: 'other',
    });
    expect(buildRegistrationPayload(credentials, about, 'abc').referralCode).toBe('abc');
  });

  it("says 'Email already exists!' when the server names email, else the general failure", () => {
    expect(registrationFailureMessage({ email: 'emailAlreadyExists' })).toBe(
      'Email already exists!',
    );
    expect(registrationFailureMessage({ password: 'weak' })).toBe(
      'An error occurred during registration',
    );
    expect(registrationFailureMessage(undefined)).toBe('An error occurred during registration');
  });
});
