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

// `snapshot.can` runs the machine's transition for the event (its guards included): each answer
// is computed once per snapshot and event, however many components and renders ask for it.
const answers = new WeakMap<object, Map<string, boolean>>();
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A key for an event: its plain fields by value, any other object (a File) by identity. */
function eventKey(event: { type: string }): string {
  return JSON.stringify(event, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype === Object.prototype || prototype === Array.prototype || prototype === null)
      return value;
    let identity = identities.get(value);
    if (identity === undefined) identities.set(value, (identity = lastIdentity += 1));
    return `#object${identity}`;
  });
}

/** `snapshot.can(event)`, computed once per snapshot and event. */
export function canOnce<TEvent extends { type: string }>(
  snapshot: { can(event: TEvent): boolean },
  event: TEvent,
): boolean {
  let known = answers.get(snapshot);
  if (!known) answers.set(snapshot, (known = new Map()));
  const key = eventKey(event);
  const answer = known.get(key);
  if (answer !== undefined) return answer;
  const computed = snapshot.can(event);
  known.set(key, computed);
  return computed;
}

/**
 * Whether the machine's current state takes `event` (`snapshot.can`): a control that sends
 * `event` is enabled by this, never by a copy of the machine's rules, so it is never a dead button.
 * The answer is computed once per snapshot and event (`canOnce`).
 */
export function useCan<TEvent extends { type: string }>(
  actor: Readable & { getSnapshot(): { can(event: TEvent): boolean } },
  event: TEvent,
): boolean {
  return useSelector(actor, (snapshot) => canOnce(snapshot as { can(e: TEvent): boolean }, event));
}
