// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PERSONAL_INFO_MESSAGES,
  type PersonalInfoValues,
  buildPersonalInfoUpdate,
  personalInfoValuesOf,
  validatePersonalInfo,
} from '../../src/domain/personal-info';

const base: PersonalInfoValues = {
  firstName: 'Dana',
  lastName: 'Rivera',
  oldPassword: '',
  password: '',
  confirmPassword: '',
};

describe('personal information rules (section 5)', () => {
  it('accepts names without any password change', () => {
    expect(validatePersonalInfo(base)).toEqual({});
  });

  it('asks for the new password when only the current one is given', () => {
    expect(validatePersonalInfo({ ...base, oldPassword: 'Demo1234!' })).toEqual({
      password: 'New password is required when current password is provided',
    });
  });

  it('asks for the current password when only a new one is given', () => {
    expect(
      validatePersonalInfo({ ...base, password: 'Fresh-start', confirmPassword: 'Fresh-start' }),
    ).toEqual({ oldPassword: 'Current password is required to set a new password' });
  });

  it('needs at least 6 characters in the current password and 8 in the new one', () => {
    expect(
      validatePersonalInfo({
        ...base,
        oldPassword: 'abc',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    ).toEqual({ oldPassword: 'Password must be at least 6 characters' });
    expect(
      validatePersonalInfo({
        ...base,
        oldPassword: 'abcdef',
        password: 'abcdefg',
        confirmPassword: 'abcdefg',
      }),
    ).toEqual({ password: 'Password must be at least 8 characters' });
    expect(
      validatePersonalInfo({
        ...base,
        oldPassword: 'abcdef',
        password: 'ghijklmn',
        confirmPassword: 'ghijklmn',
      }),
    ).toEqual({});
  });

  it("says 'Passwords must match' on the confirmation when it differs from the new password", () => {
    expect(
      validatePersonalInfo({
        ...base,
        oldPassword: 'Demo1234!',
        password: 'Fresh-start',
        confirmPassword: 'Fresh-stop',
      }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
    expect(validatePersonalInfo({ ...base, confirmPassword: 'stray' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('lets the current and the new password differ (the spec required them equal)', () => {
    expect(
      validatePersonalInfo({
        ...base,
        oldPassword: 'Demo1234!',
        password: 'Fresh-start',
        confirmPassword: 'Fresh-start',
      }),
    ).toEqual({});
  });

  it('sends only the non-empty fields, names trimmed', () => {
    expect(buildPersonalInfoUpdate({ ...base, firstName: ' Danielle ', lastName: '  ' })).toEqual({
      firstName: 'Danielle',
    });
    expect(
      buildPersonalInfoUpdate({
        firstName: '',
        lastName: '',
        oldPassword: 'Demo1234!',
        password: 'Fresh-start',
        confirmPassword: 'Fresh-start',
      }),
    ).toEqual({ oldPassword: 'Demo1234!', password: 'Fresh-start' });
    expect(buildPersonalInfoUpdate({ ...base, firstName: '', lastName: '' })).toEqual({});
  });

  it('starts from the user, with empty password fields', () => {
    expect(personalInfoValuesOf({ firstName: 'Dana', lastName: 'Rivera' })).toEqual(base);
    expect(personalInfoValuesOf(null)).toEqual({ ...base, firstName: '', lastName: '' });
  });

  it('keeps the failure text of the error catalogue', () => {
    expect(PERSONAL_INFO_MESSAGES.updateFailed).toBe('An error occurred during update');
  });
});
