// The history table's rows: the short id, the stage pill, the order and the pages.

import type { DashboardApplication } from './dashboard-tabs';
import type { SortDirection } from '../api/schema.gen';

export const submissionId = (id: string): string => id.slice(0, 8);

export type StageColor = 'green' | 'blue' | 'red' | 'gray';

export function stageColor(stage: string): StageColor {
  if (stage === 'Completed') return 'green';
  if (stage === 'Submitted') return 'blue';
  if (stage === 'Cancel') return 'red';
  return 'gray';
}

export const SORT_KEYS = ['id', 'grant', 'stage', 'budget', 'date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/** Newest first, the server's order. */
export const DEFAULT_SORT: SortOrder = { key: 'date', direction: 'desc' };

// Collators made once: sorting 10,000 rows compares about 140,000 pairs.
const byText = new Intl.Collator();
const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

function compareBy(key: SortKey, a: DashboardApplication, b: DashboardApplication): number {
  switch (key) {
    case 'id':
      return byText.compare(a.id, b.id);
    case 'grant':
      return byTitle.compare(a.grant.title, b.grant.title);
    case 'stage':
      return byText.compare(a.stage, b.stage);
    case 'budget':
      return a.totalProjectBudget - b.totalProjectBudget;
    case 'date':
      return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
  }
}

/** A sorted copy; ties keep the id order so pages never shuffle. */
export function sortApplications<T extends DashboardApplication>(
  applications: readonly T[],
  order: SortOrder,
): T[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...applications].sort(
    (a, b) => sign * compareBy(order.key, a, b) || byText.compare(a.id, b.id),
  );
}

/** Clicking a header: the same column flips, another column starts ascending (date: newest first). */
export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'date' ? 'desc' : 'asc' };
}

export const PAGE_SIZE = 20;
/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page shown for an asked page: 1 at least, the last page at most. */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, pageSize);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
