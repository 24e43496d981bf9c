// The embedded backend's behaviour settings, written once for both sides: the backend applies
// them (mock-server/settings.ts) and the testers' inspector edits them through the demo controls
// (demo-controls.ts). Types only, so importing them never brings the backend into the app.

/** A fault forced on an operation. */
export type FaultKind = 'server' | 'network' | 'unauthorized';

/** The embedded backend's settings, as stored for this browser. */
export interface MockSettings {
  /** Milliseconds before each answer. */
  latency: number;
  /** Share of requests (0 to 1) that answer 500 at random. */
  failureRate: number;
  /** Forced fault per operationId. */
  faults: Record<string, FaultKind>;
  /** Shorter session lifetimes for a demo of expiry, in minutes; absent: the real ones. */
  sessionMinutes?: { idle: number; absolute: number };
}
