import type { BudgetAnswers } from '../../domain/application';
import { parseDraft } from '../../domain/application-draft';
import { draftKey } from '../../domain/draft-key';

// The budget of the wizard's draft for a grant, as this browser keeps it (the grant details'
// checklist says whether it is complete, issue 48). Nothing of the wizard's code loads with it.

export async function readDraftBudget(
  userId: string,
  grantId: string,
): Promise<BudgetAnswers | null> {
  try {
    const draft = parseDraft(localStorage.getItem(draftKey(userId, grantId)), { userId, grantId });
    return draft?.answers.budget ?? null;
  } catch {
    return null;
  }
}
