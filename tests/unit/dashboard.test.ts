// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isIsoDate } from '../../src/domain/calendar-date';
import {
  createdAtBounds,
  dashboardPage,
  pageOfTab,
  pageQueryErrors,
} from '../../src/domain/dashboard-page';
import {
  END_BEFORE_START_MESSAGE,
  dateRangeError,
  defaultDateRange,
  validateDashboardSearch,
} from '../../src/domain/dashboard-search';
import {
  type SortKey,
  clampPage,
  nextSort,
  pageCount,
  pageOf,
  sortApplications,
  stageColor,
  submissionId,
} from '../../src/domain/dashboard-table';
import {
  DASHBOARD_TABS,
  type DashboardApplication,
  type DashboardTab,
  countByTab,
  dashboardStats,
  filterByTab,
  hasUpcomingDeadline,
  padCount,
  statsOf,
} from '../../src/domain/dashboard-tabs';
import { reportWindows } from '../../src/domain/report-reads';
import {
  LINKEDIN_INVALID,
  LINKEDIN_REQUIRED,
  linkedinUrlError,
  normalizeLinkedinUrl,
} from '../../src/domain/linkedin';
import type * as Contract from '../../src/api/schema.gen';
import type { ListGrantApplicationsPageRequest } from '../../src/api/schema.gen';

const TODAY = new Date(2025, 5, 15, 10, 0); // 15 June 2025, local time

function app(
  id: string,
  stage: string,
  deadline: string,
  extra: Partial<DashboardApplication> = {},
): DashboardApplication {
  return {
    id,
    stage,
    totalProjectBudget: 1000,
    created_at: '2025-06-01T10:00:00.000Z',
    grant: { title: `Grant ${id}`, deadline },
    ...extra,
  };
}

const SAMPLE = [
  app('a', 'Submitted', '2025-06-15'), // deadline today: upcoming
  app('b', 'Submitted', '2025-08-01'),
  app('c', 'Under Review', '2025-07-15'), // exactly 30 days: upcoming
  app('d', 'Completed', '2025-07-16'), // 31 days: not upcoming
  app('e', 'Cancel', '2025-06-14'), // yesterday: past
  app('f', 'Completed', '2025-06-20'),
];

describe('stat counts', () => {
  it('counts total, pending (Submitted), awarded (Completed) and upcoming deadlines (next 30 days)', () => {
    expect(dashboardStats(SAMPLE, TODAY)).toEqual({
      total: 6,
      pending: 2,
      awarded: 2,
      upcoming: 3,
    });
    expect(dashboardStats([], TODAY)).toEqual({ total: 0, pending: 0, awarded: 0, upcoming: 0 });
  });

  it('pads counts to two digits', () => {
    expect(padCount(0)).toBe('00');
    expect(padCount(7)).toBe('07');
    expect(padCount(12)).toBe('12');
    expect(padCount(10000)).toBe('10000');
  });

  it('upcoming means from today up to 30 days ahead, inclusive', () => {
    expect(hasUpcomingDeadline(app('x', 'Submitted', '2025-06-15'), TODAY)).toBe(true);
    expect(hasUpcomingDeadline(app('x', 'Submitted', '2025-07-15'), TODAY)).toBe(true);
    expect(hasUpcomingDeadline(app('x', 'Submitted', '2025-07-16'), TODAY)).toBe(false);
    expect(hasUpcomingDeadline(app('x', 'Submitted', '2025-06-14'), TODAY)).toBe(false);
    expect(hasUpcomingDeadline(app('x', 'Submitted', 'not a date'), TODAY)).toBe(false);
  });
});

describe('tabs', () => {
  const ids = (tab: (typeof DASHBOARD_TABS)[number]['id']) =>
    filterByTab(SAMPLE, tab, TODAY).map((a) => a.id);

  it('has the six tabs in the spec order and words', () => {
    expect(DASHBOARD_TABS.map((t) => t.label)).toEqual([
      'Overview',
      'Completed Applications',
      'Ongoing Application',
      'Pending Grants',
      'Awarded Grants',
      'Upcoming Deadlined',
    ]);
  });

  it('filters each tab by its decided meaning', () => {
    expect(ids('overview')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(ids('completed')).toEqual(['d', 'e', 'f']);
    expect(ids('ongoing')).toEqual(['a', 'b', 'c']);
    expect(ids('pending')).toEqual(['a', 'b']);
    expect(ids('awarded')).toEqual(['d', 'f']);
    expect(ids('upcoming')).toEqual(['a', 'c', 'f']);
  });
});

describe('dates and the URL', () => {
  it('defaults to the last twelve months up to today', () => {
    expect(defaultDateRange(TODAY)).toEqual({ from: '2024-06-15', to: '2025-06-15' });
    expect(defaultDateRange(new Date(2024, 1, 29))).toEqual({
      from: '2023-02-28',
      to: '2024-02-29',
    });
  });

  it('says so when the end is before the start', () => {
    expect(dateRangeError({ from: '2025-01-02', to: '2025-01-01' })).toBe(END_BEFORE_START_MESSAGE);
    expect(END_BEFORE_START_MESSAGE).toBe('End date must be on or after the start date');
    expect(dateRangeError({ from: '2025-01-01', to: '2025-01-01' })).toBeUndefined();
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
  });

  it('keeps valid search params and drops odd ones', () => {
    expect(
      validateDashboardSearch({
        tab: 'awarded',
        from: '2025-01-01',
        to: '2025-02-01',
        application: 'C2A7E6F1-4B3D-4E8A-9F1C-2D3E4F5A6B7C',
      }),
    ).toEqual({
      tab: 'awarded',
      from: '2025-01-01',
      to: '2025-02-01',
      application: 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c',
    });
    expect(
      validateDashboardSearch({ tab: 'nope', from: '2025-02-30', to: 5, application: 'x' }),
    ).toEqual({});
    expect(validateDashboardSearch({ tab: 'overview' })).toEqual({});
  });
});

describe('table formats', () => {
  it('shows the first 8 characters of the id', () => {
    expect(submissionId('c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c')).toBe('c2a7e6f1');
  });

  it('colours the stage pill', () => {
    expect(stageColor('Completed')).toBe('green');
    expect(stageColor('Submitted')).toBe('blue');
    expect(stageColor('Cancel')).toBe('red');
    expect(stageColor('Under Review')).toBe('gray');
    expect(stageColor('anything')).toBe('gray');
  });
});

describe('sorting and pages', () => {
  const rows = [
    app('b', 'Submitted', '2025-08-01', {
      totalProjectBudget: 300,
      created_at: '2025-01-02T00:00:00Z',
    }),
    app('a', 'Cancel', '2025-08-01', {
      totalProjectBudget: 100,
      created_at: '2025-03-01T00:00:00Z',
    }),
    app('c', 'Completed', '2025-08-01', {
      totalProjectBudget: 200,
      created_at: '2025-02-01T00:00:00Z',
    }),
  ];
  const order = (key: Parameters<typeof nextSort>[1], direction: 'asc' | 'desc') =>
    sortApplications(rows, { key, direction }).map((r) => r.id);

  it('sorts by every column both ways', () => {
    expect(order('date', 'desc')).toEqual(['a', 'c', 'b']);
    expect(order('date', 'asc')).toEqual(['b', 'c', 'a']);
    expect(order('budget', 'asc')).toEqual(['a', 'c', 'b']);
    expect(order('budget', 'desc')).toEqual(['b', 'c', 'a']);
    expect(order('grant', 'asc')).toEqual(['a', 'b', 'c']);
    expect(order('stage', 'asc')).toEqual(['a', 'c', 'b']);
    expect(order('id', 'desc')).toEqual(['c', 'b', 'a']);
  });

  it('flips the same column and starts another ascending (date newest first)', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'date')).toEqual({
      key: 'date',
      direction: 'asc',
    });
    expect(nextSort({ key: 'date', direction: 'desc' }, 'grant')).toEqual({
      key: 'grant',
      direction: 'asc',
    });
    expect(nextSort({ key: 'grant', direction: 'asc' }, 'date')).toEqual({
      key: 'date',
      direction: 'desc',
    });
  });

  it('pages 20 rows at a time', () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 1)).toHaveLength(20);
    expect(pageOf(many, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(many, 9)).toEqual([40, 41, 42, 43, 44]);
  });
});

describe('LinkedIn address', () => {
  it('requires a LinkedIn address', () => {
    expect(linkedinUrlError('  ')).toBe(LINKEDIN_REQUIRED);
    expect(linkedinUrlError('https://example.com/in/dana')).toBe(LINKEDIN_INVALID);
    expect(linkedinUrlError('http://www.linkedin.com/in/dana')).toBe(LINKEDIN_INVALID);
    expect(linkedinUrlError('javascript:alert(1)')).toBe(LINKEDIN_INVALID);
    expect(linkedinUrlError('https://linkedin.com.evil.io/in/dana')).toBe(LINKEDIN_INVALID);
    expect(linkedinUrlError('https://www.linkedin.com/in/dana')).toBeUndefined();
    expect(linkedinUrlError('linkedin.com/in/dana')).toBeUndefined();
    expect(normalizeLinkedinUrl(' linkedin.com/in/dana ')).toBe('https://linkedin.com/in/dana');
  });
});

describe('one page of the history, as the server answers it', () => {
  // The query, the counts and the page are the contract's types; the tabs and the sort columns
  // are lists the rules run over, so they are tied to the contract's names here.
  it("names the contract's tabs and sort columns", () => {
    expectTypeOf<DashboardTab>().toEqualTypeOf<Contract.DashboardTab>();
    expectTypeOf<SortKey>().toEqualTypeOf<Contract.ApplicationSortColumn>();
  });

  it('counts every tab, and the stat cards are the counts of their tabs', () => {
    const counts = countByTab(SAMPLE, TODAY);
    expect(counts).toEqual({
      overview: 6,
      completed: 3,
      ongoing: 3,
      pending: 2,
      awarded: 2,
      upcoming: 3,
    });
    expect(statsOf(counts)).toEqual(dashboardStats(SAMPLE, TODAY));
    for (const tab of DASHBOARD_TABS)
      expect(counts[tab.id]).toBe(filterByTab(SAMPLE, tab.id, TODAY).length);
  });

  it('reads a range as whole days, both ends included', () => {
    expect(createdAtBounds({ startDate: '2025-02-28', endDate: '2025-02-28' })).toEqual({
      lower: '2025-02-28T00:00:00',
      upper: '2025-03-01T00:00:00',
    });
    expect(createdAtBounds({ startDate: '2024-12-01', endDate: '2024-12-31' }).upper).toBe(
      '2025-01-01T00:00:00',
    );
  });

  it('answers the last page for a page past it, and page 1 when nothing is there', () => {
    expect(clampPage(9, 45)).toBe(3);
    expect(clampPage(0, 45)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(2, 45, 100)).toBe(1);
    const page = dashboardPage(
      SAMPLE,
      {
        startDate: '2025-06-01',
        endDate: '2025-06-01',
        tab: 'ongoing',
        sortBy: 'id',
        sortDirection: 'desc',
        page: 7,
        pageSize: 2,
      },
      TODAY,
    );
    expect(page).toEqual({
      items: [SAMPLE[0]],
      total: 3,
      page: 2,
      pageSize: 2,
      counts: countByTab(SAMPLE, TODAY),
    });
  });

  it('one pass gives what filtering, sorting and slicing give (property)', () => {
    const stages = ['Submitted', 'Under Review', 'Completed', 'Cancel'];
    const row = fc.record({
      id: fc.uuid(),
      stage: fc.constantFrom(...stages),
      totalProjectBudget: fc.integer({ min: 0, max: 5 }),
      created_at: fc.constantFrom('2025-01-01T10:00:00Z', '2025-03-01T10:00:00Z'),
      grant: fc.record({
        title: fc.constantFrom('alpha', 'Alpha', 'beta'),
        deadline: fc.constantFrom('2025-06-10', '2025-06-20', '2025-09-01'),
      }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.constantFrom(...DASHBOARD_TABS.map((tab) => tab.id)),
        fc.constantFrom('id', 'grant', 'stage', 'budget', 'date') as fc.Arbitrary<
          ListGrantApplicationsPageRequest['sortBy']
        >,
        fc.constantFrom('asc', 'desc') as fc.Arbitrary<'asc' | 'desc'>,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 10 }),
        (rows, tab, key, direction, page, pageSize) => {
          const ordered = sortApplications(rows, { key, direction });
          const answer = pageOfTab(ordered, { tab, page, pageSize }, TODAY);
          const inTab = filterByTab(ordered, tab, TODAY);
          expect(answer.items).toEqual(pageOf(inTab, page, pageSize));
          expect(answer.total).toBe(inTab.length);
          expect(answer.counts).toEqual(countByTab(rows, TODAY));
        },
      ),
    );
  });

  it('names each bad field of a query with its message', () => {
    const good = { tab: 'overview', sortBy: 'date', sortDirection: 'desc', page: 1, pageSize: 20 };
    expect(Object.values(pageQueryErrors(good)).filter(Boolean)).toEqual([]);
    expect(pageQueryErrors({ ...good, pageSize: 100 }).pageSize).toBeUndefined();
    expect(pageQueryErrors({})).toEqual({
      tab: 'Tab must be one of overview, completed, ongoing, pending, awarded, upcoming',
      sortBy: 'Sort column must be one of id, grant, stage, budget, date',
      sortDirection: 'Sort direction must be asc or desc',
      page: 'Page must be a whole number from 1',
      pageSize: 'Page size must be a whole number from 1 to 100',
    });
    expect(pageQueryErrors({ ...good, page: 2.5, pageSize: 101 })).toMatchObject({
      page: 'Page must be a whole number from 1',
      pageSize: 'Page size must be a whole number from 1 to 100',
    });
  });
});

describe("the report's reads", () => {
  const days = (windows: { startDate: string; endDate: string }[]) =>
    windows.map((w) => `${w.startDate}..${w.endDate}`);

  it('reads a small range at once', () => {
    const range = { startDate: '2024-06-15', endDate: '2025-06-15' };
    expect(reportWindows(range, 14)).toEqual([range]);
    expect(reportWindows(range, 0)).toEqual([range]);
    expect(reportWindows({ startDate: '2025-01-01', endDate: '2025-01-01' }, 5000)).toEqual([
      { startDate: '2025-01-01', endDate: '2025-01-01' },
    ]);
  });

  it('cuts a large range into windows of days, newest first, that join without gaps', () => {
    expect(days(reportWindows({ startDate: '2025-01-01', endDate: '2025-01-10' }, 1000))).toEqual([
      '2025-01-06..2025-01-10',
      '2025-01-01..2025-01-05',
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 20_000 }),
        (startOffset, length, expected) => {
          const start = new Date(2023, 0, 1 + startOffset);
          const end = new Date(2023, 0, 1 + startOffset + length);
          const range = { startDate: toIso(start), endDate: toIso(end) };
          const windows = reportWindows(range, expected);
          expect(windows[0]?.endDate).toBe(range.endDate);
          expect(windows.at(-1)?.startDate).toBe(range.startDate);
          for (const [index, window] of windows.entries()) {
            expect(window.startDate <= window.endDate).toBe(true);
            const older = windows[index + 1];
            if (older) {
              const dayBefore = new Date(`${window.startDate}T12:00:00`);
              dayBefore.setDate(dayBefore.getDate() - 1);
              expect(older.endDate).toBe(toIso(dayBefore));
            }
          }
          expect(windows.length).toBeLessThanOrEqual(Math.max(1, Math.ceil(expected / 500)));
        },
      ),
    );
  });
});

const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
