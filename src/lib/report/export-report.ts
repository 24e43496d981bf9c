import { saveBlob } from '../download';
import { exportFileName } from '../../domain/export';
import type { ExportMessage, ExportRequest } from './export-protocol';
import type { GrantApplication } from '../../api/schema.gen';

/**
 * Builds the report's bytes in a Web Worker from the applications as they are read, part by
 * part; progress is applications turned into rows. Resolves with null when there were none.
 */
export async function buildReportInWorker(
  parts: AsyncIterable<GrantApplication[]>,
  onProgress: (done: number) => void,
  origin: string = globalThis.location.origin,
): Promise<{ bytes: ArrayBuffer; count: number } | null> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  let failure: Error | undefined;
  let finished: (bytes: ArrayBuffer) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const file = new Promise<ArrayBuffer>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const stop = (error: Error) => {
    failure ??= error;
    failed(error);
  };
  // Handled where it is awaited; until then a failure only stops the reading.
  file.catch(() => undefined);
  worker.onmessage = (event: MessageEvent<ExportMessage>) => {
    const message = event.data;
    if (message.type === 'progress') onProgress(message.done);
    else if (message.type === 'done') finished(message.file);
    else stop(new Error(message.message));
  };
  worker.onerror = (event) => stop(new Error(event.message || 'The report could not be created'));
  const send = (request: ExportRequest) => worker.postMessage(request);
  try {
    let count = 0;
    for await (const applications of parts) {
      if (failure) throw failure;
      if (applications.length === 0) continue;
      count += applications.length;
      send({ type: 'rows', applications, origin });
    }
    if (count === 0) return null;
    send({ type: 'end' });
    return { bytes: await file, count };
  } finally {
    worker.terminate();
  }
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Download Report: Complete_Grants_Report_{YYYY-MM-DD}.xlsx built off the main thread from the
 * applications as they are read. Resolves with how many applications it holds (0: no file).
 */
export async function exportReportFile(
  parts: AsyncIterable<GrantApplication[]>,
  onProgress: (done: number) => void,
  now: () => Date = () => new Date(),
): Promise<number> {
  const report = await buildReportInWorker(parts, onProgress);
  if (!report) return 0;
  saveBlob(new Blob([report.bytes], { type: XLSX_TYPE }), exportFileName(now()));
  return report.count;
}
