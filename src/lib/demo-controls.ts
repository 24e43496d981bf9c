import { createContext, useContext } from 'react';
import type { DemoCalls } from './demo-calls';
import type { MockSettings } from './mock-settings';

export type { CoApplicantField, DemoCalls, DemoMail, DemoPreset } from './demo-calls';

/** What the embedded backend lets the app do; absent on the live API. */
export interface DemoControls extends DemoCalls {
  getSettings(): Promise<MockSettings>;
  updateSettings(partial: Partial<MockSettings>): Promise<MockSettings>;
  /** The operationIds the embedded backend answers. */
  operations(): Promise<readonly string[]>;
}

/**
 * What the cache holds of the demo's own controls (the inspector's reads): part of the app's one
 * list of keys (`keys.demo`, app/wiring/queries.ts), kept here for the cockpit, which reads lib.
 */
export const demoKeys = {
  backendSettings: ['demo', 'backend-settings'] as const,
  outbox: ['demo', 'outbox'] as const,
  storage: ['demo', 'storage'] as const,
};

export const DemoControlsContext = createContext<DemoControls | null>(null);

export const useDemoControls = () => useContext(DemoControlsContext);
