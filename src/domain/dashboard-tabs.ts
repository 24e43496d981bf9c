// The dashboard's tabs and stat cards: what each tab lists and how many each holds.
// Pure: the records are described by the few fields these rules read.

import { isIsoDate, toIsoDate } from './calendar-date';
import type { DashboardCounts } from '../api/schema.gen';

/** What the dashboard reads of an application record. */
export interface DashboardApplication {
  id: string;
  stage: string;
  totalProjectBudget: number;
  created_at: string;
  grant: { title: string; deadline: string };
}

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

/** Decided (Completed, Cancel) or withdrawn by its owner (issue 66): no longer in progress. */
const FINISHED_STAGES = new Set(['Completed', 'Cancel', 'Withdrawn']);

/**
 * What each tab lists:
 * Overview everything; Completed Applications the finished ones (Completed, Cancel or Withdrawn);
 * Ongoing Application those still in progress (any other stage);
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
