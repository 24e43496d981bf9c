import { and } from 'xstate';
import type { ApplicationDraft, DraftStep } from '../domain/application-draft';
import { FORM_STEPS, type FormStep } from '../domain/application-steps';
import type { Resource } from '../api/schema.gen';
import type {
  ApplicationWizardContext,
  ApplicationWizardEvent,
} from './application-wizard.machine';

// The application wizard's steps as parts of its statechart (application-wizard.machine.ts):
// each form step's editing and confirmed states, step 4's budget table with its line editor and
// refused totals, step 5's documents with the library picker and the upload, and the review's
// events. The machine's `setup` types them where it puts them together; the actions and guards
// they name are the machine's.

/** The wizard's id: its states are addressed from anywhere as `#applicationWizard.<path>`. */
export const ID = 'applicationWizard';

export const at = (path: string) => `#${ID}.${path}`;

/**
 * The state after a form step's Next: the next form step in FORM_STEPS, the review after the
 * last. The order is FORM_STEPS' alone: the chart's transitions follow it.
 */
const nextAfter = (step: FormStep): string => {
  const next = FORM_STEPS[FORM_STEPS.indexOf(step) + 1];
  return at(next ?? 'review');
};

const STEP_DESCRIPTIONS: Record<FormStep, string> = {
  contact: 'Step 2, Tell Us About Yourself',
  project: 'Step 3, Project Details',
  budget: 'Step 4, Budget & Project Details',
  documents: 'Step 5, Gather the essentials',
  scope: 'Step 7, What are you seeking: scope, budget range and timeline',
  final: 'Step 8, What are you seeking: focus, requirements, audience and stage',
};

/** meta.description of every form step's two states, in the product's words. */
const DESCRIPTIONS: Record<FormStep, { editing: string; confirmed: string }> = {
  contact: {
    editing: 'Step 2, Tell Us About Yourself: full name, email, phone number and location',
    confirmed: 'Step 2 confirmed: the contact answers are shown read-only with Edit and Next',
  },
  project: {
    editing:
      'Step 3, Project Details: project title, start and end dates, project summary and objective',
    confirmed: 'Step 3 confirmed: the project details are shown read-only with Edit and Next',
  },
  budget: {
    editing:
      'Step 4, Budget & Project Details: the budget table (or, in a draft from before it, the typed totals and breakdown), cost sharing, problem statement, description and methodology',
    confirmed: 'Step 4 confirmed: the budget answers are shown read-only with Edit and Next',
  },
  documents: {
    editing:
      'Step 5, Gather the essentials: the four documents are uploaded, picked from the library or taken from a template',
    confirmed: 'Step 5 confirmed: the four documents are listed read-only with Edit and Next',
  },
  scope: {
    editing: 'Step 7, What are you seeking: geographical scope, budget range and timeline',
    confirmed: 'Step 7 confirmed: scope, budget range and timeline are shown with Edit and Next',
  },
  final: {
    editing:
      'Step 8, What are you seeking: primary focus, specific requirements, target audience and project stage',
    confirmed:
      'Step 8 confirmed: focus, requirements, audience and stage are shown with Edit and Next',
  },
};

/** The draft as stored for the current step. */
export function draftOf(context: ApplicationWizardContext, step: DraftStep): ApplicationDraft {
  return {
    version: 1,
    userId: context.userId,
    grantId: context.grantId,
    step,
    commissionAcknowledged: context.commissionAcknowledged,
    answers: context.answers,
    savedAt: new Date().toISOString(),
  };
}

export function saveDraftAt(step: DraftStep) {
  return {
    type: 'saveDraft' as const,
    params: ({ context }: { context: ApplicationWizardContext }) => ({
      draft: draftOf(context, step),
    }),
  };
}

export function reviewEvents() {
  return {
    'review.edit': FORM_STEPS.map((step) => ({
      guard: { type: 'isEditOf' as const, params: { step } },
      target: at(`${step}.editing`),
      actions: ['startReturnToReview' as const],
    })),
    'application.submit': [
      { guard: and(['isOwner', 'isApplicationComplete']), target: at('review.submitting') },
      ...FORM_STEPS.map((step) => ({
        guard: and(['isOwner', { type: 'isFirstInvalidStep' as const, params: { step } }]),
        target: at(`${step}.editing`),
        actions: [{ type: 'showStepErrors' as const, params: { step } }],
      })),
      { guard: 'isOwner' as const, target: at('commission') },
    ],
  };
}

function stepParts(step: FormStep) {
  const reset = { 'step.reset': { target: at('commission') } };
  const editingEvents = {
    'answer.change': {
      guard: { type: 'isChangeFor' as const, params: { step } },
      actions: ['editAnswer' as const, saveDraftAt(step)],
    },
    'step.confirm': [
      {
        guard: { type: 'isStepValid' as const, params: { step } },
        target: at(`${step}.confirmed`),
        actions: [{ type: 'clearStepErrors' as const, params: { step } }],
      },
      { actions: [{ type: 'showStepErrors' as const, params: { step } }] },
    ],
    ...reset,
  };
  const confirmed = {
    meta: { description: DESCRIPTIONS[step].confirmed },
    tags: ['review'],
    entry: [saveDraftAt(step)],
    on: {
      'step.edit': { target: 'editing' },
      'step.next': [
        { guard: 'isReturningToReview' as const, target: at('review') },
        { target: nextAfter(step) },
      ],
      ...reset,
    },
  };
  return { editingEvents, confirmed };
}

export function formStep(step: Exclude<FormStep, 'documents'>) {
  const { editingEvents, confirmed } = stepParts(step);
  return {
    meta: { description: STEP_DESCRIPTIONS[step], step },
    initial: 'editing' as const,
    states: {
      editing: {
        meta: { description: DESCRIPTIONS[step].editing },
        tags: ['editing'],
        entry: [saveDraftAt(step)],
        on: editingEvents,
      },
      confirmed,
    },
  };
}

/**
 * Step 4 with its budget table: the table (lines listed with Edit, Remove, Move up and down),
 * the line editor (a line being added or edited) and the refused totals (Confirm found the
 * requested amount above the grant's funding size, nothing requested or no line).
 */
export function budgetStep() {
  const step = 'budget' as const;
  const { editingEvents, confirmed } = stepParts(step);
  const { 'step.confirm': _confirm, ...alwaysOpen } = editingEvents;
  const tableEvents = {
    'step.confirm': [
      {
        guard: { type: 'isStepValid' as const, params: { step } },
        target: at('budget.confirmed'),
        actions: [{ type: 'clearStepErrors' as const, params: { step } }],
      },
      {
        guard: 'hasInvalidTotals' as const,
        target: at('budget.editing.invalidTotals'),
        actions: [{ type: 'showStepErrors' as const, params: { step } }],
      },
      { actions: [{ type: 'showStepErrors' as const, params: { step } }] },
    ],
    'line.add': { target: at('budget.editing.line'), actions: 'openNewLine' as const },
    'line.edit': {
      guard: 'isLineOfTable' as const,
      target: at('budget.editing.line'),
      actions: 'openLine' as const,
    },
    'line.remove': {
      guard: 'isLineOfTable' as const,
      target: at('budget.editing.table'),
      actions: ['removeLine' as const, saveDraftAt(step)],
    },
    'line.move': {
      guard: 'isLineOfTable' as const,
      target: at('budget.editing.table'),
      actions: ['moveLine' as const, saveDraftAt(step)],
    },
  };
  return {
    meta: { description: STEP_DESCRIPTIONS[step], step },
    initial: 'editing' as const,
    states: {
      editing: {
        meta: { description: DESCRIPTIONS[step].editing },
        tags: ['editing'],
        entry: [saveDraftAt(step)],
        on: alwaysOpen,
        initial: 'table' as const,
        states: {
          table: {
            meta: {
              description:
                'Step 4: the budget table with its subtotals by category, requested and cost-shared subtotals and total, computed from the lines',
            },
            // On entry, not on the line editor's exit: exit actions run before the transition's
            // own, and Save line must still read the line it stores.
            entry: 'closeLine' as const,
            on: tableEvents,
          },
          line: {
            meta: {
              description:
                'Step 4: a line of the budget table is being added or edited (category, description, amount, requested from the grant or cost sharing)',
            },
            on: {
              'line.change': { actions: 'changeLine' as const },
              'line.save': [
                {
                  guard: 'isLineValid' as const,
                  target: 'table',
                  actions: ['storeLine' as const, saveDraftAt(step)],
                },
                { actions: 'showLineErrors' as const },
              ],
              'line.cancel': { target: 'table' },
            },
          },
          invalidTotals: {
            meta: {
              description:
                "Step 4: the totals are refused and the message shows next to them: the requested amount is above the grant's funding size, nothing is requested, or there is no line",
            },
            tags: ['invalidTotals'],
            entry: 'closeLine' as const,
            on: tableEvents,
          },
        },
      },
      confirmed,
    },
  };
}

export function documentsStep() {
  const step = 'documents' as const;
  const { editingEvents, confirmed } = stepParts(step);
  return {
    meta: { description: STEP_DESCRIPTIONS[step], step },
    initial: 'editing' as const,
    states: {
      editing: {
        meta: { description: DESCRIPTIONS[step].editing },
        tags: ['editing'],
        entry: [saveDraftAt(step)],
        initial: 'sections' as const,
        states: {
          sections: {
            meta: {
              description:
                'Step 5: the four sections, each with Upload, From library and Use template',
            },
            on: {
              ...editingEvents,
              'document.upload': [
                {
                  guard: 'isFileSelectable' as const,
                  target: at('documents.uploading'),
                  actions: 'startUpload' as const,
                },
                { actions: 'showSelectionFailure' as const },
              ],
              'document.selectFailed': { actions: 'showSelectionFailure' as const },
              'library.open': { target: 'library', actions: 'openLibrary' as const },
            },
          },
          library: {
            meta: {
              description:
                "Step 5: the From library picker is open over the sections, titled with the section's name",
            },
            exit: 'closeLibrary' as const,
            on: { 'library.close': { target: 'sections' } },
            initial: 'loading' as const,
            states: {
              loading: {
                meta: { description: 'Step 5: the library is being read; a spinner shows' },
                invoke: {
                  src: 'loadLibrary' as const,
                  id: 'loadLibrary',
                  onDone: {
                    target: 'showing',
                    actions: {
                      type: 'showLibrary' as const,
                      params: ({ event }: { event: { output: Resource[] } }) => ({
                        documents: event.output,
                      }),
                    },
                  },
                  onError: { target: 'failed' },
                },
              },
              showing: {
                meta: {
                  description:
                    "Step 5: the library's documents are listed (or a note that it has none); choosing one fills the section",
                },
                on: {
                  'document.choose': {
                    target: at('documents.editing.sections'),
                    actions: ['chooseDocument' as const, saveDraftAt(step)],
                  },
                },
              },
              failed: {
                meta: {
                  description:
                    "Step 5: reading the library failed: 'Failed to load your library. Please try again.' with Try again",
                },
                on: { 'library.retry': { target: 'loading' } },
              },
            },
          },
        },
      },
      uploading: {
        meta: {
          description:
            "Step 5: a document is uploading; the upload buttons are disabled and read 'Uploading...'",
        },
        tags: ['busy', 'editing'],
        invoke: {
          src: 'uploadDocument' as const,
          id: 'uploadDocument',
          input: ({ event }: { event: ApplicationWizardEvent }) => {
            if (event.type !== 'document.upload') throw new Error('Upload started without a file');
            return { section: event.section, file: event.file };
          },
          onDone: { target: 'editing', actions: 'storeUpload' as const },
          onError: { target: 'editing', actions: 'showUploadFailure' as const },
        },
      },
      confirmed,
    },
  };
}
