// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedManyApplications } from '../../src/mock-server/seed/applications';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import type { GrantApplication } from '../../src/api/schema.gen';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 86_400_000;
const isoDay = (daysAgo: number) =>
  new Date(NOW.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

let backend: TestBackend;
let token: string;

beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
  token = await backend.signIn();
});
afterEach(() => backend.close());

const list = (body: unknown, auth: string | null = token) =>
  backend.request('post', '/grant-applications/get', { token: auth, body });

describe('POST /grant-applications/get', () => {
  it("lists the caller's seeded history in the range, newest first, each with its grant", async () => {
    const res = await list({ startDate: isoDay(365), endDate: isoDay(0) });
    expect(res.status).toBe(200);
    const apps = res.body as GrantApplication[];
    expect(apps.length).toBeGreaterThanOrEqual(7);
    const demoId = backend.demoUsers[0].id;
    expect(apps.every((a) => a.userId === demoId)).toBe(true);
    const times = apps.map((a) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(apps.map((a) => a.stage))).toEqual(
      // Dana's history has every stage, a withdrawal included (issue 66's seed story).
      new Set(['Submitted', 'Under Review', 'Completed', 'Cancel', 'Withdrawn']),
    );
    expect(apps[0]?.grant.title).toEqual(expect.any(String));
    expect(apps[0]?.grant.id).toBe(apps[0]?.grantId);
    // The table shows the first 8 characters: they tell the seeded applications apart.
    expect(new Set(apps.map((a) => a.id.slice(0, 8))).size).toBe(apps.length);
  });

  it('keeps older applications out of a narrower range and includes both ends', async () => {
    const everything = (await list({ startDate: '2000-01-01', endDate: isoDay(0) }))
      .body as GrantApplication[];
    const lastYear = (await list({ startDate: isoDay(365), endDate: isoDay(0) }))
      .body as GrantApplication[];
    expect(everything.length).toBeGreaterThan(lastYear.length);
    const one = everything[3] as GrantApplication;
    const day = one.created_at.slice(0, 10);
    const sameDay = (await list({ startDate: day, endDate: day })).body as GrantApplication[];
    expect(sameDay.map((a) => a.id)).toContain(one.id);
  });

  it('answers 422 when the end is before the start, or a date is missing or malformed', async () => {
    const upside = await list({ startDate: '2025-02-01', endDate: '2025-01-31' });
    expect(upside.status).toBe(422);
    expect(upside.body).toMatchObject({
      errors: { endDate: 'End date must be on or after the start date' },
    });
    const missing = await list({ endDate: '2025-01-31' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { startDate: 'Start date is required' } });
    const bad = await list({ startDate: '2025-02-30', endDate: 'soon' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        startDate: 'Start date must be a date (YYYY-MM-DD)',
        endDate: 'End date must be a date (YYYY-MM-DD)',
      },
    });
  });

  it('needs a token', async () => {
    expect((await list({ startDate: isoDay(30), endDate: isoDay(0) }, null)).status).toBe(401);
  });

  it('shows each user only their own applications', async () => {
    const samToken = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const res = await list({ startDate: isoDay(500), endDate: isoDay(0) }, samToken);
    const apps = res.body as GrantApplication[];
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.every((a) => a.userId === backend.demoUsers[1].id)).toBe(true);
  });
});

describe('GET /grant-applications/{id}', () => {
  it('returns the owner one application with answers, documents and draft', async () => {
    const [first] = (await list({ startDate: isoDay(365), endDate: isoDay(0) }))
      .body as GrantApplication[];
    const res = await backend.request('get', `/grant-applications/${first?.id}`, { token });
    expect(res.status).toBe(200);
    const app = res.body as GrantApplication;
    expect(app.id).toBe(first?.id);
    expect(app.generatedDraft).toMatch(/Project narrative/);
    expect(app.resumes).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\/content$/);
    // The document is a real stored file of the owner.
    const fileId = app.resumes.split('/')[4] as string;
    const file = await backend.request('get', `/files/${fileId}/content`, { token });
    expect(file.status).toBe(200);
  });

  it("answers 404 for another user's application, an unknown id and a malformed id", async () => {
    const [first] = (await list({ startDate: isoDay(365), endDate: isoDay(0) }))
      .body as GrantApplication[];
    const samToken = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const other = await backend.request('get', `/grant-applications/${first?.id}`, {
      token: samToken,
    });
    expect(other.status).toBe(404);
    const unknown = await backend.request(
      'get',
      '/grant-applications/00000000-0000-4000-8000-000000000000',
      { token },
    );
    expect(unknown.status).toBe(404);
    expect((await backend.request('get', '/grant-applications/nope', { token })).status).toBe(404);
  });

  it('needs a token', async () => {
    const res = await backend.request(
      'get',
      '/grant-applications/00000000-0000-4000-8000-000000000000',
    );
    expect(res.status).toBe(401);
  });
});

describe('the 10,000-application preset', () => {
  it('stores 10,000 applications quickly and lists them all within the contract', async () => {
    const userId = backend.demoUsers[0].id;
    const started = performance.now();
    expect(await seedManyApplications(backend.db, userId, 10_000, NOW)).toBe(10_000);
    const seeding = performance.now() - started;
    expect(seeding).toBeLessThan(15_000);
    const res = await list({ startDate: isoDay(800), endDate: isoDay(0) });
    expect(res.status).toBe(200);
    expect((res.body as GrantApplication[]).length).toBeGreaterThanOrEqual(10_000);
  }, 60_000);

  it('does nothing without grants or for an unknown user', async () => {
    expect(
      await seedManyApplications(backend.db, '00000000-0000-4000-8000-000000000000', 5, NOW),
    ).toBe(0);
    await backend.db.grants.clear();
    expect(await seedManyApplications(backend.db, backend.demoUsers[0].id, 5, NOW)).toBe(0);
  });
});
