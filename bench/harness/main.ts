// Benchmark harness, served on the demo build's origin under /__bench/: it writes the
// 10,000-application preset into the same IndexedDB the app's embedded backend opens, and
// offers reference tasks for the baseline ratios. Not part of either build of the app.
import { MockDatabase } from '../../src/mock-server/db';
import { seedIfEmpty } from '../../src/mock-server/seed';
import { seedManyApplications } from '../../src/mock-server/seed/applications';

declare global {
  interface Window {
    bench: {
      seedMany(userId: string, count: number): Promise<{ ms: number; count: number }>;
      idbReference(): Promise<{ writeMs: number; readMs: number }>;
      cpuReference(): number;
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
