import type { BudgetAnswers } from '../../domain/application';
import { draftOfferOf } from '../../domain/draft-sync';
import { type DraftReads, readServerDraft } from './server-draft';

// The budget of the caller's draft for a grant, on the server with what this browser has not sent
// yet (the grant details' checklist says whether it is complete, issue 48). Nothing of the
// wizard's code loads with it.

export async function readDraftBudget(
  reads: DraftReads,
  userId: string,
  grantId: string,
): Promise<BudgetAnswers | null> {
  try {
    const { server, stored } = await readServerDraft(reads, userId, grantId);
    return draftOfferOf(server, stored, { userId, grantId })?.answers.budget ?? null;
  } catch {
    return null;
  }
}
