import type { tourMachine } from './tour.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the guided tour (see tester-words.ts). */
export const words: TesterWords<typeof tourMachine> = {
  machine: 'tour',
  events: {
    'xstate.done.actor.signIn': 'The tour is signed in as the demo account',
    'xstate.error.actor.signIn': 'Signing in to the demo account fails',
    'xstate.done.actor.prepare': "The step's screen opens",
    'xstate.error.actor.prepare': "The step's screen cannot be brought to the step",
    'xstate.done.actor.restore': "The screen is brought to the step's state",
    'xstate.error.actor.restore': "The screen cannot be brought to the step's state",
    'xstate.done.actor.perform': 'Show me finishes',
    'xstate.error.actor.perform': 'Show me fails on this screen',
    'tour.next': 'Press "Next" (or the right arrow key; "Finish" on the last step)',
    'tour.back': 'Press "Back" (or the left arrow key)',
    'tour.jump': 'Choose step number {index} (counted from 0) in "Go to step"',
    'tour.showMe': 'Press "Show me"',
    'tour.restore': 'Press "Bring the screen to this step"',
    'tour.retry': 'Press "Try again"',
    'tour.exit': 'Press "Exit tour" (or Escape)',
    'target.found': "The step's element is on the screen",
    'target.missing': "The step's element is not on the screen (a narrow window, a changed screen)",
  },
  examples: { 'tour.jump': [{ index: 2 }] },
};
