// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

let backend: TestBackend;
let token: string;
let userId: string;

beforeEach(async () => {
  backend = await createTestBackend();
  token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
  const me = await backend.request('get', '/auth/me', { token });
  userId = (me.body as { id: string }).id;
});
afterEach(() => backend.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  ...buildApplicationPayload(VALID_ANSWERS, { userId, grantId: GRANT_ID }),
  ...overrides,
});

describe('POST /grant-applications', () => {
  it('stores a submitted application with its commission and generated draft', async () => {
    const res = await backend.request('post', '/grant-applications', { token, body: payload() });
    expect(res.status).toBe(201);
    const created = res.body as Record<string, unknown>;
    expect(created).toMatchObject({
      userId,
      grantId: GRANT_ID,
      fullname: 'Maria Lopez',
      grant: { id: GRANT_ID, title: 'Community Food Resilience Grant' },
      stage: 'Submitted',
      projectStage: 'Implementation',
      commission: 12000.11,
      projectValue: 100000,
      geoScope: 'Local',
      projectLocation: 'Austin, TX',
      detailedBudgedBreakdown: 'Structure $52,000; irrigation $11,000.',
      projectDesc: 'A year-round greenhouse run with volunteers.',
      targetAudience: 'Low-Income Communities,Children',
      created_at: backend.now.toISOString(),
      updated_at: backend.now.toISOString(),
    });
    expect(created.generatedDraft).toContain('East Austin Community Greenhouse');
    expect(created.generatedDraft).toContain('Community Food Resilience Grant');
    const stored = await backend.db.applications.get(created.id as string);
    expect(stored?.generatedDraft).toBe(created.generatedDraft);
    // The dashboard's read answers it too.
    const read = await backend.request('get', `/grant-applications/${created.id as string}`, {
      token,
    });
    expect(read.status).toBe(200);
  });

  it('derives the copies from their source fields, trimmed', async () => {
    const res = await backend.request('post', '/grant-applications', {
      token,
      body: payload({ projectDesc: 'stale', geoScope: 'National', fullName: '  Maria  ' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      projectDesc: 'A year-round greenhouse run with volunteers.',
      geoScope: 'Local',
      fullname: 'Maria',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await backend.request('post', '/grant-applications', { body: payload() });
    expect(res.status).toBe(401);
  });

  it('validates like the wizard, with its messages', async () => {
    const res = await backend.request('post', '/grant-applications', {
      token,
      body: payload({
        fullName: '  ',
        projectEndDate: '2030-01-15',
        requestedFundingAmount: 99000,
        resumes: '',
        budgetRange: 75000,
        targetAudience: 'Aliens',
        specificReq: ' ',
      }),
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string> }).errors).toEqual({
      fullName: 'Full name is required',
      projectEndDate: 'End date must be after start date',
      requestedFundingAmount: 'Requested amount cannot exceed total budget',
      resumes: 'Resumes is required',
      budgetRange: 'Please select a budget range',
      targetAudience: 'Please select at least one target audience',
      specificReq: 'Specific requirements are required',
    });
  });

  it('refuses amounts that are not numbers above 0', async () => {
    const res = await backend.request('post', '/grant-applications', {
      token,
      body: payload({ totalProjectBudget: -1, requestedFundingAmount: '5' }),
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string> }).errors).toEqual({
      totalProjectBudget: 'Please enter a valid amount',
      requestedFundingAmount: 'Requested funding amount is required',
    });
  });

  it('needs the commission acknowledgement', async () => {
    const res = await backend.request('post', '/grant-applications', {
      token,
      body: payload({ commissionAcknowledged: false }),
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string> }).errors).toHaveProperty(
      'commissionAcknowledged',
    );
  });

  it('answers grantNotFound for an unknown or deleted grant', async () => {
    const unknown = await backend.request('post', '/grant-applications', {
      token,
      body: payload({ grantId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknown.status).toBe(422);
    expect((unknown.body as { errors: Record<string, string> }).errors).toEqual({
      grantId: 'grantNotFound',
    });
    await backend.db.grants.delete(GRANT_ID);
    const deleted = await backend.request('post', '/grant-applications', {
      token,
      body: payload(),
    });
    expect(deleted.status).toBe(422);
  });

  it("refuses to file an application in another user's name", async () => {
    const res = await backend.request('post', '/grant-applications', {
      token,
      body: payload({ userId: '00000000-0000-4000-8000-000000000001' }),
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string> }).errors).toHaveProperty('userId');
  });

  it('keeps the application to its owner: another user cannot read it', async () => {
    const res = await backend.request('post', '/grant-applications', { token, body: payload() });
    const id = (res.body as { id: string }).id;
    const other = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    expect(
      (await backend.request('get', `/grant-applications/${id}`, { token: other })).status,
    ).toBe(404);
  });
});
