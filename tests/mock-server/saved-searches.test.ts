// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Company,
  Grant,
  GrantApplicationsPage,
  NotificationList,
  SavedSearch,
} from '../../src/api/schema.gen';
import { fitProfileOf } from '../../src/domain/fit';
import { FIT_APPLICATIONS } from '../../src/domain/fit-profile';
import { type GrantFilters, matchesFilters } from '../../src/domain/saved-searches';
import { DEMO_SAVED_SEARCH_IDS } from '../../src/mock-server/seed/saved-searches';
import { SEED_GRANTS } from '../../src/mock-server/seed/grants';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Saved searches (issue 47) on the embedded backend: the limit, validation, ownership, new
// matches and the bell's alerts, marking seen, and the server's match agreeing with top picks'
// filter. Every answer is checked against openapi.yaml by the test backend.

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A grant the create-grant wizard could send: Health, closing in 20 days. */
const grantInput = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  sector: 'Health',
  sectorFocus: 'Community clinics',
  fundingSize: 40000,
  deadline: new Date(NOW.getTime() + 20 * DAY).toISOString().slice(0, 10),
  organizationType: 'nonprofit',
  motive: 'Food security and health in Texas.',
  description: 'Funds clinics that screen for food insecurity.',
  sectorDescription: 'Community health and food access in Texas.',
  criteria: 'Registered nonprofit.',
  projectStage: 'implementation',
  ...overrides,
});

describe('saved searches (embedded backend)', () => {
  let backend: TestBackend;
  let dana: string;
  let sam: string;

  beforeEach(async () => {
    backend = await createTestBackend({ now: NOW });
    dana = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
  });
  afterEach(() => backend.close());

  const list = async (token: string) => {
    const response = await backend.request('get', '/saved-searches', { token });
    expect(response.status).toBe(200);
    return response.body as SavedSearch[];
  };
  const create = (token: string, body: unknown) =>
    backend.request('post', '/saved-searches', { token, body });
  const bell = async (token: string) =>
    (
      (await backend.request('get', '/notifications', { token })).body as NotificationList
    ).items.filter((item) => item.kind === 'savedSearchMatches');
  /** Moves the clock on, and signs both users in again (sessions idle out after 30 minutes). */
  const later = async (ms: number) => {
    backend.setNow(new Date(NOW.getTime() + ms));
    dana = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
  };
  const publish = async (token: string, title: string, overrides: Record<string, unknown> = {}) => {
    const response = await backend.request('post', '/grants', {
      token,
      body: grantInput(title, overrides),
    });
    expect(response.status).toBe(201);
    return response.body as Grant;
  };

  it("lists the demo account's two seeded searches, one with new matches, and none of Sam's", async () => {
    const mine = await list(dana);
    expect(mine.map((search) => [search.name, search.newCount])).toEqual([
      ['Education closing within 60 days', 0],
      ['Health grants', 2],
    ]);
    expect(mine.map((search) => search.id).sort()).toEqual([...DEMO_SAVED_SEARCH_IDS].sort());
    expect(await list(sam)).toEqual([]);
  });

  it('saves a search with what was sent, instant alerts by default and nothing new yet', async () => {
    const made = await create(sam, {
      name: '  Food security in Texas ',
      filters: { q: ' food texas ', sector: '', eligible: false },
      closingWithinDays: 30,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Food security in Texas',
      filters: { q: 'food texas' },
      alerts: 'instant',
      closingWithinDays: 30,
      newCount: 0,
      lastSeenAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
    });
    expect((await list(sam)).map((search) => search.id)).toEqual([(made.body as SavedSearch).id]);
  });

  it('refuses the 21st search with a clear message, and takes one again after a delete', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await create(sam, { name: `Search ${i}`, filters: {} })).status).toBe(201);
    }
    const refused = await create(sam, { name: 'One too many', filters: {} });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        status: 409,
        message: 'You can keep at most 20 saved searches. Delete one to save another.',
      },
    });
    const first = (await list(sam))[0]!;
    expect(
      (await backend.request('delete', `/saved-searches/${first.id}`, { token: sam })).status,
    ).toBe(204);
    expect((await create(sam, { name: 'Now it fits', filters: {} })).status).toBe(201);
    // Dana's own two are hers: Sam's twenty do not count against her.
    expect((await create(dana, { name: 'Mine', filters: {} })).status).toBe(201);
  });

  it('validates the name, filters, alerts and closing window, and saves nothing then', async () => {
    const errorsOf = async (body: unknown) => {
      const response = await create(sam, body);
      expect(response.status).toBe(422);
      return (response.body as { errors: Record<string, string> }).errors;
    };
    expect(await errorsOf({ name: '   ', filters: {} })).toEqual({ name: 'Name is required' });
    expect(await errorsOf({ name: 'x'.repeat(81), filters: {} })).toEqual({ name: 'tooLong' });
    expect(await errorsOf({ name: 'x', filters: { q: 'x'.repeat(201) } })).toEqual({
      filters: 'tooLong',
    });
    for (const filters of [undefined, null, [], 'food', { colour: 'red' }, { saved: 'yes' }]) {
      expect(await errorsOf({ name: 'x', filters })).toEqual({
        filters: 'Filters must be an object with q, sector, saved and eligible',
      });
    }
    expect(
      await errorsOf({ name: 'x', filters: {}, alerts: 'hourly', closingWithinDays: 366 }),
    ).toEqual({
      alerts: 'Alerts must be off, instant, daily or weekly',
      closingWithinDays: 'Closing within must be a whole number of days from 1 to 365',
    });
    expect(await list(sam)).toEqual([]);
  });

  it('renames and changes alerts and the closing window; refuses empty and unknown changes', async () => {
    const id = DEMO_SAVED_SEARCH_IDS[0];
    const patch = (body: unknown, token = dana) =>
      backend.request('patch', `/saved-searches/${id}`, { token, body });
    const renamed = await patch({ name: ' Health in Texas ', alerts: 'daily' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Health in Texas',
      alerts: 'daily',
      filters: { q: 'health' },
      closingWithinDays: null,
      newCount: 2,
    });
    expect((await patch({ closingWithinDays: 10 })).body).toMatchObject({
      name: 'Health in Texas',
      closingWithinDays: 10,
    });
    expect((await patch({ closingWithinDays: null })).body).toMatchObject({
      closingWithinDays: null,
    });
    expect((await patch({})).body).toMatchObject({ errors: { body: 'Nothing to change' } });
    expect((await patch({ filters: {} })).body).toMatchObject({
      errors: { filters: 'unknownField' },
    });
    expect((await patch({ name: '' })).body).toMatchObject({
      errors: { name: 'Name is required' },
    });
    expect((await patch({ name: 'Taken' }, sam)).status).toBe(404);
  });

  it("keeps each user's searches their own: another user's id answers 404 everywhere", async () => {
    const id = DEMO_SAVED_SEARCH_IDS[0];
    for (const [method, path] of [
      ['patch', `/saved-searches/${id}`],
      ['delete', `/saved-searches/${id}`],
      ['post', `/saved-searches/${id}/seen`],
    ] as const) {
      const response = await backend.request(method, path, {
        token: sam,
        body: method === 'patch' ? { name: 'Taken' } : undefined,
      });
      expect(response, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Saved search not found' },
      });
    }
    const mine = await list(dana);
    expect(mine.find((search) => search.id === id)).toMatchObject({
      name: 'Health grants',
      newCount: 2,
    });
    // Sam's new grant counts for Dana's search, and Sam's bell says nothing of it.
    await later(HOUR);
    await publish(sam, 'Texas Health Access Fund');
    expect((await list(dana)).find((search) => search.id === id)?.newCount).toBe(3);
    expect(await bell(sam)).toEqual([]);
  });

  it('counts a new matching grant, tells the owner in the bell, and marks it seen', async () => {
    const made = (
      await create(sam, {
        name: 'Food security in Texas',
        filters: { q: 'food texas' },
      })
    ).body as SavedSearch;
    await later(HOUR);
    await publish(dana, 'Texas Food Security Grant');
    await publish(dana, 'Texas Rural Food Banks');
    await publish(dana, 'Ohio Arts Fund', {
      motive: 'Arts.',
      description: 'Arts.',
      sectorDescription: 'Arts.',
    });

    const counted = (await list(sam)).find((search) => search.id === made.id);
    expect(counted?.newCount).toBe(2);
    const alerts = await bell(sam);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'savedSearchMatches',
      subjectId: made.id,
      subjectName: 'Food security in Texas',
      count: 2,
      filters: { q: 'food texas' },
      date: '2026-03-10',
      read: false,
    });

    const seen = await backend.request('post', `/saved-searches/${made.id}/seen`, { token: sam });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      newCount: 0,
      lastSeenAt: new Date(NOW.getTime() + HOUR).toISOString(),
    });
    expect(await bell(sam)).toEqual([]);

    // A grant that appears afterwards is new again, in a notification of its own.
    await later(2 * HOUR);
    await publish(dana, 'Texas Food Pantry Network');
    const again = await bell(sam);
    expect(again).toHaveLength(1);
    expect(again[0]?.count).toBe(1);
    expect(again[0]?.id).not.toBe(alerts[0]?.id);
  });

  it('groups daily and weekly alerts as their digests would, once the period has ended; off says nothing', async () => {
    const ids: Record<string, string> = {};
    for (const alerts of ['off', 'daily', 'weekly'] as const) {
      const made = await create(sam, { name: `Texas ${alerts}`, filters: { q: 'texas' }, alerts });
      ids[alerts] = (made.body as SavedSearch).id;
    }
    // NOW is Tuesday 10 March, noon. Two matches today, one tomorrow.
    await later(HOUR);
    await publish(dana, 'Texas One');
    await publish(dana, 'Texas Two');
    await later(DAY);
    await publish(dana, 'Texas Three');
    const bySearch = async () => {
      const items = await bell(sam);
      return Object.fromEntries(
        Object.entries(ids).map(([alerts, id]) => [
          alerts,
          items.filter((item) => item.subjectId === id).map((item) => [item.count, item.date]),
        ]),
      );
    };
    // Wednesday noon: Tuesday's digest has gone out; the week has not ended.
    expect(await bySearch()).toEqual({ off: [], daily: [[2, '2026-03-10']], weekly: [] });
    // The next Monday: both days' digests, and the week's (Monday 9 to Sunday 15 March).
    await later(6 * DAY);
    expect(await bySearch()).toEqual({
      off: [],
      daily: [
        [1, '2026-03-11'],
        [2, '2026-03-10'],
      ],
      weekly: [[3, '2026-03-15']],
    });
    // Every search still counts what is new, alerts or not.
    const counts = (await list(sam)).map((search) => [search.alerts, search.newCount]);
    expect(counts.sort()).toEqual([
      ['daily', 3],
      ['off', 3],
      ['weekly', 3],
    ]);
  });

  it('counts only grants closing within the window when one is set', async () => {
    const made = (
      await create(sam, { name: 'Soon', filters: { sector: 'health' }, closingWithinDays: 30 })
    ).body as SavedSearch;
    await later(HOUR);
    await publish(dana, 'Closes in 20 days');
    await publish(dana, 'Closes in 40 days', {
      deadline: new Date(NOW.getTime() + 40 * DAY).toISOString().slice(0, 10),
    });
    expect((await list(sam)).find((search) => search.id === made.id)?.newCount).toBe(1);
  });

  it("agrees with top picks' filter on every filter: the same grants match on the server and on screen", async () => {
    // Sam has a company profile (for the eligible filter) and applications; saved grants too.
    const saved = SEED_GRANTS.filter((_grant, index) => index % 3 === 0).map((grant) => grant.id);
    for (const id of saved) await backend.request('put', `/saved-grants/${id}`, { token: sam });
    const words = ['health', 'community', 'food', 'grant', 'energy solar', 'zzz', ''];
    const sectors = [...new Set(SEED_GRANTS.map((grant) => grant.sector)), 'health', 'Nowhere'];

    // What top picks reads and filters by (the route's reads and the screen's context).
    const screenSees = async (filters: GrantFilters) => {
      const grants = (await backend.request('get', '/grants', { token: sam })).body as Grant[];
      const savedGrants = (await backend.request('get', '/saved-grants', { token: sam }))
        .body as Grant[];
      const company = (await backend.request('get', '/companies/my-company', { token: sam }))
        .body as Company;
      const page = (
        await backend.request('post', '/grant-applications/page', {
          token: sam,
          body: {
            startDate: '2000-01-01',
            endDate: '2036-01-01',
            tab: 'overview',
            sortBy: 'date',
            sortDirection: 'desc',
            page: 1,
            pageSize: FIT_APPLICATIONS,
          },
        })
      ).body as GrantApplicationsPage;
      const context = {
        savedGrantIds: new Set(savedGrants.map((grant) => grant.id)),
        profile: fitProfileOf(company, page.items),
        today: NOW.toISOString().slice(0, 10),
      };
      return grants.filter((grant) => matchesFilters(grant, filters, context)).length;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            q: fc.constantFrom(...words),
            sector: fc.constantFrom(...sectors),
            saved: fc.boolean(),
            eligible: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom(null, 10, 30, 60),
        async (filters, closingWithinDays) => {
          const made = await create(sam, { name: 'Agreement', filters, closingWithinDays });
          expect(made.status).toBe(201);
          const id = (made.body as SavedSearch).id;
          // Every grant of the catalogue is new for it: seen before any was published.
          await backend.db.savedSearches.update(id, { lastSeenAt: '2000-01-01T00:00:00.000Z' });
          const server = (await list(sam)).find((search) => search.id === id)!.newCount;
          expect(server).toBe(await screenSees({ ...filters, closingWithinDays }));
          await backend.request('delete', `/saved-searches/${id}`, { token: sam });
        },
      ),
      { numRuns: 40 },
    );
  });
});
