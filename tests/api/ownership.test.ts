import { describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { VALID_ANSWERS } from '../unit/application-fixtures';
import { newAccount } from './support/accounts';
import { api } from './support/server';

// Two users on one server: each sees and changes only what is their own. Another user's record
// answers exactly like a missing one (404), so ids reveal nothing.

interface Resource {
  id: string;
  fileName: string;
}

describe('ownership between two users', () => {
  it("a user can neither see nor change nor delete another user's data", async () => {
    const owner = await newAccount(api, 'owner');
    const other = await newAccount(api, 'other');
    const asOwner = { token: owner.token };
    const asOther = { token: other.token };

    // The owner's company, file and application.
    const company = await api.call('post', '/companies', {
      ...asOwner,
      json: {
        ein: '98-7654321',
        email: 'owner@example.org',
        name: 'Owner Co',
        address: '1 Main St',
        industry: 'Retail',
      },
    });
    expect(company.status).toBe(201);
    const companyId = (company.body as { id: string }).id;

    const form = new FormData();
    form.append('file', new File(['private notes'], 'private.txt', { type: 'text/plain' }));
    const uploaded = await api.call('post', '/files/upload/Private', { ...asOwner, form });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body as Resource;

    const grants = await api.call('get', '/grants', asOwner);
    const grantId = (grants.body as { id: string }[])[0]?.id;
    expect(grantId, 'the server lists at least one grant').toBeDefined();
    const application = await api.call('post', '/grant-applications', {
      ...asOwner,
      json: buildApplicationPayload(VALID_ANSWERS, { userId: owner.user.id, grantId: grantId! }),
    });
    expect(application.status).toBe(201);
    const applicationId = (application.body as { id: string }).id;

    // The other user: not found, everywhere (and no company of their own: 204, nothing of the owner's).
    const othersCompany = await api.call('get', '/companies/my-company', asOther);
    expect(othersCompany.status).toBe(204);
    expect(othersCompany.body ?? null).toBeNull();
    const companyUpdate = await api.call('patch', `/companies/${companyId}`, {
      ...asOther,
      json: { ein: '1', email: 'x@example.org', name: 'Taken', address: 'x', industry: 'x' },
    });
    expect(companyUpdate.status).toBe(404);
    expect((await api.call('get', `/files/${file.id}/content`, asOther)).status).toBe(404);
    const move = await api.call('patch', `/resources/${file.id}`, {
      ...asOther,
      json: { appUse: true },
    });
    expect(move.status).toBe(404);
    expect((await api.call('delete', `/files/${file.id}`, asOther)).status).toBe(404);
    expect((await api.call('get', `/grant-applications/${applicationId}`, asOther)).status).toBe(
      404,
    );
    const inFolder = await api.call('get', '/resources/folder/Private', asOther);
    expect(inFolder.body).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = {
      startDate: '2000-01-01',
      endDate: today,
      tab: 'overview',
      sortBy: 'date',
      sortDirection: 'desc',
      page: 1,
      pageSize: 100,
    };
    const page = await api.call('post', '/grant-applications/page', {
      ...asOther,
      json: dashboard,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 0 });

    // The owner still has all of it, unchanged.
    expect((await api.call('get', '/companies/my-company', asOwner)).body).toMatchObject({
      name: 'Owner Co',
    });
    const content = await api.call('get', `/files/${file.id}/content`, asOwner);
    expect(new TextDecoder().decode(content.bytes)).toBe('private notes');
    expect((await api.call('get', `/grant-applications/${applicationId}`, asOwner)).status).toBe(
      200,
    );
    const ownPage = await api.call('post', '/grant-applications/page', {
      ...asOwner,
      json: dashboard,
    });
    expect(ownPage.body).toMatchObject({ total: 1 });
  });
});
