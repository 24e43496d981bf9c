import type { applicationWizardMachine } from './application-wizard.machine';
import type { TesterWords } from './tester-words';
import { FIELD_LABELS } from '../domain/application-steps';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  BUDGET_FUNDING,
  BUDGET_FUNDING_LABELS,
  BUDGET_LABELS,
} from '../domain/budget';

const LINE_FIELDS: Record<string, string> = {
  category: BUDGET_LABELS.category,
  description: BUDGET_LABELS.description,
  amount: BUDGET_LABELS.amount,
  fundedBy: BUDGET_LABELS.funding,
};

const exampleFile = () => new File(['example'], 'example.pdf', { type: 'application/pdf' });

/** What a tester does for each event of the applicationWizard machine (see tester-words.ts). */
export const words: TesterWords<typeof applicationWizardMachine> = {
  machine: 'applicationWizard',
  events: {
    'answers.remote': 'Someone else saves {fields} (the autosave brings it in)',
    'draft.created': 'The first save creates the draft on the server',
    'draft.resume': 'Choose to continue the saved draft',
    'draft.discard': 'Choose to start over',
    'commission.acknowledge': 'Acknowledge the commission',
    'answer.change': 'On the {step} step, enter "{value}" in {field}',
    'step.confirm': 'Press "Confirm"',
    'step.edit': 'Press "Edit"',
    'step.next': 'Press "Next"',
    'step.reset': 'Press "Reset"',
    'document.upload': 'Upload {file} for {section}',
    'document.selectFailed': 'Pick a file that is refused for {section}',
    'library.open': 'Press "From library" for {section}',
    'xstate.done.actor.loadLibrary': 'Your library loads',
    'xstate.error.actor.loadLibrary': 'Your library fails to load',
    'library.retry': 'In the library, press "Try again"',
    'library.close': 'Close the library',
    'document.choose': 'Choose {fileName} from the library for {section}',
    'xstate.done.actor.uploadDocument': 'The upload finishes',
    'xstate.error.actor.uploadDocument': 'The upload fails',
    'review.edit': 'On the review, press "Edit" for the {step} step',
    'application.submit': 'Press "Submit"',
    'xstate.done.actor.submitApplication': 'The server accepts the application',
    'xstate.error.actor.submitApplication': 'The server fails to accept the application',
    'answers.save': 'Choose to save your answers for next time',
    'answers.skip': 'Choose not to save your answers',
    'xstate.done.actor.saveAnswers': 'The server saves the answers',
    'xstate.error.actor.saveAnswers': 'The server fails to save the answers',
    'line.add': 'In the budget table, press "Add line"',
    'line.edit': 'In the budget table, press "Edit" on {index}',
    'line.change': 'In the budget line, enter "{value}" in {field}',
    'line.save': 'Press "Save line"',
    'line.cancel': 'In the budget line, press "Cancel"',
    'line.remove': 'In the budget table, press "Remove" on {index}',
    'line.move': 'In the budget table, move {index} {by}',
  },
  examples: {
    'answers.remote': [{ fields: { 'budget.costSharing': 'Volunteer hours, $1,100' } }],
    'draft.created': [{ draftId: '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d' }],
    'answer.change': [
      { step: 'contact', field: 'fullName', value: 'Ana Ruiz' },
      { step: 'final', field: 'targetAudience', value: ['Youth'] },
    ],
    'document.upload': [{ section: 'resumes', file: exampleFile() }],
    'document.choose': [
      { section: 'resumes', url: '/api/v1/files/<id>/content', fileName: 'resume.pdf' },
    ],
    'document.selectFailed': [{ section: 'resumes' }],
    'library.open': [{ section: 'resumes' }],
    'review.edit': [{ step: 'contact' }],
    'line.edit': [{ index: 0 }],
    'line.change': [
      { field: 'category', value: 'equipment' },
      { field: 'description', value: 'Greenhouse structure' },
      { field: 'amount', value: '52000' },
      { field: 'fundedBy', value: 'costSharing' },
    ],
    'line.remove': [{ index: 0 }],
    'line.move': [
      { index: 1, by: -1 },
      { index: 0, by: 1 },
    ],
  },
  fieldLabel: (event, field) =>
    event.type.startsWith('line.')
      ? LINE_FIELDS[field]
      : (FIELD_LABELS as Record<string, Record<string, string>>)[String(event.step)]?.[field],
  options: {
    category: BUDGET_CATEGORIES.map((value) => ({ value, label: BUDGET_CATEGORY_LABELS[value] })),
    fundedBy: BUDGET_FUNDING.map((value) => ({ value, label: BUDGET_FUNDING_LABELS[value] })),
    index: Array.from({ length: 20 }, (_, i) => ({ value: String(i), label: `line ${i + 1}` })),
    by: [
      { value: '-1', label: 'up' },
      { value: '1', label: 'down' },
    ],
  },
};
