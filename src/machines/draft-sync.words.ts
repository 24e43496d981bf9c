import { fieldLabel } from '../domain/sharing';
import type { draftSyncMachine } from './draft-sync.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of the wizard's autosave (see tester-words.ts). */
export const words: TesterWords<typeof draftSyncMachine> = {
  machine: 'draftSync',
  events: {
    'draft.changed': 'Change an answer (or move to another step) in the wizard',
    'draft.stop': 'Submit the application, or start over',
    'connection.online': 'The connection comes back',
    'sync.retry': 'Press "Try now"',
    'sync.pull': 'In the demo’s inspector, press “Priya edits the budget”',
    'conflict.keepMine': 'Press "Keep mine" on {field}',
    'conflict.takeTheirs': 'Press "Take theirs" on {field}',
    'conflict.edit': 'Press "Edit" on {field}, write "{value}" and press "Save this text"',
    'xstate.done.actor.saveDraft': 'The server saves the draft',
    'xstate.error.actor.saveDraft':
      'The save fails (offline, refused, or someone else changed the same answer)',
    'xstate.after.pause.draftSync.sending.pausing': 'Stop typing for a moment',
    'xstate.after.beat.draftSync.saved': 'Wait 20 seconds (the wizard asks for others’ changes)',
    'xstate.after.retry.draftSync.retrying': 'Wait for the next try',
  },
  examples: {
    'draft.changed': [
      { fields: { 'project.projectTitle': 'Family Reading Nights' }, step: 'project' },
    ],
    'conflict.keepMine': [{ field: 'budget.costSharing' }],
    'conflict.takeTheirs': [{ field: 'budget.costSharing' }],
    'conflict.edit': [{ field: 'budget.costSharing', value: 'Volunteer hours, $1,100' }],
  },
  fieldLabel: (_event, field) => fieldLabel(field),
};
