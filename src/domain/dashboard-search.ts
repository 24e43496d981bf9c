// The dashboard's URL: the tab, the date range (absent = the defaults), the table's order and
// page, and the open application; and the page of applications the server is asked for.

import { isIsoDate, toIsoDate } from './calendar-date';

import {
  DEFAULT_SORT,
  PAGE_SIZE,
  SORT_KEYS,
  type SortKey,
  type SortOrder,
} from './dashboard-table';
import { type DashboardTab, isDashboardTab } from './dashboard-tabs';
import { oneOf, searchParams, uuidParam } from './search-params';
import type { ListGrantApplicationsPageRequest, SortDirection } from '../api/schema.gen';

export interface DateRange {
  from: string;
  to: string;
}

/** Default range: the last twelve months up to today (the spec's fixed 2022-2024 range hid everything recent). */
export function defaultDateRange(today: Date): DateRange {
  const from = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  // 29 February minus a year rolls into March; keep it in February.
  if (from.getMonth() !== today.getMonth()) from.setDate(0);
  return { from: toIsoDate(from), to: toIsoDate(today) };
}

export const END_BEFORE_START_MESSAGE = 'End date must be on or after the start date';

/** The message under the end date when the range is upside down, else undefined. */
export function dateRangeError(range: DateRange): string | undefined {
  return range.to < range.from ? END_BEFORE_START_MESSAGE : undefined;
}

/**
 * The dashboard's search params: tab and dates, the table's order and page (each absent = the
 * default), the open application, the open shared application.
 */
export interface DashboardSearchParams {
  tab?: DashboardTab;
  from?: string;
  to?: string;
  sort?: SortKey;
  dir?: SortDirection;
  page?: number;
  application?: string;
  /** The shared application whose people and activity show (issue 46). */
  shared?: string;
}

/** Pages a link may name: beyond the last one the server answers the last. */
const MAX_PAGE = 100_000;

const isSortKey = (raw: unknown): raw is SortKey => SORT_KEYS.some((key) => key === raw);

/** Keeps what is valid and drops the rest, so an odd link shows the defaults instead of an error. */
export const validateDashboardSearch: (search: Record<string, unknown>) => DashboardSearchParams =
  searchParams({
    tab: (raw) => (isDashboardTab(raw) && raw !== 'overview' ? raw : undefined),
    from: oneOf(isIsoDate),
    to: oneOf(isIsoDate),
    sort: oneOf(isSortKey),
    dir: (raw) => (raw === 'asc' || raw === 'desc' ? raw : undefined),
    page: (raw) => {
      const page = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= MAX_PAGE
        ? page
        : undefined;
    },
    application: uuidParam,
    shared: uuidParam,
  });

/** The table's order a URL names (newest first when it names none). */
export function sortOf(search: Pick<DashboardSearchParams, 'sort' | 'dir'>): SortOrder {
  if (!search.sort) return DEFAULT_SORT;
  return { key: search.sort, direction: search.dir ?? 'asc' };
}

/** The URL's words for an order: none for the default. */
export function sortParams(order: SortOrder): Pick<DashboardSearchParams, 'sort' | 'dir'> {
  const isDefault = order.key === DEFAULT_SORT.key && order.direction === DEFAULT_SORT.direction;
  return isDefault
    ? { sort: undefined, dir: undefined }
    : { sort: order.key, dir: order.direction };
}

/** The range a URL names, the last twelve months up to `today` where it names none. */
export function dashboardRange(search: DashboardSearchParams, today: Date): DateRange {
  const defaults = defaultDateRange(today);
  return { from: search.from ?? defaults.from, to: search.to ?? defaults.to };
}

/** The page of applications a URL shows; undefined when its range is upside down. */
export function dashboardQuery(
  search: DashboardSearchParams,
  today: Date,
): ListGrantApplicationsPageRequest | undefined {
  const range = dashboardRange(search, today);
  if (dateRangeError(range)) return undefined;
  const order = sortOf(search);
  return {
    startDate: range.from,
    endDate: range.to,
    tab: search.tab ?? 'overview',
    sortBy: order.key,
    sortDirection: order.direction,
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  };
}
