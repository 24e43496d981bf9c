import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { validateDashboardSearch } from '../../src/domain/dashboard-search';
import { oneOf, searchParams, uuidParam } from '../../src/domain/search-params';

const MEMBER = '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11';

/** The search the router hands the route's component after loading `href`. */
async function searchAfterLoad(
  validateSearch: (search: Record<string, unknown>) => object,
  href: string,
) {
  const rootRoute = createRootRoute();
  const route = createRoute({ getParentRoute: () => rootRoute, path: '/register', validateSearch });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [href] }),
    search: { strict: true },
  });
  await router.load();
  return router.state.matches.at(-1)?.search as Record<string, unknown>;
}

describe('searchParams', () => {
  it('returns every key it owns, undefined when the value is refused', () => {
    const validate = searchParams({ ref: uuidParam, card: oneOf((v): v is 'a' => v === 'a') });
    expect(Object.entries(validate({ ref: 'x', card: 'b', evil: 1 }))).toEqual([
      ['ref', undefined],
      ['card', undefined],
    ]);
    expect(validate({ ref: MEMBER.toUpperCase(), card: 'a' })).toEqual({ ref: MEMBER, card: 'a' });
  });

  it('a refused value never reaches the route through the router, even before the address is rewritten', async () => {
    const search = await searchAfterLoad(searchParams({ ref: uuidParam }), '/register?ref=seed');
    expect(search.ref).toBeUndefined();
    // The way the routes used to drop a value (leaving its key out) let the raw value through.
    const leaky = (raw: Record<string, unknown>) => (uuidParam(raw.ref) ? { ref: raw.ref } : {});
    expect((await searchAfterLoad(leaky, '/register?ref=seed')).ref).toBe('seed');
  });

  it('the dashboard owns its eight keys', () => {
    expect(Object.keys(validateDashboardSearch({ tab: '<b>', evil: 1 })).sort()).toEqual([
      'application',
      'dir',
      'from',
      'page',
      'shared',
      'sort',
      'tab',
      'to',
    ]);
    // The open shared application (issue 46) is an id, nothing else.
    expect(validateDashboardSearch({ shared: '<b>' }).shared).toBeUndefined();
  });

  it("the dashboard's order and page: only known columns, directions and whole pages", () => {
    expect(validateDashboardSearch({ sort: 'budget', dir: 'asc', page: '3' })).toMatchObject({
      sort: 'budget',
      dir: 'asc',
      page: 3,
    });
    for (const page of [0, 1, -2, 2.5, '2e3', 'x', 100_001, '<b>'])
      expect(validateDashboardSearch({ page }).page).toBeUndefined();
    expect(validateDashboardSearch({ sort: 'password', dir: 'sideways' })).toMatchObject({
      sort: undefined,
      dir: undefined,
    });
  });
});
