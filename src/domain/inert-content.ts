// A document opened in a tab of its own runs with the app's origin (a blob: URL inherits it).
// Only types a browser shows without running anything keep their type; everything else (HTML,
// SVG, XML, scripts, unknown) becomes a download.

const PASSIVE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
]);

export const DOWNLOAD_TYPE = 'application/octet-stream';

/** The type a blob may be shown with in a top-level tab of the app's origin. */
export function inertType(type: unknown): string {
  if (typeof type !== 'string') return DOWNLOAD_TYPE;
  const base = (type.split(';')[0] ?? '').trim().toLowerCase();
  return PASSIVE_TYPES.has(base) ? base : DOWNLOAD_TYPE;
}
