import { grantFit, isEligible } from './fit';
import type { FitProfile } from './fit-profile';
import { matchesGrantSearch } from './grant-format';
import type { Grant, SavedSearch, SavedSearchAlerts, SavedSearchFilters } from '../api/schema.gen';

// Saved searches (issue 47): top picks' filters under a name. One rule says whether a grant
// matches a set of filters; the embedded backend counts new matches and raises the bell's alerts
// with it, and top picks filters its list with it, so the two cannot disagree.

/** A user keeps at most this many saved searches (the 21st is refused). */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
export const CLOSING_WITHIN_MAX_DAYS = 365;
/** Alerts of a new saved search when the user chooses none. */
export const DEFAULT_ALERTS: SavedSearchAlerts = 'instant';
const DAY_MS = 24 * 60 * 60 * 1000;

export const ALERT_CHOICES: readonly SavedSearchAlerts[] = ['off', 'instant', 'daily', 'weekly'];

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Name is required',
  filtersInvalid: 'Filters must be an object with q, sector, saved and eligible',
  alertsInvalid: 'Alerts must be off, instant, daily or weekly',
  closingWithinInvalid: 'Closing within must be a whole number of days from 1 to 365',
  nothingToChange: 'Nothing to change',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

/** What the rule knows of the user besides the grant: saved grants, fit profile, today. */
export interface MatchContext {
  savedGrantIds: ReadonlySet<string>;
  profile: FitProfile;
  /** Today, YYYY-MM-DD (the closing window counts from it). */
  today: string;
}

/** The filters and, for a saved search, its closing window. */
export type GrantFilters = SavedSearchFilters & { closingWithinDays?: number | null };

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a grant meets every filter given: the keyword (each word in its texts), the sector,
 * saved by the user, eligible by the fit rules, and closing within the window (today included,
 * a passed deadline never). No filter: every grant.
 */
export function matchesFilters(
  grant: Grant,
  filters: GrantFilters,
  context: MatchContext,
): boolean {
  if (filters.q && !matchesGrantSearch(grant, filters.q)) return false;
  if (filters.sector?.trim() && !same(grant.sector, filters.sector)) return false;
  if (filters.saved && !context.savedGrantIds.has(grant.id)) return false;
  if (filters.eligible && !isEligible(grantFit(grant, context.profile))) return false;
  if (typeof filters.closingWithinDays === 'number') {
    const days = daysBetween(context.today, grant.deadline);
    if (days < 0 || days > filters.closingWithinDays) return false;
  }
  return true;
}

/** The filters a saved search matches by (its closing window included). */
export const filtersOf = (
  search: Pick<SavedSearch, 'filters' | 'closingWithinDays'>,
): GrantFilters => ({ ...search.filters, closingWithinDays: search.closingWithinDays });

/** The grants new for a saved search: matching, and appeared after it was last seen. */
export function newMatches(
  grants: readonly Grant[],
  search: Pick<SavedSearch, 'filters' | 'closingWithinDays' | 'lastSeenAt'>,
  context: MatchContext,
): Grant[] {
  const filters = filtersOf(search);
  return grants.filter(
    (grant) => grant.createdAt > search.lastSeenAt && matchesFilters(grant, filters, context),
  );
}

/** The filters without empty values, as they are stored and put in a URL. */
export function normalizeFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const q = filters.q?.trim();
  const sector = filters.sector?.trim();
  return {
    ...(q ? { q } : {}),
    ...(sector ? { sector } : {}),
    ...(filters.saved ? { saved: true } : {}),
    ...(filters.eligible ? { eligible: true } : {}),
  };
}

/** Top picks' search params for a saved search: its filters and its id. */
export interface SavedSearchParams {
  q?: string;
  sector?: string;
  saved?: true;
  eligible?: true;
  savedSearch: string;
}

/** Where a saved search opens: top picks with its filters and its id (its alert links here). */
export function savedSearchLink(
  id: string,
  filters: SavedSearchFilters,
): { to: '/opportunities'; search: SavedSearchParams } {
  const { q, sector, saved, eligible } = normalizeFilters(filters);
  return {
    to: '/opportunities',
    search: {
      ...(q ? { q } : {}),
      ...(sector ? { sector } : {}),
      ...(saved ? { saved: true as const } : {}),
      ...(eligible ? { eligible: true as const } : {}),
      savedSearch: id,
    },
  };
}

/** What the bell says of a saved search's new matches: "2 new grants match Food security in Texas". */
export const newMatchesText = (count: number, name: string): string =>
  `${count} new ${count === 1 ? 'grant matches' : 'grants match'} ${name}`;

/** One alert of a saved search: the new matches one notification groups, and when it arose. */
export interface SavedSearchAlert {
  /** What tells this alert from the search's others (the digest's period, or the newest match). */
  key: string;
  count: number;
  /** When the alert arose: the newest match (instant) or the end of the digest's period. */
  at: string;
  /** The newest match's day (instant) or the digest's last day, YYYY-MM-DD. */
  date: string;
}

/** The UTC day a period starts on: the day itself (daily), or its week's Monday (weekly). */
function periodStart(createdAt: string, alerts: 'daily' | 'weekly'): Date {
  const day = new Date(`${createdAt.slice(0, 10)}T00:00:00Z`);
  if (alerts === 'weekly') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

/**
 * The bell's alerts of a saved search for its new matches (`createdAt` of each): none when off;
 * instant, one grouping them all; daily and weekly, one per day or week (UTC, weeks from Monday)
 * whose digest has gone out (the period has ended by `now`), as an email digest would hold them.
 */
export function savedSearchAlerts(
  alerts: SavedSearchAlerts,
  matches: readonly { createdAt: string }[],
  now: Date,
): SavedSearchAlert[] {
  if (alerts === 'off' || matches.length === 0) return [];
  if (alerts === 'instant') {
    const newest = matches.reduce((a, b) => (b.createdAt > a ? b.createdAt : a), '');
    return [{ key: newest, count: matches.length, at: newest, date: newest.slice(0, 10) }];
  }
  const periods = new Map<number, number>();
  for (const match of matches) {
    const start = periodStart(match.createdAt, alerts).getTime();
    periods.set(start, (periods.get(start) ?? 0) + 1);
  }
  const length = (alerts === 'daily' ? 1 : 7) * DAY_MS;
  return [...periods]
    .filter(([start]) => start + length <= now.getTime())
    .sort(([a], [b]) => b - a)
    .map(([start, count]) => {
      const first = new Date(start).toISOString().slice(0, 10);
      return {
        key: `${alerts}-${first}`,
        count,
        at: new Date(start + length).toISOString(),
        date: new Date(start + length - DAY_MS).toISOString().slice(0, 10),
      };
    });
}
