import { Dexie } from 'dexie';
import type { Notification, SavedSearch, SavedSearchFilters } from '../../api/schema.gen';
import { fitProfileOf } from '../../domain/fit';
import { EMPTY_FIT_PROFILE, FIT_APPLICATIONS, type FitProfile } from '../../domain/fit-profile';
import { TOO_LONG, TOO_LONG_MESSAGE } from '../../domain/limits';
import { notificationId } from '../../domain/notifications';
import {
  ALERT_CHOICES,
  CLOSING_WITHIN_MAX_DAYS,
  DEFAULT_ALERTS,
  MAX_SAVED_SEARCHES,
  type MatchContext,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  newMatches,
  normalizeFilters,
  savedSearchAlerts,
} from '../../domain/saved-searches';
import type { GrantRecord, MockDatabase, SavedSearchRecord } from '../db';
import {
  type HandlerContext,
  HttpError,
  assertValid,
  assertWithinLimits,
  findOwned,
  jsonBody,
  newId,
  noContent,
  ok,
  requireUser,
  textLength,
  validationFailed,
} from '../http';
import { defineHandlers } from '../handlers';
import { toGrant } from './grants';

// Saved searches (issue 47): top picks' filters under a name. Only the search is stored; how
// many grants are new for it, and the bell's alerts, are worked out from the grants each time
// they are asked for, by the match rule of src/domain/saved-searches.ts.

const FILTER_KEYS = new Set(['q', 'sector', 'saved', 'eligible']);
const FILTER_TEXT_MAX = 200;

/** The caller's searches, newest first. */
const searchesOf = (db: MockDatabase, userId: string) =>
  db.savedSearches
    .where('[userId+createdAt]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse()
    .toArray();

/** What the fit rules know of the user: the company profile and the latest applications. */
async function fitProfile(db: MockDatabase, userId: string): Promise<FitProfile> {
  const [company, applications] = await Promise.all([
    db.companies.where('userId').equals(userId).first(),
    db.applications
      .where('[userId+created_at]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .reverse()
      .limit(FIT_APPLICATIONS)
      .toArray(),
  ]);
  return company ? fitProfileOf(company, applications) : EMPTY_FIT_PROFILE;
}

/**
 * What the rule needs of the user besides the grant, read only as far as the searches need it
 * (the fit profile only for an eligible filter).
 */
export async function matchContextOf(
  db: MockDatabase,
  userId: string,
  searches: readonly Pick<SavedSearchRecord, 'filters'>[],
  now: Date,
): Promise<MatchContext> {
  const needs = (key: 'saved' | 'eligible') => searches.some((search) => search.filters[key]);
  const saved = needs('saved') ? await db.savedGrants.where('userId').equals(userId).toArray() : [];
  return {
    savedGrantIds: new Set(saved.map((row) => row.grantId)),
    profile: needs('eligible') ? await fitProfile(db, userId) : EMPTY_FIT_PROFILE,
    today: now.toISOString().slice(0, 10),
  };
}

/** The grants that appeared after the earliest `lastSeenAt` of these searches. */
async function grantsSince(
  db: MockDatabase,
  searches: readonly SavedSearchRecord[],
): Promise<GrantRecord[]> {
  if (searches.length === 0) return [];
  const since = searches.reduce(
    (earliest, search) => (search.lastSeenAt < earliest ? search.lastSeenAt : earliest),
    searches[0]!.lastSeenAt,
  );
  return db.grants.where('createdAt').above(since).toArray();
}

/** Each search with the grants new for it. */
async function withNewMatches(
  db: MockDatabase,
  userId: string,
  searches: SavedSearchRecord[],
  now: Date,
) {
  const [grants, context] = await Promise.all([
    grantsSince(db, searches),
    matchContextOf(db, userId, searches, now),
  ]);
  const catalogue = grants.map(toGrant);
  return searches.map((search) => ({ search, matches: newMatches(catalogue, search, context) }));
}

function toSavedSearch(record: SavedSearchRecord, newCount: number): SavedSearch {
  const { userId: _userId, ...search } = record;
  return { ...search, newCount };
}

async function answerOne(ctx: HandlerContext, record: SavedSearchRecord) {
  const counted = await withNewMatches(ctx.db, record.userId, [record], ctx.now());
  return toSavedSearch(record, counted[0]?.matches.length ?? 0);
}

/**
 * The bell's notifications of the user's saved searches: per search, by its alerts, the new
 * matches grouped as one alert (instant) or as a digest would hold them (daily, weekly).
 */
export async function savedSearchNotifications(
  db: MockDatabase,
  userId: string,
  now: Date,
): Promise<Omit<Notification, 'read'>[]> {
  const searches = (await searchesOf(db, userId)).filter((search) => search.alerts !== 'off');
  const found: Omit<Notification, 'read'>[] = [];
  for (const { search, matches } of await withNewMatches(db, userId, searches, now)) {
    for (const alert of savedSearchAlerts(search.alerts, matches, now)) {
      found.push({
        id: notificationId('savedSearchMatches', search.id, alert.key),
        kind: 'savedSearchMatches',
        subjectId: search.id,
        subjectName: search.name,
        count: alert.count,
        filters: search.filters,
        date: alert.date,
        at: alert.at,
      });
    }
  }
  return found;
}

/** The caller's saved search the path names (404 for another user's or none). */
async function ownedSearch(ctx: HandlerContext): Promise<SavedSearchRecord> {
  const user = await requireUser(ctx);
  return findOwned(ctx.db.savedSearches, ctx.request.params.id, user.id, 'Saved search');
}

// ─── Validation ───

function nameOf(body: Record<string, unknown>): string | undefined {
  const name = body.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

/** The filters as stored, or undefined when they break the contract. */
function filtersOf(raw: unknown): SavedSearchFilters | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const filters = raw as Record<string, unknown>;
  if (!Object.keys(filters).every((key) => FILTER_KEYS.has(key))) return undefined;
  const { q, sector, saved, eligible } = filters;
  const text = (value: unknown) => value === undefined || typeof value === 'string';
  const flag = (value: unknown) => value === undefined || typeof value === 'boolean';
  if (!text(q) || !text(sector) || !flag(saved) || !flag(eligible)) return undefined;
  return normalizeFilters(filters as SavedSearchFilters);
}

/** The filters' texts past their limit: a 422 naming the filters `tooLong`. */
function assertFiltersWithinLimits(raw: unknown): void {
  if (raw === null || typeof raw !== 'object') return;
  const filters = raw as Record<string, unknown>;
  const tooLong = ['q', 'sector'].some((key) => {
    const value = filters[key];
    return typeof value === 'string' && textLength(value) > FILTER_TEXT_MAX;
  });
  if (tooLong) throw validationFailed({ filters: TOO_LONG }, TOO_LONG_MESSAGE);
}

const isAlerts = (value: unknown): value is SavedSearch['alerts'] =>
  ALERT_CHOICES.includes(value as SavedSearch['alerts']);

const isClosingWithin = (value: unknown): value is number | null =>
  value === null ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= CLOSING_WITHIN_MAX_DAYS);

const alertsError = (value: unknown) =>
  value === undefined || isAlerts(value) ? undefined : SAVED_SEARCH_MESSAGES.alertsInvalid;

const closingWithinError = (value: unknown) =>
  value === undefined || isClosingWithin(value)
    ? undefined
    : SAVED_SEARCH_MESSAGES.closingWithinInvalid;

export const handlers = defineHandlers({
  async listSavedSearches(ctx) {
    const user = await requireUser(ctx);
    const searches = await searchesOf(ctx.db, user.id);
    const counted = await withNewMatches(ctx.db, user.id, searches, ctx.now());
    return ok(counted.map(({ search, matches }) => toSavedSearch(search, matches.length)));
  },
  async createSavedSearch(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    assertWithinLimits(body, { name: SAVED_SEARCH_NAME_MAX });
    assertFiltersWithinLimits(body.filters);
    const name = nameOf(body);
    const filters = filtersOf(body.filters);
    assertValid({
      name: name ? undefined : SAVED_SEARCH_MESSAGES.nameRequired,
      filters: filters ? undefined : SAVED_SEARCH_MESSAGES.filtersInvalid,
      alerts: alertsError(body.alerts),
      closingWithinDays: closingWithinError(body.closingWithinDays),
    });
    const count = await ctx.db.savedSearches.where('userId').equals(user.id).count();
    if (count >= MAX_SAVED_SEARCHES) throw new HttpError(409, SAVED_SEARCH_MESSAGES.tooMany);
    const now = ctx.now().toISOString();
    const record: SavedSearchRecord = {
      id: newId(),
      userId: user.id,
      name: name!,
      filters: filters!,
      alerts: isAlerts(body.alerts) ? body.alerts : DEFAULT_ALERTS,
      closingWithinDays: isClosingWithin(body.closingWithinDays) ? body.closingWithinDays : null,
      // What matches already counts as seen: only what appears from now on is new.
      lastSeenAt: now,
      createdAt: now,
    };
    await ctx.db.savedSearches.add(record);
    return ok(toSavedSearch(record, 0), 201);
  },
  async updateSavedSearch(ctx) {
    const record = await ownedSearch(ctx);
    const body = jsonBody(ctx);
    assertWithinLimits(body, { name: SAVED_SEARCH_NAME_MAX });
    // Any other field (filters included) is refused before the handler (request-gate.ts).
    const changeable = ['name', 'alerts', 'closingWithinDays'];
    if (!changeable.some((key) => key in body))
      throw validationFailed({ body: SAVED_SEARCH_MESSAGES.nothingToChange });
    const name = nameOf(body);
    assertValid({
      name: 'name' in body && !name ? SAVED_SEARCH_MESSAGES.nameRequired : undefined,
      alerts: alertsError(body.alerts),
      closingWithinDays: closingWithinError(body.closingWithinDays),
    });
    const next: SavedSearchRecord = {
      ...record,
      ...(name ? { name } : {}),
      ...(isAlerts(body.alerts) ? { alerts: body.alerts } : {}),
      ...('closingWithinDays' in body && isClosingWithin(body.closingWithinDays)
        ? { closingWithinDays: body.closingWithinDays }
        : {}),
    };
    await ctx.db.savedSearches.put(next);
    return ok(await answerOne(ctx, next));
  },
  async deleteSavedSearch(ctx) {
    const record = await ownedSearch(ctx);
    await ctx.db.savedSearches.delete(record.id);
    return noContent();
  },
  async markSavedSearchSeen(ctx) {
    const record = await ownedSearch(ctx);
    const seen: SavedSearchRecord = { ...record, lastSeenAt: ctx.now().toISOString() };
    await ctx.db.savedSearches.put(seen);
    return ok(toSavedSearch(seen, 0));
  },
});
