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
  /** Publishes the demo timeline's next grant (a saved search's alert arrives); its title. */
  publishGrant(): Promise<string>;
  /**
   * Priya, the co-applicant of the demo account's shared draft, saves a change to one of its
   * answers (presence, a merge or a conflict to show); what she did, in words.
   */
  coApplicantEdits(field: CoApplicantField): Promise<string>;
}

/** The answers of the demo's shared draft the co-applicant can change on the presenter's call. */
export type CoApplicantField = 'budget.lines' | 'project.projectSummary';

export const DemoControlsContext = createContext<DemoControls | null>(null);

export const useDemoControls = () => useContext(DemoControlsContext);
