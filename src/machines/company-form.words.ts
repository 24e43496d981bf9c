import type { companyFormMachine } from './company-form.machine';
import type { TesterWords } from './tester-words';
import { COMPANY_LABELS } from '../domain/company';
import { ORGANIZATION_TYPE_OPTIONS } from '../domain/grant';

/** What a tester does for each event of the companyForm machine (see tester-words.ts). */
export const words: TesterWords<typeof companyFormMachine> = {
  machine: 'companyForm',
  events: {
    'xstate.done.actor.0.companyForm.loading':
      'The server answers with the saved company (or none)',
    'xstate.error.actor.0.companyForm.loading': 'The server fails to answer',
    'field.change': 'Type "{value}" into {field}',
    'form.save': 'Press "Save Changes"',
    'form.cancel': 'Press "Cancel"',
    'xstate.done.actor.0.companyForm.creating': 'The server creates the company',
    'xstate.error.actor.0.companyForm.creating': 'The server fails to create the company',
    'xstate.done.actor.0.companyForm.updating': 'The server updates the company',
    'xstate.error.actor.0.companyForm.updating': 'The server fails to update the company',
    'xstate.after.successBanner.companyForm.saved': 'Wait 3 seconds',
  },
  examples: {
    'field.change': [{ field: 'name', value: 'Riverside Makers' }],
  },
  fieldLabel: (_event, field) => (COMPANY_LABELS as Record<string, string>)[field],
  options: { organizationType: ORGANIZATION_TYPE_OPTIONS },
};
