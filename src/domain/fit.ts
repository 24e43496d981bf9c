import { formatUsd } from './format';
import type { FitProfile } from './fit-profile';
import { organizationTypeLabel } from './grant';
import type { Grant } from '../api/schema.gen';

// How well a grant fits the signed-in user: each rule compares one thing the user told us (the
// company profile, earlier applications) with the grant, and says why in words. A rule the user
// has given us nothing for says nothing, and without a company profile no rule is asked.

/** A rule's finding: met, partly met (worth a look), or a bar the grant sets and the user misses. */
export type FitOutcome = 'met' | 'partial' | 'unmet';

export interface FitReason {
  rule: 'organizationType' | 'sector' | 'funding';
  outcome: FitOutcome;
  text: string;
}

export type FitVerdict = 'good' | 'partial' | 'not-eligible';

export interface GrantFit {
  /** Null when the profile gives no rule anything to compare: no badge, no reasons. */
  verdict: FitVerdict | null;
  reasons: readonly FitReason[];
}

export const FIT_LABELS: Record<FitVerdict, string> = {
  good: 'Good fit',
  partial: 'Partial fit',
  'not-eligible': 'Not eligible',
};

export const FIT_MESSAGES = {
  completeProfile:
    'Complete your company profile to see which grants fit you: top picks then come in order of fit, with the reasons.',
  completeProfileAction: 'Complete company profile',
  eligibleOnly: 'Only grants I am eligible for',
  noEligible: 'No grant matches your profile yet. Show every grant to see the partial fits.',
} as const;

/** True when the user has a company profile (the prompt to complete it shows otherwise). */
export const hasCompanyProfile = (profile: FitProfile): boolean => profile.industry !== null;

/**
 * True when fit can be judged: only with a company profile. Earlier asks alone would call a
 * grant a good fit on its money alone, under a prompt saying fit needs the profile.
 */
export const hasFitProfile = hasCompanyProfile;

function organizationTypeRule(grant: Grant, profile: FitProfile): FitReason | null {
  if (!profile.organizationType) return null;
  const yours = organizationTypeLabel(profile.organizationType);
  if (profile.organizationType === grant.organizationType)
    return {
      rule: 'organizationType',
      outcome: 'met',
      text: `Your organisation type, ${yours}, is eligible`,
    };
  return {
    rule: 'organizationType',
    outcome: 'unmet',
    text: `This grant is for ${organizationTypeLabel(grant.organizationType)} organisations; yours is ${yours}`,
  };
}

/** A word without its common endings, so 'Manufacturing' meets 'manufacturers'. */
function stem(word: string): string {
  for (const ending of ['ing', 'ers', 'er', 'es', 'al', 'ed', 's', 'e']) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !['and', 'the', 'for'].includes(word))
    .map(stem);

function sectorRule(grant: Grant, profile: FitProfile): FitReason | null {
  const industry = profile.industry?.trim();
  if (!industry) return null;
  const theirs = new Set(words(`${grant.sector} ${grant.sectorFocus}`));
  const matches = words(industry).some((word) => theirs.has(word));
  return matches
    ? {
        rule: 'sector',
        outcome: 'met',
        text: `Your industry, ${industry}, matches the grant's sector, ${grant.sector} (${grant.sectorFocus})`,
      }
    : {
        rule: 'sector',
        outcome: 'partial',
        text: `Your industry, ${industry}, is outside the grant's sector, ${grant.sector}`,
      };
}

function fundingRule(grant: Grant, profile: FitProfile): FitReason | null {
  if (profile.requestedAmounts.length === 0) return null;
  const largest = Math.max(...profile.requestedAmounts);
  return grant.fundingSize >= largest
    ? {
        rule: 'funding',
        outcome: 'met',
        text: `Its funding, ${formatUsd(grant.fundingSize)}, covers the ${formatUsd(largest)} you have asked for before`,
      }
    : {
        rule: 'funding',
        outcome: 'partial',
        text: `Its funding, ${formatUsd(grant.fundingSize)}, is less than the ${formatUsd(largest)} you have asked for before`,
      };
}

/** The grant's fit for this profile: a verdict and the reasons behind it. */
export function grantFit(grant: Grant, profile: FitProfile): GrantFit {
  if (!hasFitProfile(profile)) return { verdict: null, reasons: [] };
  const reasons = [organizationTypeRule, sectorRule, fundingRule]
    .map((rule) => rule(grant, profile))
    .filter((reason): reason is FitReason => reason !== null);
  if (reasons.length === 0) return { verdict: null, reasons };
  const verdict: FitVerdict = reasons.some((reason) => reason.outcome === 'unmet')
    ? 'not-eligible'
    : reasons.every((reason) => reason.outcome === 'met')
      ? 'good'
      : 'partial';
  return { verdict, reasons };
}

const VERDICT_ORDER: Record<FitVerdict, number> = { good: 0, partial: 1, 'not-eligible': 2 };

/**
 * Top picks for this profile: by fit (good, partial, not eligible), then by deadline, the nearest
 * open one first and passed ones last. Without a profile, the list as it came.
 */
export function rankByFit(
  grants: readonly Grant[],
  profile: FitProfile,
  today: string,
): { grant: Grant; fit: GrantFit }[] {
  const fitted = grants.map((grant) => ({ grant, fit: grantFit(grant, profile) }));
  if (!hasFitProfile(profile)) return fitted;
  const deadlineKey = (grant: Grant) => `${grant.deadline < today ? 1 : 0}${grant.deadline}`;
  return [...fitted].sort(
    (a, b) =>
      VERDICT_ORDER[a.fit.verdict ?? 'partial'] - VERDICT_ORDER[b.fit.verdict ?? 'partial'] ||
      deadlineKey(a.grant).localeCompare(deadlineKey(b.grant)),
  );
}

/** Whether the grant passes the eligible-only filter: no bar of the grant is missed. */
export const isEligible = (fit: GrantFit): boolean => fit.verdict !== 'not-eligible';

/** What the rules need from the company profile and the user's earlier applications. */
export function fitProfileOf(
  company: { industry: string; organizationType?: string | null } | null,
  applications: readonly { requestedFundingAmount: number | string }[],
): FitProfile {
  return {
    organizationType: company?.organizationType ?? null,
    industry: company?.industry ?? null,
    requestedAmounts: applications
      .map((application) => Number(application.requestedFundingAmount))
      .filter((amount) => Number.isFinite(amount) && amount > 0),
  };
}
