import type { ExportApplication } from '../../domain/export';

/** Page → worker: build the report of these applications. */
export interface ExportRequest {
  applications: ExportApplication[];
}

/** Worker → page. */
export type ExportMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; file: ArrayBuffer }
  | { type: 'failed'; message: string };
