import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

type Readable = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>;

/**
 * What a screen reads from its machine: `@xstate/react`'s own useSelector, unchanged. It renders
 * a change of the selection synchronously through useSyncExternalStore, so every component reads
 * the same snapshot in a render; it throws the error of an actor whose snapshot has status
 * 'error' (the nearest error boundary shows it), and hands an undefined actor's selector
 * `undefined`. (A fork that rendered changes not caused by the user's input as transitions was
 * removed: docs/performance.md, "Removed mechanisms".)
 */
export { useSelector };

/**
 * Whether the machine's current state takes `event` (`snapshot.can`): a control that sends
 * `event` is enabled by this, never by a copy of the machine's rules, so it is never a dead button.
 */
export function useCan<TEvent extends { type: string }>(
  actor: Readable & { getSnapshot(): { can(event: TEvent): boolean } },
  event: TEvent,
): boolean {
  return useSelector(actor, (snapshot) => (snapshot as { can(e: TEvent): boolean }).can(event));
}
