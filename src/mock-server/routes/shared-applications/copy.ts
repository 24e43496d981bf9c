import type { SharedApplicationAnswers } from '../../../api/schema.gen';
import { answersOfSubmitted, copyOf } from '../../../domain/application-copy';
import { isUuid } from '../../../domain/safe-url';
import type { MockDatabase, UserRecord } from '../../db';
import { HttpError, assertValid, jsonBody, ok, requireUser, validationFailed } from '../../http';
import { defineHandlers } from '../../handlers';
import { createShared } from '../shared-applications';
import { requireRight } from './access';
import { applySave } from './draft';

// "Start a new application from this" (issue 60, part 3): one of the caller's applications,
// submitted or a draft, copied into a new draft for another grant (src/domain/application-copy.ts
// says what is copied and what is not). A server operation, so the live API and the demo copy
// alike and the new draft is on the server from its first answer.

const MESSAGES = {
  fromRequired: 'Application is required',
  grantRequired: 'Grant is required',
  grantNotFound: 'Grant not found',
  notFound: 'Application not found',
  draftExists: 'You already have a draft for this grant.',
} as const;

const idOf = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

/**
 * The answers of the application `id` names, when it is the caller's: a submitted application
 * (through its shared draft when it was written on one, which kept the budget and documents as
 * typed), or a shared application the caller owns (403 for another member). 404 otherwise.
 */
async function sourceAnswers(
  db: MockDatabase,
  user: UserRecord,
  id: string,
): Promise<{
  answers: SharedApplicationAnswers;
  notAsked: ReturnType<typeof answersOfSubmitted>['notAsked'];
}> {
  const submitted = await db.applications.get(id);
  if (submitted && submitted.userId === user.id) {
    const draft = submitted.draftId
      ? await db.sharedApplications.get(submitted.draftId)
      : undefined;
    if (draft && draft.ownerId === user.id) return { answers: draft.answers, notAsked: [] };
    return answersOfSubmitted(submitted);
  }
  const [shared, member] = await Promise.all([
    db.sharedApplications.get(id),
    db.sharedMembers.get([id, user.id]),
  ]);
  if (!shared || !member) throw new HttpError(404, MESSAGES.notFound);
  requireRight(member, 'copy');
  return { answers: shared.answers, notAsked: [] };
}

export const handlers = defineHandlers({
  async copyApplication(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    const from = idOf(body.from);
    const grantId = idOf(body.grantId);
    assertValid({
      from: isUuid(from) ? undefined : MESSAGES.fromRequired,
      grantId: isUuid(grantId) ? undefined : MESSAGES.grantRequired,
    });
    const source = await sourceAnswers(ctx.db, user, from);
    if (!(await ctx.db.grants.get(grantId)))
      throw validationFailed({ grantId: 'grantNotFound' }, MESSAGES.grantNotFound);
    const drafts = await ctx.db.sharedApplications
      .where('[ownerId+grantId]')
      .equals([user.id, grantId])
      .toArray();
    if (drafts.some((row) => row.state === 'draft')) throw new HttpError(409, MESSAGES.draftExists);

    const library = new Map(
      (await ctx.db.resources.where('userId').equals(user.id).toArray()).map((file) => [
        file.id.toLowerCase(),
        { fileName: file.fileName, size: file.size },
      ]),
    );
    const copy = copyOf(source.answers, (fileId) => library.get(fileId));
    const now = ctx.now();
    const membership = await createShared(ctx.db, user, grantId, now.toISOString());
    const application = await applySave(
      ctx.db,
      { ...membership, user },
      { baseVersion: 0, changes: copy.answers },
      now,
    );
    return ok({ application, notCopied: [...copy.notCopied, ...source.notAsked] }, 201);
  },
});
