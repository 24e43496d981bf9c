import { fromPromise } from 'xstate';
import {
  createGrantApplication,
  listLibraryDocuments,
  uploadGrantDocument,
} from '../../api/applications';
import { updateMe } from '../../api/auth';
import {
  type ApplicationDraft,
  DRAFT_NOT_SAVED_MESSAGE,
  parseDraft,
  serializeDraft,
} from '../../domain/application-draft';
import { draftKey } from '../../domain/draft-key';
import { notify } from '../../lib/notify';
import { applicationWizardMachine } from '../../machines/application-wizard.machine';
import { queryClient } from '../query-client';
import { changed, keys } from './queries';

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
    uploadDocument: fromPromise(async ({ input }) => {
      const uploaded = await uploadGrantDocument(input.file);
      return { url: uploaded.url };
    }),
    loadLibrary: fromPromise(() => listLibraryDocuments()),
    // A submission changes the dashboard's pages and counts, the fit rules' earlier applications
    // and the bell (a submitted application is news): each is read again where it shows.
    submitApplication: fromPromise(async ({ input }) => {
      const application = await createGrantApplication(input);
      void changed(queryClient, keys.applications, keys.fitProfile, keys.notifications);
      return application;
    }),
    saveAnswers: fromPromise(({ input }) => updateMe({ savedAnswers: input.savedAnswers })),
  },
  actions: {
    saveDraft: (_, params) => writeStoredDraft(params.draft),
    clearDraft: (_, params) => removeStoredDraft(params.userId, params.grantId),
  },
});

/** What the wizard's route hands its screen: the wired machine and the stored draft. */
export const wizard = {
  logic: applicationWizardLogic,
  readStoredDraft,
};
