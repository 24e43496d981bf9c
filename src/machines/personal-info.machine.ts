import { and, assign, emit, setup } from 'xstate';
import {
  EMPTY_PASSWORDS,
  PERSONAL_INFO_MESSAGES,
  type PersonalInfoField,
  type PersonalInfoUpdate,
  type PersonalInfoValues,
  buildPersonalInfoUpdate,
  personalInfoValuesOf,
  validatePersonalInfo,
} from '../domain/personal-info';
import { type FieldErrors, hasErrors } from '../domain/text';
import { editField } from './edit-field';
import { notProvided } from './not-provided';
import { serverMessageOr } from '../domain/server-message';
import type { User } from '../api/schema.gen';

export interface PersonalInfoContext {
  values: PersonalInfoValues;
  errors: FieldErrors<PersonalInfoField>;
  failure: string | null;
}

export type PersonalInfoEvent =
  { type: 'field.change'; field: PersonalInfoField; value: string } | { type: 'form.save' };

/** Emitted after a successful save so the app shows the new user everywhere at once. */
export type PersonalInfoEmitted = { type: 'user.saved'; user: User };

/** The field a server's validation code belongs to, when it names a password field. */
function passwordFieldErrors(error: unknown): FieldErrors<PersonalInfoField> {
  if (!error || typeof error !== 'object' || !('errors' in error)) return {};
  const fields = (error as { errors?: Record<string, unknown> }).errors ?? {};
  return 'oldPassword' in fields ? { oldPassword: 'The current password is incorrect' } : {};
}

/**
 * Personal Information: first and last name, and a password change (current, new and confirm
 * new). Save sends only non-empty fields; 'Saving...' while it runs; the server's message, else
 * 'An error occurred during update', when it fails.
 */
export const personalInfoMachine = setup({
  types: {
    context: {} as PersonalInfoContext,
    events: {} as PersonalInfoEvent,
    input: {} as { user: User | null },
    emitted: {} as PersonalInfoEmitted,
  },
  actors: {
    updateMe: notProvided<User, PersonalInfoUpdate>('updateMe'),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validatePersonalInfo(context.values)),
    hasNoErrorsShown: ({ context }) => !hasErrors(context.errors),
  },
  actions: {
    editField: assign(editField),
    showErrors: assign({ errors: ({ context }) => validatePersonalInfo(context.values) }),
  },
}).createMachine({
  id: 'personalInfo',
  context: ({ input }) => ({
    values: personalInfoValuesOf(input.user),
    errors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { description: 'Names and the password change can be edited' },
      on: {
        'field.change': { actions: 'editField' },
        'form.save': [
          { guard: and(['hasNoErrorsShown', 'isValid']), target: 'saving' },
          { guard: 'hasNoErrorsShown', actions: 'showErrors' },
        ],
      },
    },
    saving: {
      meta: { description: "The changes are being saved: the button reads 'Saving...'" },
      entry: assign({ failure: null }),
      invoke: {
        src: 'updateMe',
        input: ({ context }) => buildPersonalInfoUpdate(context.values),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              values: ({ event }) => ({
                ...personalInfoValuesOf(event.output),
                ...EMPTY_PASSWORDS,
              }),
              errors: {},
            }),
            emit(({ event }) => ({ type: 'user.saved' as const, user: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) =>
              serverMessageOr(event.error, PERSONAL_INFO_MESSAGES.updateFailed),
            errors: ({ event }) => passwordFieldErrors(event.error),
          }),
        },
      },
    },
  },
});
