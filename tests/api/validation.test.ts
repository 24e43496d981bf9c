import { describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { api } from './support/server';

// Validation errors over HTTP: a body that is not JSON is a 400, a body the rules refuse is a 422
// naming each field, in the contract's error shape; nothing is stored.

describe('validation errors', () => {
  it('registration names every field it refuses', async () => {
    const answer = await api.call('post', '/auth/email/register', {
      json: { email: 'not-an-email', password: 'short', firstName: ' ', lastName: '', age: 30 },
    });
    expect(answer.status).toBe(422);
    const errors = (answer.body as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['age', 'email', 'ethnicity', 'firstName', 'gender', 'lastName', 'password'].sort(),
    );
  });

  it('a body that is not JSON is a 400; a JSON body that is not an object is a 422', async () => {
    const notJson = await api.call('post', '/auth/email/login', {
      raw: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const array = await api.call('post', '/auth/email/login', { json: ['email', 'password'] });
    expect(array.status).toBe(422);
  });

  it('a company with missing and malformed fields is refused field by field, then created', async () => {
    const { token } = await newAccount(api, 'company');
    const refused = await api.call('post', '/companies', {
      token,
      json: {
        ein: ' ',
        email: 'info@',
        name: '',
        address: '',
        industry: '',
        website: 'not a site',
      },
    });
    expect(refused.status).toBe(422);
    const errors = (refused.body as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'ein', 'email', 'industry', 'name', 'website'].sort(),
    );
    expect((await api.call('get', '/companies/my-company', { token })).status).toBe(204);

    const company = {
      ein: '12-3456789',
      email: 'info@riverbend.coop',
      name: 'Riverbend Bakery LLC',
      dba: null,
      address: '12 Mill St, Burlington, VT',
      industry: 'Food',
      website: 'riverbend.coop',
    };
    const created = await api.call('post', '/companies', { token, json: company });
    expect(created.status).toBe(201);
    const second = await api.call('post', '/companies', { token, json: company });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ errors: { company: 'companyAlreadyExists' } });
  });

  it('library: a blank or duplicate folder, and an upload without a file, are refused', async () => {
    const { token } = await newAccount(api, 'folders');
    const blank = await api.call('post', '/files/folder', { token, json: { folderName: '  ' } });
    expect(blank.status).toBe(422);
    expect(
      (await api.call('post', '/files/folder', { token, json: { folderName: 'Board' } })).status,
    ).toBe(201);
    const duplicate = await api.call('post', '/files/folder', {
      token,
      json: { folderName: 'Board' },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({ errors: { folderName: 'folderAlreadyExists' } });

    const form = new FormData();
    form.append('note', 'no file here');
    const noFile = await api.call('post', '/files/upload/Board', { token, form });
    expect(noFile.status).toBe(422);
    expect(noFile.body).toMatchObject({ errors: { file: 'fileRequired' } });
  });
});
