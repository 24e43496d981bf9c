import { createContext, useContext } from 'react';
import type { MockSettings } from './mock-settings';

export type DemoPreset = 'empty' | 'typical' | 'many';

/** What the embedded backend lets the app do; absent on the live API. */
export interface DemoControls {
  resetDemoData(): Promise<void>;
  getSettings(): Promise<MockSettings>;
  updateSettings(partial: Partial<MockSettings>): Promise<MockSettings>;
  /** The operationIds the embedded backend answers. */
  operations(): Promise<readonly string[]>;
  loadPreset(name: DemoPreset): Promise<void>;
}

export const DemoControlsContext = createContext<DemoControls | null>(null);

export const useDemoControls = () => useContext(DemoControlsContext);
