import { createContext, useContext } from 'react';
import type { AnyActorRef } from 'xstate';
import type { DemoCalls } from './demo-calls';
import { listMachineActors } from './machine-registry';
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

/**
 * An open wizard asks the server now (its autosave's `sync.pull`), so what the demo's co-applicant
 * did shows in the presenter's wizard at once, her presence and the merge, or a conflict where
 * the presenter changed the same answer, not at the next presence beat.
 */
export function pullOpenDrafts(): void {
  for (const { id, actor } of listMachineActors()) {
    if (id !== 'applicationWizard') continue;
    const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> })
      .children;
    children?.autosave?.send({ type: 'sync.pull' });
  }
}
