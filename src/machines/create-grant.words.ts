import type { createGrantMachine } from './create-grant.machine';
import type { TesterWords } from './tester-words';
import {
  CREATE_GRANT_LABELS,
  GRANT_PROJECT_STAGE_OPTIONS,
  ORGANIZATION_TYPE_OPTIONS,
} from '../domain/grant';

/** What a tester does for each event of the createGrant machine (see tester-words.ts). */
export const words: TesterWords<typeof createGrantMachine> = {
  machine: 'createGrant',
  events: {
    'basics.change': 'Enter "{value}" in {field}',
    'step.next': 'Press "Next Step"',
    'details.change': 'Enter "{value}" in {field}',
    'step.back': 'Press "Back"',
    'grant.submit': 'Press "Create Grant"',
    'grant.createAnother': 'Press "Create Another Grant"',
    'xstate.done.actor.0.createGrant.submitting': 'The server creates the grant',
    'xstate.error.actor.0.createGrant.submitting': 'The server fails to create the grant',
  },
  examples: {
    'basics.change': [{ field: 'title', value: 'Coastal Schools Solar' }],
    'details.change': [{ field: 'motive', value: 'Lower school energy bills' }],
  },
  fieldLabel: (_event, field) => (CREATE_GRANT_LABELS as Record<string, string>)[field],
  options: {
    organizationType: ORGANIZATION_TYPE_OPTIONS,
    projectStage: GRANT_PROJECT_STAGE_OPTIONS,
  },
};
