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
  /**
   * The mails the embedded backend sent (issue 61: verification links, invitations), newest
   * first: the demo's mailbox, which the inspector shows so a presenter follows a link offline.
   */
  outbox(): Promise<DemoMail[]>;
}

/** A mail of the embedded backend's outbox. */
export interface DemoMail {
  id: string;
  kind: 'emailVerification' | 'invitation';
  /** Lower case. */
  to: string;
  subject: string;
  text: string;
  /** The app's path the mail's link opens. */
  link: string;
  sentAt: string;
}

/** The answers of the demo's shared draft the co-applicant can change on the presenter's call. */
export type CoApplicantField = 'budget.lines' | 'project.projectSummary';

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
