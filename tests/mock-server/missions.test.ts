// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

interface UserMission {
  id: string;
  completed: boolean;
  completed_at: string | null;
  updated_at: string;
  mission: { id: string; name: string; tag: string; points: number };
}

describe('user missions (embedded backend)', () => {
  let backend: TestBackend;
  let demo: string;
  let sam: string;

  const list = async (token: string) =>
    (await backend.request('get', '/user-missions', { token })).body as UserMission[];

  beforeEach(async () => {
    backend = await createTestBackend({ now: new Date('2026-05-01T12:00:00.000Z') });
    demo = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
  });
  afterEach(() => backend.close());

  it('lists the seeded catalogue in order with the demo progress, and needs a token', async () => {
    const missions = await list(demo);
    expect(missions.length).toBeGreaterThanOrEqual(6);
    expect(missions.map((m) => m.mission.name)).toContain('Complete your company profile');
    expect(missions.map((m) => m.mission.name)).toContain('Refer a friend');
    const completed = missions.filter((m) => m.completed);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((m) => m.completed_at !== null)).toBe(true);
    expect(missions.filter((m) => !m.completed).every((m) => m.completed_at === null)).toBe(true);
    expect((await backend.request('get', '/user-missions')).status).toBe(401);
  });

  it('gives a newly registered user the whole catalogue, all open', async () => {
    const registered = await backend.request('post', '/auth/email/register', {
      body: {
        email: 'new@example.org',
        password: 'long-enough-1',
        firstName: 'New',
        lastName: 'Member',
        gender: 'other',
        age: 25,
        ethnicity: 'other',
      },
    });
    expect(registered.status).toBe(201);
    const token = await backend.signIn('new@example.org', 'long-enough-1');
    const missions = await list(token);
    expect(missions.length).toBe((await list(demo)).length);
    expect(missions.every((m) => !m.completed)).toBe(true);
    expect((await list(token)).map((m) => m.id)).toEqual(missions.map((m) => m.id));
  });

  it('completes a mission (completed_at and updated_at now) and reopens it', async () => {
    const open = (await list(demo)).find((m) => !m.completed)!;
    const done = await backend.request('patch', `/user-missions/${open.id}`, {
      token: demo,
      body: { missionId: open.mission.id, completed: true },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: open.id,
      completed: true,
      completed_at: '2026-05-01T12:00:00.000Z',
      updated_at: '2026-05-01T12:00:00.000Z',
      mission: open.mission,
    });
    expect((await list(demo)).find((m) => m.id === open.id)?.completed).toBe(true);

    const reopened = await backend.request('patch', `/user-missions/${open.id}`, {
      token: demo,
      body: { missionId: open.mission.id, completed: false },
    });
    expect(reopened.body).toMatchObject({ completed: false, completed_at: null });
  });

  it("refuses another user's mission (404), a wrong mission id and a bad body (422)", async () => {
    const samsMission = (await list(sam))[0]!;
    const foreign = await backend.request('patch', `/user-missions/${samsMission.id}`, {
      token: demo,
      body: { missionId: samsMission.mission.id, completed: true },
    });
    expect(foreign.status).toBe(404);

    const [first, second] = await list(demo);
    const mismatch = await backend.request('patch', `/user-missions/${first!.id}`, {
      token: demo,
      body: { missionId: second!.mission.id, completed: true },
    });
    expect(mismatch.status).toBe(422);
    expect((mismatch.body as { errors: Record<string, string> }).errors).toHaveProperty(
      'missionId',
    );

    const bad = await backend.request('patch', `/user-missions/${first!.id}`, {
      token: demo,
      body: { missionId: first!.mission.id, completed: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await backend.request('patch', `/user-missions/${first!.id}`, {
          body: { missionId: first!.mission.id, completed: true },
        })
      ).status,
    ).toBe(401);
  });
});
