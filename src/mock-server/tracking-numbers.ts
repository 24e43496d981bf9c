import type { Transaction } from 'dexie';
import type { ApplicationRecord, MetaRecord, MockDatabase } from './db';

// The receipt's tracking number (issue 66): `GW-`, the year of submission and the database's
// sequence of submissions, zero-padded to 6 digits (GW-2026-004217). The sequence is one counter
// per database, kept in the meta table, so numbers stay unique across years and users and a later
// submission always has a higher one. A write route runs in one transaction, so two submissions
// at once cannot take the same number.

/** An application before the server gave it its receipt. */
export type UnnumberedApplication = Omit<ApplicationRecord, 'trackingNumber' | 'submittedAt'>;

/** The meta row holding the last sequence number given. */
export const TRACKING_SEQUENCE_KEY = 'tracking-sequence';

/** The number as the applicant reads it. */
export function trackingNumberOf(submittedAt: string, sequence: number): string {
  return `GW-${submittedAt.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

/** The sequence of a tracking number (what orders them). */
export const sequenceOf = (trackingNumber: string): number => Number(trackingNumber.slice(8));

/** The meta table, as a route's database or an upgrade's transaction gives it. */
interface MetaTable {
  get(key: string): PromiseLike<MetaRecord | undefined>;
  put(record: MetaRecord): PromiseLike<unknown>;
}

async function take(meta: MetaTable, count: number): Promise<number> {
  const last = await meta.get(TRACKING_SEQUENCE_KEY);
  const first = (typeof last?.value === 'number' ? last.value : 0) + 1;
  await meta.put({ key: TRACKING_SEQUENCE_KEY, value: first + count - 1 });
  return first;
}

/**
 * Gives each record its receipt (tracking number and submission time, the record's `created_at`),
 * in order of submission. The caller writes the records; run it in the same transaction.
 */
export async function giveReceipts(
  db: MockDatabase,
  records: readonly UnnumberedApplication[],
): Promise<ApplicationRecord[]> {
  const first = await db.transaction('rw', db.meta, () => take(db.meta, records.length));
  const order = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => a.record.created_at.localeCompare(b.record.created_at) || a.index - b.index);
  const numbered = new Array<ApplicationRecord>(records.length);
  order.forEach(({ record, index }, position) => {
    numbered[index] = {
      ...record,
      trackingNumber: trackingNumberOf(record.created_at, first + position),
      submittedAt: record.created_at,
    };
  });
  return numbered;
}

/**
 * Schema version 8: the applications stored before receipts existed get theirs, oldest first,
 * after any number already given.
 */
export async function giveMissingReceipts(tx: Transaction): Promise<void> {
  const applications = tx.table<ApplicationRecord, string>('applications');
  const missing = (await applications.toArray())
    .filter((record) => typeof record.trackingNumber !== 'string')
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  if (missing.length === 0) return;
  const first = await take(tx.table<MetaRecord, string>('meta'), missing.length);
  await applications.bulkPut(
    missing.map((record, position) => ({
      ...record,
      trackingNumber: trackingNumberOf(record.created_at, first + position),
      submittedAt: record.created_at,
    })),
  );
}
