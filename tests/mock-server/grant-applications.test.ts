// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { GRANT_ID, TABLE_ANSWERS, VALID_ANSWERS } from '../unit/application-fixtures';

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

  it("keeps each attached library file's name and size, never another user's", async () => {
    const mine = await backend.db.resources.where('userId').equals(userId).first();
    const theirs = await backend.db.resources.where('userId').notEqual(userId).first();
    if (!mine || !theirs) throw new Error('the seed has files of both demo accounts');
    const res = await backend.request('post', '/grant-applications', {
      token,
      body: payload({
        resumes: `/api/v1/files/${mine.id}/content`,
        lettersCommitment: `/api/v1/files/${theirs.id}/content`,
        organizationalChart: 'https://example.org/chart.pdf',
      }),
    });
    expect(res.status).toBe(201);
    expect((res.body as Record<string, unknown>).documentFiles).toEqual({
      resumes: { fileName: mine.fileName, size: mine.size },
    });
    // Kept with the application: renaming the file later does not change the copy.
    await backend.db.resources.update(mine.id, { fileName: 'renamed.pdf' });
    const read = await backend.request(
      'get',
      `/grant-applications/${(res.body as { id: string }).id}`,
      {
        token,
      },
    );
    expect((read.body as Record<string, unknown>).documentFiles).toEqual({
      resumes: { fileName: mine.fileName, size: mine.size },
    });
  });

  it('gives the seeded applications the names and sizes of their documents', async () => {
    const seeded = await backend.db.applications.where('userId').equals(userId).first();
    expect(seeded?.documentFiles?.resumes).toEqual({
      fileName: 'Team-resumes.pdf',
      size: expect.any(Number) as number,
    });
  });

  it("gives Sam's latest seeded application a budget table that adds up to its amounts (the tour shows it)", async () => {
    const seeded = await backend.db.applications.get('77696cb5-5eed-4000-8a2d-9e0a1b2c3d44');
    expect(seeded?.projectTitle).toBe('Reclaimed Steel Feedstock Line');
    const lines = seeded?.budgetLineItems ?? [];
    expect(lines).toHaveLength(5);
    const sum = (fundedBy: string) =>
      lines
        .filter((line) => line.fundedBy === fundedBy)
        .reduce((a, line) => a + line.amountCents, 0);
    expect(sum('grant')).toBe((seeded?.requestedFundingAmount ?? 0) * 100);
    expect(sum('grant') + sum('costSharing')).toBe((seeded?.totalProjectBudget ?? 0) * 100);
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

describe('POST /grant-applications with the budget table (issue 48)', () => {
  const table = (overrides: Record<string, unknown> = {}) => ({
    ...buildApplicationPayload(TABLE_ANSWERS, { userId, grantId: GRANT_ID }),
    ...overrides,
  });
  const post = (body: unknown) => backend.request('post', '/grant-applications', { token, body });
  const line = {
    category: 'equipment',
    description: 'Greenhouse structure',
    amountCents: 5200000,
    fundedBy: 'grant',
  };

  it('stores the lines in cents with totals that add up, and reads them back', async () => {
    const res = await post(table());
    expect(res.status).toBe(201);
    const created = res.body as Record<string, unknown>;
    expect(created).toMatchObject({
      totalProjectBudget: 98000.55,
      requestedFundingAmount: 60000.55,
      commission: 12000.11,
      budgetLineItems: [
        line,
        { category: 'supplies', description: 'Irrigation', amountCents: 800055, fundedBy: 'grant' },
        {
          category: 'personnel',
          description: 'Volunteer coordination',
          amountCents: 3800000,
          fundedBy: 'costSharing',
        },
      ],
    });
    expect(created.detailedBudgedBreakdown).toContain('total: $98,000.55');
    const read = await backend.request('get', `/grant-applications/${created.id as string}`, {
      token,
    });
    expect((read.body as Record<string, unknown>).budgetLineItems).toEqual(created.budgetLineItems);
  });

  it('keeps accepting an application without the table (made before it)', async () => {
    const res = await post(payload());
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('budgetLineItems');
  });

  it.each([
    ['no line', { budgetLineItems: [] }, 'Please add at least one budget line'],
    [
      'a line with a negative amount',
      { budgetLineItems: [{ ...line, amountCents: -500 }] },
      'Please correct the budget lines',
    ],
    [
      'a line with a non-numeric amount',
      { budgetLineItems: [{ ...line, amountCents: '52000' }] },
      'Please correct the budget lines',
    ],
    [
      'a line in no category of the list',
      { budgetLineItems: [{ ...line, category: 'food' }] },
      'Please correct the budget lines',
    ],
    [
      'nothing requested from the grant',
      {
        budgetLineItems: [{ ...line, fundedBy: 'costSharing' }],
        totalProjectBudget: 52000,
        requestedFundingAmount: 1,
      },
      'Please request an amount from the grant in at least one line',
    ],
    [
      "a requested amount above the grant's $75,000",
      {
        budgetLineItems: [{ ...line, amountCents: 7500001 }],
        totalProjectBudget: 75000.01,
        requestedFundingAmount: 75000.01,
      },
      "Requested amount cannot exceed the grant's funding size",
    ],
    [
      'a total that is not the sum of the lines',
      { totalProjectBudget: 98000.56 },
      'Totals do not add up to the budget lines',
    ],
    [
      'a requested amount that is not the sum of the requested lines',
      { requestedFundingAmount: 60000 },
      'Totals do not add up to the budget lines',
    ],
  ])('refuses %s (422, the form’s message)', async (_name, overrides, message) => {
    const res = await post(table(overrides));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message, errors: { budgetLineItems: message } });
  });

  it('refuses a line description longer than the contract allows', async () => {
    const res = await post(table({ budgetLineItems: [{ ...line, description: 'x'.repeat(201) }] }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { budgetLineItems: 'tooLong' } });
  });
});
