import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  createActor,
  fromPromise,
  getNextSnapshot,
  getStateNodes,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import { statePaths } from '../../src/cockpit/chart-model';

// What the replayed model paths covered, per machine: the state nodes entered and the
// transitions taken (eventless ones included), found by running each replayed path's events
// through the production machine with inert actors and inspecting its microsteps. No vitest
// here, so browser replays (Playwright) record the same way.

export const COVERAGE_DIR = join('test-results', 'model-coverage');

type Path = StatePath<AnyMachineSnapshot, EventObject>;
type Transition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

/**
 * An event as the graph tools tell events apart: JSON, with a file by its name and size. JSON
 * alone shows every DOM `File` as `{}` (in jsdom; other DOMs differ), so two uploads of different
 * files would be one event, and the paths would depend on the DOM the tests run in.
 */
export function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    typeof File !== 'undefined' && value instanceof File
      ? `file ${value.name}, ${value.size} bytes`
      : value,
  );
}

/** The input a traversal started from, by its first snapshot (paths may be copied or extended). */
const inputs = new WeakMap<object, unknown>();

export function rememberInput(paths: Path[], input: unknown): void {
  for (const path of paths) {
    const first = path.steps[0]?.state;
    if (first) inputs.set(first, input);
  }
}

/** The input a path's traversal started from (`modelPaths` remembers it), or undefined. */
export function inputOf(path: Path): unknown {
  const first = path.steps[0]?.state;
  return first ? inputs.get(first) : undefined;
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    return parts ? `${guard.name}(${parts.map(guardLabel).join(', ')})` : guard.name || 'guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

function labelOf(transition: Transition): string {
  const event = transition.eventType || 'always';
  const guard = transition.guard ? ` [${guardLabel(transition.guard)}]` : '';
  const targets = transition.target?.map((node) => node.id).join(', ') || '(stays)';
  return `${transition.source.id} --${event}${guard}--> ${targets}`;
}

function transitionsOf(node: AnyStateNode): Transition[][] {
  return [...node.transitions.values(), node.always ?? []] as Transition[][];
}

/** A tester-readable key of a machine state: "contact.editing", or "a,b" for parallel regions. */
export function stateKey(snapshot: AnyMachineSnapshot): string {
  return statePaths(snapshot.value).join(',');
}

/** A readable, stable name of a transition; alternatives that read alike get a number. */
export function transitionKey(transition: Transition): string {
  const list =
    transitionsOf(transition.source).find((candidates) => candidates.includes(transition)) ?? [];
  const label = labelOf(transition);
  const alike = list.filter((candidate) => labelOf(candidate) === label);
  return alike.length > 1 ? `${label} (${alike.indexOf(transition) + 1})` : label;
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...descendants(child),
  ]);
}

export interface MachineDefinition {
  id: string;
  states: string[];
  transitions: string[];
  /** Transitions that only forbid their event here (`on: { x: {} }`): nothing to take. */
  forbidden: string[];
  /** `meta.description` of each state, by state id. */
  descriptions: Record<string, string>;
}

/** Every state and every transition a machine defines. */
export function machineDefinition(machine: AnyStateMachine): MachineDefinition {
  const nodes = descendants(machine.root);
  const transitions = [machine.root, ...nodes].flatMap((node) =>
    transitionsOf(node).flatMap((list) => list.map(transitionKey)),
  );
  const descriptions: Record<string, string> = {};
  for (const node of nodes) {
    const description = (node.meta as { description?: unknown } | undefined)?.description;
    if (typeof description === 'string') descriptions[node.id] = description;
  }
  const forbidden = [machine.root, ...nodes].flatMap((node) =>
    transitionsOf(node).flatMap((list) =>
      list
        .filter((t) => !t.target?.length && t.actions.length === 0 && !t.guard)
        .map(transitionKey),
    ),
  );
  return {
    id: machine.id,
    states: nodes.map((node) => node.id),
    transitions,
    forbidden,
    descriptions,
  };
}

/** The ids of every state node active in `snapshot` (parents included, the root left out). */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  const ids = new Set<string>();
  for (let node of getStateNodes(snapshot.machine.root, snapshot.value) as AnyStateNode[]) {
    while (node.parent) {
      ids.add(node.id);
      node = node.parent;
    }
  }
  return [...ids];
}

export interface ReplayedStep {
  /** The event that led here (`xstate.init` first) and its payload fields, for test plans. */
  event: { type: string } & Record<string, unknown>;
  /** Tester-readable state key, e.g. "contact.editing". */
  state: string;
  /** State ids active after the step. */
  states: string[];
  /** Transitions taken by the step. */
  transitions: string[];
}

const plain = (value: unknown): unknown => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (typeof File !== 'undefined' && value instanceof File) return `file ${value.name}`;
  if (value instanceof Error) return value.message;
  if (Array.isArray(value)) return value.map(plain);
  return undefined;
};

function payloadOf(event: EventObject): ReplayedStep['event'] {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(event)) {
    if (name === 'type' || name === 'output' || name === 'error') continue;
    const shown = plain(value);
    if (shown !== undefined) fields[name] = shown;
  }
  return { type: event.type, ...fields };
}

/**
 * The machine with every invoked actor inert, made once per machine: `provide` builds every
 * state node afresh, and the covering search replays hundreds of candidate paths of one machine
 * (it was a tenth of the wizard's model files' time).
 */
const inertMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();
function inertOf(machine: AnyStateMachine): AnyStateMachine {
  let inert = inertMachines.get(machine);
  if (!inert) {
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((name) => [
        name,
        fromPromise(() => new Promise<never>(() => {})),
      ]),
    );
    inert = machine.provide({ actors }) as AnyStateMachine;
    inertMachines.set(machine, inert);
  }
  return inert;
}

/**
 * The steps of a path as the production machine takes them: every transition (eventless ones
 * too) and every state entered. Invoked actors are inert; the path's own events settle them.
 */
export function replayedSteps(path: Path, stateKey: (s: AnyMachineSnapshot) => string) {
  const machine = path.state.machine as AnyStateMachine;
  const first = path.steps[0]?.state;
  if (!first || !inputs.has(first)) {
    throw new Error(
      `The paths of "${machine.id}" must come from modelPaths (their input is unknown)`,
    );
  }
  let taken: string[] = [];
  let entered = new Set<string>();
  const actor = createActor(inertOf(machine), {
    input: inputs.get(first),
    inspect: (inspection) => {
      // Only machines take microsteps (the inert actors do not), and the initial ones come
      // while the actor is being created.
      if (inspection.type !== '@xstate.microstep') return;
      const microstep = inspection as unknown as {
        snapshot: AnyMachineSnapshot;
        _transitions: Transition[];
      };
      taken.push(...microstep._transitions.map(transitionKey));
      for (const transition of microstep._transitions) entered.add(transition.source.id);
      for (const id of activeStates(microstep.snapshot)) entered.add(id);
    },
  });
  const steps: ReplayedStep[] = [];
  const settle = (event: EventObject) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    for (const id of activeStates(snapshot)) entered.add(id);
    steps.push({
      event: payloadOf(event),
      state: stateKey(snapshot),
      states: [...entered],
      transitions: taken,
    });
    taken = [];
    entered = new Set();
  };
  actor.start();
  settle({ type: 'xstate.init' });
  for (const step of path.steps.slice(1)) {
    actor.send(step.event);
    settle(step.event);
  }
  actor.stop();
  return steps;
}

export interface CoverageRecord {
  machine: string;
  source: string;
  states: string[];
  transitions: string[];
  paths: ReplayedStep[][];
}

const records = new Map<string, CoverageRecord>();

/**
 * Adds replayed paths to the coverage record of a machine and writes it to
 * test-results/model-coverage/<machine>--<test file>.json (rewritten as the run goes on).
 */
export function recordCoverage(
  source: string,
  replayed: { machine: AnyStateMachine; steps: ReplayedStep[] }[],
): void {
  // Playwright's workers may replay paths of one spec side by side: one record each.
  const worker = process.env.TEST_PARALLEL_INDEX;
  for (const { machine, steps } of replayed) {
    const key = `${machine.id}--${basename(source).replace(/\.[jt]sx?$/, '')}${worker ? `--worker-${worker}` : ''}`;
    const record = records.get(key) ?? {
      machine: machine.id,
      source,
      states: [],
      transitions: [],
      paths: [],
    };
    record.paths.push(steps);
    record.states = [...new Set([...record.states, ...steps.flatMap((step) => step.states)])];
    record.transitions = [
      ...new Set([...record.transitions, ...steps.flatMap((step) => step.transitions)]),
    ];
    records.set(key, record);
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(join(COVERAGE_DIR, `${key}.json`), JSON.stringify(record, null, 1));
  }
}

type Snapshot = AnyMachineSnapshot;

/**
 * Paths that, with `keep`, take every state and transition the events allow: each path of
 * `paths`, and each of them with one more enabled event, is a candidate; candidates are picked
 * greedily by how many states and transitions they add (the shorter first on a tie). The states
 * and transitions of a candidate are read from the machine's transition table, step by step.
 */
export function coveringPaths(
  paths: Path[],
  events: EventObject[],
  stateKey: (s: Snapshot) => string,
  keep: Path[] = [],
  filterEvents: (state: Snapshot, event: EventObject) => boolean = () => true,
): Path[] {
  const machine = paths[0]?.state.machine as AnyStateMachine | undefined;
  if (!machine) return keep;
  const taken = (state: Snapshot, event: EventObject) =>
    (machine.getTransitionData(state, event) ?? []).map((t) => transitionKey(t as Transition));
  const candidates: Path[] = [...paths];
  for (const path of paths) {
    for (const event of events) {
      if (!filterEvents(path.state, event) || taken(path.state, event).length === 0) continue;
      const next = getNextSnapshot(machine, path.state, event) as Snapshot;
      candidates.push({
        ...path,
        state: next,
        steps: [...path.steps, { state: next, event }],
        weight: (path.weight ?? 0) + 1,
      });
    }
  }
  // Eventless transitions are not in the transition table of an event: machines that have them
  // are run step by step (they are small).
  const eventless = descendants(machine.root).some((node) => (node.always ?? []).length > 0);
  const itemsOf = (path: Path) => {
    if (eventless) {
      return new Set(
        replayedSteps(path, stateKey).flatMap((step) => [
          ...step.states.map((id) => `state ${id}`),
          ...step.transitions,
        ]),
      );
    }
    const items = new Set<string>();
    path.steps.forEach((step, index) => {
      for (const id of activeStates(step.state)) items.add(`state ${id}`);
      const before = path.steps[index - 1];
      if (before) for (const key of taken(before.state, step.event)) items.add(key);
    });
    return items;
  };
  const covered = new Set<string>();
  for (const path of keep) for (const item of itemsOf(path)) covered.add(item);
  const scored = candidates.map((path) => ({ path, items: [...itemsOf(path)] }));
  const chosen = [...keep];
  for (;;) {
    let best: { path: Path; items: string[]; gain: number } | null = null;
    for (const candidate of scored) {
      const gain = candidate.items.filter((item) => !covered.has(item)).length;
      if (
        gain > 0 &&
        (!best ||
          gain > best.gain ||
          (gain === best.gain && candidate.path.steps.length < best.path.steps.length))
      )
        best = { ...candidate, gain };
    }
    if (!best) return chosen;
    chosen.push(best.path);
    for (const item of best.items) covered.add(item);
  }
}
