import type { applicationWizardMachine } from './application-wizard.machine';
import type { TesterWords } from './tester-words';
import { FIELD_LABELS } from '../domain/application-steps';

const exampleFile = () => new File(['example'], 'example.pdf', { type: 'application/pdf' });

/** What a tester does for each event of the applicationWizard machine (see tester-words.ts). */
export const words: TesterWords<typeof applicationWizardMachine> = {
  machine: 'applicationWizard',
  events: {
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
  },
  examples: {
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
  },
  fieldLabel: (event, field) =>
    (FIELD_LABELS as Record<string, Record<string, string>>)[String(event.step)]?.[field],
};
