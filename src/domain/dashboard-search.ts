// The dashboard's URL: the tab, the date range (absent = the defaults) and the open application.

import { isIsoDate, toIsoDate } from './calendar-date';
import { type DashboardTab, isDashboardTab } from './dashboard-tabs';
import { oneOf, searchParams, uuidParam } from './search-params';

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

/** The dashboard's search params: tab and dates (absent = the defaults), the open application. */
export interface DashboardSearchParams {
  tab?: DashboardTab;
  from?: string;
  to?: string;
  application?: string;
}

/** Keeps what is valid and drops the rest, so an odd link shows the defaults instead of an error. */
export const validateDashboardSearch: (search: Record<string, unknown>) => DashboardSearchParams =
  searchParams({
    tab: (raw) => (isDashboardTab(raw) && raw !== 'overview' ? raw : undefined),
    from: oneOf(isIsoDate),
    to: oneOf(isIsoDate),
    application: uuidParam,
  });
