// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { dashboardPage } from '../../src/domain/dashboard-page';
import { SORT_KEYS } from '../../src/domain/dashboard-table';
import { DASHBOARD_TABS, countByTab } from '../../src/domain/dashboard-tabs';
import { MockDatabase } from '../../src/mock-server/db';
import { resetDemoData } from '../../src/mock-server/seed';
import { seedManyApplications } from '../../src/mock-server/seed/applications';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';
import type {
  ListGrantApplicationsPageRequest,
  GrantApplication,
  GrantApplicationsPage,
} from '../../src/api/schema.gen';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 86_400_000;
const isoDay = (daysAgo: number) =>
  new Date(NOW.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

const DEFAULT_VIEW: ListGrantApplicationsPageRequest = {
  startDate: isoDay(365),
  endDate: isoDay(0),
  tab: 'overview',
  sortBy: 'date',
  sortDirection: 'desc',
  page: 1,
  pageSize: 20,
};

let backend: TestBackend;
let token: string;

beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
  token = await backend.signIn();
});
afterEach(() => backend.close());

const pageOf = async (
  query: Partial<ListGrantApplicationsPageRequest> = {},
  auth: string | null = token,
) => {
  const res = await backend.request('post', '/grant-applications/page', {
    token: auth,
    body: { ...DEFAULT_VIEW, ...query },
  });
  expect(res.status).toBe(200);
  return res.body as GrantApplicationsPage;
};

const wholeRange = async (range: { startDate: string; endDate: string }, auth = token) => {
  const res = await backend.request('post', '/grant-applications/get', {
    token: auth,
    body: range,
  });
  expect(res.status).toBe(200);
  return res.body as GrantApplication[];
};

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('POST /grant-applications/page', () => {
  it("answers the dashboard's default view: newest first, 20 rows, the tab's total and every tab's count", async () => {
    const page = await pageOf();
    const all = await wholeRange({
      startDate: DEFAULT_VIEW.startDate,
      endDate: DEFAULT_VIEW.endDate,
    });
    expect(all.length).toBeGreaterThan(0);
    expect(page.total).toBe(all.length);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(ids(page.items)).toEqual(ids(all.slice(0, 20)));
    // Same records as the whole-range list, grant summary included.
    expect(page.items[0]).toEqual(all[0]);
    expect(page.counts).toEqual(countByTab(all, NOW));
  });

  it('keeps to the tab, sorts, and answers the last page for a page past it', async () => {
    await seedManyApplications(backend.db, backend.demoUsers[0].id, 150, NOW);
    const all = await wholeRange({
      startDate: DEFAULT_VIEW.startDate,
      endDate: DEFAULT_VIEW.endDate,
    });
    const query = { tab: 'pending', sortBy: 'budget', sortDirection: 'asc', pageSize: 7 } as const;
    const expected = dashboardPage(all, { ...DEFAULT_VIEW, ...query }, NOW);
    const first = await pageOf(query);
    expect(first.items.every((row) => row.stage === 'Submitted')).toBe(true);
    expect(ids(first.items)).toEqual(ids(expected.items));
    const budgets = first.items.map((row) => row.totalProjectBudget);
    expect(budgets).toEqual([...budgets].sort((a, b) => a - b));
    const last = Math.ceil(first.total / 7);
    const beyond = await pageOf({ ...query, page: last + 5 });
    expect(beyond.page).toBe(last);
    expect(ids(beyond.items)).toEqual(
      ids(dashboardPage(all, { ...DEFAULT_VIEW, ...query, page: last }, NOW).items),
    );
  });

  it('answers an empty first page for a range with no applications', async () => {
    const page = await pageOf({ startDate: '2001-01-01', endDate: '2001-01-31' });
    expect(page).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      counts: { overview: 0, completed: 0, ongoing: 0, pending: 0, awarded: 0, upcoming: 0 },
    });
  });

  it('matches the domain rules for any range, tab, order and page (property)', async () => {
    await seedManyApplications(backend.db, backend.demoUsers[0].id, 300, NOW);
    const everything = await wholeRange({ startDate: '2000-01-01', endDate: isoDay(-400) });
    const query = fc.record({
      startDate: fc.integer({ min: 0, max: 500 }).map(isoDay),
      days: fc.integer({ min: 0, max: 500 }),
      tab: fc.constantFrom(...DASHBOARD_TABS.map((tab) => tab.id)),
      sortBy: fc.constantFrom(...SORT_KEYS),
      sortDirection: fc.constantFrom('asc' as const, 'desc' as const),
      page: fc.integer({ min: 1, max: 40 }),
      pageSize: fc.integer({ min: 1, max: 100 }),
    });
    await fc.assert(
      fc.asyncProperty(query, async ({ days, ...rest }) => {
        const start = new Date(`${rest.startDate}T12:00:00Z`);
        const endDate = new Date(start.getTime() + days * DAY).toISOString().slice(0, 10);
        const asked: ListGrantApplicationsPageRequest = { ...rest, endDate };
        const expected = dashboardPage(everything, asked, NOW);
        const answer = await pageOf(asked);
        expect(ids(answer.items)).toEqual(ids(expected.items));
        expect(answer).toMatchObject({
          total: expected.total,
          page: expected.page,
          pageSize: asked.pageSize,
          counts: expected.counts,
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("lists and counts only the caller's applications", async () => {
    await seedManyApplications(backend.db, backend.demoUsers[0].id, 50, NOW);
    const samToken = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const samId = backend.demoUsers[1].id;
    const range = { startDate: '2000-01-01', endDate: isoDay(0) };
    // Dana's rows are read (and kept) first; Sam's answer must not include them.
    await pageOf({ ...range, pageSize: 100 });
    const sams = await pageOf({ ...range, pageSize: 100 }, samToken);
    const samsAll = await wholeRange(range, samToken);
    expect(sams.items.length).toBeGreaterThan(0);
    expect(sams.items.every((row) => row.userId === samId)).toBe(true);
    expect(sams.total).toBe(samsAll.length);
    expect(sams.counts).toEqual(countByTab(samsAll, NOW));
  });

  it('needs a token', async () => {
    for (const auth of [null, 'not-a-real-token']) {
      const res = await backend.request('post', '/grant-applications/page', {
        token: auth,
        body: DEFAULT_VIEW,
      });
      expect(res.status).toBe(401);
    }
  });

  it('answers 422 for an end before the start, a missing date, or a bad tab, order, page or page size', async () => {
    const ask = (body: Record<string, unknown>) =>
      backend.request('post', '/grant-applications/page', { token, body });
    const upside = await ask({ ...DEFAULT_VIEW, startDate: '2025-02-01', endDate: '2025-01-31' });
    expect(upside.status).toBe(422);
    expect(upside.body).toMatchObject({
      errors: { endDate: 'End date must be on or after the start date' },
    });
    const missing = await ask({ ...DEFAULT_VIEW, startDate: undefined });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { startDate: 'Start date is required' } });
    const bad = await ask({
      ...DEFAULT_VIEW,
      tab: 'archived',
      sortBy: 'TYPE',
      sortDirection: 'up',
      page: 0,
      pageSize: 101,
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        tab: 'Tab must be one of overview, completed, ongoing, pending, awarded, upcoming',
        sortBy: 'Sort column must be one of id, grant, stage, budget, date',
        sortDirection: 'Sort direction must be asc or desc',
        page: 'Page must be a whole number from 1',
        pageSize: 'Page size must be a whole number from 1 to 100',
      },
    });
    for (const [field, value] of [
      ['page', 1.5],
      ['page', '2'],
      ['pageSize', 0],
      ['pageSize', null],
      ['tab', undefined],
    ] as const) {
      const res = await ask({ ...DEFAULT_VIEW, [field]: value });
      expect(res.status, `${field}: ${String(value)}`).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual([field]);
    }
  });
});

describe('the kept rows follow every write', () => {
  const everything = { startDate: '2000-01-01', endDate: isoDay(0) };

  it('a submitted application is in the next answer, with the counts', async () => {
    const before = await pageOf(everything);
    const created = await backend.request('post', '/grant-applications', {
      token,
      body: buildApplicationPayload(VALID_ANSWERS, {
        userId: backend.demoUsers[0].id,
        grantId: GRANT_ID,
      }),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const after = await pageOf({ ...everything, tab: 'pending', pageSize: 100 });
    expect(ids(after.items)).toContain(id);
    expect(after.counts.overview).toBe(before.counts.overview + 1);
    expect(after.counts.pending).toBe(before.counts.pending + 1);
  });

  it('a deleted application, a renamed grant and a reset show in the next answer', async () => {
    const before = await pageOf(everything);
    const gone = before.items[0] as GrantApplication;
    await backend.db.applications.delete(gone.id);
    const afterDelete = await pageOf(everything);
    expect(ids(afterDelete.items)).not.toContain(gone.id);
    expect(afterDelete.total).toBe(before.total - 1);

    const shown = afterDelete.items[0] as GrantApplication;
    await backend.db.grants.update(shown.grantId, { title: 'Renamed Grant' });
    expect((await pageOf(everything)).items[0]?.grant.title).toBe('Renamed Grant');

    await resetDemoData(backend.db, NOW);
    const fresh = await backend.signIn();
    const afterReset = await pageOf(everything, fresh);
    expect(afterReset.total).toBe(before.total);
    expect(ids(afterReset.items)).toContain(gone.id);
  });

  it('a write through another connection (another tab) shows in the next answer', async () => {
    const before = await pageOf(everything);
    const otherTab = new MockDatabase(backend.db.name);
    try {
      await otherTab.applications.where('userId').equals(backend.demoUsers[0].id).delete();
    } finally {
      otherTab.close();
    }
    const after = await pageOf(everything);
    expect(before.total).toBeGreaterThan(0);
    expect(after.total).toBe(0);
    expect(after.items).toEqual([]);
  });
});
