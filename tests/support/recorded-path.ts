import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  createActor,
  fromPromise,
} from 'xstate';
import { fromJsonable } from '../../src/cockpit/json-values';
import type { RecordedPath } from '../../src/cockpit/session-format';
import { stateKey } from './model-coverage';

// Replays a session recorded by the inspector ("Copy as model path") through the production
// machine: from its start, event by event, every state must be the one recorded. Invoked actors
// are inert (the recorded answers of the server are events on the path, as in the model tests'
// paths). No vitest here, so a browser test replays a path the same way.

/** One path or a list of them, as "Copy as model path" writes them. */
export function parseRecordedPaths(text: string): RecordedPath[] {
  const parsed = JSON.parse(text) as RecordedPath | RecordedPath[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/**
 * Throws, naming the step, when the machine does not take the recorded path; returns the states
 * it passed. `input` replaces the recorded input (which has its secrets masked).
 */
export function replayRecordedPath(
  machine: AnyStateMachine,
  path: RecordedPath,
  options: { input?: unknown } = {},
): string[] {
  if (path.machine !== machine.id)
    throw new Error(`The path is of the ${path.machine} machine, not of ${machine.id}`);
  if (!path.fromStart)
    throw new Error(
      `The path of ${path.machine} was recorded after the machine had started: open the ` +
        'inspector before the screen, so that the log sees it start',
    );
  const inert = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  const input = 'input' in options ? options.input : (path.input ?? undefined);
  const actor = createActor(machine.provide({ actors: inert }), {
    input: fromJsonable(input),
  }).start();
  const states: string[] = [];
  try {
    path.steps.forEach((step, index) => {
      if (index > 0) actor.send(fromJsonable(step.event) as EventObject);
      const state = stateKey(actor.getSnapshot() as AnyMachineSnapshot);
      if (state !== step.state)
        throw new Error(
          `Step ${index + 1} (${step.event.type}): the machine is in "${state}", the path ` +
            `recorded "${step.state}"`,
        );
      states.push(state);
    });
  } finally {
    actor.stop();
  }
  return states;
}
