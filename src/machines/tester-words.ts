import type { AnyStateMachine, EventFromLogic } from 'xstate';

// What a tester does for each event of a machine, in the screen's words, and an example of every
// payload: the testers' plans (docs/test-plans), the inspector's "Copy as test steps" and its
// event sender read them. Each machine has its own, beside it (`<machine>.words.ts`), typed by the
// machine's events: a new event without words, or with a payload and no example of it, does not
// compile; the chart's actor and timer events are checked by tests/unit/tester-words.test.ts.
// Only the inspector's chunk and the tests import these files: no build of the app carries them.

type PayloadOf<E> = E extends unknown ? Omit<E, 'type'> : never;
type WithPayload<E> = E extends { type: string }
  ? keyof Omit<E, 'type'> extends never
    ? never
    : E['type']
  : never;

/** An event as the words read it: its type and payload fields. */
export type WordedEvent = { type: string } & Record<string, unknown>;

/** Any machine's words, as the cockpit reads them. */
export interface MachineWords {
  machine: string;
  events: Record<string, string>;
  examples: Record<string, readonly object[]>;
  fieldLabel?: (event: WordedEvent, field: string) => string | undefined;
  options?: Record<string, readonly { value: string; label: string }[]>;
}

export interface TesterWords<M extends AnyStateMachine> extends MachineWords {
  /** The machine's id. */
  machine: string;
  /**
   * Every event the machine takes, and the ones its actors and timers send
   * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`): what the
   * tester does or sees happen. `{name}` is filled in from the payload: `{field}` with the field's
   * label, `{value}` with the value as shown (an option's label, a date relative to today),
   * `{step}` with the wizard step's title, `{section}` with the document section's title.
   */
  events: { [T in EventFromLogic<M>['type']]: string } & Record<string, string>;
  /** One example (or one per variant) of every event that carries a payload. */
  examples: {
    [T in WithPayload<EventFromLogic<M>>]: readonly PayloadOf<
      Extract<EventFromLogic<M>, { type: T }>
    >[];
  };
  /** The label on screen of the field a `{field}` names. */
  fieldLabel?: (event: WordedEvent, field: string) => string | undefined;
  /** The options of a field, whose label the screen shows for a stored value. */
  options?: Record<string, readonly { value: string; label: string }[]>;
}
