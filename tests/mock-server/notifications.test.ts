// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import type { NotificationList } from '../../src/api/schema.gen';

const YOUTH_ARTS = '6e1a3c85-0f7b-4d2e-9a6c-5b9f1e7d3c46'; // due in 14 days
const REFUGEE = '6a8b0c2d-7e9f-4ab1-8c3d-5e6f7a8b9c0d'; // due in 12 days, saved by the demo account
const STEM = '3b8d0f52-7c4e-4a9b-8d3f-2e6c8b4a0f13'; // due in 21 days

describe('notifications (embedded backend)', () => {
  let backend: TestBackend;
  let demo: string;
  let sam: string;

  beforeEach(async () => {
    backend = await createTestBackend({ now: new Date('2026-03-10T12:00:00Z') });
    demo = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
  });
  afterEach(() => backend.close());

  const list = async (token: string, query: Record<string, string> = {}) => {
    const response = await backend.request('get', '/notifications', { token, query });
    expect(response.status).toBe(200);
    return response.body as NotificationList;
  };

  it('answers 401 without a token', async () => {
    expect((await backend.request('get', '/notifications')).status).toBe(401);
    const mark = await backend.request('post', '/notifications/read', { body: { ids: ['x'] } });
    expect(mark.status).toBe(401);
  });

  it("lists the seeded saved grant, stage changes, missions of the last 30 days and a saved search's new matches, each user's own, newest first, unread", async () => {
    const mine = await list(demo);
    expect(mine.items.map((item) => [item.kind, item.date])).toEqual([
      ['missionCompleted', '2026-03-08'],
      // The saved grant closes on the 22nd: its reminder arose when it came within 14 days.
      ['savedGrantDeadline', '2026-03-22'],
      ['missionCompleted', '2026-03-07'],
      // The saved search "Health grants": two matches since it was last opened, the newest on the 6th.
      ['savedSearchMatches', '2026-03-06'],
      // Dana's draft lives on the server (issue 60): its grant closes on the 19th.
      ['draftDeadline', '2026-03-19'],
      ['applicationStageChanged', '2026-03-04'],
      ['missionCompleted', '2026-03-04'],
      ['applicationStageChanged', '2026-02-13'],
    ]);
    expect(mine.items.every((item) => !item.read)).toBe(true);
    expect(mine.unreadCount).toBe(8);
    expect(mine.items[3]).toMatchObject({ subjectName: 'Health grants', count: 2 });
    expect(mine.items[5]).toMatchObject({
      stage: 'Under Review',
      subjectName: 'Neighbourhood Greenhouse and Food Hub',
      // The application's receipt (issue 66).
      trackingNumber: expect.stringMatching(/^GW-2026-\d{6}$/),
    });
    const theirs = await list(sam);
    expect(theirs.items.map((item) => item.id)).not.toContain(mine.items[0]?.id);
    expect(theirs.items.filter((item) => item.kind === 'missionCompleted')).toHaveLength(3);
  });

  it("reminds of the seeded draft's and saved grant's deadlines, and of saved grants due within 14 days only", async () => {
    const deadlines = (body: NotificationList) =>
      body.items
        .filter((item) => item.kind.endsWith('Deadline'))
        .map((item) => [item.kind, item.subjectName, item.date]);
    // The seeded draft lives on the server (issue 60): the page need not name it.
    const firstVisit = await list(demo);
    expect(deadlines(firstVisit)).toEqual([
      ['savedGrantDeadline', 'Refugee Family Integration Grant', '2026-03-22'],
      ['draftDeadline', 'Early Childhood Literacy Grant', '2026-03-19'],
    ]);

    for (const grantId of [YOUTH_ARTS, STEM]) {
      const saved = await backend.request('put', `/saved-grants/${grantId}`, { token: demo });
      expect(saved.status).toBe(204);
    }
    expect(deadlines(await list(demo))).toEqual([
      ['savedGrantDeadline', 'Youth Arts Access Initiative', '2026-03-24'],
      ['savedGrantDeadline', 'Refugee Family Integration Grant', '2026-03-22'],
      ['draftDeadline', 'Early Childhood Literacy Grant', '2026-03-19'],
    ]);
    // A draft of a saved grant (one this browser still keeps from before) is one reminder.
    const withDrafts = await list(demo, { draftGrantIds: `${YOUTH_ARTS},${REFUGEE}` });
    expect(deadlines(withDrafts)).toEqual([
      ['draftDeadline', 'Youth Arts Access Initiative', '2026-03-24'],
      ['draftDeadline', 'Refugee Family Integration Grant', '2026-03-22'],
      ['draftDeadline', 'Early Childhood Literacy Grant', '2026-03-19'],
    ]);
    // Nobody else's saved grants remind this user.
    expect(deadlines(await list(sam))).toEqual([]);
  });

  it('marks notifications read for their owner only, and keeps them read', async () => {
    const before = await list(demo);
    const [first, second] = before.items;
    const marked = await backend.request('post', '/notifications/read', {
      token: demo,
      body: { ids: [first?.id, second?.id, 'no-such-notification'] },
    });
    expect(marked.status).toBe(204);
    const after = await list(demo);
    expect(after.unreadCount).toBe(before.unreadCount - 2);
    expect(after.items.filter((item) => item.read).map((item) => item.id)).toEqual([
      first?.id,
      second?.id,
    ]);
    expect((await list(sam)).items.every((item) => !item.read)).toBe(true);
  });

  it('lists the newest 50 stage changes of a user with thousands of applications, never a submission', async () => {
    const [template] = await backend.db.applications
      .where('userId')
      .equals(DEMO_USERS[0].id)
      .toArray();
    if (!template) throw new Error('the demo account has no application');
    const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
    const day = (offset: number) =>
      new Date(backend.now.getTime() - offset * 3_600_000).toISOString();
    // 3,000 older applications, 90 recent changes (every third still at Submitted) and 20 recent
    // submissions newer than all of them.
    await backend.db.applications.bulkPut([
      ...Array.from({ length: 3000 }, (_, i) => ({
        ...template,
        id: uuid(0x100000 + i),
        stage: 'Completed' as const,
        updated_at: day(24 * 40 + i),
      })),
      ...Array.from({ length: 90 }, (_, i) => ({
        ...template,
        id: uuid(0x200000 + i),
        stage: i % 3 === 0 ? ('Submitted' as const) : ('Under Review' as const),
        updated_at: day(10 + i),
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        ...template,
        id: uuid(0x300000 + i),
        stage: 'Submitted' as const,
        updated_at: day(1 + i / 100),
      })),
    ]);
    const { items } = await list(demo);
    expect(items).toHaveLength(50);
    const changes = items.filter((item) => item.kind === 'applicationStageChanged');
    const expected = Array.from({ length: 90 }, (_, i) => i)
      .filter((i) => i % 3 !== 0)
      .map((i) => uuid(0x200000 + i));
    expect(changes.map((item) => item.subjectId)).toEqual(expected.slice(0, changes.length));
    // Only the demo's missions of the last days and its saved grant's reminder can come between.
    expect(changes.length).toBeGreaterThanOrEqual(46);
  });

  it('refuses malformed draft ids and mark requests with the contract error shapes', async () => {
    const badQuery = await backend.request('get', '/notifications', {
      token: demo,
      query: { draftGrantIds: 'not-a-grant' },
    });
    expect(badQuery).toMatchObject({
      status: 422,
      body: { errors: { draftGrantIds: expect.any(String) } },
    });
    for (const body of [{}, { ids: [] }, { ids: [42] }, { ids: Array(101).fill('x') }]) {
      const response = await backend.request('post', '/notifications/read', { token: demo, body });
      expect(response).toMatchObject({
        status: 422,
        body: { errors: { ids: expect.any(String) } },
      });
    }
  });
});
