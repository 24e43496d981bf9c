import {
  type AnyActorRef,
  type SnapshotFrom,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import {
  type ApplicantProfile,
  type ApplicationAnswers,
  type BudgetField,
  type ContactAnswers,
  type ContactField,
  type FinalField,
  NO_STEP_ERRORS,
  type ProjectField,
  type ScopeField,
  type StepErrors,
  APPLICATION_MESSAGES,
  firstInvalidStep,
  prefilledAnswers,
  validateStep,
} from '../domain/application';
import { type ApplicationPayload, buildApplicationPayload } from '../domain/application-payload';
import {
  type DocumentSection,
  FORM_STEPS,
  type FormStep,
  type WizardStep,
} from '../domain/application-steps';
import type { ApplicationDraft, DraftStep } from '../domain/application-draft';
import {
  type BudgetLine,
  type BudgetLineField,
  EMPTY_BUDGET_LINE,
  moveLine,
  nextLineId,
  validateBudgetLine,
} from '../domain/budget';
import { type FieldErrors, hasErrors, withoutError } from '../domain/text';
import { type DraftStart, NEW_DRAFT, fieldsOfWizard, isFreshStart } from '../domain/draft-sync';
import { answersOf } from '../domain/shared-application';
import { type SaveDraftInput, draftSyncMachine } from './draft-sync.machine';
import { errorMessage, notProvided } from './not-provided';
import {
  ID,
  at,
  budgetStep,
  documentsStep,
  draftOf,
  formStep,
  saveDraftAt,
  reviewEvents,
} from './application-wizard.steps';
import type {
  Grant,
  GrantApplication,
  PersonRef,
  Resource,
  SharedApplication,
  SharedApplicationAnswers,
  SharedApplicationRole,
  User,
} from '../api/schema.gen';

/** A document of the user's resource library, offered by step 5's From library. */

export interface ApplicationWizardInput {
  /** The grant applied for, as the route's loader read it. */
  grant: Grant;
  user: ApplicantProfile & { id: string };
  /**
   * The draft offered for resume: the server's answers with what this browser had not sent yet
   * (`src/domain/draft-sync.ts`), null when there is nothing to resume.
   */
  draft: ApplicationDraft | null;
  /** The server's draft as the caller sees it (none yet: a new draft, the caller its owner). */
  start?: DraftStart;
}

export interface ApplicationWizardContext {
  grantId: string;
  userId: string;
  grant: Grant;
  answers: ApplicationAnswers;
  errors: StepErrors;
  /** Upload or file-selection failures, shown under their section. */
  documentErrors: FieldErrors<DocumentSection>;
  /** The document being uploaded: its section, file name and size. */
  upload: { section: DocumentSection; fileName: string; size: number } | null;
  /** The section whose From library picker is open, and the library's documents once read. */
  library: { section: DocumentSection; documents: Resource[] } | null;
  commissionAcknowledged: boolean;
  /** An Edit link of the review step was used: Next returns to the review. */
  returnToReview: boolean;
  savedDraft: ApplicationDraft | null;
  /** The server's draft (null until the first save creates it); a submission names it. */
  draftId: string | null;
  /** The caller's role on the draft: only the owner submits or starts over; a viewer reads. */
  role: SharedApplicationRole;
  /** The draft's owner, when it is someone else's (the resume offer speaks to a member). */
  owner: PersonRef | null;
  joined: boolean;
  /** Where the autosave starts from (the server's draft as the route read it). */
  start: DraftStart;
  /** Something was entered or acknowledged since the wizard opened (leaving asks first). */
  changed: boolean;
  application: GrantApplication | null;
  submitError: string | null;
  saveAnswersError: string | null;
  savedUser: User | null;
  /** The budget table's line being added (index null) or edited, with its messages. */
  lineEditor: {
    index: number | null;
    line: Omit<BudgetLine, 'id'>;
    errors: FieldErrors<BudgetLineField>;
  } | null;
}

export type AnswerChange =
  | { type: 'answer.change'; step: 'contact'; field: ContactField; value: string }
  | { type: 'answer.change'; step: 'project'; field: ProjectField; value: string }
  | { type: 'answer.change'; step: 'budget'; field: BudgetField; value: string }
  | { type: 'answer.change'; step: 'scope'; field: ScopeField; value: string }
  | {
      type: 'answer.change';
      step: 'final';
      field: Exclude<FinalField, 'targetAudience'>;
      value: string;
    }
  | { type: 'answer.change'; step: 'final'; field: 'targetAudience'; value: string[] };

export type ApplicationWizardEvent =
  /** From the autosave: answers someone else saved, or chosen in a conflict. */
  | { type: 'answers.remote'; fields: SharedApplicationAnswers }
  /** From the autosave: its first save created the server's draft. */
  | { type: 'draft.created'; draftId: string }
  | { type: 'draft.resume' }
  | { type: 'draft.discard' }
  | { type: 'commission.acknowledge' }
  | AnswerChange
  | { type: 'step.confirm' }
  | { type: 'step.edit' }
  | { type: 'step.next' }
  | { type: 'step.reset' }
  | { type: 'document.upload'; section: DocumentSection; file: File }
  | {
      type: 'document.choose';
      section: DocumentSection;
      url: string;
      fileName: string;
      size?: number;
    }
  | { type: 'document.selectFailed'; section: DocumentSection }
  | { type: 'library.open'; section: DocumentSection }
  | { type: 'library.retry' }
  | { type: 'library.close' }
  | { type: 'review.edit'; step: FormStep }
  | { type: 'application.submit' }
  | { type: 'answers.save' }
  | { type: 'answers.skip' }
  | BudgetLineEvent;

/** The budget table's events (step 4): a line is added or edited in the line editor. */
export type BudgetLineEvent =
  | { type: 'line.add' }
  | { type: 'line.edit'; index: number }
  | { type: 'line.change'; field: BudgetLineField; value: string }
  | { type: 'line.save' }
  | { type: 'line.cancel' }
  | { type: 'line.remove'; index: number }
  | { type: 'line.move'; index: number; by: -1 | 1 };

export interface UploadInput {
  section: DocumentSection;
  file: File;
}

export interface SaveAnswersInput {
  savedAnswers: ContactAnswers;
}

/**
 * Whether the wizard runs its autosave: a chart walked without running (the model tests'
 * traversal, the testers' plans) has none to tell, and tells it nothing.
 */
function hasAutosave(self: AnyActorRef): boolean {
  try {
    const snapshot = self.getSnapshot() as { children?: Record<string, unknown> } | undefined;
    return snapshot?.children?.autosave !== undefined;
  } catch {
    return false;
  }
}
const failureErrors = (error: unknown): Record<string, string> | undefined => {
  if (error && typeof error === 'object' && 'errors' in error) {
    const errors = (error as { errors: unknown }).errors;
    if (errors && typeof errors === 'object') return errors as Record<string, string>;
  }
  return undefined;
};

/**
 * The grant application wizard for a grant its route has read: a saved draft is offered, step 1
 * acknowledges the 20% commission, steps 2-5 and 7-8 each have an editing state and a
 * confirmed review state, step 9 reviews everything and submits, step 10 completes.
 *
 * `saveDraft` and `clearDraft` are provided by the app (browser storage); tests observe them.
 */
export const applicationWizardMachine = setup({
  types: {
    context: {} as ApplicationWizardContext,
    events: {} as ApplicationWizardEvent,
    input: {} as ApplicationWizardInput,
  },
  actors: {
    uploadDocument: notProvided<{ url: string }, UploadInput>('uploadDocument'),
    loadLibrary: notProvided<Resource[]>('loadLibrary'),
    submitApplication: notProvided<GrantApplication, ApplicationPayload>('submitApplication'),
    saveAnswers: notProvided<User, SaveAnswersInput>('saveAnswers'),
    /**
     * The autosave (its child for the wizard's whole life). The app provides it with its save
     * wired to the API; by default its saves never settle, so a test that does not look at the
     * autosave is not disturbed by it.
     */
    autosave: draftSyncMachine.provide({
      actors: {
        saveDraft: fromPromise<SharedApplication, SaveDraftInput>(() => new Promise(() => {})),
      },
    }),
  },
  guards: {
    isOwner: ({ context }) => context.role === 'owner',
    isReader: ({ context }) => context.role === 'viewer',
    hasSavedDraft: ({ context }) => context.savedDraft !== null,
    isDraftAt: ({ context }, params: { step: DraftStep }) =>
      context.savedDraft?.step === params.step,
    isStepValid: ({ context }, params: { step: FormStep }) =>
      !hasErrors(validateStep(params.step, context.answers, rulesOf(context))),
    hasInvalidTotals: ({ context }) => budgetTotalsError(context) !== undefined,
    isLineValid: ({ context }) =>
      context.lineEditor !== null && !hasErrors(validateBudgetLine(context.lineEditor.line)),
    isLineOfTable: ({ context, event }) =>
      (event.type === 'line.edit' || event.type === 'line.remove' || event.type === 'line.move') &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.answers.budget.lines.length,
    isChangeFor: ({ event }, params: { step: FormStep }) =>
      event.type === 'answer.change' && event.step === params.step,
    isReturningToReview: ({ context }) => context.returnToReview,
    isEditOf: ({ event }, params: { step: FormStep }) =>
      event.type === 'review.edit' && event.step === params.step,
    isFileSelectable: ({ event }) => event.type === 'document.upload' && event.file.size > 0,
    isApplicationComplete: ({ context }) =>
      context.commissionAcknowledged &&
      firstInvalidStep(context.answers, rulesOf(context)) === undefined,
    isFirstInvalidStep: ({ context }, params: { step: FormStep }) =>
      firstInvalidStep(context.answers, rulesOf(context)) === params.step,
  },
  actions: {
    /** Tells the autosave the answers and the step: it saves them on the server. */
    saveDraft: enqueueActions(({ enqueue, self }, params: { draft: ApplicationDraft }) => {
      if (!hasAutosave(self)) return;
      enqueue.sendTo('autosave', {
        type: 'draft.changed' as const,
        fields: fieldsOfWizard(params.draft.answers, params.draft.commissionAcknowledged),
        step: params.draft.step,
      });
    }),
    stopAutosave: enqueueActions(({ enqueue, self }) => {
      if (hasAutosave(self)) enqueue.sendTo('autosave', { type: 'draft.stop' as const });
    }),
    takeRemote: assign(({ context, event }) => {
      assertEvent(event, 'answers.remote');
      const fields = {
        ...fieldsOfWizard(context.answers, context.commissionAcknowledged),
        ...event.fields,
      };
      return {
        answers: answersOf(fields),
        commissionAcknowledged: fields.commissionAcknowledged === true,
      };
    }),
    takeDraftId: assign(({ event }) => {
      assertEvent(event, 'draft.created');
      return { draftId: event.draftId };
    }),
    /** Provided by the app: forgets what this browser kept unsent of this draft. */
    clearDraft: (_, _params: { userId: string; grantId: string }) => {},
    editAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.change') return {};
      const step = event.step;
      return {
        answers: {
          ...context.answers,
          [step]: { ...context.answers[step], [event.field]: event.value },
        },
        errors: {
          ...context.errors,
          [step]: withoutError(context.errors[step] as FieldErrors<string>, event.field),
        },
        changed: true,
      };
    }),
    showStepErrors: assign(({ context }, params: { step: FormStep }) => ({
      errors: {
        ...context.errors,
        [params.step]: validateStep(params.step, context.answers, rulesOf(context)),
      },
    })),
    openNewLine: assign({
      lineEditor: { index: null, line: EMPTY_BUDGET_LINE, errors: {} },
    }),
    openLine: assign(({ context, event }) => {
      assertEvent(event, 'line.edit');
      const { id: _id, ...line } = context.answers.budget.lines[event.index] as BudgetLine;
      return { lineEditor: { index: event.index, line, errors: {} } };
    }),
    changeLine: assign(({ context, event }) => {
      assertEvent(event, 'line.change');
      const editor = context.lineEditor;
      if (!editor) return {};
      return {
        lineEditor: {
          ...editor,
          line: { ...editor.line, [event.field]: event.value },
          errors: withoutError(editor.errors, event.field),
        },
        changed: true,
      };
    }),
    showLineErrors: assign(({ context }) =>
      context.lineEditor
        ? {
            lineEditor: {
              ...context.lineEditor,
              errors: validateBudgetLine(context.lineEditor.line),
            },
          }
        : {},
    ),
    storeLine: assign(({ context }) => {
      const editor = context.lineEditor;
      if (!editor) return {};
      const lines = context.answers.budget.lines;
      const line = { ...editor.line, description: editor.line.description.trim() };
      const next =
        editor.index === null
          ? [...lines, { id: nextLineId(lines), ...line }]
          : lines.map((old, index) => (index === editor.index ? { id: old.id, ...line } : old));
      return withLines(context, next);
    }),
    closeLine: assign({ lineEditor: null }),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, 'line.remove');
      return withLines(
        context,
        context.answers.budget.lines.filter((_, index) => index !== event.index),
      );
    }),
    moveLine: assign(({ context, event }) => {
      assertEvent(event, 'line.move');
      return withLines(context, moveLine(context.answers.budget.lines, event.index, event.by));
    }),
    clearStepErrors: assign(({ context }, params: { step: FormStep }) => ({
      errors: { ...context.errors, [params.step]: {} },
    })),
    acknowledgeCommission: assign({ commissionAcknowledged: true, changed: true }),
    restoreDraft: assign(({ context }) =>
      context.savedDraft
        ? {
            answers: context.savedDraft.answers,
            commissionAcknowledged: context.savedDraft.commissionAcknowledged,
            changed: true,
          }
        : {},
    ),
    forgetDraft: assign({ savedDraft: null }),
    startReturnToReview: assign({ returnToReview: true }),
    stopReturnToReview: assign({ returnToReview: false }),
    startUpload: assign(({ context, event }) => {
      if (event.type !== 'document.upload') return {};
      return {
        upload: { section: event.section, fileName: event.file.name, size: event.file.size },
        documentErrors: withoutError(context.documentErrors, event.section),
      };
    }),
    openLibrary: assign(({ event }) => {
      assertEvent(event, 'library.open');
      return { library: { section: event.section, documents: [] } };
    }),
    showLibrary: assign(({ context }, params: { documents: Resource[] }) => ({
      library: context.library && { ...context.library, documents: params.documents },
    })),
    closeLibrary: assign({ library: null }),
    chooseDocument: assign(({ context, event }) => {
      if (event.type !== 'document.choose') return {};
      return {
        answers: {
          ...context.answers,
          documents: {
            ...context.answers.documents,
            [event.section]: {
              url: event.url,
              fileName: event.fileName,
              ...(event.size === undefined ? {} : { size: event.size }),
            },
          },
        },
        errors: {
          ...context.errors,
          documents: withoutError(context.errors.documents, event.section),
        },
        documentErrors: withoutError(context.documentErrors, event.section),
        changed: true,
      };
    }),
    storeUpload: assign(({ context, event }) => {
      const upload = context.upload;
      const output = (event as { output?: { url?: unknown } }).output;
      if (!upload || typeof output?.url !== 'string') return { upload: null };
      return {
        answers: {
          ...context.answers,
          documents: {
            ...context.answers.documents,
            [upload.section]: { url: output.url, fileName: upload.fileName, size: upload.size },
          },
        },
        errors: {
          ...context.errors,
          documents: withoutError(context.errors.documents, upload.section),
        },
        upload: null,
        changed: true,
      };
    }),
    showUploadFailure: assign(({ context }) =>
      context.upload
        ? {
            documentErrors: {
              ...context.documentErrors,
              [context.upload.section]: APPLICATION_MESSAGES.uploadFailed,
            },
            upload: null,
          }
        : {},
    ),
    showSelectionFailure: assign(({ context, event }) => {
      if (event.type !== 'document.selectFailed' && event.type !== 'document.upload') return {};
      return {
        documentErrors: {
          ...context.documentErrors,
          [event.section]: APPLICATION_MESSAGES.selectFailed,
        },
      };
    }),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    grantId: input.grant.id,
    userId: input.user.id,
    grant: input.grant,
    answers: prefilledAnswers(input.user),
    errors: NO_STEP_ERRORS,
    documentErrors: {},
    upload: null,
    library: null,
    commissionAcknowledged: false,
    returnToReview: false,
    // A draft that holds nothing of the caller's (after Start over) is not offered: step 1 shows.
    savedDraft:
      input.draft && !isFreshStart(input.draft, prefilledAnswers(input.user)) ? input.draft : null,
    draftId: (input.start ?? NEW_DRAFT).draftId,
    role: (input.start ?? NEW_DRAFT).role,
    owner: (input.start ?? NEW_DRAFT).owner,
    joined: (input.start ?? NEW_DRAFT).joined,
    start: input.start ?? NEW_DRAFT,
    changed: false,
    application: null,
    submitError: null,
    saveAnswersError: null,
    savedUser: null,
    lineEditor: null,
  }),
  invoke: {
    id: 'autosave',
    src: 'autosave',
    input: ({ context }) => ({
      ...context.start,
      userId: context.userId,
      grantId: context.grantId,
    }),
  },
  on: {
    'answers.remote': { actions: 'takeRemote' },
    'draft.created': { actions: 'takeDraftId' },
  },
  initial: 'opening',
  states: {
    opening: {
      meta: {
        description:
          "The wizard opens on the grant's draft: a viewer reads it, a saved draft is offered, else step 1 shows",
      },
      always: [
        { guard: 'isReader', target: 'viewing' },
        { guard: 'hasSavedDraft', target: 'draftFound' },
        { target: 'commission' },
      ],
    },
    viewing: {
      meta: {
        description:
          "A viewer's wizard: every answer is shown read-only, with why (only the owner and editors change it)",
      },
      tags: ['readOnly'],
      entry: 'restoreDraft',
    },
    draftFound: {
      meta: {
        description:
          'A saved draft of this application was found: resume it with every answer, or start over',
      },
      on: {
        'draft.resume': [
          ...(['commission', ...FORM_STEPS] as const).map((step) => ({
            guard: { type: 'isDraftAt' as const, params: { step } },
            target: step === 'commission' ? at('commission') : at(`${step}.editing`),
            actions: ['restoreDraft' as const, 'forgetDraft' as const],
          })),
          { target: 'review', actions: ['restoreDraft', 'forgetDraft'] },
        ],
        // Starting over empties the draft on the server too (its answers cleared, at step 1):
        // clearing this browser's copy alone offered the old answers again at the next visit.
        'draft.discard': {
          guard: 'isOwner',
          target: 'commission',
          actions: [
            'forgetDraft',
            {
              type: 'clearDraft',
              params: ({ context }) => ({ userId: context.userId, grantId: context.grantId }),
            },
            saveDraftAt('commission'),
          ],
        },
      },
    },
    commission: {
      meta: {
        description:
          "Step 1, commission acknowledgement: the grant's funding size, account type Company, the 20% commission and its dollar amount",
        step: 'commission',
      },
      on: {
        'commission.acknowledge': {
          target: at(FORM_STEPS[0]),
          actions: 'acknowledgeCommission',
        },
      },
    },
    contact: formStep('contact'),
    project: formStep('project'),
    budget: budgetStep(),
    documents: documentsStep(),
    scope: formStep('scope'),
    final: formStep('final'),
    review: {
      meta: {
        description:
          'Step 9, review and submit: every answer grouped by step with Edit links, the requested amount and the 20% commission',
        step: 'review',
      },
      entry: [
        'stopReturnToReview',
        { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context, 'review') }) },
      ],
      initial: 'ready',
      states: {
        ready: {
          meta: { description: 'Step 9: the answers are ready to be acknowledged and submitted' },
          on: reviewEvents(),
        },
        submitting: {
          meta: {
            description:
              'Step 9: the application is being submitted; a spinner replaces the buttons',
          },
          tags: ['busy', 'submitting'],
          entry: assign({ submitError: null }),
          invoke: {
            src: 'submitApplication',
            id: 'submitApplication',
            input: ({ context }) =>
              buildApplicationPayload(context.answers, {
                userId: context.userId,
                grantId: context.grantId,
                ...(context.draftId ? { draftId: context.draftId } : {}),
              }),
            onDone: {
              target: at('submitted'),
              actions: assign({ application: ({ event }) => event.output, changed: false }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                submitError: ({ event }) => {
                  const errors = failureErrors(event.error);
                  const first = errors ? Object.values(errors)[0] : undefined;
                  return first ?? errorMessage(event.error) ?? APPLICATION_MESSAGES.createFailed;
                },
              }),
            },
          },
        },
        failed: {
          meta: {
            description:
              "Step 9: submitting failed; the toast 'Failed! Try again please!' shows and every answer is kept",
          },
          tags: ['submitFailed'],
          on: reviewEvents(),
        },
      },
    },
    submitted: {
      meta: {
        description:
          "Step 10: You've successfully completed your application; the generated draft is shown and the answers can be saved to the profile",
        step: 'submitted',
      },
      entry: [
        'stopAutosave',
        {
          type: 'clearDraft',
          params: ({ context }) => ({ userId: context.userId, grantId: context.grantId }),
        },
      ],
      initial: 'asking',
      states: {
        asking: {
          meta: { description: 'Step 10: asks whether to add the answers to the profile' },
          on: {
            'answers.save': { target: 'savingAnswers' },
            'answers.skip': { target: at('finished') },
          },
        },
        savingAnswers: {
          meta: { description: 'Step 10: the contact answers are being saved to the profile' },
          tags: ['busy'],
          entry: assign({ saveAnswersError: null }),
          invoke: {
            src: 'saveAnswers',
            id: 'saveAnswers',
            input: ({ context }) => ({
              savedAnswers: {
                fullName: context.answers.contact.fullName.trim(),
                email: context.answers.contact.email.trim(),
                phoneNumber: context.answers.contact.phoneNumber.trim(),
                location: context.answers.contact.location.trim(),
              },
            }),
            onDone: {
              target: at('finished'),
              actions: assign({ savedUser: ({ event }) => event.output }),
            },
            onError: {
              target: 'saveFailed',
              actions: assign({
                saveAnswersError: ({ event }) =>
                  errorMessage(event.error) ?? 'Failed to save your answers',
              }),
            },
          },
        },
        saveFailed: {
          meta: {
            description:
              'Step 10: saving the answers failed; the message shows and both choices remain',
          },
          on: {
            'answers.save': { target: 'savingAnswers' },
            'answers.skip': { target: at('finished') },
          },
        },
      },
    },
    finished: {
      meta: { description: 'The wizard is done: the user goes to the grants dashboard' },
      type: 'final',
    },
  },
});

/** What the budget is checked against: the grant's funding size. */
const rulesOf = (context: ApplicationWizardContext) => ({ fundingSize: context.grant.fundingSize });

/** The table's totals error, for a budget that has the table (not one from before it). */
function budgetTotalsError(context: ApplicationWizardContext): string | undefined {
  return validateStep('budget', context.answers, rulesOf(context)).budgetLineItems;
}

/** The answers with the table's new lines; the totals' message goes, as a field's does. */
function withLines(context: ApplicationWizardContext, lines: BudgetLine[]) {
  return {
    answers: { ...context.answers, budget: { ...context.answers.budget, lines } },
    errors: { ...context.errors, budget: withoutError(context.errors.budget, 'budgetLineItems') },
    changed: true,
  };
}

export type ApplicationWizardSnapshot = SnapshotFrom<typeof applicationWizardMachine>;

export { draftOf };

/** The wizard's steps in the order the statechart takes them (each step state's `meta.step`). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  'commission',
  ...FORM_STEPS,
  'review',
  'submitted',
];

/** The step the wizard is at, from the active states' `meta.step`; undefined outside the steps. */
export function selectStep(snapshot: ApplicationWizardSnapshot): WizardStep | undefined {
  for (const meta of Object.values(snapshot.getMeta() as Record<string, { step?: unknown }>)) {
    const step = WIZARD_STEPS.find((known) => known === meta?.step);
    if (step) return step;
  }
  return undefined;
}

export const selectSubmitting = (snapshot: ApplicationWizardSnapshot) =>
  snapshot.hasTag('submitting');
export const selectSubmitFailed = (snapshot: ApplicationWizardSnapshot) =>
  snapshot.hasTag('submitFailed');
