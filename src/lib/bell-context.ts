import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  NotificationsContext,
  NotificationsEvent,
  notificationsMachine,
} from '../machines/notifications.machine';

export type BellActor = ActorRefFrom<typeof notificationsMachine>;

/** Where the header finds the signed-in user's bell (app/bell.ts); none in a test without one. */
export interface BellStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BellActor | null;
}

export const BellContext = createContext<BellStore | null>(null);

const noBell: BellStore = { subscribe: () => () => {}, getSnapshot: () => null };

/** The running bell, or null (signed out, not started yet, or no bell in this tree). */
export function useBellActor(): BellActor | null {
  const store = useContext(BellContext) ?? noBell;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Sends an event the bell's state takes; a control never sends one it would drop. */
export function sendToBell(actor: BellActor | null, event: NotificationsEvent): void {
  if (actor?.getSnapshot().can(event)) actor.send(event);
}

/** How many are unread (the red dot shows while any is). */
export const selectUnreadCount = (
  snapshot: { context: NotificationsContext } | undefined,
): number => snapshot?.context.notifications.filter((item) => !item.read).length ?? 0;
