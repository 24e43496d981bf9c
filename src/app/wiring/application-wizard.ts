import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { DRAFT_NOT_SAVED_MESSAGE } from '../../domain/application-draft';
import { hasChanges } from '../../domain/answer-changes';
import { type WizardOpening, draftOfferOf, draftStartOf } from '../../domain/draft-sync';
import { notify } from '../../lib/notify';
import { readAfresh, runWrite } from '../../lib/server-data';
import { applicationWizardMachine } from '../../machines/application-wizard.machine';
import { type UnsentRecord, draftSyncMachine } from '../../machines/draft-sync.machine';
import { type ServerData, keys } from './queries';
import { draftReadsOf, readServerDraft, unsentKey, writeUnsent } from './server-draft';

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

/** The autosave, saving through the router context's write (the first save opens the draft). */
export const draftSyncLogic = ({ writes, client }: ServerData) =>
  draftSyncMachine.provide({
    actors: {
      saveDraft: fromPromise(({ input }) =>
        runWrite(client, writes.saveDraft, {
          grantId: input.grantId,
          draftId: input.draftId,
          save: { baseVersion: input.baseVersion, changes: input.changes, step: input.step },
        }),
      ),
    },
    actions: {
      keepUnsent: (_, params) => keepUnsent(params),
    },
  });

/** The wizard, reading and writing through the router context's server data. */
export const applicationWizardLogic = (server: ServerData) => {
  const { queries, writes, client } = server;
  return applicationWizardMachine.provide({
    actors: {
      uploadDocument: fromPromise(async ({ input }) => {
        const uploaded = await runWrite(client, writes.uploadGrantDocument, input.file);
        return { url: uploaded.url };
      }),
      loadLibrary: fromPromise(() => readAfresh(client, queries.libraryDocuments())),
      submitApplication: fromPromise(({ input }) =>
        runWrite(client, writes.submitApplication, input),
      ),
      saveAnswers: fromPromise(({ input }) =>
        runWrite(client, writes.updateMe, { savedAnswers: input.savedAnswers }),
      ),
      autosave: draftSyncLogic(server),
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
};

/** The wizard's opening read: always afresh (another device may have written since). */
export const openingQueryOf =
  (data: ServerData) => (userId: string, grantId: string, draftId: string | undefined) =>
    queryOptions({
      queryKey: keys.wizardDraft(userId, grantId, draftId ?? null),
      queryFn: async (): Promise<WizardOpening> => {
        const { server, stored } = await readServerDraft(
          draftReadsOf(data),
          userId,
          grantId,
          draftId,
        );
        return {
          draft: draftOfferOf(server, stored, { userId, grantId }),
          start: draftStartOf(server, stored),
        };
      },
      staleTime: 0,
      gcTime: 0,
    });

/** What the wizard's route hands its screen: the wired machine and the opening read. */
export const wizard = (server: ServerData) => ({
  logic: applicationWizardLogic(server),
  openingQuery: openingQueryOf(server),
});
