// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

const COMPANY = {
  ein: '12-3456789',
  email: 'info@riverbend.coop',
  name: 'Riverbend Bakery LLC',
  dba: '',
  address: '12 Mill St, Burlington, VT',
  industry: 'Food',
  website: 'riverbend.coop',
};

describe('companies (embedded backend)', () => {
  let backend: TestBackend;
  let demo: string;
  let sam: string;

  beforeEach(async () => {
    backend = await createTestBackend();
    demo = await backend.signIn();
    sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
  });
  afterEach(() => backend.close());

  it('answers 204 (no content, not an error) while the caller has no company, and 401 without a token', async () => {
    expect((await backend.request('get', '/companies/my-company', { token: demo })).status).toBe(
      204,
    );
    expect((await backend.request('get', '/companies/my-company')).status).toBe(401);
    expect((await backend.request('post', '/companies', { body: COMPANY })).status).toBe(401);
  });

  it('creates one company per user, trimmed, with empty optional fields stored as null', async () => {
    const created = await backend.request('post', '/companies', {
      token: demo,
      body: { ...COMPANY, name: '  Riverbend Bakery LLC  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...COMPANY, dba: null, name: 'Riverbend Bakery LLC' });
    const mine = await backend.request('get', '/companies/my-company', { token: demo });
    expect(mine).toMatchObject({ status: 200, body: created.body });

    const second = await backend.request('post', '/companies', { token: demo, body: COMPANY });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      message: 'User already has a company',
      errors: { company: 'companyAlreadyExists' },
    });
  });

  it('records the organisation type the fit rules match, or none', async () => {
    const created = await backend.request('post', '/companies', {
      token: demo,
      body: { ...COMPANY, organizationType: 'nonprofit' },
    });
    expect(created).toMatchObject({ status: 201, body: { organizationType: 'nonprofit' } });
    const id = (created.body as { id: string }).id;
    const cleared = await backend.request('patch', `/companies/${id}`, {
      token: demo,
      body: { ...COMPANY, organizationType: null },
    });
    expect(cleared).toMatchObject({ status: 200, body: { organizationType: null } });
    const wrong = await backend.request('patch', `/companies/${id}`, {
      token: demo,
      body: { ...COMPANY, organizationType: 'charity' },
    });
    expect(wrong.status).toBe(422);
  });

  it('validates with the form rules and their exact messages', async () => {
    const blank = await backend.request('post', '/companies', {
      token: demo,
      body: { ein: ' ', email: '', name: '', address: ' ', industry: '', website: 'nope' },
    });
    expect(blank.status).toBe(422);
    expect((blank.body as { errors: Record<string, string> }).errors).toEqual({
      ein: 'EIN is required',
      email: 'Email is required',
      name: 'Legal name is required',
      address: 'HQ address is required',
      industry: 'Industry is required',
      website: 'Website URL is invalid',
    });
    const badEmail = await backend.request('post', '/companies', {
      token: demo,
      body: { ...COMPANY, email: 'info@riverbend' },
    });
    expect((badEmail.body as { errors: Record<string, string> }).errors).toEqual({
      email: 'Email is invalid',
    });
  });

  it("updates the caller's company and hides everyone else's behind a 404", async () => {
    const samsCompany = await backend.request('get', '/companies/my-company', { token: sam });
    expect(samsCompany.status).toBe(200);
    const samsId = (samsCompany.body as { id: string }).id;

    const updated = await backend.request('patch', `/companies/${samsId}`, {
      token: sam,
      body: { ...COMPANY, dba: 'Okafor Metalworks', website: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      ...COMPANY,
      id: samsId,
      dba: 'Okafor Metalworks',
      website: null,
    });

    const foreign = await backend.request('patch', `/companies/${samsId}`, {
      token: demo,
      body: COMPANY,
    });
    expect(foreign.status).toBe(404);
    const unknown = await backend.request(
      'patch',
      '/companies/00000000-0000-4000-8000-000000000000',
      {
        token: sam,
        body: COMPANY,
      },
    );
    expect(unknown.status).toBe(404);
    const invalid = await backend.request('patch', `/companies/${samsId}`, {
      token: sam,
      body: { ...COMPANY, industry: '  ' },
    });
    expect(invalid.status).toBe(422);
    expect((invalid.body as { errors: Record<string, string> }).errors).toEqual({
      industry: 'Industry is required',
    });
  });
});
