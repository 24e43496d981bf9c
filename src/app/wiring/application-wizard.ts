import { fromPromise } from 'xstate';
import {
  createGrantApplication,
  listLibraryDocuments,
  uploadGrantDocument,
} from '../../api/applications';
import { updateMe } from '../../api/auth';
import { getGrant } from '../../api/grants';
import {
  type ApplicationDraft,
  draftKey,
  parseDraft,
  serializeDraft,
} from '../../domain/application-draft';
import { applicationWizardMachine } from '../../machines/application-wizard.machine';

// The wizard's draft lives in this browser's localStorage, one key per user and grant.

export function readStoredDraft(userId: string, grantId: string): ApplicationDraft | null {
  try {
    return parseDraft(localStorage.getItem(draftKey(userId, grantId)), { userId, grantId });
  } catch {
    return null;
  }
}

function writeStoredDraft(draft: ApplicationDraft): void {
  try {
    localStorage.setItem(draftKey(draft.userId, draft.grantId), serializeDraft(draft));
  } catch {
    // Storage full or unavailable: the answers stay in the running wizard.
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
    submitApplication: fromPromise(({ input }) => createGrantApplication(input)),
    saveAnswers: fromPromise(({ input }) => updateMe({ savedAnswers: input.savedAnswers })),
  },
  actions: {
    saveDraft: (_, params) => writeStoredDraft(params.draft),
    clearDraft: (_, params) => removeStoredDraft(params.userId, params.grantId),
  },
});

export const loadLibraryDocuments = listLibraryDocuments;
