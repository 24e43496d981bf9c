// The inspector's event log: every event each registered machine received, with the state before
// and after and the actors it started or stopped, from XState's inspection API. A module-level
// store, so it keeps recording while the drawer is closed and survives closing and reopening it;
// it starts when the inspector's code first loads (the first time the drawer opens).
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { withoutSecrets } from '../domain/secrets';
import { type MachineActor, watchMachineActors } from '../lib/machine-registry';
import { stateName } from './chart-model';
import { toJsonable } from './json-values';

/** The log keeps the newest entries only. */
export const LOG_LIMIT = 500;
/** A payload longer than this (as JSON) is summarized: a list of 10,000 applications. */
const PAYLOAD_LIMIT = 20_000;

export type LoggedEvent = { type: string } & Record<string, unknown>;

export interface LogEntry {
  seq: number;
  /** The registration this entry belongs to (`createGrant#3`). */
  instance: string;
  machine: string;
  time: number;
  /** The machine started (was registered), received an event, or stopped (was unregistered). */
  kind: 'start' | 'event' | 'stop';
  /** The event with its payload, as JSON, passwords and tokens masked. */
  event: LoggedEvent;
  /** Who sent it: 'the app', 'the inspector', 'a timer' or the id of the actor that answered. */
  source: string;
  before: string;
  after: string;
  started: string[];
  stopped: string[];
}

export interface LoggedMachine {
  instance: string;
  machine: AnyStateMachine;
  /** Its input as JSON (secrets masked), for a replay. */
  input: unknown;
  /** The log saw it start: its entries replay from the machine's initial state. */
  fromStart: boolean;
}

let entries: readonly LogEntry[] = [];
const machines = new Map<string, LoggedMachine>();
const listeners = new Set<() => void>();
const sentByInspector = new WeakSet<object>();
let seq = 0;
let started = false;
let scheduled = false;

function notify() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    for (const listener of listeners) listener();
  });
}

/** A value as the log keeps it: JSON, secrets masked, a huge one summarized. */
export function loggable(value: unknown): unknown {
  const json = withoutSecrets(toJsonable(value));
  const text = JSON.stringify(json) ?? '';
  return text.length > PAYLOAD_LIMIT ? { $omitted: `${text.length} characters` } : json;
}

function add(entry: Omit<LogEntry, 'seq' | 'time'>) {
  seq += 1;
  entries = [...entries, { ...entry, seq, time: Date.now() }].slice(-LOG_LIMIT);
  notify();
}

const childrenOf = (snapshot: AnyMachineSnapshot) => Object.keys(snapshot.children ?? {});

function follow({ key, id, actor, input }: MachineActor, fromStart: boolean): () => void {
  const logic = (actor as AnyActorRef & { logic?: unknown }).logic as AnyStateMachine | undefined;
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (!logic?.root || !snapshot || !('value' in snapshot)) return () => {};
  machines.set(key, { instance: key, machine: logic, input: loggable(input), fromStart });
  let state = stateName(snapshot);
  let children = childrenOf(snapshot);
  add({
    instance: key,
    machine: id,
    kind: 'start',
    event: { type: 'xstate.init' },
    source: 'the app',
    before: '',
    after: state,
    started: children,
    stopped: [],
  });
  const pending = new Map<object, string>();
  const subscription = actor.system.inspect((inspection: InspectionEvent) => {
    if (inspection.actorRef !== actor) return;
    if (inspection.type === '@xstate.event') {
      if (inspection.event.type === 'xstate.init') return;
      const from = inspection.sourceRef;
      pending.set(
        inspection.event,
        from === actor
          ? 'a timer'
          : from
            ? (from as AnyActorRef).id
            : sentByInspector.has(inspection.event)
              ? 'the inspector'
              : 'the app',
      );
      return;
    }
    if (inspection.type !== '@xstate.snapshot') return;
    const source = pending.get(inspection.event);
    if (source === undefined) return;
    pending.delete(inspection.event);
    const next = inspection.snapshot as AnyMachineSnapshot;
    const after = stateName(next);
    const now = childrenOf(next);
    add({
      instance: key,
      machine: id,
      kind: 'event',
      event: loggable(inspection.event) as LoggedEvent,
      source,
      before: state,
      after,
      started: now.filter((child) => !children.includes(child)),
      stopped: children.filter((child) => !now.includes(child)),
    });
    state = after;
    children = now;
  });
  return () => {
    subscription.unsubscribe();
    add({
      instance: key,
      machine: id,
      kind: 'stop',
      event: { type: 'xstate.stop' },
      source: 'the app',
      before: state,
      after: '',
      started: [],
      stopped: children,
    });
  };
}

/** Starts following every registered machine (once; later calls do nothing). */
export function startSessionLog(): void {
  if (started) return;
  started = true;
  // Actors already running were not seen from their start; those registered later are.
  let running = true;
  watchMachineActors((machine) => follow(machine, !running));
  running = false;
}

/** Marks an event the inspector is about to send, so the log says who sent it. */
export function markSentByInspector(event: object): void {
  sentByInspector.add(event);
}

export function subscribeLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entries, oldest first (a stable array between changes). */
export function logEntries(): readonly LogEntry[] {
  return entries;
}

export function loggedMachine(instance: string): LoggedMachine | undefined {
  return machines.get(instance);
}

/** Empties the log; the machines it follows no longer replay from their start. */
export function clearLog(): void {
  entries = [];
  for (const machine of machines.values()) machine.fromStart = false;
  notify();
}
