import {
  type ApplicationAnswers,
  COMMISSION_RATE,
  budgetRangeValue,
  isLegacyBudget,
} from './application';
import { budgetBreakdownText, budgetTotals, centsToDollars, toLineItems } from './budget';
import type {
  ApplicationProjectStage,
  BudgetRange,
  GeographicalScope,
  GrantApplicationCreate,
  ProjectTimeline,
} from '../api/schema.gen';

// The body of POST /grant-applications (grants-side spec section 3), built from the wizard's
// answers.

/**
 * The contract's GrantApplicationCreate with every optional copy of the live API filled in; the
 * budget table's lines when the answers have them (a budget from before the table has none).
 */
export type ApplicationPayload = Required<
  Omit<GrantApplicationCreate, 'budgetLineItems' | 'draftId'>
> &
  Pick<GrantApplicationCreate, 'budgetLineItems' | 'draftId'>;

/**
 * Every answer trimmed, plus the live API's copies: detailedBudgedBreakdown (sic), projectDesc,
 * geoScope, projectValue (the numeric budget range), projectLocation, targetAudience joined with
 * commas, and userId and grantId. Call it with valid answers (the wizard validates each step).
 */
export function buildApplicationPayload(
  answers: ApplicationAnswers,
  ids: { userId: string; grantId: string; draftId?: string },
): ApplicationPayload {
  const { contact, project, budget, documents, scope, final } = answers;
  const budgetRange = budgetRangeValue(scope.budgetRange) as BudgetRange;
  const geographicalScope = scope.geographicalScope as GeographicalScope;
  const table = !isLegacyBudget(budget);
  const totals = budgetTotals(budget.lines);
  // With the table, the totals and the breakdown are the lines'; before it, as typed.
  const breakdown = table
    ? budgetBreakdownText(budget.lines)
    : budget.detailedBudgetBreakdown.trim();
  const description = budget.projectDescription.trim();
  const location = contact.location.trim();
  return {
    userId: ids.userId,
    grantId: ids.grantId,
    // The server's draft it submits (its log says so, its members see it submitted).
    ...(ids.draftId ? { draftId: ids.draftId } : {}),
    fullName: contact.fullName.trim(),
    email: contact.email.trim(),
    phoneNumber: contact.phoneNumber.trim(),
    location,
    projectTitle: project.projectTitle.trim(),
    projectStartDate: project.projectStartDate.trim(),
    projectEndDate: project.projectEndDate.trim(),
    projectSummary: project.projectSummary.trim(),
    objective: project.objective.trim(),
    totalProjectBudget: table
      ? centsToDollars(totals.total)
      : Number(budget.totalProjectBudget.trim()),
    requestedFundingAmount: table
      ? centsToDollars(totals.requested)
      : Number(budget.requestedFundingAmount.trim()),
    detailedBudgetBreakdown: breakdown,
    detailedBudgedBreakdown: breakdown,
    costSharing: budget.costSharing.trim(),
    problemStatement: budget.problemStatement.trim(),
    projectDescription: description,
    projectDesc: description,
    methodology: budget.methodology.trim(),
    resumes: documents.resumes?.url ?? '',
    lettersCommitment: documents.lettersCommitment?.url ?? '',
    organizationalChart: documents.organizationalChart?.url ?? '',
    auditedStatement: documents.auditedStatement?.url ?? '',
    geographicalScope,
    geoScope: geographicalScope,
    budgetRange,
    projectValue: budgetRange,
    timeline: scope.timeline as ProjectTimeline,
    projectLocation: location,
    targetAudience: final.targetAudience.join(','),
    stage: final.stage as ApplicationProjectStage,
    primaryFocus: final.primaryFocus.trim(),
    specificReq: final.specificReq.trim(),
    commissionAcknowledged: true,
    commissionRate: COMMISSION_RATE,
    ...(table ? { budgetLineItems: toLineItems(budget.lines) } : {}),
  };
}
