// How the spreadsheet report is read (export.ts builds its cells): the range in windows of days,
// each application joined with its reports, and what the dashboard says when there is nothing
// to read. Apart from export.ts so the dashboard takes these without the cells' rules.

import { parseIsoDate, toIsoDate } from './calendar-date';
import type { ExportReport } from './export';

export const NO_DATA_MESSAGE = 'No data available to export';

/** The application's reports by its id, as the rows take them. */
export function withReports<T extends { id: string }>(
  applications: readonly T[],
  reports: readonly (ExportReport & { applicationId: string })[],
): (T & { reports: ExportReport[] })[] {
  return applications.map((application) => ({
    ...application,
    reports: reports
      .filter((report) => report.applicationId === application.id)
      .map(({ kind, status }) => ({ kind, status })),
  }));
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
