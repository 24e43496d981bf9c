import type { previewMachine } from './preview.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the preview machine (see tester-words.ts). */
export const words: TesterWords<typeof previewMachine> = {
  machine: 'preview',
  events: {
    'xstate.done.actor.findResource': 'The file is found among your files (or it is not)',
    'xstate.error.actor.findResource': 'Looking the file up fails',
    'xstate.done.actor.loadContent': 'The content of the file loads',
    'xstate.error.actor.loadContent': 'Loading the content fails',
    'preview.retry': 'Press "Try again"',
  },
  examples: {},
};
