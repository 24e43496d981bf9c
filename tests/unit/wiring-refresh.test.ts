// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';

// The machines' writes refresh what they change: their wired actors invalidate exactly the
// reads the write changed, so the screen that shows them (now or next) reads the server's
// answer, never a copy kept by hand. The API's calls are faked here; the cache is the app's.
vi.mock('../../src/api/applications', () => ({
  createGrantApplication: vi.fn(async () => ({ id: 'a1' })),
  listLibraryDocuments: vi.fn(),
  uploadGrantDocument: vi.fn(),
}));
vi.mock('../../src/api/companies', () => ({
  getMyCompany: vi.fn(),
  createCompany: vi.fn(async () => ({ id: 'c1' })),
  updateCompany: vi.fn(async () => ({ id: 'c1' })),
}));
vi.mock('../../src/api/grants', () => ({ createGrant: vi.fn(async () => ({ id: 'g9' })) }));

import { queryClient } from '../../src/app/query-client';
import { keys } from '../../src/app/wiring/queries';
import { applicationWizardLogic } from '../../src/app/wiring/application-wizard';
import { companyFormLogic } from '../../src/app/wiring/home';
import { createGrantLogic } from '../../src/app/wiring/create-grant';

const READS = {
  grants: keys.grants,
  applications: keys.applicationsPage({
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    tab: 'overview',
    sortBy: 'date',
    sortDirection: 'desc',
    page: 1,
    pageSize: 20,
  }),
  application: keys.application('a0'),
  fitProfile: keys.fitProfile,
  notifications: keys.notifications,
  savedGrants: keys.savedGrants,
};

/** Every read in the cache, answered; after `write`, the names of those it invalidated. */
async function invalidatedBy(actor: AnyActorLogic, input: unknown): Promise<string[]> {
  queryClient.clear();
  for (const key of Object.values(READS)) queryClient.setQueryData(key, []);
  await toPromise(createActor(actor, { input }).start());
  await Promise.resolve();
  return Object.entries(READS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const actorOf = (logic: { implementations: { actors: Record<string, unknown> } }, name: string) =>
  logic.implementations.actors[name] as AnyActorLogic;

afterEach(() => queryClient.clear());

describe("a machine's write invalidates what it changed", () => {
  it("a submission: the dashboard's pages and details, the fit rules and the bell", async () => {
    expect(await invalidatedBy(actorOf(applicationWizardLogic, 'submitApplication'), {})).toEqual([
      'application',
      'applications',
      'fitProfile',
      'notifications',
    ]);
  });

  it("a company created or saved: what the fit rules know (top picks' order)", async () => {
    expect(await invalidatedBy(actorOf(companyFormLogic, 'createCompany'), {})).toEqual([
      'fitProfile',
    ]);
    expect(
      await invalidatedBy(actorOf(companyFormLogic, 'updateCompany'), { id: 'c1', company: {} }),
    ).toEqual(['fitProfile']);
  });

  it('a new grant: every list of grants', async () => {
    expect(await invalidatedBy(actorOf(createGrantLogic, 'createGrant'), {})).toEqual(['grants']);
  });
});
