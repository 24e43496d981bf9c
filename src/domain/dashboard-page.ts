// One page of the history, as the server answers it: the query, its checks and the answer.

import { nextIsoDay } from './calendar-date';
import {
  DASHBOARD_TABS,
  type DashboardApplication,
  isDashboardTab,
  tabRule,
} from './dashboard-tabs';
import { MAX_PAGE_SIZE, SORT_KEYS, clampPage, sortApplications } from './dashboard-table';
import type { FieldErrors } from './text';
import type {
  DashboardCounts,
  GrantApplicationsPage,
  ListGrantApplicationsPageRequest,
} from '../api/schema.gen';

/**
 * What the dashboard asks for: the range, a tab, an order and a page. Kept under this name only
 * for the page handler of the embedded backend; everything else uses the contract's name.
 */
export type DashboardPageQuery = ListGrantApplicationsPageRequest;

/** The contract's page of applications, over any record these rules read. */
export type DashboardPage<T> = {
  [K in keyof GrantApplicationsPage]: K extends 'items' ? T[] : GrantApplicationsPage[K];
};

/**
 * The `created_at` bounds of a range of whole days: from the start day's first moment up to (not
 * including) the day after the end. Timestamps are compared as written (ISO 8601).
 */
export function createdAtBounds(range: { startDate: string; endDate: string }): {
  lower: string;
  upper: string;
} {
  return { lower: `${range.startDate}T00:00:00`, upper: `${nextIsoDay(range.endDate)}T00:00:00` };
}

export function isCreatedInRange(
  application: Pick<DashboardApplication, 'created_at'>,
  range: { startDate: string; endDate: string },
): boolean {
  const { lower, upper } = createdAtBounds(range);
  return application.created_at >= lower && application.created_at < upper;
}

/**
 * One page of a tab from the applications of the range, already in the asked order: the tab's
 * rows of that page, how many the tab holds and every tab's count. One pass over the rows.
 */
export function pageOfTab<T extends DashboardApplication>(
  ordered: readonly T[],
  query: Pick<ListGrantApplicationsPageRequest, 'tab' | 'page' | 'pageSize'>,
  today: Date,
): DashboardPage<T> {
  const rules = DASHBOARD_TABS.map((tab) => [tab.id, tabRule(tab.id, today)] as const);
  const counts = Object.fromEntries(DASHBOARD_TABS.map((tab) => [tab.id, 0])) as DashboardCounts;
  const inTab: T[] = [];
  for (const application of ordered) {
    for (const [tab, rule] of rules) {
      if (!rule(application)) continue;
      counts[tab] += 1;
      if (tab === query.tab) inTab.push(application);
    }
  }
  const page = clampPage(query.page, inTab.length, query.pageSize);
  return {
    items: inTab.slice((page - 1) * query.pageSize, page * query.pageSize),
    total: inTab.length,
    page,
    pageSize: query.pageSize,
    counts,
  };
}

/**
 * The page the server answers, by the rules above and nothing else: range, sort, tab and page.
 * The embedded backend gets the same answer faster (rows kept in order); tests compare the two.
 */
export function dashboardPage<T extends DashboardApplication>(
  applications: readonly T[],
  query: ListGrantApplicationsPageRequest,
  today: Date,
): DashboardPage<T> {
  const inRange = applications.filter((application) => isCreatedInRange(application, query));
  const ordered = sortApplications(inRange, { key: query.sortBy, direction: query.sortDirection });
  return pageOfTab(ordered, query, today);
}

export const PAGE_QUERY_MESSAGES = {
  tab: `Tab must be one of ${DASHBOARD_TABS.map((tab) => tab.id).join(', ')}`,
  sortBy: `Sort column must be one of ${SORT_KEYS.join(', ')}`,
  sortDirection: 'Sort direction must be asc or desc',
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The page fields' errors (the dates are checked like the whole-range list's). */
export function pageQueryErrors(
  query: Record<string, unknown>,
): FieldErrors<keyof typeof PAGE_QUERY_MESSAGES> {
  return {
    tab: isDashboardTab(query.tab) ? undefined : PAGE_QUERY_MESSAGES.tab,
    sortBy: (SORT_KEYS as readonly unknown[]).includes(query.sortBy)
      ? undefined
      : PAGE_QUERY_MESSAGES.sortBy,
    sortDirection:
      query.sortDirection === 'asc' || query.sortDirection === 'desc'
        ? undefined
        : PAGE_QUERY_MESSAGES.sortDirection,
    page: isWhole(query.page, 1) ? undefined : PAGE_QUERY_MESSAGES.page,
    pageSize: isWhole(query.pageSize, 1, MAX_PAGE_SIZE) ? undefined : PAGE_QUERY_MESSAGES.pageSize,
  };
}
