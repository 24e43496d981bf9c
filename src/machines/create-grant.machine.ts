import { assign, setup } from 'xstate';
import {
  EMPTY_GRANT_BASICS,
  EMPTY_GRANT_DETAILS,
  GRANT_MESSAGES,
  type GrantBasics,
  type GrantBasicsField,
  type GrantDetails,
  type GrantDetailsField,
  type NewGrant,
  buildNewGrant,
  validateGrantBasics,
  validateGrantDetails,
} from '../domain/grant';
import { type FieldErrors, hasErrors, withoutError } from '../domain/text';
import { notProvided } from './not-provided';
import type { Grant } from '../api/schema.gen';

export interface CreateGrantContext {
  basics: GrantBasics;
  details: GrantDetails;
  basicsErrors: FieldErrors<GrantBasicsField>;
  detailsErrors: FieldErrors<GrantDetailsField>;
  /** The red box above the buttons of step 2 after a failed creation. */
  submitError: string | null;
  created: Grant | null;
  /** The clock the deadline rule reads (tests pass a fixed one). */
  now: () => Date;
}

export type CreateGrantEvent =
  | { type: 'basics.change'; field: GrantBasicsField; value: string }
  | { type: 'step.next' }
  | { type: 'details.change'; field: GrantDetailsField; value: string }
  | { type: 'step.back' }
  | { type: 'grant.submit' }
  | { type: 'grant.createAnother' };

/** What a failed creation may carry (the API's error has both). */
export interface CreateGrantFailure {
  serverMessage?: unknown;
  errors?: unknown;
}

const failureOf = (error: unknown): CreateGrantFailure =>
  error !== null && typeof error === 'object' ? (error as CreateGrantFailure) : {};

/** The server's message, else 'Failed to create grant'. */
export function createFailureMessage(error: unknown): string {
  const message = failureOf(error).serverMessage;
  return typeof message === 'string' && message.trim() !== ''
    ? message
    : GRANT_MESSAGES.createFailed;
}

/** The server's field messages that belong to one step's fields. */
function serverErrorsFor<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  const errors = failureOf(error).errors;
  if (errors === null || typeof errors !== 'object') return {};
  const result: FieldErrors<K> = {};
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message !== '') result[field] = message;
  }
  return result;
}

const BASICS_FIELDS = Object.keys(EMPTY_GRANT_BASICS) as GrantBasicsField[];
const DETAILS_FIELDS = Object.keys(EMPTY_GRANT_DETAILS) as GrantDetailsField[];

const emptyForm = () => ({
  basics: EMPTY_GRANT_BASICS,
  details: EMPTY_GRANT_DETAILS,
  basicsErrors: {},
  detailsErrors: {},
  submitError: null,
  created: null,
});

/**
 * The create-grant wizard: step 1 (basics) to step 2 (details) only when step 1 is valid; Create
 * Grant submits only when step 2 is valid; Back keeps every entry; a failure stays on step 2 with
 * the message; success replaces the form until Create Another Grant empties it.
 */
export const createGrantMachine = setup({
  types: {
    context: {} as CreateGrantContext,
    events: {} as CreateGrantEvent,
    input: {} as { now?: () => Date } | undefined,
  },
  actors: {
    createGrant: notProvided<Grant, NewGrant>('createGrant'),
  },
  guards: {
    isBasicsValid: ({ context }) => !hasErrors(validateGrantBasics(context.basics, context.now())),
    isDetailsValid: ({ context }) => !hasErrors(validateGrantDetails(context.details)),
  },
  actions: {
    editBasics: assign(({ context, event }) => {
      if (event.type !== 'basics.change') return {};
      return {
        basics: { ...context.basics, [event.field]: event.value },
        basicsErrors: withoutError(context.basicsErrors, event.field),
      };
    }),
    editDetails: assign(({ context, event }) => {
      if (event.type !== 'details.change') return {};
      return {
        details: { ...context.details, [event.field]: event.value },
        detailsErrors: withoutError(context.detailsErrors, event.field),
      };
    }),
    showBasicsErrors: assign({
      basicsErrors: ({ context }) => validateGrantBasics(context.basics, context.now()),
    }),
    showDetailsErrors: assign({
      detailsErrors: ({ context }) => validateGrantDetails(context.details),
    }),
    clearSubmitError: assign({ submitError: null }),
    resetForm: assign(emptyForm),
  },
}).createMachine({
  id: 'createGrant',
  context: ({ input }) => ({ ...emptyForm(), now: input?.now ?? (() => new Date()) }),
  initial: 'basics',
  states: {
    basics: {
      meta: {
        description:
          'Step 1: title, sector, sector focus, funding size, deadline and organization type',
      },
      on: {
        'basics.change': { actions: 'editBasics' },
        'step.next': [
          { guard: 'isBasicsValid', target: 'details' },
          { actions: 'showBasicsErrors' },
        ],
      },
    },
    details: {
      meta: {
        description: 'Step 2: motive, description, sector description, criteria and project stage',
      },
      on: {
        'details.change': { actions: 'editDetails' },
        'step.back': { target: 'basics' },
        'grant.submit': [
          { guard: 'isDetailsValid', target: 'submitting' },
          { actions: 'showDetailsErrors' },
        ],
      },
    },
    submitting: {
      meta: { description: 'The grant is being created; Back and Create Grant are disabled' },
      entry: 'clearSubmitError',
      invoke: {
        src: 'createGrant',
        input: ({ context }) => buildNewGrant(context.basics, context.details),
        onDone: {
          target: 'created',
          actions: assign({ created: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            submitError: ({ event }) => createFailureMessage(event.error),
            basicsErrors: ({ event }) => serverErrorsFor(event.error, BASICS_FIELDS),
            detailsErrors: ({ event }) => serverErrorsFor(event.error, DETAILS_FIELDS),
          }),
        },
      },
    },
    failed: {
      meta: {
        description:
          'Step 2 again, every entry kept, with the reason in a red box above the buttons',
      },
      on: {
        'details.change': { target: 'details', actions: ['editDetails', 'clearSubmitError'] },
        'step.back': { target: 'basics', actions: 'clearSubmitError' },
        'grant.submit': [
          { guard: 'isDetailsValid', target: 'submitting' },
          { target: 'details', actions: ['showDetailsErrors', 'clearSubmitError'] },
        ],
      },
    },
    created: {
      meta: {
        description:
          'Grant Created Successfully! with its title, sector, funding size and deadline',
      },
      on: {
        'grant.createAnother': { target: 'basics', actions: 'resetForm' },
      },
    },
  },
});
