import { expect } from 'vitest';
import { type AnyActorLogic, type AnyMachineSnapshot, type EventObject, fromPromise } from 'xstate';
import { type StatePath, type TraversalOptions, getShortestPaths } from 'xstate/graph';
import {
  coveringPaths as cover,
  inputOf,
  recordCoverage,
  rememberInput,
  replayedSteps,
  serializeEvent,
  stateKey,
} from './model-coverage';

export { stateKey };

// Model-based testing: paths come from the production machine (XState's graph tools; events told
// apart by `serializeEvent`) and are replayed against the real screen. Every state and every event on a path must have a check or
// an action here, or the replay fails: nothing passes silently.

export function modelPaths<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: TraversalOptions<AnyMachineSnapshot, EventObject, unknown>,
): StatePath<AnyMachineSnapshot, EventObject>[] {
  const paths = getShortestPaths(logic, {
    serializeEvent,
    ...options,
  } as never) as unknown as StatePath<AnyMachineSnapshot, EventObject>[];
  rememberInput(paths, options.input);
  return paths;
}

export interface ReplayHandlers {
  /** Checks what the user sees in each state, by state key. */
  states: Record<string, (snapshot: AnyMachineSnapshot) => Promise<void> | void>;
  /** Does what the user does for each event type (or resolves/rejects a fake actor). */
  events: Record<string, (event: EventObject) => Promise<void> | void>;
}

/** A readable name of a path for the test title. */
export function describePath(path: StatePath<AnyMachineSnapshot, EventObject>): string {
  const events = path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  return `${stateKey(path.state)} via ${events.join(' > ') || '(start)'}`;
}

export async function replayPath(
  path: StatePath<AnyMachineSnapshot, EventObject>,
  handlers: ReplayHandlers,
): Promise<void> {
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') {
      const act = handlers.events[step.event.type];
      expect(act, `no action for event "${step.event.type}"`).toBeTypeOf('function');
      await act?.(step.event);
    }
    const key = stateKey(step.state);
    const check = handlers.states[key];
    expect(check, `no check for state "${key}"`).toBeTypeOf('function');
    await check?.(step.state);
  }
  // The coverage report counts only paths replayed to the end.
  recordCoverage(expect.getState().testPath ?? 'unknown', [
    { machine: path.state.machine, steps: replayedSteps(path, stateKey) },
  ]);
}

/**
 * `keep` plus the fewest more paths (each of `paths`, or one of them with one more event) that
 * take every state and transition the events reach: for the coverage report's 100%.
 */
export function coveringPaths(
  paths: StatePath<AnyMachineSnapshot, EventObject>[],
  events: EventObject[],
  keep: StatePath<AnyMachineSnapshot, EventObject>[] = [],
  /** Events a person cannot send in a state (no button for them there). */
  filterEvents?: (state: AnyMachineSnapshot, event: EventObject) => boolean,
): StatePath<AnyMachineSnapshot, EventObject>[] {
  return cover(paths, events, stateKey, keep, filterEvents);
}

/** An event or a state as text: a file by its name and size, an error by its message. */
function asText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof File !== 'undefined' && item instanceof File)
      return `file ${item.name}, ${item.size} bytes`;
    if (item instanceof Error) return `${item.name}: ${item.message}`;
    return item;
  });
}

/**
 * The items less those whose path another item's path starts with, step for step (the same
 * events, the same states after each), from the same start: replaying the longer path renders
 * the same screen through the same states and runs every check of the shorter one on the way
 * (`replayPath` checks the state after each step), so the shorter one proves nothing more and
 * costs a render of the screen. Of two identical paths the first is kept. `groupOf` tells
 * starts apart: by default the traversal's input and the machine; a test that renders the same
 * input differently (another user) adds its own.
 */
export function withoutPrefixes<T>(
  items: readonly T[],
  pathOf: (item: T) => StatePath<AnyMachineSnapshot, EventObject>,
  groupOf: (item: T) => unknown = () => null,
): T[] {
  // Starts are told apart by identity (an input object, a machine), each given a number.
  const ids = new Map<unknown, number>();
  const idOf = (key: unknown) => {
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key);
  };
  const groupId = (item: T): string => {
    const path = pathOf(item);
    return [path.state.machine, inputOf(path), groupOf(item)].map(idOf).join('/');
  };
  const keyed = items.map((item) => {
    const steps = pathOf(item).steps.map(
      (step) => `${asText(step.event)} -> ${stateKey(step.state)}`,
    );
    return { item, group: groupId(item), steps: `${steps.join('\n')}\n` };
  });
  return keyed
    .filter(
      ({ group, steps }, index) =>
        !keyed.some(
          (other, at) =>
            other.group === group &&
            (other.steps === steps
              ? at < index
              : other.steps.length > steps.length && other.steps.startsWith(steps)),
        ),
    )
    .map(({ item }) => item);
}

/** Every state key and event type that a set of paths visits (to prove full coverage). */
export function visited(paths: StatePath<AnyMachineSnapshot, EventObject>[]) {
  const states = new Set<string>();
  const events = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      states.add(stateKey(step.state));
      if (step.event.type !== 'xstate.init') events.add(step.event.type);
    }
  }
  return { states, events };
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Fake actors whose promises the test settles when the path says the actor finished
 * (`xstate.done.actor.<id>`) or failed (`xstate.error.actor.<id>`). One the machine cancelled
 * (it left the invoking state) is no longer waiting to be settled.
 */
export function deferredActors<TName extends string>(names: readonly TName[]) {
  const pending = new Map<string, Deferred[]>();
  const inputs = new Map<string, unknown[]>();
  const queue = (name: string) => {
    if (!pending.has(name)) pending.set(name, []);
    return pending.get(name) as Deferred[];
  };
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(({ input, signal }: { input: unknown; signal: AbortSignal }) => {
        inputs.set(name, [...(inputs.get(name) ?? []), input]);
        return new Promise((resolve, reject) => {
          const deferred = { resolve, reject };
          queue(name).push(deferred);
          // A machine that leaves the state cancels the actor: the next settle is the next one's.
          signal.addEventListener('abort', () => {
            const list = queue(name);
            if (list.includes(deferred)) list.splice(list.indexOf(deferred), 1);
          });
        });
      }),
    ]),
    // The fakes stand in for actors of any input and output type.
  ) as unknown as Record<TName, AnyActorLogic>;
  const settle = (name: TName) => {
    const next = queue(name).shift();
    if (!next) throw new Error(`The actor "${name}" is not running`);
    return next;
  };
  return {
    actors,
    resolve: (name: TName, value?: unknown) => settle(name).resolve(value),
    reject: (name: TName, error: unknown) => settle(name).reject(error),
    isRunning: (name: TName) => queue(name).length > 0,
    inputsOf: (name: TName) => inputs.get(name) ?? [],
  };
}
