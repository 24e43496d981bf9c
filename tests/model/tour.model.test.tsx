import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, createActor } from 'xstate';
import { TOUR_MESSAGES } from '../../src/domain/tour';
import { type TourContext, tourMachine } from '../../src/machines/tour.machine';
import { TourCaption } from '../../src/tour/tour-caption';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import { TEST_TOUR } from '../support/tour-fixture';

// The guided tour, replayed against its caption: signing in (and failing to), each step opening
// its screen, pointing at its element or saying it is missing and bringing the screen back,
// Show me (done and failed), Next, Back, the step list, Finish and Exit. The element's coming and
// going (target.found, target.missing) is what the tour's overlay sees on the page; here the test
// says it, as the overlay would. The overlay itself is tested in the browser (e2e/tour.spec.ts).

const FAILURE = new Error('Not on this screen');
const EVENTS = [
  { type: 'xstate.done.actor.signIn' },
  { type: 'xstate.error.actor.signIn', error: FAILURE },
  { type: 'xstate.done.actor.prepare' },
  { type: 'xstate.error.actor.prepare', error: FAILURE },
  { type: 'xstate.done.actor.restore' },
  { type: 'xstate.error.actor.restore', error: FAILURE },
  { type: 'xstate.done.actor.perform' },
  { type: 'xstate.error.actor.perform', error: FAILURE },
  { type: 'target.found' },
  { type: 'target.missing' },
  { type: 'tour.next' },
  { type: 'tour.back' },
  { type: 'tour.jump', index: 0 },
  { type: 'tour.jump', index: 2 },
  { type: 'tour.showMe' },
  { type: 'tour.restore' },
  { type: 'tour.retry' },
  { type: 'tour.exit' },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as TourContext;
const paths = modelPaths(tourMachine, {
  input: { tour: TEST_TOUR },
  events: EVENTS,
  serializeState: (snapshot) =>
    JSON.stringify([
      stateKey(snapshot as AnyMachineSnapshot),
      ctx(snapshot as AnyMachineSnapshot).index,
    ]),
});
const selected = coveringPaths(paths, EVENTS);

const status = () => screen.getByRole('status');

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('tour model', () => {
  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['signIn', 'prepare', 'perform'] as const);
      const actor = createActor(tourMachine.provide({ actors: fakes.actors }), {
        input: { tour: TEST_TOUR },
      });
      actor.start();
      const user = userEvent.setup({ delay: null });
      await renderScreen(<TourCaption actor={actor} />);
      const settle = (name: 'signIn' | 'prepare' | 'perform') => async (event: EventObject) => {
        const { error } = event as EventObject & { error?: unknown };
        await act(async () => (error ? fakes.reject(name, error) : fakes.resolve(name)));
      };
      const press = (name: string | RegExp) => async () => {
        await user.click(screen.getByRole('button', { name }));
      };
      const signal = (type: 'target.found' | 'target.missing') => async () => {
        await act(async () => actor.send({ type }));
      };
      const stepShown = (snapshot: AnyMachineSnapshot) => {
        const { index, tour } = ctx(snapshot);
        const step = tour.steps[index];
        expect(screen.getByRole('heading', { name: step?.title })).toBeVisible();
        expect(screen.getByText(step?.caption ?? '')).toBeVisible();
        expect(screen.getByText(TOUR_MESSAGES.progress(index, tour.steps.length))).toBeVisible();
        expect(screen.getByRole('combobox', { name: TOUR_MESSAGES.jump })).toHaveValue(
          String(index),
        );
        return step;
      };

      await replayPath(path, {
        events: {
          'xstate.done.actor.signIn': settle('signIn'),
          'xstate.error.actor.signIn': settle('signIn'),
          'xstate.done.actor.prepare': settle('prepare'),
          'xstate.error.actor.prepare': settle('prepare'),
          'xstate.done.actor.restore': settle('prepare'),
          'xstate.error.actor.restore': settle('prepare'),
          'xstate.done.actor.perform': settle('perform'),
          'xstate.error.actor.perform': settle('perform'),
          'target.found': signal('target.found'),
          'target.missing': signal('target.missing'),
          'tour.next': press(/^(Next|Finish)$/),
          'tour.back': press(TOUR_MESSAGES.back),
          'tour.jump': async (event) => {
            const { index } = event as EventObject & { index: number };
            await user.selectOptions(
              screen.getByRole('combobox', { name: TOUR_MESSAGES.jump }),
              String(index),
            );
          },
          'tour.showMe': press(TOUR_MESSAGES.showMe),
          'tour.restore': press(TOUR_MESSAGES.restore),
          'tour.retry': press(TOUR_MESSAGES.retry),
          'tour.exit': press(TOUR_MESSAGES.exit),
        },
        states: {
          signingIn: (snapshot) => {
            stepShown(snapshot);
            expect(status()).toHaveTextContent(TOUR_MESSAGES.signingIn);
            expect(screen.getByRole('combobox', { name: TOUR_MESSAGES.jump })).toBeDisabled();
          },
          signInFailed: () => {
            expect(status()).toHaveTextContent(TOUR_MESSAGES.signInFailed);
            expect(status()).toHaveTextContent(FAILURE.message);
            expect(screen.getByRole('button', { name: TOUR_MESSAGES.retry })).toBeEnabled();
          },
          'step.preparing': (snapshot) => {
            stepShown(snapshot);
            expect(status()).toHaveTextContent(TOUR_MESSAGES.preparing);
            expect(fakes.isRunning('prepare')).toBe(true);
          },
          'step.restoring': (snapshot) => {
            stepShown(snapshot);
            expect(status()).toHaveTextContent(TOUR_MESSAGES.preparing);
            expect(fakes.inputsOf('prepare').at(-1)).toMatchObject({ force: true });
          },
          'step.locating': (snapshot) => {
            stepShown(snapshot);
            expect(status()).toHaveTextContent(TOUR_MESSAGES.locating);
          },
          'step.pointing': (snapshot) => {
            const step = stepShown(snapshot);
            if (!step) throw new Error('no step');
            expect(status()).toHaveTextContent(TOUR_MESSAGES.pointing(step.target));
            const showMe = screen.queryByRole('button', { name: TOUR_MESSAGES.showMe });
            if (step.showMe.length > 0) expect(showMe).toBeEnabled();
            else expect(showMe).toBeNull();
          },
          'step.missing': (snapshot) => {
            const step = stepShown(snapshot);
            if (!step) throw new Error('no step');
            expect(status()).toHaveTextContent(TOUR_MESSAGES.missing(step.target));
            expect(screen.getByRole('button', { name: TOUR_MESSAGES.restore })).toBeEnabled();
          },
          'step.acting': (snapshot) => {
            stepShown(snapshot);
            expect(status()).toHaveTextContent(TOUR_MESSAGES.acting);
            expect(screen.getByRole('button', { name: TOUR_MESSAGES.showMe })).toBeDisabled();
          },
          'step.shown': (snapshot) => {
            const step = stepShown(snapshot);
            expect(fakes.inputsOf('perform').at(-1)).toEqual({ actions: step?.showMe });
            expect(screen.getByRole('button', { name: TOUR_MESSAGES.showMe })).toBeEnabled();
          },
          'step.actionFailed': (snapshot) => {
            stepShown(snapshot);
            expect(status()).toHaveTextContent(TOUR_MESSAGES.actionFailed);
            expect(status()).toHaveTextContent(FAILURE.message);
          },
          finished: () => {
            expect(actor.getSnapshot().status).toBe('done');
            expect(screen.queryByRole('button', { name: TOUR_MESSAGES.next })).toBeNull();
          },
          exited: () => {
            expect(actor.getSnapshot().status).toBe('done');
            expect(screen.queryByRole('button', { name: TOUR_MESSAGES.exit })).toBeNull();
          },
        },
      });
    },
  );
});
