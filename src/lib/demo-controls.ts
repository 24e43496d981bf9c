import { createContext, useContext } from 'react';

export type DemoFaultKind = 'server' | 'network' | 'unauthorized';

/** The embedded backend's settings, as stored for this browser. */
export interface DemoSettings {
  /** Milliseconds before each answer. */
  latency: number;
  /** Share of requests (0 to 1) that answer 500 at random. */
  failureRate: number;
  /** Forced fault per operationId. */
  faults: Record<string, DemoFaultKind>;
  /** Shorter session lifetimes (minutes) to show expiry; absent: the real ones. */
  sessionMinutes?: { idle: number; absolute: number };
}

export type DemoPreset = 'empty' | 'typical' | 'many';

/** What the embedded backend lets the app do; absent on the live API. */
export interface DemoControls {
  resetDemoData(): Promise<void>;
  getSettings(): Promise<DemoSettings>;
  updateSettings(partial: Partial<DemoSettings>): Promise<DemoSettings>;
  /** The operationIds the embedded backend answers. */
  operations(): Promise<readonly string[]>;
  loadPreset(name: DemoPreset): Promise<void>;
}

export const DemoControlsContext = createContext<DemoControls | null>(null);

export const useDemoControls = () => useContext(DemoControlsContext);
