import type { personalInfoMachine } from './personal-info.machine';
import type { TesterWords } from './tester-words';
import { PERSONAL_INFO_LABELS } from '../domain/personal-info';

/** What a tester does for each event of the personalInfo machine (see tester-words.ts). */
export const words: TesterWords<typeof personalInfoMachine> = {
  machine: 'personalInfo',
  events: {
    'field.change': 'Type "{value}" into {field}',
    'form.save': 'Press "Save Changes"',
    'xstate.done.actor.0.personalInfo.saving': 'The server saves the changes',
    'xstate.error.actor.0.personalInfo.saving': 'The server refuses the current password',
  },
  examples: {
    'field.change': [{ field: 'firstName', value: 'Ada' }],
  },
  fieldLabel: (_event, field) => (PERSONAL_INFO_LABELS as Record<string, string>)[field],
};
