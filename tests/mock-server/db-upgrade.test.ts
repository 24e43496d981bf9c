// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { createMockApp } from '../../src/mock-server/app';
import { MockDatabase } from '../../src/mock-server/db';
import { SCHEMA_HISTORY } from '../../src/mock-server/db-schema';
import { seed, seedIfEmpty } from '../../src/mock-server/seed';
import { seedUsers } from '../../src/mock-server/seed/users';
import { DEMO_USERS } from '../../src/mock-server/seed/users';

// The schemas that browsers out there may still hold: every version of the schema history
// (src/mock-server/db-schema.ts) before the last, each declared as that version declared it.
const PREVIOUS_VERSIONS = SCHEMA_HISTORY.slice(0, -1);

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

function currentVersion(): number {
  const db = new MockDatabase(`grantwise-version-probe-${Math.random()}`);
  return db.verno;
}

/** A database at an old version, filled with the full demo seed as that version stored it. */
async function databaseAt(version: number, name: string): Promise<Dexie> {
  const old = new Dexie(name);
  for (const declared of SCHEMA_HISTORY.filter((entry) => entry.version <= version)) {
    old.version(declared.version).stores(declared.stores);
  }
  await old.open();
  // The seed writes through table names only (a typed field, or `table(name)` in a handler
  // module), which the old version declares too; rows of a table it did not have yet are left
  // out (a browser of that version held none).
  const absent = {
    bulkAdd: async () => undefined,
    add: async () => undefined,
    put: async () => undefined,
  };
  const declared = (name: string) => old.tables.some((table) => table.name === name);
  const asOld = new Proxy(old, {
    get: (target, key, receiver) =>
      key === 'table'
        ? (name: string) => (declared(name) ? target.table(name) : absent)
        : typeof key !== 'string' || key in target
          ? (Reflect.get(target, key, receiver) as unknown)
          : absent,
  });
  await seed(asOld as unknown as MockDatabase, new Date('2026-03-01T12:00:00Z'));
  return old;
}

async function contentsOf(db: Dexie): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of db.tables) {
    const rows = await table.toArray();
    out[table.name] = await Promise.all(
      rows.map(async (row: Record<string, unknown>) =>
        row.blob instanceof Blob ? { ...row, blob: await row.blob.text() } : row,
      ),
    );
  }
  return out;
}

describe('the embedded backend database across versions', () => {
  it('keeps the schema of every version a browser may still hold, in order, and opens at the last', () => {
    const versions = SCHEMA_HISTORY.map((entry) => entry.version);
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    expect(currentVersion()).toBe(versions.at(-1));
    expect(PREVIOUS_VERSIONS.length).toBeGreaterThan(0);
  });

  it.each(PREVIOUS_VERSIONS.map((entry) => entry.version))(
    'opens a version %i database with the current code and finds every record intact',
    async (version) => {
      const name = `grantwise-upgrade-${version}-${Math.random().toString(36).slice(2)}`;
      const old = await databaseAt(version, name);
      const danaSession = { token: 'old-session-token', userId: DEMO_USERS[0].id };
      // A session row as the oldest builds could leave it (no creation time); from version 2 on
      // every session has one, and this one is as old as they come.
      await old
        .table('sessions')
        .put(version < 2 ? danaSession : { ...danaSession, createdAt: new Date(0).toISOString() });
      const before = await contentsOf(old);
      expect(before.fileBlobs!.length).toBeGreaterThan(0);
      expect(before.applications!.length).toBeGreaterThan(0);
      old.close();

      const db = new MockDatabase(name);
      opened.push(db);
      await db.open();
      expect(db.verno).toBe(currentVersion());
      const after = await contentsOf(db);

      for (const [table, rows] of Object.entries(before)) {
        if (table === 'sessions') continue;
        expect(after[table], `table ${table}`).toEqual(rows);
      }
      expect(await db.sessions.get(danaSession.token)).toMatchObject({
        ...danaSession,
        createdAt: new Date(0).toISOString(),
      });

      // A session with no creation time counts as from 1970: long expired, so it answers 401.
      const app = createMockApp(db, allRoutes);
      const asOf = (token: string) =>
        app.handle('get', '/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(await asOf(danaSession.token)).toMatchObject({ status: 401 });
      // A session of today works against the upgraded data.
      const recent = { token: 'recent-session-token', userId: DEMO_USERS[0].id };
      await db.sessions.put({ ...recent, createdAt: new Date().toISOString() });
      expect(await asOf(recent.token)).toMatchObject({
        status: 200,
        body: { email: DEMO_USERS[0].email },
      });
    },
  );

  it('starts cleanly after a first seed was cut short (a reload half-way through)', async () => {
    const db = new MockDatabase(`grantwise-partial-${Math.random().toString(36).slice(2)}`);
    opened.push(db);
    await seedUsers(db, new Date());
    await expect(seedIfEmpty(db)).resolves.toBe(true);
    expect(await db.users.where('email').equals(DEMO_USERS[0].email).count()).toBe(1);
    expect(await db.meta.get('seed')).toBeDefined();
    await expect(seedIfEmpty(db)).resolves.toBe(false);
  });
});
