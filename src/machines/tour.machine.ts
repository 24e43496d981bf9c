import { assign, setup } from 'xstate';
import type { Tour, TourAction, TourStep } from '../domain/tour';
import { errorMessage, notProvided } from './not-provided';

// The guided tour for sales demos (demo build only): it signs in as the tour's account, then
// walks its steps. Each step opens its screen, looks for its one element there and points at it,
// or says it is not on the screen and offers to bring the screen to the step's state. "Show me"
// does the step's actions. The spotlight and the caption are the view's (src/tour); which step,
// and what the caption says, are this machine's.

export type TourEvent =
  | { type: 'tour.next' }
  | { type: 'tour.back' }
  | { type: 'tour.jump'; index: number }
  | { type: 'tour.showMe' }
  | { type: 'tour.restore' }
  | { type: 'tour.retry' }
  | { type: 'tour.exit' }
  | { type: 'target.found' }
  | { type: 'target.missing' };

export interface TourContext {
  tour: Tour;
  /** The step shown, an index of `tour.steps`. */
  index: number;
  /** Sign in again even when the account is signed in (after the demo data was reset). */
  fresh: boolean;
  /** Why signing in or Show me failed. */
  problem: string | null;
}

export interface TourInput {
  tour: Tour;
  /** The step to resume at (after a reload). */
  index?: number;
  fresh?: boolean;
}

/** The step shown. */
export const selectStep = (snapshot: { context: TourContext }): TourStep =>
  snapshot.context.tour.steps[snapshot.context.index] as TourStep;

const inRange = (context: TourContext, index: number) =>
  Number.isInteger(index) && index >= 0 && index < context.tour.steps.length;

export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
  },
  actors: {
    /** Signs in as the tour's account unless it is signed in already (always, when fresh). */
    signIn: notProvided<void, { account: Tour['account']; fresh: boolean }>('signIn'),
    /** Opens the step's route (always, when forced; else only from another screen) and its setup. */
    prepare: notProvided<void, { step: TourStep; force: boolean }>('prepare'),
    /** Does a step's "Show me" actions. */
    perform: notProvided<void, { actions: TourAction[] }>('perform'),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.tour.steps.length - 1,
    isLastStep: ({ context }) => context.index === context.tour.steps.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    isOtherStep: ({ context, event }) =>
      event.type === 'tour.jump' && inRange(context, event.index) && event.index !== context.index,
    hasShowMe: ({ context }) => (context.tour.steps[context.index]?.showMe.length ?? 0) > 0,
  },
}).createMachine({
  id: 'tour',
  context: ({ input }) => ({
    tour: input.tour,
    index:
      input.index !== undefined && Number.isInteger(input.index)
        ? Math.min(Math.max(input.index, 0), input.tour.steps.length - 1)
        : 0,
    fresh: input.fresh ?? false,
    problem: null,
  }),
  initial: 'signingIn',
  on: { 'tour.exit': { target: '.exited' } },
  states: {
    signingIn: {
      meta: {
        description: 'The tour signs in as the demo account ("Signing in to the demo account")',
      },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ account: context.tour.account, fresh: context.fresh }),
        onDone: { target: 'step', actions: assign({ fresh: false, problem: null }) },
        onError: {
          target: 'signInFailed',
          actions: assign({ problem: ({ event }) => errorMessage(event.error) ?? null }),
        },
      },
    },
    signInFailed: {
      meta: { description: 'The tour could not sign in; Try again and Exit tour are offered' },
      on: { 'tour.retry': { target: 'signingIn' } },
    },
    step: {
      initial: 'preparing',
      on: {
        'tour.next': [
          {
            guard: 'hasNext',
            target: 'step',
            reenter: true,
            actions: assign({ index: ({ context }) => context.index + 1, problem: null }),
          },
          { guard: 'isLastStep', target: 'finished' },
        ],
        'tour.back': {
          guard: 'hasPrevious',
          target: 'step',
          reenter: true,
          actions: assign({ index: ({ context }) => context.index - 1, problem: null }),
        },
        'tour.jump': {
          guard: 'isOtherStep',
          target: 'step',
          reenter: true,
          actions: assign({
            index: ({ event }) => event.index,
            problem: null,
          }),
        },
      },
      states: {
        preparing: {
          meta: { description: 'The step\'s screen opens ("Opening the screen for this step")' },
          invoke: {
            id: 'prepare',
            src: 'prepare',
            input: ({ context }) => ({
              step: context.tour.steps[context.index] as TourStep,
              force: false,
            }),
            onDone: { target: 'locating' },
            onError: { target: 'missing' },
          },
        },
        locating: {
          meta: { description: 'The tour looks for the step\'s element ("Looking for this step")' },
          on: { 'target.found': 'pointing', 'target.missing': 'missing' },
        },
        pointing: {
          meta: {
            description:
              'The element is highlighted with the caption beside it; Show me is offered when the step has actions',
          },
          on: {
            'target.missing': 'missing',
            'tour.showMe': { guard: 'hasShowMe', target: 'acting' },
          },
        },
        missing: {
          meta: {
            description:
              'The caption says the element is not on the screen and offers "Bring the screen to this step"',
          },
          on: { 'tour.restore': 'restoring' },
        },
        restoring: {
          meta: { description: "The step's screen opens again, brought to the step's state" },
          invoke: {
            id: 'restore',
            src: 'prepare',
            input: ({ context }) => ({
              step: context.tour.steps[context.index] as TourStep,
              force: true,
            }),
            onDone: { target: 'locating' },
            onError: { target: 'missing' },
          },
        },
        acting: {
          meta: { description: 'Show me does the step\'s actions ("Showing you")' },
          invoke: {
            id: 'perform',
            src: 'perform',
            input: ({ context }) => ({
              actions: (context.tour.steps[context.index] as TourStep).showMe,
            }),
            onDone: { target: 'shown' },
            onError: {
              target: 'actionFailed',
              actions: assign({ problem: ({ event }) => errorMessage(event.error) ?? null }),
            },
          },
        },
        shown: {
          meta: { description: 'Show me is done: the screen shows what the caption said' },
          on: { 'tour.showMe': { guard: 'hasShowMe', target: 'acting' } },
        },
        actionFailed: {
          meta: { description: 'Show me could not finish; it can be tried again' },
          on: { 'tour.showMe': { guard: 'hasShowMe', target: 'acting' } },
        },
      },
    },
    finished: {
      meta: { description: 'The last step is done: the tour closes' },
      type: 'final',
    },
    exited: {
      meta: { description: 'The presenter left the tour: it closes' },
      type: 'final',
    },
  },
});
