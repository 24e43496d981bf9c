import { type ApplicationPayload } from './application-payload';
import { budgetRangeLabel, commissionOf } from './application';
import { formatUsd, formatUsdWithCents } from './format';

// The AI-assisted step: a first application narrative assembled from the wizard's answers and
// the grant. The embedded backend produces it; a live backend may use a language model instead.

export interface NarrativeGrant {
  title: string;
  sector?: string | null;
  motive?: string | null;
}

export function generateApplicationNarrative(
  payload: ApplicationPayload,
  grant: NarrativeGrant,
): string {
  const audience = payload.targetAudience.split(',').join(', ');
  const range =
    typeof payload.budgetRange === 'number'
      ? budgetRangeLabel(String(payload.budgetRange))
      : payload.budgetRange;
  const lines = [
    `Project narrative — ${payload.projectTitle}.`,
    '',
    `${payload.fullName} (${payload.location}) requests ${formatUsd(payload.requestedFundingAmount)} ` +
      `from the ${grant.title} towards a total project budget of ${formatUsd(payload.totalProjectBudget)}.`,
    '',
    `The need. ${payload.problemStatement}`,
    '',
    `The project. ${payload.projectSummary} ${payload.projectDescription}`,
    '',
    `Objective. ${payload.objective} The project runs from ${payload.projectStartDate} to ` +
      `${payload.projectEndDate}, is at the ${payload.stage} stage, and serves ${audience} ` +
      `at a ${payload.geographicalScope.toLowerCase()} scale (${payload.timeline}, budget range ${range}).`,
    '',
    `Approach. ${payload.methodology}`,
    '',
    `Budget. ${payload.detailedBudgetBreakdown} Cost sharing: ${payload.costSharing}`,
    '',
    `Focus and requirements. ${payload.primaryFocus}. ${payload.specificReq}`,
  ];
  if (grant.motive) {
    lines.push('', `Fit with the grant. The ${grant.title} aims to: ${grant.motive}`);
  }
  lines.push(
    '',
    `Commission. A 20% commission of ${formatUsdWithCents(commissionOf(payload.requestedFundingAmount))} ` +
      'applies to the requested amount (account type Company).',
  );
  return lines.join('\n');
}
