// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  COLUMN_WIDTHS,
  EXPORT_HEADERS,
  type ExportApplication,
  MAX_CELL_TEXT,
  NO_DATA_MESSAGE,
  SHEET_NAME,
  cellText,
  exportFileName,
  exportRow,
  exportTable,
  isFormulaLike,
} from '../../src/domain/export';
import { buildWorkbookFile } from '../../src/lib/report/export-workbook';

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
  it('has the 32 columns of the spec, in order', () => {
    expect(EXPORT_HEADERS).toEqual([
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

  it('fills every column from its field, formatted', () => {
    expect(exportRow(SAMPLE)).toEqual([
      'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c',
      'Maria Lopez',
      'maria.lopez@example.com',
      '+1 512 555 0142',
      'Austin, TX',
      'East Austin Community Greenhouse',
      '01/15/2025',
      '12/15/2025',
      'Austin, TX',
      'Low-Income Communities,Children',
      'Build a greenhouse.',
      'Deliver produce.',
      '$98,000',
      '$60,000',
      'Structure $52,000',
      '$38,000 from the city',
      'Food insecurity.',
      'A year-round greenhouse.',
      'Phased build.',
      '/api/v1/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f/content',
      '/api/v1/files/3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a/content',
      'N/A',
      '/api/v1/files/5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c/content',
      'Local',
      '$100,000',
      '6-12 months',
      'Food security',
      'N/A',
      '=HYPERLINK("http://evil.example","click")',
      'Submitted',
      '06/04/2024',
      '06/06/2024',
    ]);
  });

  it('reads N/A for a missing value', () => {
    expect(cellText(null, 'text')).toBe('N/A');
    expect(cellText(undefined, 'text')).toBe('N/A');
    expect(cellText('   ', 'text')).toBe('N/A');
    expect(cellText(Number.NaN, 'money')).toBe('N/A');
    expect(cellText('', 'date')).toBe('N/A');
    expect(cellText(0, 'money')).toBe('$0');
  });

  it('writes money as US dollars with no decimals, and a text budget range as is', () => {
    expect(cellText(1234.5, 'money')).toBe('$1,235');
    expect(cellText(10000, 'money')).toBe('$10,000');
    expect(cellText('Over $100,000', 'money')).toBe('Over $100,000');
  });

  it('cuts cell text to 32767 characters', () => {
    const long = 'x'.repeat(MAX_CELL_TEXT + 10);
    expect(cellText(long, 'text')).toHaveLength(MAX_CELL_TEXT);
    expect(cellText('y'.repeat(MAX_CELL_TEXT), 'text')).toHaveLength(MAX_CELL_TEXT);
    expect(exportRow({ ...SAMPLE, projectSummary: long })[10]).toHaveLength(32767);
  });

  it('spots formula-like text', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(isFormulaLike(text)).toBe(true);
    for (const text of ['1=1', ' plain', '$5']) expect(isFormulaLike(text)).toBe(false);
  });

  it('makes each column as wide as the larger of its header and 15', () => {
    expect(COLUMN_WIDTHS).toHaveLength(32);
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
    const table = exportTable([SAMPLE, SAMPLE, SAMPLE], (done) => seen.push(done));
    expect(seen).toEqual([1, 2, 3]);
    expect(table.rows).toHaveLength(3);
  });
});

describe('the xlsx file', () => {
  const long = 'z'.repeat(40000);
  const file = buildWorkbookFile(
    XLSX,
    exportTable([
      SAMPLE,
      { ...SAMPLE, id: 'second', projectSummary: long, objective: '+cmd|calc' },
    ]),
  );
  // Reading happens in this test only; the app never parses spreadsheets.
  const workbook = XLSX.read(new Uint8Array(file), {
    type: 'array',
    cellFormula: true,
    cellStyles: true,
  });
  const sheet = workbook.Sheets[SHEET_NAME] as XLSX.WorkSheet;

  it('has one sheet, Grants Data, with the header row and one row per application', () => {
    expect(workbook.SheetNames).toEqual(['Grants Data']);
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual(EXPORT_HEADERS);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(exportRow(SAMPLE));
  });

  it('sets the column widths', () => {
    expect(sheet['!cols']?.map((col) => col.wch)).toEqual(COLUMN_WIDTHS);
  });

  it('writes formula-like text as text, never a formula', () => {
    const spec = sheet['AC2'] as XLSX.CellObject;
    expect(spec.t).toBe('s');
    expect(spec.f).toBeUndefined();
    expect(spec.v).toBe('=HYPERLINK("http://evil.example","click")');
    const objective = sheet['L3'] as XLSX.CellObject;
    expect(objective.f).toBeUndefined();
    expect(objective.v).toBe('+cmd|calc');
  });

  it('keeps an over-long text within the 32767-character limit', () => {
    expect(String((sheet['K3'] as XLSX.CellObject).v)).toHaveLength(32767);
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
