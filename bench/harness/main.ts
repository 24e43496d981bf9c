// Benchmark harness, served on the demo build's origin under /__bench/: it writes the
// 10,000-application preset into the same IndexedDB the app's embedded backend opens, and
// offers reference tasks for the baseline ratios. Not part of either build of the app.
import { MockDatabase } from '../../src/mock-server/db';
import { seedIfEmpty } from '../../src/mock-server/seed';
import { seedManyApplications } from '../../src/mock-server/seed/applications';

/**
 * The data of issue 65's benches of the growing screens, written over the demo's seed: grants in
 * all, files in an account's uploads folder, and members and activity entries on the shared
 * application an account owns. A count below what the seed holds leaves the seed as it is.
 */
interface DataGrowth {
  grants?: number;
  files?: { email: string; count: number };
  people?: { email: string; members: number; entries: number };
}
interface DataGrown {
  grants: number;
  files: number;
  members: number;
  entries: number;
  ms: number;
}

declare global {
  interface Window {
    bench: {
      seedMany(userId: string, count: number): Promise<{ ms: number; count: number }>;
      idbReference(): Promise<{ writeMs: number; readMs: number }>;
      cpuReference(): number;
      growData(growth: DataGrowth): Promise<DataGrown>;
    };
  }
}

window.bench = {
  async seedMany(userId, count) {
    const db = new MockDatabase();
    await seedIfEmpty(db);
    const start = performance.now();
    const written = await seedManyApplications(db, userId, count, new Date());
    const ms = performance.now() - start;
    db.close();
    return { ms, count: written };
  },
  async growData(growth) {
    const db = new MockDatabase();
    await seedIfEmpty(db);
    const start = performance.now();
    const id = (n: number, salt: string) => `${salt}-0000-4000-8000-${String(n).padStart(12, '0')}`;
    /** How many copies of `held` records make `wanted` (none when the seed holds enough). */
    const missing = (wanted: number, held: number) =>
      Array.from({ length: wanted - held }, (_, n) => n);
    const grown = { grants: 0, files: 0, members: 0, entries: 0 };
    if (growth.grants !== undefined) {
      const grants = await db.grants.toArray();
      if (grants.length === 0) throw new Error('the seed holds no grant');
      const extra = missing(growth.grants, grants.length).map((n) => {
        const template = grants[n % grants.length]!;
        return { ...template, id: id(n, 'b0000001'), title: `${template.title} (${n + 1})` };
      });
      await db.grants.bulkPut(extra);
      grown.grants = grants.length + extra.length;
    }
    const userOf = async (email: string) => {
      const user = await db.users.where('email').equals(email).first();
      if (!user) throw new Error(`no account ${email}`);
      return user;
    };
    if (growth.files) {
      const user = await userOf(growth.files.email);
      const uploads = await db.resources
        .where('[userId+folderName]')
        .equals([user.id, 'uploads'])
        .toArray();
      const template = uploads[0];
      if (!template) throw new Error('the seed holds no upload');
      const extra = missing(growth.files.count, uploads.length).map((n) => ({
        ...template,
        id: id(n, 'b0000002'),
        fileName: `scan-${n + 1}.pdf`,
      }));
      await db.resources.bulkPut(extra);
      grown.files = uploads.length + extra.length;
    }
    if (growth.people) {
      const { email, members, entries } = growth.people;
      const owner = await userOf(email);
      const application = await db.sharedApplications.where('ownerId').equals(owner.id).first();
      if (!application) throw new Error(`${email} owns no shared application`);
      const rows = await db.sharedMembers.where('applicationId').equals(application.id).toArray();
      const users = missing(members, rows.length).map((n) => ({
        ...owner,
        id: id(n, 'b0000003'),
        email: `member${n + 1}@example.org`,
        firstName: 'Member',
        lastName: String(n + 1),
      }));
      await db.users.bulkPut(users);
      await db.sharedMembers.bulkPut(
        users.map((user) => ({
          applicationId: application.id,
          userId: user.id,
          role: 'viewer' as const,
          joinedAt: application.createdAt,
        })),
      );
      const log = await db.sharedActivity.where('applicationId').equals(application.id).toArray();
      const newest = log.reduce<(typeof log)[number] | undefined>(
        (found, entry) => (found && found.seq > entry.seq ? found : entry),
        undefined,
      );
      if (!newest) throw new Error('the shared application has no activity');
      const extra = missing(entries, log.length).map((n) => ({
        ...newest,
        id: id(n, 'b0000004'),
        seq: newest.seq + n + 1,
      }));
      await db.sharedActivity.bulkPut(extra);
      grown.members = rows.length + users.length;
      grown.entries = log.length + extra.length;
    }
    const ms = performance.now() - start;
    db.close();
    return { ...grown, ms };
  },
  // IndexedDB reference: write 1,000 small records in one transaction, then read them all back.
  async idbReference() {
    const open = indexedDB.open('bench-reference', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('rows', { keyPath: 'id' });
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => fail(open.error);
    });
    const done = (tx: IDBTransaction) =>
      new Promise<void>((ok, fail) => {
        tx.oncomplete = () => ok();
        tx.onerror = () => fail(tx.error);
      });
    let start = performance.now();
    const write = db.transaction('rows', 'readwrite');
    for (let id = 0; id < 1000; id += 1)
      write.objectStore('rows').put({ id, title: `Row ${id}`, amount: id * 3 });
    await done(write);
    const writeMs = performance.now() - start;
    start = performance.now();
    const read = db.transaction('rows', 'readonly');
    read.objectStore('rows').getAll();
    await done(read);
    const readMs = performance.now() - start;
    db.close();
    return { writeMs, readMs };
  },
  // CPU reference: JSON round trip and sort of 10,000 rows (what a report export does in bulk).
  cpuReference() {
    const start = performance.now();
    const rows = Array.from({ length: 10_000 }, (_, id) => ({
      id,
      title: `Project ${id}`,
      amount: (id * 7919) % 100_000,
      created: new Date(1_700_000_000_000 + id * 60_000).toISOString(),
    }));
    const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
    copy.sort((a, b) => a.amount - b.amount || a.title.localeCompare(b.title));
    return performance.now() - start;
  },
};
document.title = 'Benchmark harness ready';
