import { Dexie, type ObservabilitySet } from 'dexie';
import { type SortOrder, sortApplications } from '../domain/dashboard-table';
import type { ApplicationRecord, GrantRecord, MockDatabase } from './db';
import type { GrantApplication, GrantSummary } from '../api/schema.gen';

// The dashboard's read model: per user, the few fields the dashboard sorts, filters and counts
// by (with each application's grant summary), read from IndexedDB once and kept in memory in
// every order asked for so far. A page is then a filter and a slice of an array, plus one
// primary-key read of the page's full records. Any write to the applications or grants tables
// (a route, the seed, a reset or preset, another tab) makes the next request read again.

/** What the read model keeps of an application: the fields of the dashboard's rules. */
export type ApplicationRow = Pick<
  GrantApplication,
  'id' | 'stage' | 'totalProjectBudget' | 'created_at' | 'grant'
>;

function summaryOf(record: ApplicationRecord, grant: GrantRecord | undefined): GrantSummary {
  if (grant)
    return {
      id: grant.id,
      title: grant.title,
      deadline: grant.deadline,
      fundingSize: grant.fundingSize,
    };
  // The grant is gone: the application keeps its place in the history.
  return {
    id: record.grantId,
    title: 'Grant no longer available',
    deadline: record.created_at.slice(0, 10),
    fundingSize: record.requestedFundingAmount,
  };
}

/** The contract's record: the stored application with its grant's summary. */
export async function withGrants(
  db: MockDatabase,
  records: readonly ApplicationRecord[],
): Promise<GrantApplication[]> {
  const grantIds = [...new Set(records.map((record) => record.grantId))];
  const grants = await db.grants.bulkGet(grantIds);
  const byId = new Map<string, GrantRecord>();
  grants.forEach((grant) => {
    if (grant) byId.set(grant.id, grant);
  });
  return records.map((record) => ({
    ...record,
    grant: summaryOf(record, byId.get(record.grantId)),
  }));
}

// ─── Change counter ───────────────────────────────────────────────────────────────────────

/** Tables whose writes change a page's answer: the applications and their grants' titles. */
const WATCHED_TABLES = new Set(['applications', 'grants']);
/** Writes seen per database name; `everything` counts signals that name no table. */
const changes = new Map<string, number>();
let everything = 0;
let listening = false;

/**
 * Dexie reports every committed write (of this page, and of other tabs of the same origin) as
 * `storagemutated` parts named `idb://<database>/<table>/<index>`, before the writer's promise
 * resumes: a request made after a write always sees it.
 */
function listenForWrites(): void {
  if (listening) return;
  listening = true;
  Dexie.on('storagemutated', (parts: ObservabilitySet) => {
    for (const part of Object.keys(parts)) {
      const match = /^idb:\/\/(.+)\/([^/]+)\/[^/]*$/.exec(part);
      if (!match) everything += 1;
      else if (WATCHED_TABLES.has(match[2] as string))
        changes.set(match[1] as string, (changes.get(match[1] as string) ?? 0) + 1);
    }
  });
}

const versionOf = (db: MockDatabase) => `${everything}:${changes.get(db.name) ?? 0}`;

// ─── Per-user rows ────────────────────────────────────────────────────────────────────────

interface UserRows {
  version: string;
  rows: Promise<ApplicationRow[]>;
  /** The rows sorted, per order asked for (`key:direction`). */
  orders: Map<string, ApplicationRow[]>;
}

/** Users kept per database (the least recently asked leaves first). */
const MAX_USERS = 8;
const models = new WeakMap<MockDatabase, Map<string, UserRows>>();

async function loadRows(db: MockDatabase, userId: string): Promise<ApplicationRow[]> {
  const records = await db.applications.where('userId').equals(userId).toArray();
  const applications = await withGrants(db, records);
  return applications.map(({ id, stage, totalProjectBudget, created_at, grant }) => ({
    id,
    stage,
    totalProjectBudget,
    created_at,
    grant,
  }));
}

/** Every application of the user (only theirs), in `order`, as of the latest write. */
export async function applicationRowsInOrder(
  db: MockDatabase,
  userId: string,
  order: SortOrder,
): Promise<readonly ApplicationRow[]> {
  listenForWrites();
  const version = versionOf(db);
  let perUser = models.get(db);
  if (!perUser) {
    perUser = new Map();
    models.set(db, perUser);
  }
  let model = perUser.get(userId);
  if (!model || model.version !== version) {
    const fresh: UserRows = { version, rows: loadRows(db, userId), orders: new Map() };
    // A failed read is not kept: the next request tries again.
    fresh.rows.catch(() => {
      if (perUser.get(userId) === fresh) perUser.delete(userId);
    });
    model = fresh;
  }
  // Most recently asked last.
  perUser.delete(userId);
  perUser.set(userId, model);
  if (perUser.size > MAX_USERS) perUser.delete(perUser.keys().next().value as string);

  const rows = await model.rows;
  const key = `${order.key}:${order.direction}`;
  let sorted = model.orders.get(key);
  if (!sorted) {
    sorted = sortApplications(rows, order);
    model.orders.set(key, sorted);
  }
  return sorted;
}
