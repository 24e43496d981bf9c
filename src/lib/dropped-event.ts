// What the app reports of an event a running machine dropped (see machine-registry.ts); its own
// module so that a browser test's fixture can import it without the app's build environment.

export interface DroppedEvent {
  machine: string;
  /** The state that did not accept the event. */
  state: string;
  event: string;
}

/** The name of the function a browser test exposes to hear of dropped events. */
export const DROPPED_EVENT_SINK = '__grantwiseDroppedEvent';
