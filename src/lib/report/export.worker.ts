/// <reference lib="webworker" />
// Builds the spreadsheet report off the main thread, so a report of thousands of applications
// never freezes the page. The applications arrive in parts while the page reads them; each part
// becomes sheet rows at once, and the file is written at the end. The xlsx library is loaded
// here, on the first export only (while the first parts arrive), and only writes: nothing in the
// app reads spreadsheets with it.
import { type ExportCell, exportTable } from '../../domain/export';
import { type XlsxWriter, buildWorkbookFile } from './export-workbook';
import type { ExportMessage, ExportRequest } from './export-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

const post = (message: ExportMessage, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

const fail = (error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

const rows: ExportCell[][] = [];
let xlsx: Promise<XlsxWriter> | undefined;

scope.onmessage = async (event: MessageEvent<ExportRequest>) => {
  const message = event.data;
  try {
    xlsx ??= import('xlsx');
    if (message.type === 'rows') {
      for (const row of exportTable(message.applications, message.origin).rows) rows.push(row);
      post({ type: 'progress', done: rows.length });
      return;
    }
    const { utils, write } = await xlsx;
    const file = buildWorkbookFile({ utils, write }, { ...exportTable([], ''), rows });
    post({ type: 'done', file }, [file]);
  } catch (error) {
    fail(error);
  }
};
