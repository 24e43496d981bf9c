// The notification bell's machine, one per signed-in user: it starts after the first screen's
// heading painted (its chunk and its read wait for the page the user came for), stops on sign-out,
// and reads the list again after every navigation while the bell is closed. The header reads the
// running actor from here (lib/bell-context.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { registerMachine } from '../lib/machine-registry';
import { nextTask } from './first-paint/head-first';
import { isSignedIn, selectUser } from '../machines/auth.machine';
import type { BellActor, BellStore } from '../lib/bell-context';
import type { AuthActor } from './auth';
import type { BoundLogic } from './wiring';
import { keys } from './wiring/queries';

/** Runs `work` when the page is next idle (at the latest after a second). */
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? void window.requestIdleCallback(work, { timeout: 1000 })
    : void setTimeout(work, 0);

export function startBell(
  auth: AuthActor,
  router: AnyRouter,
  loadLogic: BoundLogic['notifications'],
  firstHeading: Promise<void>,
  queryClient: QueryClient,
): BellStore {
  let actor: BellActor | null = null;
  let unregister = () => {};
  let userId: string | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const follow = async () => {
    const snapshot = auth.getSnapshot();
    const user = isSignedIn(snapshot) ? selectUser(snapshot) : null;
    if ((user?.id ?? null) === userId) return;
    unregister();
    actor?.stop();
    actor = null;
    userId = user?.id ?? null;
    changed();
    if (!user) return;
    const logic = await loadLogic();
    if (userId !== user.id) return; // signed out (or in as someone else) meanwhile
    actor = createActor(logic(user.id)).start();
    unregister = registerMachine('notifications', actor);
    changed();
  };
  const followQuietly = () =>
    void follow().catch((error: unknown) => {
      // The bell is a help: the app works without it.
      console.warn(`The notifications could not be started: ${String(error)}`);
    });

  const refresh = () => {
    const event = { type: 'notifications.refresh' } as const;
    if (actor?.getSnapshot().can(event)) actor.send(event);
  };
  void firstHeading.then(nextTask).then(() => {
    followQuietly();
    auth.subscribe(followQuietly);
    // After the new page has answered: the list is not on screen, and its read must not delay the
    // paint that follows the user's click.
    router.subscribe('onResolved', () => whenIdle(refresh));
    // A write that changes the notifications (a submission) invalidates their read: the bell
    // reads them again at once, wherever the user is.
    queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        event.query.queryKey[0] === keys.notifications[0]
      )
        refresh();
    });
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => actor,
  };
}
