// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRANT_MESSAGES, localDateString } from '../../src/domain/grant';
import { SEED_GRANTS } from '../../src/mock-server/seed/grants';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

type Grant = { id: string; title: string; deadline: string; status: string; createdAt: string };

const NOW = new Date(2026, 2, 10, 12, 0, 0);
const dayFromNow = (days: number) =>
  localDateString(new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000));

const validGrant = () => ({
  title: '  Coastal Schools Solar Grant  ',
  sector: 'Energy',
  sectorFocus: 'Solar for schools',
  fundingSize: 42000.5,
  deadline: dayFromNow(30),
  organizationType: 'educational',
  status: 'active',
  motive: 'Lower school energy bills.',
  description: 'Rooftop solar on coastal schools.',
  sectorDescription: 'Clean energy for public schools on the coast.',
  criteria: 'Public school district.',
  projectStage: 'planning',
});

let backend: TestBackend;
let token: string;

beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
  token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
});
afterEach(() => backend.close());

describe('GET /grants', () => {
  it('lists every seed grant, newest first, with deadlines after today', async () => {
    const res = await backend.request('get', '/grants', { token });
    expect(res.status).toBe(200);
    const grants = res.body as Grant[];
    expect(grants.length).toBeGreaterThanOrEqual(24);
    expect(grants.length).toBe(SEED_GRANTS.length);
    const created = grants.map((g) => g.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const grant of grants) {
      expect(grant.deadline > localDateString(NOW)).toBe(true);
      expect(grant.status).toBe('active');
    }
  });

  it('answers 401 without a token', async () => {
    const res = await backend.request('get', '/grants');
    expect(res.status).toBe(401);
  });
});

describe('GET /grants/{id}', () => {
  it('answers one grant', async () => {
    const id = SEED_GRANTS[0]!.id;
    const res = await backend.request('get', `/grants/${id}`, { token });
    expect(res.status).toBe(200);
    expect((res.body as Grant).title).toBe(SEED_GRANTS[0]!.title);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await backend.request('get', '/grants/00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(unknown.status).toBe(404);
    const malformed = await backend.request('get', '/grants/not-a-uuid', { token });
    expect(malformed.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const res = await backend.request('get', `/grants/${SEED_GRANTS[0]!.id}`);
    expect(res.status).toBe(401);
  });
});

describe('POST /grants', () => {
  it('creates an active grant with trimmed values that lists first', async () => {
    const body = validGrant();
    delete (body as Partial<typeof body>).status;
    const res = await backend.request('post', '/grants', { token, body });
    expect(res.status).toBe(201);
    const created = res.body as Grant & { fundingSize: number; agencyName: string | null };
    expect(created.title).toBe('Coastal Schools Solar Grant');
    expect(created.status).toBe('active');
    expect(created.fundingSize).toBe(42000.5);
    expect(created.agencyName).toBeNull();

    const list = await backend.request('get', '/grants', { token });
    expect((list.body as Grant[])[0]?.id).toBe(created.id);
    const other = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const seen = await backend.request('get', `/grants/${created.id}`, { token: other });
    expect(seen.status).toBe(200);
  });

  it('answers every rule with its message as a 422', async () => {
    const res = await backend.request('post', '/grants', {
      token,
      body: {
        title: ' ',
        sector: '',
        sectorFocus: '  ',
        deadline: '',
        organizationType: 'charity',
        motive: '',
        description: ' ',
        sectorDescription: '',
        criteria: '',
        projectStage: 'someday',
      },
    });
    expect(res.status).toBe(422);
    const m = GRANT_MESSAGES;
    expect((res.body as { errors: Record<string, string> }).errors).toEqual({
      title: m.titleRequired,
      sector: m.sectorRequired,
      sectorFocus: m.sectorFocusRequired,
      fundingSize: m.fundingSizeRequired,
      deadline: m.deadlineRequired,
      organizationType: m.organizationTypeRequired,
      motive: m.motiveRequired,
      description: m.descriptionRequired,
      sectorDescription: m.sectorDescriptionRequired,
      criteria: m.criteriaRequired,
      projectStage: m.projectStageRequired,
    });
  });

  it.each([
    [{ fundingSize: 0 }, 'fundingSize', 'Please enter a valid amount'],
    [{ fundingSize: -5 }, 'fundingSize', 'Please enter a valid amount'],
    [{ deadline: localDateString(NOW) }, 'deadline', 'Deadline must be in the future'],
    [{ deadline: dayFromNow(-3) }, 'deadline', 'Deadline must be in the future'],
    [{ deadline: '2030-02-30' }, 'deadline', 'Deadline must be in the future'],
  ])('rejects %o', async (change, field, message) => {
    const res = await backend.request('post', '/grants', {
      token,
      body: { ...validGrant(), ...change },
    });
    expect(res.status).toBe(422);
    const body = res.body as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(message);
  });

  it('answers 401 without a token', async () => {
    const res = await backend.request('post', '/grants', { body: validGrant() });
    expect(res.status).toBe(401);
  });
});

describe('saved grants', () => {
  const [first, second] = SEED_GRANTS;
  const REFUGEE_GRANT = '6a8b0c2d-7e9f-4ab1-8c3d-5e6f7a8b9c0d';

  it('saves, lists (latest first), is idempotent and unsaves, per user', async () => {
    // The demo account starts with the grant its story saved.
    const seeded = ((await backend.request('get', '/saved-grants', { token })).body as Grant[]).map(
      (g) => g.id,
    );
    expect(seeded).toEqual([REFUGEE_GRANT]);
    expect((await backend.request('put', `/saved-grants/${first!.id}`, { token })).status).toBe(
      204,
    );
    expect((await backend.request('put', `/saved-grants/${first!.id}`, { token })).status).toBe(
      204,
    );
    const list = await backend.request('get', '/saved-grants', { token });
    expect((list.body as Grant[]).map((g) => g.id)).toEqual([first!.id, ...seeded]);

    const other = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    expect((await backend.request('get', '/saved-grants', { token: other })).body).toEqual([]);

    expect((await backend.request('delete', `/saved-grants/${first!.id}`, { token })).status).toBe(
      204,
    );
    expect((await backend.request('delete', `/saved-grants/${second!.id}`, { token })).status).toBe(
      204,
    );
    const after = (await backend.request('get', '/saved-grants', { token })).body as Grant[];
    expect(after.map((g) => g.id)).toEqual(seeded);
  });

  it('answers 404 for an unknown grant and 401 without a token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await backend.request('put', `/saved-grants/${unknown}`, { token })).status).toBe(404);
    expect((await backend.request('delete', `/saved-grants/${unknown}`, { token })).status).toBe(
      404,
    );
    expect((await backend.request('get', '/saved-grants')).status).toBe(401);
    expect((await backend.request('put', `/saved-grants/${first!.id}`)).status).toBe(401);
  });
});
