import type { notificationsMachine } from './notifications.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the notifications machine (see tester-words.ts). */
export const words: TesterWords<typeof notificationsMachine> = {
  machine: 'notifications',
  events: {
    'xstate.done.actor.loadNotifications': 'The server answers with your notifications',
    'xstate.error.actor.loadNotifications': 'The server fails to answer',
    'bell.open': 'Press the bell ("Notifications") in the header',
    'bell.close': 'Press Escape to close the notifications',
    'notifications.refresh': 'Go to another page (the bell reads its list again)',
    'notifications.retry': 'In the notifications, press "Try again"',
    'xstate.done.actor.markRead': 'The server marks them read',
    'xstate.error.actor.markRead': 'The server fails to mark them read',
  },
  examples: {},
};
