import type { CellObject, WorkSheet, utils as XlsxUtils, write as xlsxWrite } from 'xlsx';
import type { ExportTable } from '../../domain/export';

/** The parts of the xlsx library the report uses (the worker loads it on demand). */
export interface XlsxWriter {
  utils: Pick<typeof XlsxUtils, 'book_new' | 'book_append_sheet' | 'encode_cell' | 'encode_range'>;
  write: typeof xlsxWrite;
}

/**
 * The report's sheet: a header row and one row per application, every cell an explicit text
 * cell (`t: 's'`, never a formula), so text that starts with = + - @ shows as typed.
 */
export function buildSheet(xlsx: XlsxWriter, table: ExportTable): WorkSheet {
  const sheet: WorkSheet = {};
  const lines = [table.headers, ...table.rows];
  lines.forEach((line, r) => {
    line.forEach((text, c) => {
      const cell: CellObject = { t: 's', v: text };
      sheet[xlsx.utils.encode_cell({ r, c })] = cell;
    });
  });
  sheet['!ref'] = xlsx.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, lines.length - 1), c: Math.max(0, table.headers.length - 1) },
  });
  sheet['!cols'] = table.widths.map((wch) => ({ wch }));
  return sheet;
}

/** The .xlsx file's bytes. */
export function buildWorkbookFile(xlsx: XlsxWriter, table: ExportTable): ArrayBuffer {
  const workbook = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(workbook, buildSheet(xlsx, table), table.sheetName);
  const bytes = xlsx.write(workbook, { bookType: 'xlsx', type: 'array', compression: true });
  return bytes as ArrayBuffer;
}
