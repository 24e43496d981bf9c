import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TABS,
  type DashboardApplication,
  END_BEFORE_START_MESSAGE,
  LINKEDIN_INVALID,
  LINKEDIN_REQUIRED,
  dashboardStats,
  dateRangeError,
  defaultDateRange,
  filterByTab,
  formatDisplayDate,
  formatUsd,
  hasUpcomingDeadline,
  isIsoDate,
  linkedinUrlError,
  nextSort,
  normalizeLinkedinUrl,
  padCount,
  pageCount,
  pageOf,
  sortApplications,
  stageColor,
  submissionId,
  validateDashboardSearch,
} from '../../src/domain/dashboard';

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

  it('formats US dollars without decimals and dates as local dates', () => {
    expect(formatUsd(98000)).toBe('$98,000');
    expect(formatUsd(1234.56)).toBe('$1,235');
    expect(formatDisplayDate('2025-01-15')).toBe('Jan 15, 2025');
    const local = new Date(2024, 5, 4, 23, 30);
    expect(formatDisplayDate(local.toISOString())).toBe('Jun 4, 2024');
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
