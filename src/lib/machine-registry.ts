// The running machines a developer sees in the state inspector (embedded backend only), and the
// events they dropped: an event sent from outside (a button, a form) that the machine's current
// state does not accept does nothing, without a word, and the control looks broken. Outside the
// live build every dropped event is reported: kept for the tests (`takeDroppedEvents`), handed to
// a browser test's listener (`window.__grantwiseDroppedEvent`) and warned about in development.
import type { AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import { DROPPED_EVENT_SINK, type DroppedEvent } from './dropped-event';
import { withoutSecrets } from '../domain/secrets';

export interface RunningMachine {
  /** This registration, e.g. `createGrant#3`: the same machine may run more than once. */
  key: string;
  id: string;
  /** The current state as dotted paths, e.g. `contact.editing`. */
  state: string;
  context: unknown;
}

interface InspectableSnapshot {
  value?: StateValue;
  context?: unknown;
}

/** A registered actor, for the inspector's chart, event sender and log. */
export interface MachineActor {
  key: string;
  id: string;
  actor: AnyActorRef;
  /** The input the actor was created with, when the screen passed one. */
  input: unknown;
}

/** Told of each registered actor; what it returns is called when the actor is unregistered. */
type MachineWatcher = (machine: MachineActor) => (() => void) | void;

const actors = new Map<symbol, MachineActor>();
const watchers = new Set<MachineWatcher>();
const unwatch = new Map<symbol, (() => void)[]>();
let registrations = 0;
let actorList: readonly MachineActor[] = [];
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
  current = [...actors.values()].map(({ key, id, actor }) => {
    const snapshot = actor.getSnapshot() as InspectableSnapshot;
    return { key, id, state: stateText(snapshot.value), context: withoutSecrets(snapshot.context) };
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

const REPORT_DROPPED_EVENTS = import.meta.env.DEV || import.meta.env.VITE_API_MODE !== 'live';
const dropped: DroppedEvent[] = [];

/** The events dropped since the last call (the test set-up fails a test that left any). */
export function takeDroppedEvents(): DroppedEvent[] {
  return dropped.splice(0);
}

function reportDropped(report: DroppedEvent) {
  dropped.push(report);
  if (dropped.length > 100) dropped.shift();
  const sink = (globalThis as Record<string, unknown>)[DROPPED_EVENT_SINK];
  if (typeof sink === 'function') void (sink as (r: DroppedEvent) => unknown)(report);
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
    console.warn(
      `The ${report.machine} machine dropped "${report.event}" in state "${report.state}"`,
    );
}

interface Microstep {
  event: { type: string };
  snapshot: InspectableSnapshot;
  _transitions?: readonly { target?: unknown; actions?: readonly unknown[] }[];
}

/**
 * Watches `actor` for events sent to it from outside (no sending actor) that its state did not
 * take: no transition, or only a forbidden one (what `snapshot.can(event)` calls not accepted).
 * Events between actors (an invoked actor's done or error) are the machine's own business.
 */
export function watchDroppedEvents(id: string, actor: AnyActorRef): () => void {
  const fromOutside = new WeakSet<object>();
  const subscription = actor.system.inspect((inspection: InspectionEvent) => {
    if (inspection.actorRef !== actor) return;
    if (inspection.type === '@xstate.event') {
      if (inspection.sourceRef !== undefined || inspection.event.type.startsWith('xstate.')) return;
      fromOutside.add(inspection.event);
      return;
    }
    if (inspection.type !== '@xstate.microstep') return;
    const step = inspection as unknown as Microstep;
    if (!fromOutside.has(step.event)) return;
    // Only the event's first microstep says whether it was taken.
    fromOutside.delete(step.event);
    const taken = (step._transitions ?? []).some(
      (transition) => transition.target !== undefined || (transition.actions?.length ?? 0) > 0,
    );
    if (!taken)
      reportDropped({
        machine: id,
        state: stateText(step.snapshot.value),
        event: step.event.type,
      });
  });
  return () => subscription.unsubscribe();
}

/** Lists `actor` under `id` until the returned function is called. */
export function registerMachine(id: string, actor: AnyActorRef, input?: unknown): () => void {
  const key = Symbol(id);
  registrations += 1;
  const machine: MachineActor = { key: `${id}#${registrations}`, id, actor, input };
  actors.set(key, machine);
  actorList = [...actors.values()];
  unwatch.set(key, watchersOf(machine, watchers));
  const subscription = actor.subscribe({
    next: notifyMachinesChanged,
    error: notifyMachinesChanged,
    complete: notifyMachinesChanged,
  });
  const stopWatching = REPORT_DROPPED_EVENTS ? watchDroppedEvents(id, actor) : () => {};
  notifyMachinesChanged();
  return () => {
    subscription.unsubscribe();
    stopWatching();
    for (const cleanup of unwatch.get(key) ?? []) cleanup();
    unwatch.delete(key);
    actors.delete(key);
    actorList = [...actors.values()];
    notifyMachinesChanged();
  };
}

function watchersOf(machine: MachineActor, list: Iterable<MachineWatcher>): (() => void)[] {
  return [...list].flatMap((watch) => watch(machine) ?? []);
}

/** The registered actors (a stable array between registrations). */
export function listMachineActors(): readonly MachineActor[] {
  return actorList;
}

/**
 * Calls `watch` for every registered actor, now and from now on, and what it returns when that
 * actor is unregistered (the inspector's log follows actors this way, even while it is closed).
 */
export function watchMachineActors(watch: MachineWatcher): () => void {
  watchers.add(watch);
  for (const [key, machine] of actors) unwatch.get(key)?.push(...watchersOf(machine, [watch]));
  return () => watchers.delete(watch);
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
