// What the fit rules (fit.ts) know of the user, apart from the rules themselves: routes fall back
// to the empty profile when it cannot be read, and with the rules they would carry them (and the
// grant's wording) into the entry.

/** What the rules know of the user. */
export interface FitProfile {
  /** The company profile's organisation type, when recorded. */
  organizationType: string | null;
  /** The company profile's industry, when there is a profile. */
  industry: string | null;
  /** The funding amounts requested in earlier applications (dollars). */
  requestedAmounts: readonly number[];
}

export const EMPTY_FIT_PROFILE: FitProfile = {
  organizationType: null,
  industry: null,
  requestedAmounts: [],
};

/** Earlier applications the funding rule looks at: the newest ones. */
export const FIT_APPLICATIONS = 20;
