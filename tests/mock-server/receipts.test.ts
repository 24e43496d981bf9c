// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { MockDatabase } from '../../src/mock-server/db';
import { SCHEMA_HISTORY } from '../../src/mock-server/db-schema';
import { seed } from '../../src/mock-server/seed';
import { seedManyApplications } from '../../src/mock-server/seed/applications';
import { TRACKING_SEQUENCE_KEY, sequenceOf } from '../../src/mock-server/tracking-numbers';
import type { GrantApplication } from '../../src/api/schema.gen';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// The receipt (issue 66): the server gives every submission a tracking number (GW-<year>-<6
// digits of the database's sequence>) and the moment it took it, and every answer that carries
// the application carries both. Each response is checked against openapi.yaml by the backend.

const NOW = new Date('2026-03-10T09:15:00Z');
const TRACKING = /^GW-\d{4}-\d{6}$/;

let backend: TestBackend;
let token: string;
let userId: string;

beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
  token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
  userId = ((await backend.request('get', '/auth/me', { token })).body as { id: string }).id;
});
afterEach(() => backend.close());

const submit = async () => {
  const res = await backend.request('post', '/grant-applications', {
    token,
    body: buildApplicationPayload(VALID_ANSWERS, { userId, grantId: GRANT_ID }),
  });
  expect(res.status).toBe(201);
  return res.body as GrantApplication;
};

describe('the receipt of a submission', () => {
  it('gives a readable tracking number of the year of submission and the time it was taken', async () => {
    const created = await submit();
    expect(created.trackingNumber).toMatch(TRACKING);
    expect(created.trackingNumber.startsWith('GW-2026-')).toBe(true);
    expect(created.submittedAt).toBe(NOW.toISOString());
    const stored = await backend.db.applications.get(created.id);
    expect(stored?.trackingNumber).toBe(created.trackingNumber);
  });

  it('numbers submissions uniquely and in increasing order, after the seeded ones', async () => {
    const seeded = await backend.db.applications.toArray();
    const highestSeeded = Math.max(...seeded.map((record) => sequenceOf(record.trackingNumber)));
    const first = await submit();
    backend.setNow(new Date('2027-01-02T08:00:00Z'));
    token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
    const second = await submit();
    const third = await submit();
    expect(sequenceOf(first.trackingNumber)).toBe(highestSeeded + 1);
    expect(sequenceOf(second.trackingNumber)).toBe(highestSeeded + 2);
    expect(sequenceOf(third.trackingNumber)).toBe(highestSeeded + 3);
    // The year is the submission's; the sequence runs on across years.
    expect(second.trackingNumber.slice(0, 8)).toBe('GW-2027-');
    const all = await backend.db.applications.toArray();
    expect(new Set(all.map((record) => record.trackingNumber)).size).toBe(all.length);
  });

  it('answers the same number and time from the dashboard reads (list, page, by id)', async () => {
    const created = await submit();
    const receipt = { trackingNumber: created.trackingNumber, submittedAt: created.submittedAt };
    const byId = await backend.request('get', `/grant-applications/${created.id}`, { token });
    expect(byId.body).toMatchObject(receipt);
    const listed = await backend.request('post', '/grant-applications/get', {
      token,
      body: { startDate: '2026-03-10', endDate: '2026-03-10' },
    });
    expect((listed.body as GrantApplication[]).find((a) => a.id === created.id)).toMatchObject(
      receipt,
    );
    // Every seeded application listed has its own receipt too.
    const history = await backend.request('post', '/grant-applications/get', {
      token,
      body: { startDate: '2020-01-01', endDate: '2026-03-10' },
    });
    const rows = history.body as GrantApplication[];
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.trackingNumber).toMatch(TRACKING);
      expect(row.trackingNumber.slice(3, 7)).toBe(row.created_at.slice(0, 4));
      expect(row.submittedAt).toBe(row.created_at);
    }
  });
});

describe('the seed and older databases', () => {
  const opened: Dexie[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
  });

  it('numbers the demo applications in order of submission, and the preset of many after them', async () => {
    const records = await backend.db.applications.toArray();
    const inOrder = [...records].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(inOrder.map((record) => sequenceOf(record.trackingNumber))).toEqual(
      inOrder.map((_, index) => index + 1),
    );
    expect((await backend.db.meta.get(TRACKING_SEQUENCE_KEY))?.value).toBe(records.length);
    await seedManyApplications(backend.db, backend.demoUsers[0].id, 50, NOW);
    const after = await backend.db.applications.toArray();
    expect(new Set(after.map((record) => record.trackingNumber)).size).toBe(records.length + 50);
    expect((await backend.db.meta.get(TRACKING_SEQUENCE_KEY))?.value).toBe(records.length + 50);
  });

  it('gives the applications of a database from before receipts theirs when it upgrades', async () => {
    const name = `grantwise-receipts-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    for (const declared of SCHEMA_HISTORY.filter((entry) => entry.version <= 7)) {
      old.version(declared.version).stores(declared.stores);
    }
    await old.open();
    await seed(old as unknown as MockDatabase, NOW);
    // As version 7 stored them: no receipt, and no sequence yet.
    await old
      .table('applications')
      .toCollection()
      .modify((record: Record<string, unknown>) => {
        delete record.trackingNumber;
        delete record.submittedAt;
      });
    await old.table('meta').delete(TRACKING_SEQUENCE_KEY);
    const count = await old.table('applications').count();
    old.close();

    const db = new MockDatabase(name);
    opened.push(db);
    await db.open();
    const records = await db.applications.toArray();
    expect(records).toHaveLength(count);
    for (const record of records) {
      expect(record.trackingNumber).toMatch(TRACKING);
      expect(record.submittedAt).toBe(record.created_at);
    }
    expect(new Set(records.map((record) => record.trackingNumber)).size).toBe(count);
    expect((await db.meta.get(TRACKING_SEQUENCE_KEY))?.value).toBe(count);
  });
});
