import type { GrantReport } from '../api/schema.gen';

// The dashboard's reports due (issue 66, part 5): the reports still to submit, soonest due first.

/** Unsubmitted reports, soonest due first (the list's own order kept for the same day). */
export function reportsDue(reports: readonly GrantReport[]): GrantReport[] {
  return reports
    .filter((report) => report.status !== 'submitted')
    .map((report, index) => ({ report, index }))
    .sort((a, b) => a.report.dueDate.localeCompare(b.report.dueDate) || a.index - b.index)
    .map(({ report }) => report);
}
