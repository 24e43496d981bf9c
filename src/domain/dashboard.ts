// Rules of the grants dashboard: date range, tabs, stat counts, sorting and paging.
// Pure: the records are described by the few fields these rules read.

import { oneOf, searchParams, uuidParam } from './search-params';
import type { FieldErrors } from './text';

/** What the dashboard reads of an application record. */
export interface DashboardApplication {
  id: string;
  stage: string;
  totalProjectBudget: number;
  created_at: string;
  grant: { title: string; deadline: string };
}

// ─── Dates ────────────────────────────────────────────────────────────────────────────────

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** A YYYY-MM-DD date as local midnight (not UTC midnight, which is the day before in the Americas). */
export function parseIsoDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

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

// ─── Tabs ─────────────────────────────────────────────────────────────────────────────────

export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'completed', label: 'Completed Applications' },
  { id: 'ongoing', label: 'Ongoing Application' },
  { id: 'pending', label: 'Pending Grants' },
  { id: 'awarded', label: 'Awarded Grants' },
  { id: 'upcoming', label: 'Upcoming Deadlined' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.id === value);
}

export const UPCOMING_DEADLINE_DAYS = 30;

/** The first and last day (YYYY-MM-DD) of the upcoming-deadline window: today to 30 days ahead. */
export function upcomingWindow(today: Date): { start: string; end: string } {
  return {
    start: toIsoDate(today),
    end: toIsoDate(
      new Date(today.getFullYear(), today.getMonth(), today.getDate() + UPCOMING_DEADLINE_DAYS),
    ),
  };
}

/** The grant's deadline falls between today and 30 days from today, both included. */
export function hasUpcomingDeadline(application: DashboardApplication, today: Date): boolean {
  return tabRule('upcoming', today)(application);
}

const FINISHED_STAGES = new Set(['Completed', 'Cancel']);

/**
 * What each tab lists:
 * Overview everything; Completed Applications the finished ones (Completed or Cancel);
 * Ongoing Application those still in progress (any stage but Completed and Cancel);
 * Pending Grants stage Submitted; Awarded Grants stage Completed;
 * Upcoming Deadlined those whose grant's deadline is in the next 30 days.
 * The rule is made once per tab and day, so a list of thousands is filtered without a date per row.
 */
export function tabRule(
  tab: DashboardTab,
  today: Date,
): (application: DashboardApplication) => boolean {
  switch (tab) {
    case 'overview':
      return () => true;
    case 'completed':
      return (application) => FINISHED_STAGES.has(application.stage);
    case 'ongoing':
      return (application) => !FINISHED_STAGES.has(application.stage);
    case 'pending':
      return (application) => application.stage === 'Submitted';
    case 'awarded':
      return (application) => application.stage === 'Completed';
    case 'upcoming': {
      const { start, end } = upcomingWindow(today);
      return (application) => {
        const deadline = application.grant.deadline;
        return deadline >= start && deadline <= end && isIsoDate(deadline);
      };
    }
  }
}

export function isInTab(
  application: DashboardApplication,
  tab: DashboardTab,
  today: Date,
): boolean {
  return tabRule(tab, today)(application);
}

export function filterByTab<T extends DashboardApplication>(
  applications: readonly T[],
  tab: DashboardTab,
  today: Date,
): T[] {
  const rule = tabRule(tab, today);
  return tab === 'overview' ? [...applications] : applications.filter(rule);
}

/** How many applications each tab holds. */
export type DashboardCounts = Record<DashboardTab, number>;

export function countByTab(
  applications: readonly DashboardApplication[],
  today: Date,
): DashboardCounts {
  const rules = DASHBOARD_TABS.map((tab) => [tab.id, tabRule(tab.id, today)] as const);
  const counts = Object.fromEntries(DASHBOARD_TABS.map((tab) => [tab.id, 0])) as DashboardCounts;
  for (const application of applications)
    for (const [tab, rule] of rules) if (rule(application)) counts[tab] += 1;
  return counts;
}

// ─── The URL ──────────────────────────────────────────────────────────────────────────────

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

// ─── Stat cards ───────────────────────────────────────────────────────────────────────────

export interface DashboardStats {
  total: number;
  pending: number;
  awarded: number;
  upcoming: number;
}

export function dashboardStats(
  applications: readonly DashboardApplication[],
  today: Date,
): DashboardStats {
  return statsOf(countByTab(applications, today));
}

/** The stat cards from the tabs' counts: each card counts what its tab lists. */
export function statsOf(counts: DashboardCounts): DashboardStats {
  return {
    total: counts.overview,
    pending: counts.pending,
    awarded: counts.awarded,
    upcoming: counts.upcoming,
  };
}

/** Counts on the stat cards: at least two digits (07, 12, 140). */
export const padCount = (count: number): string => String(count).padStart(2, '0');

// ─── Table ────────────────────────────────────────────────────────────────────────────────

export const submissionId = (id: string): string => id.slice(0, 8);

export type StageColor = 'green' | 'blue' | 'red' | 'gray';

export function stageColor(stage: string): StageColor {
  if (stage === 'Completed') return 'green';
  if (stage === 'Submitted') return 'blue';
  if (stage === 'Cancel') return 'red';
  return 'gray';
}

export const SORT_KEYS = ['id', 'grant', 'stage', 'budget', 'date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/** Newest first, the server's order. */
export const DEFAULT_SORT: SortOrder = { key: 'date', direction: 'desc' };

// Collators made once: sorting 10,000 rows compares about 140,000 pairs.
const byText = new Intl.Collator();
const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

function compareBy(key: SortKey, a: DashboardApplication, b: DashboardApplication): number {
  switch (key) {
    case 'id':
      return byText.compare(a.id, b.id);
    case 'grant':
      return byTitle.compare(a.grant.title, b.grant.title);
    case 'stage':
      return byText.compare(a.stage, b.stage);
    case 'budget':
      return a.totalProjectBudget - b.totalProjectBudget;
    case 'date':
      return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
  }
}

/** A sorted copy; ties keep the id order so pages never shuffle. */
export function sortApplications<T extends DashboardApplication>(
  applications: readonly T[],
  order: SortOrder,
): T[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...applications].sort(
    (a, b) => sign * compareBy(order.key, a, b) || byText.compare(a.id, b.id),
  );
}

/** Clicking a header: the same column flips, another column starts ascending (date: newest first). */
export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'date' ? 'desc' : 'asc' };
}

export const PAGE_SIZE = 20;
/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page shown for an asked page: 1 at least, the last page at most. */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, pageSize);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

// ─── One page of the history, as the server answers it ───────────────────────────────────

/** What the dashboard asks for: the range, a tab, an order and a page. */
export interface DashboardPageQuery {
  startDate: string;
  endDate: string;
  tab: DashboardTab;
  sortBy: SortKey;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}

export interface DashboardPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  counts: DashboardCounts;
}

const nextIsoDay = (isoDate: string): string => {
  const date = parseIsoDate(isoDate);
  date.setDate(date.getDate() + 1);
  return toIsoDate(date);
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
  query: Pick<DashboardPageQuery, 'tab' | 'page' | 'pageSize'>,
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
  query: DashboardPageQuery,
  today: Date,
): DashboardPage<T> {
  const inRange = applications.filter((application) => isCreatedInRange(application, query));
  const ordered = sortApplications(inRange, { key: query.sortBy, direction: query.sortDirection });
  return pageOfTab(ordered, query, today);
}

/** About how many applications one read of the report asks for. */
export const REPORT_ROWS_PER_READ = 500;

/**
 * The report's reads: the range cut into windows of whole days, newest first, each holding about
 * `perRead` of the `expected` applications if they were spread evenly. Read one after another and
 * joined, they give the whole range newest first; no single read blocks the page for long.
 */
export function reportWindows(
  range: { startDate: string; endDate: string },
  expected: number,
  perRead = REPORT_ROWS_PER_READ,
): { startDate: string; endDate: string }[] {
  const first = parseIsoDate(range.startDate);
  const last = parseIsoDate(range.endDate);
  const days = Math.round((last.getTime() - first.getTime()) / 86_400_000) + 1;
  if (days <= 1) return [{ ...range }];
  const reads = Math.min(days, Math.max(1, Math.ceil(expected / perRead)));
  const span = Math.ceil(days / reads);
  const windows: { startDate: string; endDate: string }[] = [];
  let end = last;
  while (toIsoDate(end) >= range.startDate) {
    const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - span + 1);
    const startDate = toIsoDate(start) < range.startDate ? range.startDate : toIsoDate(start);
    windows.push({ startDate, endDate: toIsoDate(end) });
    end = new Date(start.getFullYear(), start.getMonth(), start.getDate() - 1);
  }
  return windows;
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

// ─── LinkedIn ─────────────────────────────────────────────────────────────────────────────

export const LINKEDIN_REQUIRED = 'LinkedIn profile URL is required';
export const LINKEDIN_INVALID =
  'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name';

/** A https address on linkedin.com (any subdomain), with a path. */
export function linkedinUrlError(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return LINKEDIN_REQUIRED;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return LINKEDIN_INVALID;
  }
  const hostOk = url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com');
  if (url.protocol !== 'https:' || !hostOk || url.pathname.length < 2) return LINKEDIN_INVALID;
  return undefined;
}

/** The address as stored: https:// added when the user left it out. */
export function normalizeLinkedinUrl(value: string): string {
  const text = value.trim();
  return /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
}
