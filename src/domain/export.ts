// The spreadsheet report ("Download Report"): how its rows are read, its 44 columns, cell types
// and formats, and limits. Pure: builds every cell (text, money, a date or a link to a document);
// the worker turns the table into an xlsx file.

import { isIsoDate, toIsoDate } from './calendar-date';
import { previewLink } from './library';
import { fileIdOfContentPath } from './library-files';
import { isUuid } from './safe-url';
import type { GrantApplication, GrantReport } from '../api/schema.gen';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  type BudgetTotals,
  budgetTotals,
  fromLineItems,
} from './budget';

export const SHEET_NAME = 'Grants Data';
export const MIN_COLUMN_WIDTH = 15;
export const MAX_CELL_TEXT = 32767;
export const NOT_AVAILABLE = 'N/A';

type Format = 'text' | 'money' | 'date' | 'document';

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
  { header: 'Resumes', field: 'resumes', format: 'document' },
  { header: 'Letters of Commitment', field: 'lettersCommitment', format: 'document' },
  { header: 'Organizational Chart', field: 'organizationalChart', format: 'document' },
  { header: 'Audited Statement', field: 'auditedStatement', format: 'document' },
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

/**
 * After the spec's columns, the budget table's totals (issue 48), as amounts a reader can sum:
 * each category's subtotal, the requested and cost-shared subtotals and the total. N/A for an
 * application made before the table (its text breakdown is in its own column).
 */
export const BUDGET_EXPORT_COLUMNS: readonly {
  header: string;
  cents: (totals: BudgetTotals) => number;
}[] = [
  ...BUDGET_CATEGORIES.map((category) => ({
    header: `${BUDGET_CATEGORY_LABELS[category]} Subtotal`,
    cents: (totals: BudgetTotals) => totals.byCategory[category],
  })),
  { header: 'Requested From the Grant', cents: (totals) => totals.requested },
  { header: 'Cost Sharing Amount', cents: (totals) => totals.costShared },
  { header: 'Budget Table Total', cents: (totals) => totals.total },
];

/**
 * Last, what came after the award (issue 66): the receipt's tracking number, the day the funder
 * decided (awarded or declined), and the state of each report the award asks for.
 */
export const AFTER_AWARD_HEADERS = ['Tracking Number', 'Decision Date', 'Reports'] as const;

/** A report as the export shows it: its kind and how far it is. */
export type ExportReport = Pick<GrantReport, 'kind' | 'status'>;

/** What the export reads of an application record: the fields its columns show. */
export type ExportApplication = Pick<
  GrantApplication,
  (typeof EXPORT_COLUMNS)[number]['field'] | 'budgetLineItems'
> &
  Partial<Pick<GrantApplication, 'trackingNumber' | 'stageHistory'>> & {
    /** The application's reports (none: not awarded, or they could not be read). */
    reports?: readonly ExportReport[];
  };

export const EXPORT_HEADERS: readonly string[] = [
  ...EXPORT_COLUMNS.map((column) => column.header),
  ...BUDGET_EXPORT_COLUMNS.map((column) => column.header),
  ...AFTER_AWARD_HEADERS,
];

const REPORT_STATUS_WORDS: Record<GrantReport['status'], string> = {
  notStarted: 'not started',
  inProgress: 'in progress',
  submitted: 'submitted',
};

/** "Interim: in progress; Final: not started" (interim first); '' for none. */
export function reportsText(reports: readonly ExportReport[]): string {
  return [...reports]
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'interim' ? -1 : 1))
    .map(
      (report) =>
        `${report.kind === 'interim' ? 'Interim' : 'Final'}: ${REPORT_STATUS_WORDS[report.status]}`,
    )
    .join('; ');
}

/** When the funder decided: the latest change to awarded or declined (undefined: undecided). */
export function decisionDate(
  application: Pick<ExportApplication, 'stage' | 'stageHistory' | 'updated_at'>,
): string | undefined {
  const decided = (application.stageHistory ?? []).filter(
    (change) => change.stage === 'Completed' || change.stage === 'Cancel',
  );
  if (decided.length > 0) return decided[decided.length - 1]?.at;
  // Decided before the server kept the history: its last update.
  return application.stage === 'Completed' || application.stage === 'Cancel'
    ? application.updated_at
    : undefined;
}

/** Each column as wide as the larger of its header's length and 15 (in characters). */
export const COLUMN_WIDTHS: readonly number[] = EXPORT_HEADERS.map((header) =>
  Math.max(header.length, MIN_COLUMN_WIDTH),
);

/**
 * One cell as the spreadsheet holds it: text; an amount in US dollars (a number, so a reader can
 * sum it); a local calendar day (a date, so a reader can sort and filter by it); or a link to a
 * document's page in the app.
 */
export type ExportCell =
  | { kind: 'text'; text: string }
  | { kind: 'money'; amount: number }
  | { kind: 'date'; day: string }
  | { kind: 'link'; text: string; url: string };

/** How money shows: US dollars with no decimals (the amount itself keeps its cents). */
export const MONEY_FORMAT = '"$"#,##0';
/** How dates show: a local date, as the rest of the app writes numeric dates (09/30/2025). */
export const DATE_FORMAT = 'mm/dd/yyyy';

function isMissing(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

const text = (value: string): ExportCell => ({
  kind: 'text',
  text: value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value,
});

/** The local calendar day (YYYY-MM-DD) of a date or a timestamp; null for text that is no date. */
function localDayOf(value: string): string | null {
  if (isIsoDate(value)) return value;
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(date.getTime())
    ? toIsoDate(date)
    : null;
}

/**
 * The page of a document of the app, as an absolute link that opens from a spreadsheet (the page
 * asks to sign in first when needed); null for any other address, which stays plain text.
 */
export function documentPageLink(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim(), origin);
  } catch {
    return null;
  }
  const id = url.origin === origin ? fileIdOfContentPath(url.pathname) : undefined;
  return id && isUuid(id) && !url.search && !url.hash ? previewLink(origin, id) : null;
}

/**
 * One cell: N/A when missing; money as an amount, a date as a day, an app document as a link to
 * its page; text (cut to the spreadsheet's 32767 characters) for the rest and for anything that
 * does not read as its column's kind (the text budget range "Over $100,000").
 */
export function exportCell(value: unknown, format: Format, origin: string): ExportCell {
  if (isMissing(value)) return text(NOT_AVAILABLE);
  if (format === 'money' && typeof value === 'number') return { kind: 'money', amount: value };
  if (format === 'date' && typeof value === 'string') {
    const day = localDayOf(value);
    if (day) return { kind: 'date', day };
  }
  if (format === 'document' && typeof value === 'string') {
    const url = documentPageLink(value, origin);
    if (url) return { kind: 'link', text: url, url };
  }
  return text(String(value));
}

/**
 * Text a spreadsheet program would read as a formula (=, +, - or @ first). The workbook writes
 * every text as a text cell, never a formula, so such text shows as typed and cannot run.
 */
export function isFormulaLike(value: string): boolean {
  return /^[=+\-@]/.test(value);
}

/** A row of the report; `origin` is the app's, for the links to documents. */
export function exportRow(application: ExportApplication, origin: string): ExportCell[] {
  const items = application.budgetLineItems;
  const totals = items ? budgetTotals(fromLineItems(items)) : null;
  return [
    ...EXPORT_COLUMNS.map((column) => exportCell(application[column.field], column.format, origin)),
    ...BUDGET_EXPORT_COLUMNS.map((column) =>
      totals ? { kind: 'money' as const, amount: column.cents(totals) / 100 } : text(NOT_AVAILABLE),
    ),
    exportCell(application.trackingNumber, 'text', origin),
    exportCell(decisionDate(application), 'date', origin),
    exportCell(reportsText(application.reports ?? []), 'text', origin),
  ];
}

export function exportFileName(now: Date): string {
  return `Complete_Grants_Report_${toIsoDate(now)}.xlsx`;
}

export interface ExportTable {
  sheetName: string;
  headers: readonly string[];
  widths: readonly number[];
  rows: ExportCell[][];
}

/** The whole sheet; `onRow` reports progress for long reports. */
export function exportTable(
  applications: readonly ExportApplication[],
  origin: string,
  onRow?: (done: number) => void,
): ExportTable {
  const rows = applications.map((application, index) => {
    const row = exportRow(application, origin);
    onRow?.(index + 1);
    return row;
  });
  return { sheetName: SHEET_NAME, headers: EXPORT_HEADERS, widths: COLUMN_WIDTHS, rows };
}
