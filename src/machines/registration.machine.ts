import { assign, setup } from 'xstate';
import {
  type AboutField,
  type AboutYourself,
  type Credentials,
  type CredentialsField,
  EMPTY_ABOUT,
  EMPTY_CREDENTIALS,
  buildRegistrationPayload,
  registrationFailureMessage,
  validateAbout,
  validateCredentials,
} from '../domain/registration';
import { type FieldErrors, hasErrors, withoutError } from '../domain/text';
import { notProvided } from './not-provided';
import type { RegisterRequest } from '../api/schema.gen';

export interface RegistrationContext {
  credentials: Credentials;
  about: AboutYourself;
  referralCode: string | null;
  credentialErrors: FieldErrors<CredentialsField>;
  aboutErrors: FieldErrors<AboutField>;
  submitError: string | null;
}

export type RegistrationEvent =
  | {
      type: 'credentials.change';
      field: 'firstName' | 'lastName' | 'email' | 'password';
      value: string;
    }
  | { type: 'credentials.toggle'; field: 'acceptTerms' | 'acceptPrivacy'; value: boolean }
  | { type: 'credentials.submit' }
  | { type: 'about.change'; field: AboutField; value: string }
  | { type: 'about.back' }
  | { type: 'about.submit' };

/** What a failed registration carries: the field errors of the server's answer, if any. */
export interface RegistrationFailure {
  errors?: Record<string, unknown>;
}

const fieldErrorsOf = (error: unknown) =>
  error && typeof error === 'object' && 'errors' in error
    ? ((error as RegistrationFailure).errors ?? undefined)
    : undefined;

/**
 * Registration in two steps: credentials, then About Yourself (Back keeps every entry), then
 * submitting, then registered (the screen goes to /sign-in with a toast) or failed.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { referralCode: string | null },
  },
  actors: {
    register: notProvided<void, RegisterRequest>('register'),
  },
  guards: {
    isCredentialsValid: ({ context }) => !hasErrors(validateCredentials(context.credentials)),
    isAboutValid: ({ context }) => !hasErrors(validateAbout(context.about)),
  },
  actions: {
    editCredentials: assign(({ context, event }) => {
      if (event.type !== 'credentials.change' && event.type !== 'credentials.toggle') return {};
      return {
        credentials: { ...context.credentials, [event.field]: event.value },
        credentialErrors: withoutError(context.credentialErrors, event.field),
      };
    }),
    editAbout: assign(({ context, event }) => {
      if (event.type !== 'about.change') return {};
      return {
        about: { ...context.about, [event.field]: event.value },
        aboutErrors: withoutError(context.aboutErrors, event.field),
        submitError: null,
      };
    }),
    showCredentialErrors: assign({
      credentialErrors: ({ context }) => validateCredentials(context.credentials),
    }),
    showAboutErrors: assign({ aboutErrors: ({ context }) => validateAbout(context.about) }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    credentials: EMPTY_CREDENTIALS,
    about: EMPTY_ABOUT,
    referralCode: input.referralCode,
    credentialErrors: {},
    aboutErrors: {},
    submitError: null,
  }),
  initial: 'credentials',
  states: {
    credentials: {
      meta: { description: 'Step 1: names, email, password and the two agreements' },
      on: {
        'credentials.change': { actions: 'editCredentials' },
        'credentials.toggle': { actions: 'editCredentials' },
        'credentials.submit': [
          { guard: 'isCredentialsValid', target: 'about' },
          { actions: 'showCredentialErrors' },
        ],
      },
    },
    about: {
      meta: { description: 'Step 2: About Yourself (gender, age range, ethnicity)' },
      on: {
        'about.change': { actions: 'editAbout' },
        'about.back': { target: 'credentials' },
        'about.submit': [
          { guard: 'isAboutValid', target: 'submitting' },
          { actions: 'showAboutErrors' },
        ],
      },
    },
    submitting: {
      meta: { description: 'The account is being created' },
      entry: assign({ submitError: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) =>
          buildRegistrationPayload(context.credentials, context.about, context.referralCode),
        onDone: { target: 'registered' },
        onError: {
          target: 'failed',
          actions: assign({
            submitError: ({ event }) => registrationFailureMessage(fieldErrorsOf(event.error)),
          }),
        },
      },
    },
    failed: {
      meta: { description: 'Registration failed: the message is shown and every entry is kept' },
      on: {
        'about.change': { target: 'about', actions: 'editAbout' },
        'about.back': { target: 'credentials' },
        'about.submit': [
          { guard: 'isAboutValid', target: 'submitting' },
          { target: 'about', actions: 'showAboutErrors' },
        ],
      },
    },
    registered: {
      meta: { description: 'The account exists: the user is sent to sign in' },
      type: 'final',
    },
  },
});
