import type { CellObject, WorkSheet, utils as XlsxUtils, write as xlsxWrite } from 'xlsx';
import { DATE_FORMAT, type ExportCell, type ExportTable, MONEY_FORMAT } from '../../domain/export';

/** The parts of the xlsx library the report uses (the worker loads it on demand). */
export interface XlsxWriter {
  utils: Pick<typeof XlsxUtils, 'book_new' | 'book_append_sheet' | 'encode_cell' | 'encode_range'>;
  write: typeof xlsxWrite;
}

/** Days from the spreadsheet epoch (30 December 1899) to a YYYY-MM-DD day: its date serial. */
export function dateSerial(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / 86_400_000 + 25_569;
}

/**
 * A cell as the spreadsheet stores it. Text is always an explicit text cell (`t: 's'`, never a
 * formula), so text that starts with = + - @ shows as typed; money is a number shown in dollars,
 * a date a date serial shown as a date, a document its link's text with the link on it.
 */
function cellOf(cell: ExportCell): CellObject {
  switch (cell.kind) {
    case 'text':
      return { t: 's', v: cell.text };
    case 'money':
      return { t: 'n', v: cell.amount, z: MONEY_FORMAT };
    case 'date':
      return { t: 'n', v: dateSerial(cell.day), z: DATE_FORMAT };
    case 'link':
      return { t: 's', v: cell.text, l: { Target: cell.url, Tooltip: 'Open the document' } };
  }
}

/** The report's sheet: a header row and one row per application. */
export function buildSheet(xlsx: XlsxWriter, table: ExportTable): WorkSheet {
  const sheet: WorkSheet = {};
  table.headers.forEach((header, c) => {
    sheet[xlsx.utils.encode_cell({ r: 0, c })] = { t: 's', v: header };
  });
  table.rows.forEach((row, index) => {
    row.forEach((cell, c) => {
      sheet[xlsx.utils.encode_cell({ r: index + 1, c })] = cellOf(cell);
    });
  });
  sheet['!ref'] = xlsx.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: table.rows.length, c: Math.max(0, table.headers.length - 1) },
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
