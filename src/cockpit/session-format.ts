// A logged session turned into a test: "Copy as test steps" writes numbered steps in the words
// of docs/test-plans (what to do, then what to see), "Copy as model path" writes the path the
// model-based replay takes (tests/model/replay.test.ts replays every file of tests/model/recorded).
// Pure: no React, no store.
import type { AnyStateMachine } from 'xstate';
import type { LogEntry, LoggedEvent } from './session-log';
import { planStep, whatToSee } from './plan-words';

/** What the formatters need to know of a logged machine. */
export interface SessionMachine {
  machine: AnyStateMachine;
  input: unknown;
  fromStart: boolean;
}

/** A recorded path, as "Copy as model path" writes it and the model replay reads it. */
export interface RecordedPath {
  machine: string;
  /** When the session began (ISO): dates in its events are valid relative to that day. */
  recordedAt: string;
  /** The log saw the machine start; otherwise the path cannot be replayed from its start. */
  fromStart: boolean;
  input: unknown;
  /** The first step is `xstate.init`; `state` is the state key the model tests use. */
  steps: { event: LoggedEvent; state: string }[];
}

/** The entries of each machine instance, in the order they first appear. */
function byInstance(entries: readonly LogEntry[]): LogEntry[][] {
  const groups = new Map<string, LogEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.instance) ?? [];
    group.push(entry);
    groups.set(entry.instance, group);
  }
  return [...groups.values()];
}

/** `contact.editing, review.ready` (the log) -> `contact.editing,review.ready` (a state key). */
const stateKey = (state: string) => state.split(', ').join(',');

/**
 * The logged session as numbered test steps, one section per machine, in the test plans' words.
 * Steps the app took by itself (an answer from the server, a timer) are written as the plans
 * write them ("The server creates the grant").
 */
export function asTestSteps(
  entries: readonly LogEntry[],
  machineOf: (instance: string) => SessionMachine | undefined,
): string {
  const sections = byInstance(entries).flatMap((group) => {
    const first = group[0];
    const logged = first && machineOf(first.instance);
    if (!first || !logged) return [];
    const { machine } = logged;
    const lines = [`## ${machine.id}`, ''];
    let n = 0;
    const see = (state: string) => whatToSee(machine, stateKey(state));
    for (const entry of group) {
      n += 1;
      if (entry.kind === 'start') {
        const fromStart = logged.fromStart && entry === group[0];
        lines.push(
          `${n}. ${fromStart ? 'Open the screen' : `Start where the machine is: ${entry.after}`}.`,
        );
        lines.push(`   You should see: ${see(entry.after)}.`);
      } else if (entry.kind === 'stop') {
        lines.push(`${n}. Leave the screen.`);
      } else {
        const words = planStep(machine.id, entry.event, new Date(entry.time));
        lines.push(`${n}. ${words.text}.`);
        lines.push(`   You should see: ${see(entry.after)}.`);
      }
    }
    return [lines.join('\n')];
  });
  if (sections.length === 0) return '';
  const when = new Date(entries[0]?.time ?? Date.now()).toISOString().slice(0, 10);
  return [`# Recorded session (${when})`, '', ...sections.flatMap((s) => [s, ''])].join('\n');
}

/**
 * The logged session as recorded paths: one per machine instance, from its start (or from where
 * the log began, marked `fromStart: false`) to its last logged state.
 */
export function asModelPaths(
  entries: readonly LogEntry[],
  machineOf: (instance: string) => SessionMachine | undefined,
): RecordedPath[] {
  return byInstance(entries).flatMap((group) => {
    const first = group[0];
    const logged = first && machineOf(first.instance);
    if (!first || !logged) return [];
    // Mounted and unmounted at once (React's development double mount): nothing to replay.
    if (group.every((entry) => entry.kind !== 'event') && group.at(-1)?.kind === 'stop') return [];
    const steps = group
      .filter((entry) => entry.kind !== 'stop')
      .map((entry) => ({
        event: entry.kind === 'start' ? { type: 'xstate.init' } : entry.event,
        state: stateKey(entry.after),
      }));
    return [
      {
        machine: logged.machine.id,
        recordedAt: new Date(first.time).toISOString(),
        fromStart: logged.fromStart && first.kind === 'start',
        input: logged.input ?? null,
        steps,
      },
    ];
  });
}

/** The text "Copy as model path" writes: one path as an object, several as a list. */
export function modelPathText(paths: RecordedPath[]): string {
  return JSON.stringify(paths.length === 1 ? paths[0] : paths, null, 2);
}
