// The words of the demo as an offline app: its service worker's notices and its storage.

export const OFFLINE_MESSAGES = {
  ready: 'Grantwise is ready to work offline: this demo now opens without a network.',
  updateTitle: 'A new version of Grantwise is available.',
  updateBody: 'Reload to use it. Everything you saved is kept.',
  reload: 'Reload',
  later: 'Later',
} as const;

/** What the browser reports of the demo's storage (`navigator.storage`). */
export interface StorageReport {
  /** Whether the browser keeps the data when it clears storage; null when it cannot say. */
  persisted: boolean | null;
  /** Bytes used and available to this site; null when the browser cannot say. */
  usage: number | null;
  quota: number | null;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in words: "512 bytes", "1.5 MB", "12 GB". */
export function formatStorageSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

/** The inspector's lines about the demo's storage. */
export function describeStorage(report: StorageReport): { persistence: string; usage: string } {
  const persistence =
    report.persisted === null
      ? 'This browser cannot say whether it keeps the demo data.'
      : report.persisted
        ? 'Persistent: the browser keeps the demo data when it clears storage.'
        : 'Not persistent: the browser may clear the demo data when space runs low.';
  const usage =
    report.usage === null || report.quota === null
      ? 'This browser does not report how much storage the demo uses.'
      : `The demo uses ${formatStorageSize(report.usage)} of ${formatStorageSize(report.quota)} available.`;
  return { persistence, usage };
}
