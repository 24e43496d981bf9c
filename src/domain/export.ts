// The spreadsheet report ("Download Report"): how its rows are read, its 32 columns, cell formats
// and limits. Pure: builds the text of every cell; the worker turns the table into an xlsx file.

import type { components } from '../api/schema.gen';
import { parseIsoDate, toIsoDate } from './calendar-date';
import { formatNumericDate, formatUsd } from './format';

export const SHEET_NAME = 'Grants Data';
export const NO_DATA_MESSAGE = 'No data available to export';
export const MIN_COLUMN_WIDTH = 15;
export const MAX_CELL_TEXT = 32767;
export const NOT_AVAILABLE = 'N/A';

type GrantApplication = components['schemas']['GrantApplication'];
type Format = 'text' | 'money' | 'date';

interface ExportColumn {
  header: string;
  field: keyof GrantApplication;
  format: Format;
}

/** The spec's columns, in its order. */
export const EXPORT_COLUMNS = [
  { header: 'ID', field: 'id', format: 'text' },
  { header: 'Full Name', field: 'fullname', format: 'text' },
  { header: 'Email', field: 'email', format: 'text' },
  { header: 'Phone Number', field: 'phoneNumber', format: 'text' },
  { header: 'Location', field: 'location', format: 'text' },
  { header: 'Project Title', field: 'projectTitle', format: 'text' },
  { header: 'Project Start Date', field: 'projectStartDate', format: 'date' },
  { header: 'Project End Date', field: 'projectEndDate', format: 'date' },
  { header: 'Project Location', field: 'projectLocation', format: 'text' },
  { header: 'Target Audience', field: 'targetAudience', format: 'text' },
  { header: 'Project Summary', field: 'projectSummary', format: 'text' },
  { header: 'Objective', field: 'objective', format: 'text' },
  { header: 'Total Project Budget', field: 'totalProjectBudget', format: 'money' },
  { header: 'Requested Funding Amount', field: 'requestedFundingAmount', format: 'money' },
  { header: 'Detailed Budget Breakdown', field: 'detailedBudgedBreakdown', format: 'text' },
  { header: 'Cost Sharing', field: 'costSharing', format: 'text' },
  { header: 'Problem Statement', field: 'problemStatement', format: 'text' },
  { header: 'Project Description', field: 'projectDesc', format: 'text' },
  { header: 'Methodology', field: 'methodology', format: 'text' },
  { header: 'Resumes', field: 'resumes', format: 'text' },
  { header: 'Letters of Commitment', field: 'lettersCommitment', format: 'text' },
  { header: 'Organizational Chart', field: 'organizationalChart', format: 'text' },
  { header: 'Audited Statement', field: 'auditedStatement', format: 'text' },
  { header: 'Geographical Scope', field: 'geoScope', format: 'text' },
  { header: 'Project Value', field: 'projectValue', format: 'money' },
  { header: 'Timeline', field: 'timeline', format: 'text' },
  { header: 'Primary Focus', field: 'primaryFocus', format: 'text' },
  { header: 'Sector', field: 'sector', format: 'text' },
  { header: 'Specific Requirements', field: 'specificReq', format: 'text' },
  { header: 'Stage', field: 'stage', format: 'text' },
  { header: 'Created At', field: 'created_at', format: 'date' },
  { header: 'Updated At', field: 'updated_at', format: 'date' },
] as const satisfies readonly ExportColumn[];

/** What the export reads of an application record: the fields its columns show. */
export type ExportApplication = Pick<GrantApplication, (typeof EXPORT_COLUMNS)[number]['field']>;

export const EXPORT_HEADERS: readonly string[] = EXPORT_COLUMNS.map((column) => column.header);

/** Each column as wide as the larger of its header's length and 15 (in characters). */
export const COLUMN_WIDTHS: readonly number[] = EXPORT_HEADERS.map((header) =>
  Math.max(header.length, MIN_COLUMN_WIDTH),
);

function isMissing(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

/** The text of one cell: N/A when missing, formatted, cut to the spreadsheet's 32767 characters. */
export function cellText(value: unknown, format: Format): string {
  if (isMissing(value)) return NOT_AVAILABLE;
  let text: string;
  if (format === 'money' && typeof value === 'number') text = formatUsd(value);
  else if (format === 'date' && typeof value === 'string') text = formatNumericDate(value);
  else text = String(value);
  return text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
}

/**
 * Text a spreadsheet program would read as a formula (=, +, - or @ first). The workbook writes
 * every cell as a text cell, never a formula, so such text shows as typed and cannot run.
 */
export function isFormulaLike(text: string): boolean {
  return /^[=+\-@]/.test(text);
}

export function exportRow(application: ExportApplication): string[] {
  return EXPORT_COLUMNS.map((column) => cellText(application[column.field], column.format));
}

export function exportFileName(now: Date): string {
  return `Complete_Grants_Report_${toIsoDate(now)}.xlsx`;
}

export interface ExportTable {
  sheetName: string;
  headers: readonly string[];
  widths: readonly number[];
  rows: string[][];
}

/** The whole sheet's text; `onRow` reports progress for long reports. */
export function exportTable(
  applications: readonly ExportApplication[],
  onRow?: (done: number) => void,
): ExportTable {
  const rows = applications.map((application, index) => {
    const row = exportRow(application);
    onRow?.(index + 1);
    return row;
  });
  return { sheetName: SHEET_NAME, headers: EXPORT_HEADERS, widths: COLUMN_WIDTHS, rows };
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
