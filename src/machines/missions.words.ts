import type { missionsMachine } from './missions.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the missions machine (see tester-words.ts). */
export const words: TesterWords<typeof missionsMachine> = {
  machine: 'missions',
  events: {
    'xstate.done.actor.loadMissions': 'The server answers with your missions',
    'xstate.error.actor.loadMissions': 'The server fails to answer',
    'missions.retry': 'Press "Try Again"',
    'mission.complete': 'Press "Add" on an open mission',
    'xstate.done.actor.updateMission': 'The server completes the mission',
    'xstate.error.actor.updateMission': 'The server fails to complete the mission',
    'error.dismiss': 'Press "Dismiss"',
    'xstate.after.updatedBanner.missions.updated': 'Wait until the success message goes',
  },
  examples: {
    'mission.complete': [{ id: '' }],
  },
};
