// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_CLOSED_MESSAGE, STORAGE_FULL_MESSAGE } from '../../src/mock-server/http';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// A write that finds the browser's storage full says so in words, on every operation, never
// "Internal error: <what IndexedDB said>"; nothing half-written stays behind.

const quotaExceeded = () => {
  // As Dexie reports it: its own error, with the browser's DOMException as `inner`.
  throw Object.assign(new Error('Transaction aborted'), {
    name: 'AbortError',
    inner: Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' }),
  });
};

describe('a full browser storage (embedded backend)', () => {
  let backend: TestBackend;
  let token: string;

  beforeEach(async () => {
    backend = await createTestBackend();
    token = await backend.signIn();
  });
  afterEach(() => backend.close());

  it('answers a folder that cannot be stored with the words of a full storage', async () => {
    backend.db.folders.add = quotaExceeded;
    const res = await backend.request('post', '/files/folder', {
      token,
      body: { folderName: 'Board papers' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, message: STORAGE_FULL_MESSAGE });
    expect(STORAGE_FULL_MESSAGE).not.toMatch(/Internal error/);
  });

  it('answers a company profile that cannot be stored the same way', async () => {
    backend.db.companies.add = quotaExceeded;
    const res = await backend.request('post', '/companies', {
      token,
      body: {
        ein: '12-3456789',
        email: 'info@riverbend.coop',
        name: 'Riverbend Bakery LLC',
        dba: '',
        address: '12 Mill St, Burlington, VT',
        industry: 'Food',
        website: 'riverbend.coop',
      },
    });
    expect(res).toMatchObject({ status: 500, body: { message: STORAGE_FULL_MESSAGE } });
  });

  it('answers a request that meets the database closed for another tab with words, as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.db.folders.add = () => {
      // As Dexie reports a database this tab closed when a newer version opened it elsewhere.
      throw Object.assign(new Error('Database has been closed'), { name: 'DatabaseClosedError' });
    };
    const res = await backend.request('post', '/files/folder', {
      token,
      body: { folderName: 'Board papers' },
    });
    expect(res).toMatchObject({ status: 500, body: { message: DATABASE_CLOSED_MESSAGE } });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[mock] createFolder: the database was closed for another tab',
    );
    vi.restoreAllMocks();
  });

  it('still answers other failures as internal errors', async () => {
    backend.db.folders.add = () => {
      throw new Error('disk on fire');
    };
    const res = await backend.request('post', '/files/folder', {
      token,
      body: { folderName: 'Board papers' },
    });
    expect(res).toMatchObject({ status: 500, body: { message: 'Internal error: disk on fire' } });
  });
});
