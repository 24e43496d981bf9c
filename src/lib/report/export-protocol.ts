import type { ExportApplication } from '../../domain/export';

/**
 * Page → worker: the report's applications arrive in parts, as the page reads them ('rows',
 * newest first, with the app's origin for the links to documents), then 'end' asks for the file.
 * The worker turns each part into sheet rows while the page reads the next one.
 */
export type ExportRequest =
  { type: 'rows'; applications: ExportApplication[]; origin: string } | { type: 'end' };

/** Worker → page: `done` counts the applications turned into sheet rows so far. */
export type ExportMessage =
  | { type: 'progress'; done: number }
  | { type: 'done'; file: ArrayBuffer }
  | { type: 'failed'; message: string };
