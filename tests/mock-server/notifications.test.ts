// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

type NotificationList = components['schemas']['NotificationList'];

const YOUTH_ARTS = '6e1a3c85-0f7b-4d2e-9a6c-5b9f1e7d3c46'; // due in 14 days
const EARLY_LITERACY = '8c0d2e4f-9a1b-4cd3-8e5f-7a8b9c0d1e2f'; // due in 18 days
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

  it("lists the seeded stage changes and missions of the last 30 days, each user's own, newest first, unread", async () => {
    const mine = await list(demo);
    expect(mine.items.map((item) => [item.kind, item.date])).toEqual([
      ['missionCompleted', '2026-03-08'],
      ['applicationStageChanged', '2026-03-04'],
      ['missionCompleted', '2026-03-04'],
      ['applicationStageChanged', '2026-02-13'],
    ]);
    expect(mine.items.every((item) => !item.read)).toBe(true);
    expect(mine.unreadCount).toBe(4);
    expect(mine.items[1]).toMatchObject({ stage: 'Under Review' });
    const theirs = await list(sam);
    expect(theirs.items.map((item) => item.id)).not.toContain(mine.items[0]?.id);
    expect(theirs.items.filter((item) => item.kind === 'missionCompleted')).toHaveLength(3);
  });

  it('reminds of saved grants due within 14 days, and of drafted ones as drafts', async () => {
    for (const grantId of [YOUTH_ARTS, STEM, EARLY_LITERACY]) {
      const saved = await backend.request('put', `/saved-grants/${grantId}`, { token: demo });
      expect(saved.status).toBe(204);
    }
    const deadlines = (body: NotificationList) =>
      body.items
        .filter((item) => item.kind.endsWith('Deadline'))
        .map((item) => [item.kind, item.subjectName, item.date]);
    expect(deadlines(await list(demo))).toEqual([
      ['savedGrantDeadline', 'Youth Arts Access Initiative', '2026-03-24'],
    ]);
    // A draft of a saved grant is one reminder (the draft's); an unsaved drafted grant counts.
    const withDrafts = await list(demo, { draftGrantIds: `${YOUTH_ARTS},${EARLY_LITERACY}` });
    expect(deadlines(withDrafts)).toEqual([
      ['draftDeadline', 'Youth Arts Access Initiative', '2026-03-24'],
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
    // Only the demo's two missions of the last days can come between them.
    expect(changes.length).toBeGreaterThanOrEqual(48);
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
