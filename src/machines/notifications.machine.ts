import { assign, setup } from 'xstate';
import { unreadIds } from '../domain/notifications';
import { notProvided } from './not-provided';
import type { Notification } from '../api/schema.gen';

export interface NotificationsContext {
  notifications: Notification[];
  /** The ids that were unread when the bell was opened: they show as New while it stays open. */
  fresh: string[];
}

export type NotificationsEvent =
  | { type: 'bell.open' }
  | { type: 'bell.close' }
  | { type: 'notifications.refresh' }
  | { type: 'notifications.retry' };

const markAllRead = (notifications: Notification[]) =>
  notifications.map((notification) => ({ ...notification, read: true }));

/**
 * The notification bell. Closed, it loads the list (again on every refresh) and its unread ones
 * light the red dot; a failed load leaves the dot off quietly. Opening loads the list afresh,
 * shows it and marks the unread ones read at once (the dot clears) while the server is told; if
 * telling it fails they are unread again. A failed load in the open bell says so with Try again.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    loadNotifications: notProvided<Notification[]>('loadNotifications'),
    markRead: notProvided<void, { ids: string[] }>('markRead'),
  },
  guards: {
    hasUnread: ({ context }) => context.notifications.some((item) => !item.read),
  },
  actions: {
    markFreshRead: assign(({ context }) => ({
      fresh: unreadIds(context.notifications),
      notifications: markAllRead(context.notifications),
    })),
    restoreUnread: assign(({ context }) => ({
      notifications: context.notifications.map((item) =>
        context.fresh.includes(item.id) ? { ...item, read: false } : item,
      ),
    })),
    forgetFresh: assign({ fresh: [] }),
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], fresh: [] },
  initial: 'closed',
  states: {
    closed: {
      initial: 'loading',
      entry: 'forgetFresh',
      on: {
        'bell.open': { target: 'open' },
        'notifications.refresh': { target: '.loading' },
      },
      states: {
        loading: {
          meta: {
            description: 'The bell is closed and its list loads; the dot shows the last one',
          },
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            onDone: {
              target: 'idle',
              actions: assign({ notifications: ({ event }) => event.output }),
            },
            onError: { target: 'idle' },
          },
        },
        idle: {
          meta: { description: 'The bell is closed; the red dot shows while any is unread' },
        },
      },
    },
    open: {
      initial: 'loading',
      on: { 'bell.close': { target: 'closed.idle' } },
      states: {
        loading: {
          meta: { description: 'The bell is open and reads its list afresh' },
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            onDone: {
              target: 'marking',
              actions: assign({ notifications: ({ event }) => event.output }),
            },
            onError: { target: 'failed' },
          },
        },
        marking: {
          always: [
            { guard: 'hasUnread', target: 'markingRead', actions: 'markFreshRead' },
            { target: 'shown' },
          ],
        },
        markingRead: {
          meta: {
            description:
              'The list shows, the unread ones marked New; they count as read (no dot) while the server is told',
          },
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ ids: context.fresh }),
            onDone: { target: 'shown' },
            onError: { target: 'shown', actions: 'restoreUnread' },
          },
        },
        shown: {
          meta: {
            description: 'The list shows (or that all is caught up); each item links to its page',
          },
        },
        failed: {
          meta: { description: 'The list could not be loaded: the bell says so with Try again' },
          on: { 'notifications.retry': { target: 'loading' } },
        },
      },
    },
  },
});
