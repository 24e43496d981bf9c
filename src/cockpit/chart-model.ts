// The statechart of a running machine as the inspector shows it (and as the test plans picture
// it): read from the machine's own state nodes (`machine.root`), so it never drifts from the
// machine. Pure: no React.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  getStateNodes,
} from 'xstate';

type Transition = NonNullable<AnyStateNode['always']>[number];

export interface ChartTransition {
  /** The event type as the machine names it (`''` for an eventless transition). */
  event: string;
  /** The event as a tester reads it: `step.next`, `after successBanner`, `done loadGrant`. */
  label: string;
  guard?: string;
  /** Target state paths (`contact.editing`); empty when the state stays where it is. */
  targets: string[];
  /** Sent by the machine itself (an actor's answer, a timer, eventless): not a tester's event. */
  internal: boolean;
}

export interface ChartNode {
  id: string;
  key: string;
  /** Dotted path from the root, e.g. `contact.editing` ('' for the root). */
  path: string;
  type: AnyStateNode['type'];
  /** The parent's initial state. */
  initial: boolean;
  description?: string;
  /** Actors the state invokes while active. */
  invokes: string[];
  transitions: ChartTransition[];
  children: ChartNode[];
}

/** A guard's name: `isValid`, `isDraftAt` (parameterized), `and(isA, not(isB))`, or inline. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    if (parts) return `${guard.name}(${parts.map(guardName).join(', ')})`;
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

/** An event type as a tester reads it. */
export function eventLabel(type: string): string {
  if (type === '') return 'always';
  const after = /^xstate\.after\.(.+?)\.[^.]+(?:\..*)?$/.exec(type);
  if (after) return `after ${/^\d+$/.test(after[1] ?? '') ? `${after[1]} ms` : after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) {
    const id = (actor[2] ?? '').replace(/^\d+\./, '');
    return `${actor[1] === 'done' ? 'done' : 'error'} ${id}`;
  }
  return type;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

function transitionOf(transition: Transition): ChartTransition {
  const event = transition.eventType ?? '';
  return {
    event,
    label: eventLabel(event),
    guard: transition.guard ? guardName(transition.guard) : undefined,
    targets: (transition.target ?? []).map((node: AnyStateNode) => pathOf(node)),
    internal: event === '' || event.startsWith('xstate.'),
  };
}

export function transitionsOf(node: AnyStateNode): ChartTransition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) =>
    transitionOf(t as Transition),
  );
}

function nodeOf(node: AnyStateNode): ChartNode {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  const parent = node.parent;
  const description = (node.meta as { description?: unknown } | undefined)?.description;
  return {
    id: node.id,
    key: node.key,
    path: pathOf(node),
    type: node.type,
    initial:
      parent?.type === 'compound' &&
      (parent.initial?.target ?? []).some((target: AnyStateNode) => target === node),
    description: typeof description === 'string' ? description : undefined,
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    transitions: transitionsOf(node),
    children: children.map(nodeOf),
  };
}

const charts = new WeakMap<AnyStateMachine, ChartNode>();

/** The machine's statechart, from its root state node (computed once per machine). */
export function chartOf(machine: AnyStateMachine): ChartNode {
  let chart = charts.get(machine);
  if (!chart) {
    chart = nodeOf(machine.root);
    charts.set(machine, chart);
  }
  return chart;
}

/** The active state nodes of a snapshot, ancestors included (the root too). */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const nodes = new Set<AnyStateNode>();
  for (const leaf of getStateNodes(snapshot.machine.root, snapshot.value) as AnyStateNode[]) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) nodes.add(node);
  }
  return [...nodes];
}

/** The paths of the active state nodes (`contact`, `contact.editing`; '' is the root). */
export function activePaths(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activeNodes(snapshot).map(pathOf));
}

export interface AcceptedEvent {
  type: string;
  /** The active states that name it, innermost first. */
  from: string[];
  /** The guards on its transitions from the active states. */
  guards: string[];
}

/**
 * The events a tester could send now: every event a transition out of an active state names
 * (internal ones left out: an actor's answer, a timer). Whether the machine takes each one is
 * `snapshot.can(event)`, which runs the guards with the event's payload.
 */
export function acceptedEvents(snapshot: AnyMachineSnapshot): AcceptedEvent[] {
  const events = new Map<string, AcceptedEvent>();
  const nodes = activeNodes(snapshot).sort((a, b) => b.path.length - a.path.length);
  for (const node of nodes) {
    for (const transition of transitionsOf(node)) {
      if (transition.internal || transition.event.includes('*')) continue;
      const known = events.get(transition.event) ?? {
        type: transition.event,
        from: [],
        guards: [],
      };
      const from = pathOf(node) || '(the machine)';
      if (!known.from.includes(from)) known.from.push(from);
      if (transition.guard && !known.guards.includes(transition.guard))
        known.guards.push(transition.guard);
      events.set(transition.event, known);
    }
  }
  return [...events.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/** Whether the machine takes `event` now, or why not, in words. */
export function verdictOf(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): { accepted: true } | { accepted: false; reason: string } {
  const state = stateName(snapshot);
  const candidates = activeNodes(snapshot).flatMap((node) =>
    [...node.transitions.values()].flat().filter((t) => (t as Transition).eventType === event.type),
  ) as Transition[];
  if (candidates.length === 0)
    return { accepted: false, reason: `The state ${state} does not accept ${event.type}.` };
  try {
    if (snapshot.can(event)) return { accepted: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      accepted: false,
      reason: `The machine could not decide on ${event.type} with this payload: ${message}`,
    };
  }
  const guards = [...new Set(candidates.filter((t) => t.guard).map((t) => guardName(t.guard)))];
  if (guards.length > 0)
    return {
      accepted: false,
      reason: `In ${state}, ${guards.length === 1 ? 'the guard' : 'the guards'} ${guards.join(', ')} ${guards.length === 1 ? 'refuses' : 'refuse'} ${event.type}.`,
    };
  return { accepted: false, reason: `The state ${state} forbids ${event.type}.` };
}

/** The active leaf states' paths (`contact.editing`), one per parallel region. */
export function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      statePaths(child, `${prefix}${key}.`),
    );
  return [prefix.replace(/\.$/, '')];
}

/** `contact.editing`, parallel regions joined with ', '. */
export function stateName(snapshot: { value: unknown }): string {
  return statePaths(snapshot.value).join(', ');
}

// --- Mermaid ---------------------------------------------------------------------------------

const mermaidId = (path: string) => `s_${path.replace(/[^A-Za-z0-9]+/g, '_')}`;
const mermaidText = (text: string) => text.replace(/[;:#]/g, ' ').trim();

/**
 * The machine as a Mermaid `stateDiagram-v2`, so it renders on any Git host: nested and
 * parallel states, initial and final states, and each transition with its event and guard
 * (transitions that stay in their state are left out, to keep the picture short).
 */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  // Every state is declared inside its parent first; the transitions follow at the top level,
  // so a transition never declares a state in the wrong composite by naming it first.
  const edges = new Map<string, string[]>();
  const write = (node: ChartNode, depth: number) => {
    const indent = '  '.repeat(depth);
    const children = node.children.filter((child) => child.type !== 'history');
    const declare = (child: ChartNode) => {
      const id = mermaidId(child.path);
      if (child.children.length === 0) {
        lines.push(`${indent}state "${mermaidText(child.key)}" as ${id}`);
        return;
      }
      lines.push(`${indent}state "${mermaidText(child.key)}" as ${id} {`);
      write(child, depth + 1);
      lines.push(`${indent}}`);
    };
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        declare(child);
      });
    } else {
      for (const child of children) declare(child);
      const initial = children.find((child) => child.initial);
      if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial.path)}`);
    }
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child.path)} --> [*]`);
      for (const transition of child.transitions) {
        for (const target of transition.targets) {
          if (target === '') continue;
          const edge = `${mermaidId(child.path)} --> ${mermaidId(target)}`;
          const label = mermaidText(
            transition.guard ? `${transition.label} [${transition.guard}]` : transition.label,
          );
          const labels = edges.get(edge) ?? [];
          if (!labels.includes(label)) labels.push(label);
          edges.set(edge, labels);
        }
      }
    }
  };
  write(chartOf(machine), 1);
  for (const [edge, labels] of edges) lines.push(`  ${edge} : ${labels.join(', ')}`);
  return lines.join('\n');
}
