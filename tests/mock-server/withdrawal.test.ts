// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  GrantApplication,
  GrantApplicationsPage,
  NotificationList,
} from '../../src/api/schema.gen';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { WITHDRAWAL_MESSAGES } from '../../src/domain/withdrawal';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { applicationFor, sharedDraft } from '../support/check-fixtures';

// Withdrawing (issue 66, part 3): the owner withdraws a submitted application before a decision,
// with a reason they may give; it is withdrawn everywhere it is read, once, and never after a
// decision. Each answer is checked against openapi.yaml by the backend.

const NOW = new Date('2026-03-10T09:15:00Z');
const LATER = new Date('2026-03-10T09:25:00Z');
const [DANA, SAM] = DEMO_USERS;

let backend: TestBackend;
let dana: string;

beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
  dana = await backend.signIn(DANA.email, DANA.password);
});
afterEach(() => backend.close());

const submit = async (body: object = applicationFor(DANA.id)) => {
  const res = await backend.request('post', '/grant-applications', { token: dana, body });
  expect(res.status).toBe(201);
  return res.body as GrantApplication;
};

const withdraw = (id: string, body: unknown = {}, token = dana) =>
  backend.request('post', `/grant-applications/${id}/withdraw`, { token, body });

const pageOf = async (tab: string) =>
  (
    await backend.request('post', '/grant-applications/page', {
      token: dana,
      body: {
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        tab,
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 100,
      },
    })
  ).body as GrantApplicationsPage;

describe('withdrawing an application', () => {
  it('withdraws it with the reason, as every read then shows', async () => {
    const created = await submit();
    const before = await pageOf('overview');
    backend.setNow(LATER);
    const res = await withdraw(created.id, { reason: '  We found another funder.  ' });
    expect(res.status).toBe(200);
    const withdrawn = res.body as GrantApplication;
    expect(withdrawn).toMatchObject({
      id: created.id,
      stage: 'Withdrawn',
      trackingNumber: created.trackingNumber,
      updated_at: LATER.toISOString(),
      stageHistory: [
        { stage: 'Withdrawn', at: LATER.toISOString(), note: 'We found another funder.' },
      ],
    });
    // Read again by id, in the dashboard's page and counts, and in the report's list.
    const read = await backend.request('get', `/grant-applications/${created.id}`, {
      token: dana,
    });
    expect((read.body as GrantApplication).stage).toBe('Withdrawn');
    const after = await pageOf('overview');
    expect(after.counts.pending).toBe(before.counts.pending - 1);
    expect(after.counts.completed).toBe(before.counts.completed + 1);
    expect(after.counts.ongoing).toBe(before.counts.ongoing - 1);
    expect((await pageOf('completed')).items.map((row) => row.id)).toContain(created.id);
    const list = await backend.request('post', '/grant-applications/get', {
      token: dana,
      body: { startDate: '2026-03-01', endDate: '2026-03-31' },
    });
    expect((list.body as GrantApplication[]).find((row) => row.id === created.id)?.stage).toBe(
      'Withdrawn',
    );
    // The bell does not tell the owner what they just did.
    const bell = await backend.request('get', '/notifications', { token: dana });
    expect(
      (bell.body as NotificationList).items
        .filter((n) => n.subjectId === created.id)
        .map((n) => n.kind),
    ).toEqual([]);
  });

  it('takes no reason at all, and keeps none for an empty one', async () => {
    const created = await submit();
    const res = await withdraw(created.id, { reason: '   ' });
    expect(res.status).toBe(200);
    expect((res.body as GrantApplication).stageHistory).toEqual([
      { stage: 'Withdrawn', at: NOW.toISOString() },
    ]);
  });

  it('refuses to withdraw twice, and after a decision (409), changing nothing', async () => {
    const created = await submit();
    expect((await withdraw(created.id)).status).toBe(200);
    expect(await withdraw(created.id, { reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: WITHDRAWAL_MESSAGES.alreadyWithdrawn },
    });
    expect((await backend.db.applications.get(created.id))?.stageHistory).toHaveLength(1);
    for (const stage of ['Completed', 'Cancel'] as const) {
      const decided = await submit();
      await backend.db.applications.update(decided.id, { stage });
      expect(await withdraw(decided.id)).toMatchObject({
        status: 409,
        body: { message: WITHDRAWAL_MESSAGES.decided },
      });
      expect((await backend.db.applications.get(decided.id))?.stage).toBe(stage);
    }
    // Under review is before a decision: it may be withdrawn.
    const reviewed = await submit();
    await backend.db.applications.update(reviewed.id, { stage: 'Under Review' });
    expect((await withdraw(reviewed.id)).status).toBe(200);
  });

  it("answers 404 for another user's application and an unknown id, changing nothing", async () => {
    const created = await submit();
    const sam = await backend.signIn(SAM.email, SAM.password);
    expect(await withdraw(created.id, {}, sam)).toMatchObject({
      status: 404,
      body: { message: 'Grant application not found' },
    });
    expect((await withdraw('0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f')).status).toBe(404);
    expect((await backend.db.applications.get(created.id))?.stage).toBe('Submitted');
  });

  it('refuses a reason too long or not text, and a body that is not a JSON object (422)', async () => {
    const created = await submit();
    expect(await withdraw(created.id, { reason: 'x'.repeat(501) })).toMatchObject({
      status: 422,
      body: { errors: { reason: WITHDRAWAL_MESSAGES.reasonTooLong } },
    });
    expect((await withdraw(created.id, { reason: 'x'.repeat(500) })).status).toBe(200);
    const other = await submit();
    expect(await withdraw(other.id, { reason: 7 })).toMatchObject({
      status: 422,
      body: { errors: { reason: WITHDRAWAL_MESSAGES.reasonNotText } },
    });
    expect((await withdraw(other.id, [])).status).toBe(422);
    expect((await withdraw(other.id, { why: 'x' })).status).toBe(422);
    expect((await withdraw(other.id, {}, '')).status).toBe(401);
    expect((await backend.db.applications.get(other.id))?.stage).toBe('Submitted');
  });

  it("tells the co-applicants in the shared application's log, with the reason", async () => {
    const shared = await sharedDraft(backend, DEMO_USERS, 'editor');
    const created = await submit({ ...applicationFor(DANA.id), draftId: shared.id });
    backend.setNow(LATER);
    expect((await withdraw(created.id, { reason: 'The deadline moved.' })).status).toBe(200);
    const log = await backend.request('get', `/shared-applications/${shared.id}/activity`, {
      token: shared.priya,
    });
    expect((log.body as ActivityEntry[])[0]).toMatchObject({
      kind: 'withdrawn',
      at: LATER.toISOString(),
      actor: { userId: DANA.id },
      detail: 'The deadline moved.',
    });
    // The dashboard's row names it as its last activity.
    const read = await backend.request('get', `/grant-applications/${created.id}`, {
      token: dana,
    });
    expect((read.body as GrantApplication).lastActivity?.summary).toMatch(
      / withdrew the application: The deadline moved\.$/,
    );
  });
});
