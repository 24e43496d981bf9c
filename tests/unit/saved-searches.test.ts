// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grant, Notification } from '../../src/api/schema.gen';
import { grantFit, isEligible } from '../../src/domain/fit';
import { EMPTY_FIT_PROFILE, type FitProfile } from '../../src/domain/fit-profile';
import { matchesGrantSearch } from '../../src/domain/grant-format';
import { notificationTarget, notificationText } from '../../src/domain/notifications';
import {
  type MatchContext,
  matchesFilters,
  newMatches,
  newMatchesText,
  normalizeFilters,
  savedSearchAlerts,
  savedSearchLink,
} from '../../src/domain/saved-searches';

// The saved searches' match rule (issue 47): what a grant must meet, what is new, how the bell
// groups it, and its words and link. The server and top picks both filter by `matchesFilters`;
// tests/mock-server/saved-searches.test.ts proves they agree through the real reads.

const grant = (overrides: Partial<Grant> = {}): Grant => ({
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  title: 'Community Food Resilience Grant',
  sector: 'Agriculture',
  sectorFocus: 'Urban farming and food access',
  fundingSize: 75000,
  deadline: '2026-04-10',
  organizationType: 'nonprofit',
  status: 'active',
  motive: 'Strengthen local food systems.',
  description: 'Funds community-led projects in Texas.',
  sectorDescription: 'Urban agriculture.',
  criteria: 'Registered 501(c)(3).',
  projectStage: 'implementation',
  agencyName: null,
  createdAt: '2026-03-09T10:00:00.000Z',
  ...overrides,
});

const FOR_PROFIT: FitProfile = {
  organizationType: 'forprofit',
  industry: 'Manufacturing',
  requestedAmounts: [],
};
const context = (overrides: Partial<MatchContext> = {}): MatchContext => ({
  savedGrantIds: new Set(),
  profile: EMPTY_FIT_PROFILE,
  today: '2026-03-10',
  ...overrides,
});

describe('the match rule of saved searches', () => {
  it('matches every grant without filters, and each filter on its own', () => {
    const food = grant();
    expect(matchesFilters(food, {}, context())).toBe(true);
    expect(matchesFilters(food, { q: 'food TEXAS' }, context())).toBe(true);
    expect(matchesFilters(food, { q: 'food ohio' }, context())).toBe(false);
    expect(matchesFilters(food, { sector: ' agriculture ' }, context())).toBe(true);
    expect(matchesFilters(food, { sector: 'Health' }, context())).toBe(false);
    expect(matchesFilters(food, { saved: true }, context())).toBe(false);
    expect(
      matchesFilters(food, { saved: true }, context({ savedGrantIds: new Set([food.id]) })),
    ).toBe(true);
    // A for-profit misses a non-profit grant's bar; without a profile nothing is judged.
    expect(matchesFilters(food, { eligible: true }, context({ profile: FOR_PROFIT }))).toBe(false);
    expect(matchesFilters(food, { eligible: true }, context())).toBe(true);
  });

  it('counts the closing window from today, today included, a passed deadline never', () => {
    const closing = (deadline: string, days: number) =>
      matchesFilters(grant({ deadline }), { closingWithinDays: days }, context());
    expect(closing('2026-03-10', 1)).toBe(true);
    expect(closing('2026-03-11', 1)).toBe(true);
    expect(closing('2026-03-12', 1)).toBe(false);
    expect(closing('2026-03-09', 30)).toBe(false);
    expect(matchesFilters(grant(), { closingWithinDays: null }, context())).toBe(true);
  });

  it("is top picks' filter exactly: keyword, saved only, eligible only (any grant, any filters)", () => {
    const text = fc.constantFrom('food', 'texas', 'grant', 'health', 'a', 'zz', '');
    const arbitraryGrant = fc.record({
      title: text,
      description: text,
      sector: fc.constantFrom('Health', 'Agriculture'),
      organizationType: fc.constantFrom('nonprofit', 'forprofit', 'government', 'educational'),
    });
    fc.assert(
      fc.property(
        arbitraryGrant,
        fc.boolean(),
        fc.constantFrom(undefined, 'food', 'texas grant', 'zz'),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(EMPTY_FIT_PROFILE, FOR_PROFIT),
        (fields, isSaved, q, saved, eligible, profile) => {
          const g = grant(fields);
          const savedIds = new Set(isSaved ? [g.id] : []);
          // The predicate top picks had before the rule was shared.
          const before =
            (!saved || savedIds.has(g.id)) &&
            (!eligible || isEligible(grantFit(g, profile))) &&
            matchesGrantSearch(g, q ?? '');
          const now = matchesFilters(
            g,
            { q, saved, eligible },
            context({ savedGrantIds: savedIds, profile }),
          );
          expect(now).toBe(before);
        },
      ),
    );
  });

  it('finds as new only the matching grants that appeared after the search was last seen', () => {
    const seen = '2026-03-09T12:00:00.000Z';
    const grants = [
      grant({ id: 'a', createdAt: '2026-03-09T11:59:59.999Z' }),
      grant({ id: 'b', createdAt: '2026-03-09T12:00:00.001Z' }),
      grant({ id: 'c', createdAt: '2026-03-10T08:00:00.000Z', sector: 'Health' }),
    ];
    const search = {
      filters: { sector: 'Agriculture' },
      closingWithinDays: null,
      lastSeenAt: seen,
    };
    expect(newMatches(grants, search, context()).map((g) => g.id)).toEqual(['b']);
  });
});

describe('the alerts of a saved search', () => {
  const at = (iso: string) => ({ createdAt: iso });
  const matches = [
    at('2026-03-09T10:00:00.000Z'), // Monday
    at('2026-03-10T09:00:00.000Z'), // Tuesday
    at('2026-03-10T23:00:00.000Z'),
    at('2026-03-16T01:00:00.000Z'), // the next Monday
  ];

  it('says nothing when off or with nothing new', () => {
    expect(savedSearchAlerts('off', matches, new Date('2026-04-01T00:00:00Z'))).toEqual([]);
    expect(savedSearchAlerts('instant', [], new Date('2026-04-01T00:00:00Z'))).toEqual([]);
  });

  it('groups every new match in one alert when instant, arisen with the newest', () => {
    expect(savedSearchAlerts('instant', matches, new Date('2026-03-16T02:00:00Z'))).toEqual([
      {
        key: '2026-03-16T01:00:00.000Z',
        count: 4,
        at: '2026-03-16T01:00:00.000Z',
        date: '2026-03-16',
      },
    ]);
  });

  it('holds a daily digest per ended day, newest first', () => {
    expect(savedSearchAlerts('daily', matches, new Date('2026-03-11T00:00:00Z'))).toEqual([
      { key: 'daily-2026-03-10', count: 2, at: '2026-03-11T00:00:00.000Z', date: '2026-03-10' },
      { key: 'daily-2026-03-09', count: 1, at: '2026-03-10T00:00:00.000Z', date: '2026-03-09' },
    ]);
  });

  it('holds a weekly digest per ended week, Monday to Sunday', () => {
    expect(savedSearchAlerts('weekly', matches, new Date('2026-03-15T23:59:59Z'))).toEqual([]);
    expect(savedSearchAlerts('weekly', matches, new Date('2026-03-23T00:00:00Z'))).toEqual([
      { key: 'weekly-2026-03-16', count: 1, at: '2026-03-23T00:00:00.000Z', date: '2026-03-22' },
      { key: 'weekly-2026-03-09', count: 3, at: '2026-03-16T00:00:00.000Z', date: '2026-03-15' },
    ]);
  });
});

describe('the words and the link of a saved search', () => {
  const SEARCH = '4c9e2a71-5b3d-4f8a-9c6e-1d2b3a4f5e60';
  const alert: Notification = {
    id: `savedSearchMatches-${SEARCH}-x`,
    kind: 'savedSearchMatches',
    subjectId: SEARCH,
    subjectName: 'Food security in Texas',
    count: 2,
    filters: { q: 'food texas', eligible: true },
    date: '2026-03-10',
    at: '2026-03-10T09:00:00.000Z',
    read: false,
  };

  it('says how many new grants match, in the bell', () => {
    expect(notificationText(alert, '2026-03-10')).toBe('2 new grants match Food security in Texas');
    expect(newMatchesText(1, 'Health grants')).toBe('1 new grant matches Health grants');
  });

  it('links to top picks with the filters and the search', () => {
    expect(notificationTarget(alert)).toEqual({
      to: '/opportunities',
      search: { q: 'food texas', eligible: true, savedSearch: SEARCH },
    });
    expect(savedSearchLink(SEARCH, { sector: 'Health', saved: true, q: ' ' })).toEqual({
      to: '/opportunities',
      search: { sector: 'Health', saved: true, savedSearch: SEARCH },
    });
  });

  it('keeps only the filters that filter', () => {
    expect(normalizeFilters({ q: '  ', sector: ' Health ', saved: false, eligible: true })).toEqual(
      { sector: 'Health', eligible: true },
    );
  });
});
