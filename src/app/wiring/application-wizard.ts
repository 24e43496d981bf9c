import { fromPromise } from 'xstate';
import {
  createGrantApplication,
  listLibraryDocuments,
  uploadGrantDocument,
} from '../../api/applications';
import { updateMe } from '../../api/auth';
import { getGrant } from '../../api/grants';
import type { components } from '../../api/schema.gen';
import {
  type ApplicationDraft,
  DRAFT_NOT_SAVED_MESSAGE,
  parseDraft,
  serializeDraft,
} from '../../domain/application-draft';
import { draftKey } from '../../domain/draft-key';
import { notify } from '../../lib/notify';
import { applicationWizardMachine } from '../../machines/application-wizard.machine';

type Grant = components['schemas']['Grant'];

// The wizard's draft lives in this browser's localStorage, one key per user and grant.

export function readStoredDraft(userId: string, grantId: string): ApplicationDraft | null {
  try {
    return parseDraft(localStorage.getItem(draftKey(userId, grantId)), { userId, grantId });
  } catch {
    return null;
  }
}

// Said once per failing stretch, not at every keystroke; a later save that works starts again.
let draftSaveFailing = false;

/** Stores the draft; when the browser refuses (storage full or blocked), says so once. */
export function writeStoredDraft(draft: ApplicationDraft): void {
  try {
    localStorage.setItem(draftKey(draft.userId, draft.grantId), serializeDraft(draft));
    draftSaveFailing = false;
  } catch {
    // The answers stay in the running wizard; the user learns they are not kept on leaving.
    if (!draftSaveFailing) notify.error(DRAFT_NOT_SAVED_MESSAGE);
    draftSaveFailing = true;
  }
}

function removeStoredDraft(userId: string, grantId: string): void {
  try {
    localStorage.removeItem(draftKey(userId, grantId));
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export const applicationWizardLogic = applicationWizardMachine.provide({
  actors: {
    loadGrant: fromPromise(({ input }) => getGrant(input.grantId)),
    uploadDocument: fromPromise(async ({ input }) => {
      const uploaded = await uploadGrantDocument(input.file);
      return { url: uploaded.url };
    }),
    loadLibrary: fromPromise(() => listLibraryDocuments()),
    submitApplication: fromPromise(({ input }) => createGrantApplication(input)),
    saveAnswers: fromPromise(({ input }) => updateMe({ savedAnswers: input.savedAnswers })),
  },
  actions: {
    saveDraft: (_, params) => writeStoredDraft(params.draft),
    clearDraft: (_, params) => removeStoredDraft(params.userId, params.grantId),
  },
});

type WizardLogic = typeof applicationWizardLogic;

/**
 * The wizard of one grant, whose first read of the grant is `grant`, the read the route's loader
 * started at navigation (a retry after a failure reads again).
 */
function startingWith(grantId: string, grant: Promise<Grant>): WizardLogic {
  let first: Promise<Grant> | undefined = grant;
  return applicationWizardLogic.provide({
    actors: {
      loadGrant: fromPromise(({ input }) => {
        const read = first && input.grantId === grantId ? first : getGrant(input.grantId);
        first = undefined;
        return read;
      }),
    },
  });
}

/** What the wizard's route hands its screen. */
export const wizard = {
  startingWith,
  readStoredDraft,
};
