// The running machines a developer sees in the state inspector (embedded backend only).
import type { AnyActorRef, StateValue } from 'xstate';

export interface RunningMachine {
  id: string;
  /** The current state as dotted paths, e.g. `contact.editing`. */
  state: string;
  context: unknown;
}

interface InspectableSnapshot {
  value?: StateValue;
  context?: unknown;
}

const actors = new Map<symbol, { id: string; actor: AnyActorRef }>();
const listeners = new Set<() => void>();
let current: readonly RunningMachine[] = [];
let scheduled = false;
/** Something changed while nobody was looking: the list is recomputed on the next subscribe. */
let stale = false;

/** `{ contact: 'editing' }` -> `contact.editing`; parallel regions are joined with ', '. */
export function stateText(value: StateValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      const rest = stateText(child as StateValue | undefined);
      return rest ? `${key}.${rest}` : key;
    })
    .join(', ');
}

function refresh() {
  scheduled = false;
  stale = false;
  current = [...actors.values()].map(({ id, actor }) => {
    const snapshot = actor.getSnapshot() as InspectableSnapshot;
    return { id, state: stateText(snapshot.value), context: snapshot.context };
  });
  for (const listener of listeners) listener();
}

/**
 * Something changed: recompute the list once, after the current render or transition. With the
 * inspector closed (no listener) nothing is computed; the change is only remembered.
 */
function notifyMachinesChanged(): void {
  if (listeners.size === 0) {
    stale = true;
    return;
  }
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(refresh);
}

/** Lists `actor` under `id` until the returned function is called. */
export function registerMachine(id: string, actor: AnyActorRef): () => void {
  const key = Symbol(id);
  actors.set(key, { id, actor });
  const subscription = actor.subscribe({
    next: notifyMachinesChanged,
    error: notifyMachinesChanged,
    complete: notifyMachinesChanged,
  });
  notifyMachinesChanged();
  return () => {
    subscription.unsubscribe();
    actors.delete(key);
    notifyMachinesChanged();
  };
}

export function subscribeMachines(listener: () => void): () => void {
  listeners.add(listener);
  if (stale) notifyMachinesChanged();
  return () => listeners.delete(listener);
}

/** The running machines as of the last change (a stable array between changes). */
export function listMachines(): readonly RunningMachine[] {
  return current;
}
