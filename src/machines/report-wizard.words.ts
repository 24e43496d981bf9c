import { REPORT_DOCUMENTS, REPORT_QUESTIONS } from '../domain/grant-reports';
import { REPORT_WORDS } from '../domain/report-wizard';
import type { reportWizardMachine } from './report-wizard.machine';
import type { TesterWords } from './tester-words';

/** What a tester does for each event of a grant report's wizard (see tester-words.ts). */
export const words: TesterWords<typeof reportWizardMachine> = {
  machine: 'reportWizard',
  events: {
    'answer.change': 'Type "{value}" into "{field}"',
    'answer.blur': 'Leave the answer (Tab to the next field)',
    'document.attach': `Choose "{fileName}" for {field} and press "${REPORT_WORDS.attach}"`,
    'document.detach': `Press "${REPORT_WORDS.detach}" beside {field}`,
    'report.leave': 'Leave the page (open another page, or hide the tab)',
    'load.retry': `Press "${REPORT_WORDS.tryAgain}"`,
    'submit.ask': `Press "${REPORT_WORDS.submit}"`,
    'submit.confirm': `Press "${REPORT_WORDS.confirm}"`,
    'submit.keep': `Press "${REPORT_WORDS.keep}"`,
    'xstate.done.actor.loadReport': 'The server answers the report',
    'xstate.error.actor.loadReport': 'The report cannot be read (offline, or not found)',
    'xstate.done.actor.saveReport': 'The server saves the report',
    'xstate.error.actor.saveReport':
      'The save fails (offline), or the report can no longer be changed here',
    'xstate.done.actor.submitReport': 'The server takes the report',
    'xstate.error.actor.submitReport':
      'The server refuses the report (a required answer or document is missing)',
    'xstate.after.pause.reportWizard.editing.pausing': 'Stop typing for a moment',
    'xstate.after.retry.reportWizard.editing.retrying': 'Wait for the next try',
  },
  examples: {
    'answer.change': [
      { field: 'spending', value: 'Most of the award bought the LED fittings for the hall.' },
    ],
    'document.attach': [
      {
        field: 'expenseSummary',
        url: '/api/v1/files/7b0c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a/content',
        fileName: 'Expense summary.pdf',
      },
    ],
    'document.detach': [{ field: 'expenseSummary' }],
  },
  // A question or document of either report, by its key, as the page labels it.
  fieldLabel: (_event, field) =>
    [
      ...REPORT_QUESTIONS.interim,
      ...REPORT_QUESTIONS.final,
      ...REPORT_DOCUMENTS.interim,
      ...REPORT_DOCUMENTS.final,
    ].find((item) => item.key === field)?.label,
};
