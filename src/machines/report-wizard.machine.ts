import { type SnapshotFrom, assertEvent, assign, setup } from 'xstate';
import { SAVE_PAUSE_MS, retryDelay } from '../domain/draft-sync';
import {
  REPORT_WORDS,
  type ReportChanges,
  type ReportDraft,
  draftOf,
  hasUnsaved,
  mergedDraft,
  unsavedOf,
} from '../domain/report-wizard';
import { serverMessageOr } from '../domain/server-message';
import { notProvided } from './not-provided';
import type { GrantReport } from '../api/schema.gen';

// A grant report's wizard (issue 66, part 5): one page of questions and documents that saves
// itself after a short pause (at once when an answer loses the focus, a document changes or the
// page is left), keeps what failed to go and sends it again, and is submitted once by the
// application's owner, asked in place. A viewer reads it; a submitted report is read-only.

export interface ReportWizardContext {
  reportId: string;
  /** The server's report as last heard (null until loaded). */
  report: GrantReport | null;
  /** The answers and documents as typed and attached here (saved or not). */
  draft: ReportDraft;
  /** What the save under way sends (laid over its answer, so newer text is kept). */
  sending: ReportChanges;
  /** Failed saves in a row (the wait before the next grows with them). */
  failures: number;
  /** Why the report could not be read, or why the submission was refused (the server's words). */
  failure: string | null;
  /** A refused submission's words per question or document key. */
  errors: Record<string, string>;
}

export type ReportWizardEvent =
  | { type: 'answer.change'; field: string; value: string }
  /** An answer lost the focus: what waits for the pause goes now. */
  | { type: 'answer.blur' }
  | { type: 'document.attach'; field: string; url: string; fileName: string }
  | { type: 'document.detach'; field: string }
  /** The page is left (another page, or the tab is hidden): what waits goes now. */
  | { type: 'report.leave' }
  | { type: 'load.retry' }
  | { type: 'submit.ask' }
  | { type: 'submit.confirm' }
  | { type: 'submit.keep' };

/** What a save sends: the report and only what changed. */
export interface SaveReportInput extends ReportChanges {
  reportId: string;
}

/** The quiet pause after typing before the answer is sent: the application's autosave's. */
export const REPORT_SAVE_PAUSE_MS = SAVE_PAUSE_MS;
/** The wait before sending again after a failed save: the application's autosave's (2 s ... 30 s). */
export const reportRetryDelay = retryDelay;

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error
    ? (error as { status: unknown }).status
    : undefined;
const errorsOf = (error: unknown): Record<string, string> => {
  if (!error || typeof error !== 'object' || !('errors' in error)) return {};
  const errors = (error as { errors: unknown }).errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

const unsaved = (context: ReportWizardContext) => unsavedOf(context.report, context.draft);

export const reportWizardMachine = setup({
  types: {
    context: {} as ReportWizardContext,
    events: {} as ReportWizardEvent,
    input: {} as { reportId: string },
  },
  actors: {
    loadReport: notProvided<GrantReport, { reportId: string }>('loadReport'),
    saveReport: notProvided<GrantReport, SaveReportInput>('saveReport'),
    submitReport: notProvided<GrantReport, { reportId: string }>('submitReport'),
  },
  delays: {
    pause: REPORT_SAVE_PAUSE_MS,
    retry: ({ context }) => reportRetryDelay(context.failures),
  },
  guards: {
    isSubmitted: ({ context }) => context.report?.status === 'submitted',
    isViewer: ({ context }) => context.report?.role === 'viewer',
    isOwner: ({ context }) => context.report?.role === 'owner',
    hasUnsaved: ({ context }) => hasUnsaved(unsaved(context)),
    /** Only an attached document is detached (its Detach button shows only then). */
    isAttached: ({ context, event }) =>
      event.type === 'document.detach' && Boolean(context.draft.documents[event.field]),
    /** The server says the report can no longer be changed here (a viewer, or submitted). */
    isClosed: ({ event }) =>
      'error' in event && (statusOf(event.error) === 403 || statusOf(event.error) === 409),
    isAlreadySubmitted: ({ event }) => 'error' in event && statusOf(event.error) === 409,
  },
  actions: {
    takeReport: assign((_, params: { report: GrantReport }) => ({
      report: params.report,
      draft: draftOf(params.report),
      sending: {},
      failures: 0,
      failure: null,
      errors: {},
    })),
    takeAnswer: assign(({ context, event }) => {
      assertEvent(event, 'answer.change');
      const { [event.field]: _answered, ...errors } = context.errors;
      return {
        draft: {
          ...context.draft,
          answers: { ...context.draft.answers, [event.field]: event.value },
        },
        errors,
      };
    }),
    takeDocument: assign(({ context, event }) => {
      assertEvent(event, ['document.attach', 'document.detach']);
      const link =
        event.type === 'document.attach' ? { url: event.url, fileName: event.fileName } : null;
      const { [event.field]: _attached, ...errors } = context.errors;
      return {
        draft: { ...context.draft, documents: { ...context.draft.documents, [event.field]: link } },
        errors,
      };
    }),
    markSending: assign({ sending: ({ context }) => unsaved(context) }),
    takeSaved: assign(({ context }, params: { report: GrantReport }) => ({
      report: params.report,
      draft: mergedDraft(params.report, unsavedAfter(context), context.draft),
      sending: {},
      failures: 0,
    })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1, sending: {} }),
    takeLoadFailure: assign({
      failure: ({ event }) =>
        serverMessageOr('error' in event ? event.error : null, REPORT_WORDS.loadFailed),
    }),
    takeRefusal: assign(({ event }) => {
      const error = 'error' in event ? event.error : null;
      return {
        failure: serverMessageOr(error, REPORT_WORDS.submitFailed),
        errors: errorsOf(error),
      };
    }),
    forgetRefusal: assign({ failure: null, errors: {} }),
  },
}).createMachine({
  id: 'reportWizard',
  context: ({ input }) => ({
    reportId: input.reportId,
    report: null,
    draft: { answers: {}, documents: {} },
    sending: {},
    failures: 0,
    failure: null,
    errors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'The report is being read: the page shows a loader' },
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ reportId: context.reportId }),
        onDone: {
          target: 'opening',
          actions: [{ type: 'takeReport', params: ({ event }) => ({ report: event.output }) }],
        },
        onError: { target: 'loadFailed', actions: 'takeLoadFailure' },
      },
    },
    opening: {
      always: [
        { guard: 'isSubmitted', target: 'submitted' },
        { guard: 'isViewer', target: 'readOnly' },
        { target: 'editing' },
      ],
    },
    loadFailed: {
      meta: { description: "The report could not be read: the reason and 'Try again' show" },
      on: { 'load.retry': 'loading' },
    },
    readOnly: {
      meta: {
        description:
          "A viewer reads the report: the answers as text, the note 'You can read this report; only its owner and editors can change it.'",
      },
    },
    submitted: {
      meta: {
        description:
          "The report is submitted: the answers as text and 'Submitted on <date> by <name>.'",
      },
    },
    editing: {
      initial: 'unchanged',
      states: {
        unchanged: {
          meta: {
            description:
              'The owner or an editor writes: nothing typed since the page opened, no save word; the owner sees Submit, an editor who submits',
          },
          on: {
            'answer.change': { target: 'pausing', actions: 'takeAnswer' },
            'document.attach': { target: 'saving', actions: 'takeDocument' },
            'document.detach': { guard: 'isAttached', target: 'saving', actions: 'takeDocument' },
            'submit.ask': { guard: 'isOwner', target: 'asking' },
          },
        },
        pausing: {
          meta: {
            description:
              "An answer was typed and waits for a short pause (or for the field to lose the focus): 'Saving…'",
          },
          tags: ['saving'],
          after: { pause: 'saving' },
          on: {
            'answer.change': { target: 'pausing', reenter: true, actions: 'takeAnswer' },
            'document.attach': { target: 'saving', actions: 'takeDocument' },
            'document.detach': { guard: 'isAttached', target: 'saving', actions: 'takeDocument' },
            'answer.blur': 'saving',
            'report.leave': 'saving',
          },
        },
        saving: {
          meta: { description: "What changed is being sent: 'Saving…'" },
          tags: ['saving'],
          entry: 'markSending',
          on: {
            'answer.change': { actions: 'takeAnswer' },
            'document.attach': { actions: 'takeDocument' },
            'document.detach': { guard: 'isAttached', actions: 'takeDocument' },
          },
          invoke: {
            id: 'saveReport',
            src: 'saveReport',
            input: ({ context }) => ({ reportId: context.reportId, ...unsaved(context) }),
            onDone: {
              target: 'settling',
              actions: { type: 'takeSaved', params: ({ event }) => ({ report: event.output }) },
            },
            onError: [
              // A viewer now, or submitted meanwhile: the report is read again and shown so.
              { guard: 'isClosed', target: '#reportWizard.loading' },
              { target: 'retrying', actions: 'countFailure' },
            ],
          },
        },
        settling: {
          always: [{ guard: 'hasUnsaved', target: 'pausing' }, { target: 'saved' }],
        },
        saved: {
          meta: { description: "Every answer and document is on the server: 'Saved'" },
          tags: ['saved'],
          on: {
            'answer.change': { target: 'pausing', actions: 'takeAnswer' },
            'document.attach': { target: 'saving', actions: 'takeDocument' },
            'document.detach': { guard: 'isAttached', target: 'saving', actions: 'takeDocument' },
            'submit.ask': { guard: 'isOwner', target: 'asking' },
          },
        },
        retrying: {
          meta: {
            description:
              "A save failed (offline, or the server did not answer): 'Not saved yet, will retry'; the text stays as typed and goes after a wait, or when the field loses the focus",
          },
          tags: ['retrying'],
          after: { retry: 'saving' },
          on: {
            'answer.change': { actions: 'takeAnswer' },
            'document.attach': { target: 'saving', actions: 'takeDocument' },
            'document.detach': { guard: 'isAttached', target: 'saving', actions: 'takeDocument' },
            'answer.blur': 'saving',
            'report.leave': 'saving',
          },
        },
        asking: {
          meta: {
            description:
              "The owner pressed Submit: 'Submit this report? It cannot be changed afterwards.' is asked in place",
          },
          on: {
            'submit.confirm': 'submitting',
            'submit.keep': 'saved',
          },
        },
        submitting: {
          meta: { description: "The report is being submitted: the button reads 'Submitting…'" },
          tags: ['busy'],
          entry: 'forgetRefusal',
          invoke: {
            id: 'submitReport',
            src: 'submitReport',
            input: ({ context }) => ({ reportId: context.reportId }),
            onDone: {
              target: '#reportWizard.submitted',
              actions: { type: 'takeReport', params: ({ event }) => ({ report: event.output }) },
            },
            onError: [
              { guard: 'isAlreadySubmitted', target: '#reportWizard.loading' },
              { target: 'refused', actions: 'takeRefusal' },
            ],
          },
        },
        refused: {
          meta: {
            description:
              "The submission was refused: the server's words show, and each unanswered required question or document says why",
          },
          on: {
            'answer.change': { target: 'pausing', actions: ['forgetRefusal', 'takeAnswer'] },
            'document.attach': { target: 'saving', actions: ['forgetRefusal', 'takeDocument'] },
            'document.detach': {
              guard: 'isAttached',
              target: 'saving',
              actions: ['forgetRefusal', 'takeDocument'],
            },
            'submit.ask': { guard: 'isOwner', target: 'asking', actions: 'forgetRefusal' },
          },
        },
      },
    },
  },
});

/**
 * What is still unsaved once a save is answered: what changed here since it was sent (a key that
 * was sent counts against what was sent, so the server's own form of it is not sent again).
 */
function unsavedAfter(context: ReportWizardContext): ReportChanges {
  const before = unsavedOf(context.report, context.draft);
  const sent = context.sending;
  const answers = Object.fromEntries(
    Object.entries(before.answers ?? {}).filter(
      ([key, value]) => !(key in (sent.answers ?? {})) || sent.answers?.[key] !== value,
    ),
  );
  const documents = Object.fromEntries(
    Object.entries(before.documents ?? {}).filter(
      ([key, value]) => !(key in (sent.documents ?? {})) || sent.documents?.[key] !== value,
    ),
  );
  return {
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
    ...(Object.keys(documents).length > 0 ? { documents } : {}),
  };
}

export type ReportWizardSnapshot = SnapshotFrom<typeof reportWizardMachine>;
