// @vitest-environment jsdom
// jsdom for the DOM's XML parser, with which the written file is read back (tests/support/xlsx-reader).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  COLUMN_WIDTHS,
  EXPORT_HEADERS,
  type ExportApplication,
  type ExportCell,
  MAX_CELL_TEXT,
  SHEET_NAME,
  documentPageLink,
  decisionDate,
  exportCell,
  exportFileName,
  exportRow,
  exportTable,
  isFormulaLike,
  reportsText,
} from '../../src/domain/export';
import { NO_DATA_MESSAGE, withReports } from '../../src/domain/report-reads';
import { buildWorkbookFile, dateSerial } from '../../src/lib/report/export-workbook';
import { readXlsx } from '../support/xlsx-reader';

const ORIGIN = 'https://demo.grantwise.app';
const text = (value: string): ExportCell => ({ kind: 'text', text: value });

const SAMPLE: ExportApplication = {
  id: 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c',
  fullname: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phoneNumber: '+1 512 555 0142',
  location: 'Austin, TX',
  projectTitle: 'East Austin Community Greenhouse',
  projectStartDate: '2025-01-15',
  projectEndDate: '2025-12-15',
  projectLocation: 'Austin, TX',
  targetAudience: 'Low-Income Communities,Children',
  projectSummary: 'Build a greenhouse.',
  objective: 'Deliver produce.',
  totalProjectBudget: 98000,
  requestedFundingAmount: 60000.4,
  detailedBudgedBreakdown: 'Structure $52,000',
  costSharing: '$38,000 from the city',
  problemStatement: 'Food insecurity.',
  projectDesc: 'A year-round greenhouse.',
  methodology: 'Phased build.',
  resumes: '/api/v1/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f/content',
  lettersCommitment: '/api/v1/files/3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a/content',
  organizationalChart: '',
  auditedStatement: '/api/v1/files/5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c/content',
  geoScope: 'Local',
  projectValue: 100000,
  timeline: '6-12 months',
  primaryFocus: 'Food security',
  sector: null,
  specificReq: '=HYPERLINK("http://evil.example","click")',
  stage: 'Submitted',
  created_at: new Date(2024, 5, 4, 15, 2, 37).toISOString(),
  updated_at: new Date(2024, 5, 6, 9, 14, 2).toISOString(),
};

describe('export columns', () => {
  it('has the 32 columns of the spec, in order, then the budget table’s totals, then what came after the award', () => {
    expect(EXPORT_HEADERS.slice(41)).toEqual(['Tracking Number', 'Decision Date', 'Reports']);
    expect(EXPORT_HEADERS.slice(32, 41)).toEqual([
      'Personnel Subtotal',
      'Equipment Subtotal',
      'Supplies Subtotal',
      'Travel Subtotal',
      'Contractual Subtotal',
      'Other Subtotal',
      'Requested From the Grant',
      'Cost Sharing Amount',
      'Budget Table Total',
    ]);
    expect(EXPORT_HEADERS.slice(0, 32)).toEqual([
      'ID',
      'Full Name',
      'Email',
      'Phone Number',
      'Location',
      'Project Title',
      'Project Start Date',
      'Project End Date',
      'Project Location',
      'Target Audience',
      'Project Summary',
      'Objective',
      'Total Project Budget',
      'Requested Funding Amount',
      'Detailed Budget Breakdown',
      'Cost Sharing',
      'Problem Statement',
      'Project Description',
      'Methodology',
      'Resumes',
      'Letters of Commitment',
      'Organizational Chart',
      'Audited Statement',
      'Geographical Scope',
      'Project Value',
      'Timeline',
      'Primary Focus',
      'Sector',
      'Specific Requirements',
      'Stage',
      'Created At',
      'Updated At',
    ]);
  });

  it('gives the budget table’s totals as amounts, and N/A for an application made before it', () => {
    expect(exportRow(SAMPLE, ORIGIN).slice(32, 41)).toEqual(Array(9).fill(text('N/A')));
    const withTable: ExportApplication = {
      ...SAMPLE,
      budgetLineItems: [
        {
          category: 'equipment',
          description: 'Structure',
          amountCents: 5200000,
          fundedBy: 'grant',
        },
        { category: 'supplies', description: 'Irrigation', amountCents: 800055, fundedBy: 'grant' },
        {
          category: 'personnel',
          description: 'Volunteers',
          amountCents: 3800000,
          fundedBy: 'costSharing',
        },
      ],
    };
    const money = (amount: number) => ({ kind: 'money', amount });
    expect(exportRow(withTable, ORIGIN).slice(32, 41)).toEqual([
      money(38000),
      money(52000),
      money(8000.55),
      money(0),
      money(0),
      money(0),
      money(60000.55),
      money(38000),
      money(98000.55),
    ]);
  });

  it('fills every column from its field, typed: text, money, dates and links to documents', () => {
    expect(exportRow(SAMPLE, ORIGIN).slice(0, 32)).toEqual([
      text('c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c'),
      text('Maria Lopez'),
      text('maria.lopez@example.com'),
      text('+1 512 555 0142'),
      text('Austin, TX'),
      text('East Austin Community Greenhouse'),
      { kind: 'date', day: '2025-01-15' },
      { kind: 'date', day: '2025-12-15' },
      text('Austin, TX'),
      text('Low-Income Communities,Children'),
      text('Build a greenhouse.'),
      text('Deliver produce.'),
      { kind: 'money', amount: 98000 },
      { kind: 'money', amount: 60000.4 },
      text('Structure $52,000'),
      text('$38,000 from the city'),
      text('Food insecurity.'),
      text('A year-round greenhouse.'),
      text('Phased build.'),
      {
        kind: 'link',
        text: `${ORIGIN}/resources/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f`,
        url: `${ORIGIN}/resources/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f`,
      },
      {
        kind: 'link',
        text: `${ORIGIN}/resources/3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a`,
        url: `${ORIGIN}/resources/3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a`,
      },
      text('N/A'),
      {
        kind: 'link',
        text: `${ORIGIN}/resources/5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c`,
        url: `${ORIGIN}/resources/5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c`,
      },
      text('Local'),
      { kind: 'money', amount: 100000 },
      text('6-12 months'),
      text('Food security'),
      text('N/A'),
      text('=HYPERLINK("http://evil.example","click")'),
      text('Submitted'),
      // Timestamps are their local day.
      { kind: 'date', day: '2024-06-04' },
      { kind: 'date', day: '2024-06-06' },
    ]);
  });

  it('reads N/A for a missing value', () => {
    expect(exportCell(null, 'text', ORIGIN)).toEqual(text('N/A'));
    expect(exportCell(undefined, 'text', ORIGIN)).toEqual(text('N/A'));
    expect(exportCell('   ', 'text', ORIGIN)).toEqual(text('N/A'));
    expect(exportCell(Number.NaN, 'money', ORIGIN)).toEqual(text('N/A'));
    expect(exportCell('', 'date', ORIGIN)).toEqual(text('N/A'));
    expect(exportCell('', 'document', ORIGIN)).toEqual(text('N/A'));
    expect(exportCell(0, 'money', ORIGIN)).toEqual({ kind: 'money', amount: 0 });
  });

  it('keeps a text budget range and text that is no date as text', () => {
    expect(exportCell('Over $100,000', 'money', ORIGIN)).toEqual(text('Over $100,000'));
    expect(exportCell('soon', 'date', ORIGIN)).toEqual(text('soon'));
  });

  it('links only documents of the app, to their page; any other address stays text', () => {
    const id = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
    expect(documentPageLink(`/api/v1/files/${id}/content`, ORIGIN)).toBe(
      `${ORIGIN}/resources/${id}`,
    );
    expect(documentPageLink(`${ORIGIN}/api/v1/files/${id}/content`, ORIGIN)).toBe(
      `${ORIGIN}/resources/${id}`,
    );
    for (const other of [
      `https://evil.example/api/v1/files/${id}/content`,
      `/api/v1/files/${id}/content?x=1`,
      'javascript:alert(1)',
      'https://example.org/chart.pdf',
      '/api/v1/files/not-an-id/content',
      'http://[bad',
    ]) {
      expect(documentPageLink(other, ORIGIN), other).toBeNull();
      expect(exportCell(other, 'document', ORIGIN)).toEqual(text(other));
    }
  });

  it('cuts cell text to 32767 characters', () => {
    const long = 'x'.repeat(MAX_CELL_TEXT + 10);
    expect(exportCell(long, 'text', ORIGIN)).toEqual(text('x'.repeat(MAX_CELL_TEXT)));
    expect(exportCell('y'.repeat(MAX_CELL_TEXT), 'text', ORIGIN)).toEqual(
      text('y'.repeat(MAX_CELL_TEXT)),
    );
    expect(exportRow({ ...SAMPLE, projectSummary: long }, ORIGIN)[10]).toEqual(
      text('x'.repeat(MAX_CELL_TEXT)),
    );
  });

  it('spots formula-like text', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(isFormulaLike(value)).toBe(true);
    for (const value of ['1=1', ' plain', '$5']) expect(isFormulaLike(value)).toBe(false);
  });

  it('makes each column as wide as the larger of its header and 15', () => {
    expect(COLUMN_WIDTHS).toHaveLength(44);
    expect(COLUMN_WIDTHS[0]).toBe(15); // ID
    expect(COLUMN_WIDTHS[13]).toBe('Requested Funding Amount'.length); // 24
    expect(COLUMN_WIDTHS[14]).toBe(25); // Detailed Budget Breakdown
    expect(COLUMN_WIDTHS[12]).toBe(20); // Total Project Budget
    expect(COLUMN_WIDTHS[26]).toBe(15); // Primary Focus (13 characters)
    EXPORT_HEADERS.forEach((header, i) =>
      expect(COLUMN_WIDTHS[i]).toBe(Math.max(header.length, 15)),
    );
  });

  it('names the file by the local date and tells what to say when empty', () => {
    expect(exportFileName(new Date(2025, 0, 9, 23, 59))).toBe(
      'Complete_Grants_Report_2025-01-09.xlsx',
    );
    expect(NO_DATA_MESSAGE).toBe('No data available to export');
    expect(SHEET_NAME).toBe('Grants Data');
  });

  it('reports progress row by row', () => {
    const seen: number[] = [];
    const table = exportTable([SAMPLE, SAMPLE, SAMPLE], ORIGIN, (done) => seen.push(done));
    expect(seen).toEqual([1, 2, 3]);
    expect(table.rows).toHaveLength(3);
  });
});

describe('the xlsx file, read back with a reader that is not the one that wrote it', () => {
  const long = 'z'.repeat(40000);
  const second = {
    ...SAMPLE,
    id: 'second',
    projectSummary: long,
    objective: '+cmd|calc',
    totalProjectBudget: 1500.75,
    requestedFundingAmount: 999,
    projectValue: 'Over $100,000' as const,
    resumes: 'https://evil.example/cv.pdf',
  };
  const file = buildWorkbookFile(XLSX, exportTable([SAMPLE, second], ORIGIN));
  const workbook = readXlsx(new Uint8Array(file));
  const sheet = workbook.sheet(SHEET_NAME);
  const cell = (ref: string) => {
    const found = sheet.cells.get(ref);
    if (!found) throw new Error(`no cell ${ref}`);
    return found;
  };
  const columns = EXPORT_HEADERS.map((_, index) => XLSX.utils.encode_col(index));

  it('has one sheet, Grants Data, with the header row in the spec’s order and a row per application', () => {
    expect(workbook.sheetNames).toEqual(['Grants Data']);
    expect(columns.map((column) => cell(`${column}1`).value)).toEqual(EXPORT_HEADERS);
    expect(cell('A2').value).toBe(SAMPLE.id);
    expect(cell('A3').value).toBe('second');
    expect(sheet.cells.has('A4')).toBe(false);
  });

  it('holds money as numbers shown in whole dollars, which a reader can sum', () => {
    for (const ref of ['M2', 'N2', 'Y2', 'M3', 'N3']) {
      expect(cell(ref).type, ref).toBe('n');
      expect(cell(ref).format, ref).toBe('"$"#,##0');
    }
    expect(Number(cell('M2').value) + Number(cell('M3').value)).toBe(99500.75);
    expect(Number(cell('N2').value)).toBe(60000.4);
    // The text budget range stays text.
    expect(cell('Y3')).toMatchObject({ type: 's', value: 'Over $100,000' });
  });

  it('holds dates as dates: date serials with a date format', () => {
    expect(cell('G2')).toMatchObject({ type: 'n', format: 'mm/dd/yyyy' });
    expect(Number(cell('G2').value)).toBe(45672); // 15 January 2025
    expect(Number(cell('H2').value)).toBe(dateSerial('2025-12-15'));
    expect(Number(cell('AE2').value)).toBe(dateSerial('2024-06-04'));
    expect(cell('AF2')).toMatchObject({ type: 'n', format: 'mm/dd/yyyy' });
  });

  it('links each document to its page in the app, an absolute link; other addresses are plain text', () => {
    const resumes = cell('T2');
    expect(resumes.value).toBe(`${ORIGIN}/resources/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f`);
    expect(resumes.link).toEqual({
      target: `${ORIGIN}/resources/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f`,
      mode: 'External',
    });
    expect(cell('W2').link?.target).toBe(
      `${ORIGIN}/resources/5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c`,
    );
    expect(cell('V2')).toMatchObject({ type: 's', value: 'N/A' });
    expect(cell('V2').link).toBeUndefined();
    expect(cell('T3')).toMatchObject({ type: 's', value: 'https://evil.example/cv.pdf' });
    expect(cell('T3').link).toBeUndefined();
  });

  it('writes formula-like text as text, never a formula', () => {
    expect(cell('AC2')).toMatchObject({
      type: 's',
      value: '=HYPERLINK("http://evil.example","click")',
    });
    expect(cell('L3')).toMatchObject({ type: 's', value: '+cmd|calc' });
    expect([...sheet.cells.values()].filter((c) => c.formula !== undefined)).toEqual([]);
  });

  it('keeps an over-long text within the 32767-character limit', () => {
    expect(cell('K3').value).toHaveLength(32767);
  });

  it('sets the column widths', () => {
    // Excel stores a width as characters plus padding; the order and the minimum show through.
    const widths = columns.map((_, index) => sheet.widths.get(index + 1) ?? 0);
    expect(widths).toHaveLength(44);
    COLUMN_WIDTHS.forEach((wch, index) => {
      expect(widths[index], EXPORT_HEADERS[index]).toBeGreaterThanOrEqual(wch);
      expect(widths[index], EXPORT_HEADERS[index]).toBeLessThan(wch + 1.5);
    });
  });
});

describe('xlsx in the app', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sourceFiles(path) : [path];
    });
  }

  it('is loaded on demand by the report worker only, and never used to read a spreadsheet', () => {
    const users = sourceFiles('src')
      .filter((path) => /\.(ts|tsx)$/.test(path))
      .filter((path) => /['"]xlsx['"]/.test(readFileSync(path, 'utf8')));
    for (const path of users) {
      const text = readFileSync(path, 'utf8');
      const runtimeImport = /import\s*\(\s*['"]xlsx['"]\s*\)/.test(text);
      const staticImport = /import\s+(?!type\b)[^;]*from\s+['"]xlsx['"]/.test(text);
      expect(staticImport, `${path} imports xlsx eagerly`).toBe(false);
      if (runtimeImport) expect(path).toMatch(/export\.worker\.ts$/);
      expect(text, `${path} parses spreadsheets`).not.toMatch(
        /\b(read|readFile|readFileSync)\s*\(/,
      );
    }
    expect(users.some((path) => path.endsWith('export.worker.ts'))).toBe(true);
  });
});

describe('what came after the award (issue 66)', () => {
  it('gives the tracking number, the day the funder decided and how each report stands', () => {
    const awarded: ExportApplication = {
      ...SAMPLE,
      stage: 'Completed',
      trackingNumber: 'GW-2026-000042',
      stageHistory: [
        { stage: 'Received', at: '2026-05-02T09:00:00Z' },
        { stage: 'Completed', at: new Date(2026, 5, 8, 9, 0).toISOString() },
      ],
      reports: [
        { kind: 'final', status: 'notStarted' },
        { kind: 'interim', status: 'inProgress' },
      ],
    };
    expect(exportRow(awarded, ORIGIN).slice(41)).toEqual([
      text('GW-2026-000042'),
      { kind: 'date', day: '2026-06-08' },
      text('Interim: in progress; Final: not started'),
    ]);
  });

  it('says N/A for an application not decided, without a receipt or without reports', () => {
    expect(exportRow({ ...SAMPLE, stage: 'Under Review' }, ORIGIN).slice(41)).toEqual(
      Array(3).fill(text('N/A')),
    );
  });

  it('takes a decision made before the history was kept at its last update, and a declined one', () => {
    const at = new Date(2026, 2, 4, 12, 0).toISOString();
    expect(decisionDate({ stage: 'Cancel', updated_at: at })).toBe(at);
    expect(
      decisionDate({
        stage: 'Cancel',
        updated_at: '2026-09-01T00:00:00Z',
        stageHistory: [{ stage: 'Cancel', at, note: 'Not this round.' }],
      }),
    ).toBe(at);
    expect(decisionDate({ stage: 'Withdrawn', updated_at: at })).toBeUndefined();
  });

  it("joins each application's reports by its id", () => {
    const rows = withReports(
      [{ id: 'a' }, { id: 'b' }],
      [
        { applicationId: 'a', kind: 'interim', status: 'submitted' },
        { applicationId: 'c', kind: 'final', status: 'notStarted' },
      ],
    );
    expect(rows).toEqual([
      { id: 'a', reports: [{ kind: 'interim', status: 'submitted' }] },
      { id: 'b', reports: [] },
    ]);
    expect(reportsText([{ kind: 'final', status: 'submitted' }])).toBe('Final: submitted');
  });
});
