import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  createGrantApplication,
  listLibraryDocuments,
  uploadGrantDocument,
} from '../../api/applications';
import { updateMe } from '../../api/auth';
import { openSharedApplication, saveSharedApplication } from '../../api/shared-applications';
import { DRAFT_NOT_SAVED_MESSAGE } from '../../domain/application-draft';
import {
  type WizardOpening,
  draftOfferOf,
  draftStartOf,
  hasChanges,
} from '../../domain/draft-sync';
import { notify } from '../../lib/notify';
import { applicationWizardMachine } from '../../machines/application-wizard.machine';
import { type UnsentRecord, draftSyncMachine } from '../../machines/draft-sync.machine';
import { queryClient } from '../query-client';
import { changed, keys } from './queries';
import { readServerDraft, unsentKey, writeUnsent } from './server-draft';

// The wizard's draft lives on the server (issue 60): the autosave saves it there; this browser
// keeps only what has not been sent yet, one key per user and draft (server-draft.ts).

// Said once per failing stretch, not at every keystroke; a later write that works starts again.
let keepFailing = false;

/**
 * Keeps what has not been sent in this browser (nothing unsent: forgets it); when the browser
 * refuses (storage full or blocked), says so once.
 */
export function keepUnsent(params: UnsentRecord): void {
  const key = unsentKey(params.userId, params.grantId, { id: params.draftId, role: params.role });
  const kept = writeUnsent(
    key,
    hasChanges(params.changes)
      ? {
          version: 2,
          userId: params.userId,
          grantId: params.grantId,
          draftId: params.draftId,
          baseVersion: params.baseVersion,
          step: params.step,
          changes: params.changes,
          savedAt: new Date().toISOString(),
        }
      : null,
  );
  // The answers stay in the running wizard and on their way to the server.
  if (!kept && !keepFailing) notify.error(DRAFT_NOT_SAVED_MESSAGE);
  keepFailing = !kept;
}

/** The autosave wired to the API: the first save of a new draft creates it. */
export const draftSyncLogic = draftSyncMachine.provide({
  actors: {
    saveDraft: fromPromise(async ({ input }) => {
      const id = input.draftId ?? (await openSharedApplication(input.grantId)).id;
      const saved = await saveSharedApplication(id, {
        baseVersion: input.baseVersion,
        changes: input.changes,
        step: input.step,
      });
      queryClient.setQueryData(keys.sharedApplication(id), saved);
      // The dashboard's drafts show the last activity; the bell reminds of a draft's deadline.
      if (hasChanges(input.changes)) void changed(queryClient, keys.sharedApplications);
      return saved;
    }),
  },
  actions: {
    keepUnsent: (_, params) => keepUnsent(params),
  },
});

export const applicationWizardLogic = applicationWizardMachine.provide({
  actors: {
    uploadDocument: fromPromise(async ({ input }) => {
      const uploaded = await uploadGrantDocument(input.file);
      return { url: uploaded.url };
    }),
    loadLibrary: fromPromise(() => listLibraryDocuments()),
    // A submission changes the dashboard's pages and counts, the fit rules' earlier applications,
    // the bell (a submitted application is news) and the caller's drafts: each is read again.
    submitApplication: fromPromise(async ({ input }) => {
      const application = await createGrantApplication(input);
      void changed(
        queryClient,
        keys.applications,
        keys.fitProfile,
        keys.notifications,
        keys.sharedApplications,
      );
      return application;
    }),
    saveAnswers: fromPromise(({ input }) => updateMe({ savedAnswers: input.savedAnswers })),
    autosave: draftSyncLogic,
  },
  actions: {
    // Starting over or submitting: what this browser kept unsent of the draft goes.
    clearDraft: ({ context }) => {
      writeUnsent(
        unsentKey(context.userId, context.grantId, { id: context.draftId, role: context.role }),
        null,
      );
    },
  },
});

/** The wizard's opening read: always afresh (another device may have written since). */
export const openingQuery = (userId: string, grantId: string, draftId: string | undefined) =>
  queryOptions({
    queryKey: keys.wizardDraft(userId, grantId, draftId ?? null),
    queryFn: async (): Promise<WizardOpening> => {
      const { server, stored } = await readServerDraft(userId, grantId, draftId);
      return {
        draft: draftOfferOf(server, stored, { userId, grantId }),
        start: draftStartOf(server, stored),
      };
    },
    staleTime: 0,
    gcTime: 0,
  });

/** What the wizard's route hands its screen: the wired machine and the opening read. */
export const wizard = {
  logic: applicationWizardLogic,
  openingQuery,
};
