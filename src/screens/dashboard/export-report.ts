import { exportFileName } from '../../domain/export';
import type { GrantApplication } from './dashboard-api';
import type { ExportMessage, ExportRequest } from './export-protocol';

/** Builds the report's bytes in a Web Worker; progress arrives as rows done of total. */
export function buildReportInWorker(
  applications: GrantApplication[],
  onProgress: (done: number, total: number) => void,
): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<ExportMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.done, message.total);
      else if (message.type === 'done') {
        finish();
        resolve(message.file);
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The report could not be created'));
    };
    const request: ExportRequest = { applications };
    worker.postMessage(request);
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands the file to the browser's download. */
export function saveFile(bytes: ArrayBuffer, fileName: string, type = XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Download Report: Complete_Grants_Report_{YYYY-MM-DD}.xlsx built off the main thread. */
export async function exportReportFile(
  applications: GrantApplication[],
  onProgress: (done: number, total: number) => void,
  now: () => Date = () => new Date(),
): Promise<void> {
  const bytes = await buildReportInWorker(applications, onProgress);
  saveFile(bytes, exportFileName(now()));
}
