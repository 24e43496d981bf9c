import { startTransition, useEffect, useReducer, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

type Readable = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>;
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

// Events a person causes: a change they cause renders at once (a controlled input must show the
// key just typed). Anything else (a server's answer, a timer, IndexedDB) renders as a transition.
const USER_EVENTS = new Set([
  'beforeinput',
  'blur',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'cut',
  'dragend',
  'drop',
  'focus',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchend',
  'touchstart',
]);

function duringUserEvent(): boolean {
  const type = typeof window === 'undefined' ? undefined : window.event?.type;
  return type !== undefined && USER_EVENTS.has(type);
}

/**
 * What a screen reads from its machine: `@xstate/react`'s useSelector, except for when it
 * renders. A change that comes from the user's own input renders at once, as it does there; any
 * other change (an answer from the server, a timer) renders as a React transition, which React
 * renders in slices of a few milliseconds instead of one long task, so a screen filling with data
 * leaves the page responsive. (useSyncExternalStore, under the original, always renders a store
 * change synchronously.) The component re-renders only when its selection changes (`compare`).
 */
export function useSelector<TActor extends Readable | undefined, T>(
  actor: TActor,
  selector: (snapshot: SnapshotOf<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const snapshot = actor?.getSnapshot() as SnapshotOf<TActor>;
  if (
    snapshot &&
    typeof snapshot === 'object' &&
    'status' in snapshot &&
    snapshot.status === 'error'
  ) {
    throw (snapshot as { error: unknown }).error;
  }
  const selected = selector(snapshot);

  // The latest selector and selection, for the subscription to compare against.
  const latest = useRef({ selector, selected, compare });
  useEffect(() => {
    latest.current = { selector, selected, compare };
  });

  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!actor) return undefined;
    const changed = () => {
      const { selector: select, selected: shown, compare: same } = latest.current;
      let next: T;
      try {
        next = select(actor.getSnapshot() as SnapshotOf<TActor>);
      } catch {
        rerender(); // the render throws the same error, where an error boundary catches it
        return;
      }
      if (same(shown, next)) return;
      if (duringUserEvent()) rerender();
      else startTransition(rerender);
    };
    const subscription = actor.subscribe({ next: changed, error: changed });
    changed(); // a change between the render and the subscription
    return () => subscription.unsubscribe();
  }, [actor]);

  return selected;
}

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
