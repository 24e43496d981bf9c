/// <reference lib="webworker" />
// Builds the spreadsheet report off the main thread, so a report of thousands of applications
// never freezes the page. The xlsx library is loaded here, on the first export only, and only
// writes: nothing in the app reads spreadsheets with it.
import { exportTable } from '../../domain/export';
import { buildWorkbookFile } from './export-workbook';
import type { ExportMessage, ExportRequest } from './export-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** How many rows between two progress messages. */
const PROGRESS_EVERY = 500;

const post = (message: ExportMessage, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

scope.onmessage = async (event: MessageEvent<ExportRequest>) => {
  const { applications } = event.data;
  const total = applications.length;
  try {
    post({ type: 'progress', done: 0, total });
    const { utils, write } = await import('xlsx');
    const table = exportTable(applications, (done) => {
      if (done % PROGRESS_EVERY === 0 && done < total) post({ type: 'progress', done, total });
    });
    post({ type: 'progress', done: total, total });
    const file = buildWorkbookFile({ utils, write }, table);
    post({ type: 'done', file }, [file]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
