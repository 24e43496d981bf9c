import { and, assign, setup } from 'xstate';
import {
  COMPANY_MESSAGES,
  COMPANY_SUCCESS_MS,
  type CompanyField,
  type CompanyPayload,
  type CompanyValues,
  companyValuesOf,
  toCompanyPayload,
  validateCompany,
} from '../domain/company';
import { type FieldErrors, hasErrors } from '../domain/text';
import { editField } from './edit-field';
import { notProvided } from './not-provided';
import { serverMessageOr } from '../domain/server-message';
import type { Company } from '../api/schema.gen';

export interface CompanyFormContext {
  /** The company as stored, or null when the user has none yet. */
  company: Company | null;
  values: CompanyValues;
  errors: FieldErrors<CompanyField>;
  /** The red banner: 'Error: ' + this. */
  failure: string | null;
  /** The green banner, for 3 seconds after a save. */
  success: string | null;
}

export type CompanyFormEvent =
  | { type: 'field.change'; field: CompanyField; value: string }
  | { type: 'form.save' }
  | { type: 'form.cancel' };

const editingHandlers = {
  'field.change': { actions: 'editField' },
  'form.cancel': { actions: 'resetToSaved' },
  'form.save': [
    { guard: and(['hasNoErrorsShown', 'isValid', 'hasCompany']), target: '#companyForm.updating' },
    { guard: and(['hasNoErrorsShown', 'isValid']), target: '#companyForm.creating' },
    { guard: 'hasNoErrorsShown', actions: 'showErrors' },
  ],
} as const;

/**
 * Company Information: the saved company is fetched on entry (none when there is none); Save
 * creates it when there is none and updates it otherwise. Every rule is checked on Save and
 * saving is blocked while any error stands; editing a field clears its message and the red
 * banner; Cancel goes back to the saved company (or empty) and clears all errors.
 */
export const companyFormMachine = setup({
  types: {
    context: {} as CompanyFormContext,
    events: {} as CompanyFormEvent,
  },
  actors: {
    loadCompany: notProvided<Company | null>('loadCompany'),
    createCompany: notProvided<Company, CompanyPayload>('createCompany'),
    updateCompany: notProvided<Company, { id: string; company: CompanyPayload }>('updateCompany'),
  },
  guards: {
    hasCompany: ({ context }) => context.company !== null,
    isValid: ({ context }) => !hasErrors(validateCompany(context.values)),
    hasNoErrorsShown: ({ context }) => !hasErrors(context.errors),
  },
  actions: {
    editField: assign(editField),
    resetToSaved: assign(({ context }) => ({
      values: companyValuesOf(context.company),
      errors: {},
      failure: null,
    })),
    showErrors: assign({ errors: ({ context }) => validateCompany(context.values) }),
  },
  delays: { successBanner: COMPANY_SUCCESS_MS },
}).createMachine({
  id: 'companyForm',
  context: {
    company: null,
    values: companyValuesOf(null),
    errors: {},
    failure: null,
    success: null,
  },
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'The saved company is being fetched' },
      invoke: {
        src: 'loadCompany',
        onDone: {
          target: 'editing',
          actions: assign({
            company: ({ event }) => event.output,
            values: ({ event }) => companyValuesOf(event.output),
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => serverMessageOr(event.error, COMPANY_MESSAGES.fetchFailed),
          }),
        },
      },
    },
    editing: {
      meta: {
        description:
          'The form shows the saved company (or empty fields when there is none) and can be edited',
      },
      on: editingHandlers,
    },
    creating: {
      meta: { description: "The company is being created: 'Processing...' and a spinner" },
      entry: assign({ success: null, failure: null }),
      invoke: {
        src: 'createCompany',
        input: ({ context }) => toCompanyPayload(context.values),
        onDone: {
          target: 'saved',
          actions: assign({
            company: ({ event }) => event.output,
            values: ({ event }) => companyValuesOf(event.output),
            success: COMPANY_MESSAGES.created,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => serverMessageOr(event.error, COMPANY_MESSAGES.createFailed),
          }),
        },
      },
    },
    updating: {
      meta: { description: "The company is being updated: 'Processing...' and a spinner" },
      entry: assign({ success: null, failure: null }),
      invoke: {
        src: 'updateCompany',
        input: ({ context }) => ({
          id: context.company?.id ?? '',
          company: toCompanyPayload(context.values),
        }),
        onDone: {
          target: 'saved',
          actions: assign({
            company: ({ event }) => event.output,
            values: ({ event }) => companyValuesOf(event.output),
            success: COMPANY_MESSAGES.updated,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => serverMessageOr(event.error, COMPANY_MESSAGES.updateFailed),
          }),
        },
      },
    },
    saved: {
      meta: {
        description:
          "Saved: the green banner ('Company created successfully' or 'Company updated successfully') shows for 3 seconds",
      },
      after: { successBanner: { target: 'editing', actions: assign({ success: null }) } },
      on: editingHandlers,
    },
  },
});

export const selectIsSaving = (snapshot: {
  matches: (state: 'creating' | 'updating') => boolean;
}) => snapshot.matches('creating') || snapshot.matches('updating');
