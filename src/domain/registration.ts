import { COMMON_PASSWORD_MESSAGE } from './passwords';
import {
  AGE_RANGE_OPTIONS,
  ETHNICITY_OPTIONS,
  type Ethnicity,
  GENDER_OPTIONS,
  type Gender,
  ageFromRange,
} from './options';
import { type FieldErrors, isBlank, isEmail } from './text';
import type { RegisterRequest } from '../api/schema.gen';

// Registration rules (account-side section 5). The spec names the rules but gives no messages
// for them; these are ours (docs/decisions.md). The 8-character minimum is enforced.

export const PASSWORD_MIN_LENGTH = 8;

export const REGISTRATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  termsRequired: 'Please accept the Terms and Conditions',
  privacyRequired: 'Please accept the Privacy Policy',
  genderRequired: 'Please select your gender',
  ageRequired: 'Please select your age range',
  ethnicityRequired: 'Please select your ethnicity',
  emailExists: 'Email already exists!',
  failed: 'An error occurred during registration',
} as const;

export interface Credentials {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export interface AboutYourself {
  gender: string;
  ageRange: string;
  ethnicity: string;
}

export type CredentialsField = keyof Credentials;
export type AboutField = keyof AboutYourself;

export const EMPTY_CREDENTIALS: Credentials = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

export const EMPTY_ABOUT: AboutYourself = { gender: '', ageRange: '', ethnicity: '' };

export function validateCredentials(values: Credentials): FieldErrors<CredentialsField> {
  const errors: FieldErrors<CredentialsField> = {};
  const m = REGISTRATION_MESSAGES;
  if (isBlank(values.firstName)) errors.firstName = m.firstNameRequired;
  if (isBlank(values.lastName)) errors.lastName = m.lastNameRequired;
  if (isBlank(values.email)) errors.email = m.emailRequired;
  else if (!isEmail(values.email)) errors.email = m.emailInvalid;
  if (values.password === '') errors.password = m.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = m.passwordTooShort;
  if (!values.acceptTerms) errors.acceptTerms = m.termsRequired;
  if (!values.acceptPrivacy) errors.acceptPrivacy = m.privacyRequired;
  return errors;
}

const isOneOf = (options: readonly { value: string }[], value: string) =>
  options.some((option) => option.value === value);

export function validateAbout(values: AboutYourself): FieldErrors<AboutField> {
  const errors: FieldErrors<AboutField> = {};
  const m = REGISTRATION_MESSAGES;
  if (!isOneOf(GENDER_OPTIONS, values.gender)) errors.gender = m.genderRequired;
  if (!isOneOf(AGE_RANGE_OPTIONS, values.ageRange)) errors.ageRange = m.ageRequired;
  if (!isOneOf(ETHNICITY_OPTIONS, values.ethnicity)) errors.ethnicity = m.ethnicityRequired;
  return errors;
}

/** The body of POST /auth/email/register. */

/** The body of POST /auth/email/register: trimmed names and email, age parsed from the range. */
export function buildRegistrationPayload(
  credentials: Credentials,
  about: AboutYourself,
  referralCode: string | null,
): RegisterRequest {
  return {
    email: credentials.email.trim(),
    password: credentials.password,
    firstName: credentials.firstName.trim(),
    lastName: credentials.lastName.trim(),
    // Called once validateAbout found the three answers among their option lists.
    gender: about.gender as Gender,
    age: ageFromRange(about.ageRange),
    ethnicity: about.ethnicity as Ethnicity,
    ...(referralCode ? { referralCode } : {}),
  };
}

/** A failed registration names email when the address is taken (spec section 8). */
export function registrationFailureMessage(
  fieldErrors: Record<string, unknown> | undefined,
): string {
  if (fieldErrors && 'email' in fieldErrors) return REGISTRATION_MESSAGES.emailExists;
  // A common password the form let through (its check loads with the strength meter).
  if (fieldErrors?.password === COMMON_PASSWORD_MESSAGE) return COMMON_PASSWORD_MESSAGE;
  return REGISTRATION_MESSAGES.failed;
}

/** The registration form's fields as the screen labels them. */
export const REGISTRATION_LABELS: Record<CredentialsField | AboutField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  acceptTerms: 'I agree to the Terms and Conditions',
  acceptPrivacy: 'I agree to the Privacy Policy',
  gender: 'Gender',
  ageRange: 'Age range',
  ethnicity: 'Ethnicity',
};
