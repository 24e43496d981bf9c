import { afterEach, describe, expect, it } from 'vitest';
import { getMe, loginWithEmail } from '../../src/api/auth';
import { listGrants } from '../../src/api/grants';
import { ApiError } from '../../src/api/errors';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  updateSavedSearch,
} from '../../src/api/saved-searches';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  deleteSharedApplication,
  getSharedApplication,
  inviteMember,
  listInvitations,
  listSharedApplicationActivity,
  listSharedApplications,
  openSharedApplication,
  removeMember,
  resendInvitation,
  saveSharedApplication,
  updateMember,
} from '../../src/api/shared-applications';
import { DEMO_SAVED_SEARCH_IDS } from '../../src/mock-server/seed/saved-searches';
import {
  DEMO_PENDING_INVITATION_ID,
  DEMO_SHARED_APPLICATION_ID,
} from '../../src/mock-server/seed/shared-applications';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { FAULT_BODIES, SETTINGS_KEY } from '../../src/mock-server/settings';
import { type MockControl, startMockServer } from '../../src/mock-server/start';

let mock: MockControl | null = null;
afterEach(() => {
  mock?.shutdown();
  mock = null;
  localStorage.clear();
});

const DEMO = { email: 'demo@grantwise.app', password: 'Demo1234!' };
const start = async () => {
  mock = await startMockServer({
    latency: 0,
    databaseName: `faults-${Math.random().toString(36).slice(2)}`,
  });
  return mock;
};

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fault injection in the embedded backend', () => {
  it('forces a server error, a network failure or a 401 per operation, from the stored settings', async () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ faults: { listGrants: 'server', getMe: 'network' } }),
    );
    await start();
    const session = await loginWithEmail(DEMO);
    localStorage.setItem('token', session.token);

    const server = await failure(listGrants());
    expect(server.status).toBe(500);
    expect(server.message).toBe(FAULT_BODIES.server.message);

    const network = await failure(getMe());
    expect(network.status).toBe(0);
    expect(network.serverMessage).toBeUndefined();
    expect(network.message).toBe('Failed to fetch');
  });

  it('changes settings at run time: unauthorized, latency, and back to normal', async () => {
    const control = await start();
    const session = await loginWithEmail(DEMO);
    localStorage.setItem('token', session.token);
    expect(control.getSettings()).toEqual({ latency: 0, failureRate: 0, faults: {} });

    // getMe is called by no screen: its server fault is checked here (network above).
    control.updateSettings({ faults: { getMe: 'server' } });
    const server = await failure(getMe());
    expect([server.status, server.message]).toEqual([500, FAULT_BODIES.server.message]);

    control.updateSettings({ faults: { getMe: 'unauthorized' } });
    expect((await failure(getMe())).status).toBe(401);

    localStorage.setItem('token', session.token);
    control.updateSettings({ faults: {}, latency: 60 });
    const started = performance.now();
    expect((await getMe()).email).toBe(DEMO.email);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ latency: 60 });
  });

  it('fails each saved-search operation (no screen calls them yet) as forced: a server error, a network failure', async () => {
    const control = await start();
    const session = await loginWithEmail(DEMO);
    localStorage.setItem('token', session.token);
    const [id] = DEMO_SAVED_SEARCH_IDS;
    const calls: Record<string, () => Promise<unknown>> = {
      listSavedSearches: () => listSavedSearches(),
      createSavedSearch: () => createSavedSearch({ name: 'Food', filters: { q: 'food' } }),
      updateSavedSearch: () => updateSavedSearch(id, { alerts: 'weekly' }),
      markSavedSearchSeen: () => markSavedSearchSeen(id),
      deleteSavedSearch: () => deleteSavedSearch(id),
    };
    for (const [operationId, call] of Object.entries(calls)) {
      control.updateSettings({ faults: { [operationId]: 'server' } });
      const server = await failure(call());
      expect([operationId, server.status, server.message]).toEqual([
        operationId,
        500,
        FAULT_BODIES.server.message,
      ]);
      control.updateSettings({ faults: { [operationId]: 'network' } });
      expect([operationId, (await failure(call())).status]).toEqual([operationId, 0]);
    }
    // Without faults, each answers (the module returns the value, or nothing for a delete).
    control.updateSettings({ faults: {} });
    expect((await listSavedSearches()).map((search) => search.id)).toContain(id);
    expect((await updateSavedSearch(id, { alerts: 'weekly' })).alerts).toBe('weekly');
    expect((await markSavedSearchSeen(id)).newCount).toBe(0);
    expect(await deleteSavedSearch(id)).toBeUndefined();
    expect((await createSavedSearch({ name: 'Food', filters: { q: 'food' } })).name).toBe('Food');
  });

  it('fails each shared-application operation (no screen calls them yet) as forced, and each answers without', async () => {
    const control = await start();
    const asUser = async (user: { email: string; password: string }) =>
      localStorage.setItem(
        'token',
        // The credentials only: a demo user's other fields are no part of the request.
        (await loginWithEmail({ email: user.email, password: user.password })).token,
      );
    await asUser(DEMO);
    const id = DEMO_SHARED_APPLICATION_ID;
    const invitation = DEMO_PENDING_INVITATION_ID;
    const [, sam, priya] = DEMO_USERS;
    const grantId = (await getSharedApplication(id)).grantId;
    const calls: Record<string, () => Promise<unknown>> = {
      listSharedApplications: () => listSharedApplications(),
      openSharedApplication: () => openSharedApplication(grantId),
      getSharedApplication: () => getSharedApplication(id),
      saveSharedApplication: () => saveSharedApplication(id, { baseVersion: 0, changes: {} }),
      deleteSharedApplication: () => deleteSharedApplication(id),
      listSharedApplicationActivity: () => listSharedApplicationActivity(id),
      inviteMember: () => inviteMember(id, { email: sam.email, role: 'viewer' }),
      resendInvitation: () => resendInvitation(id, invitation),
      cancelInvitation: () => cancelInvitation(id, invitation),
      updateMember: () => updateMember(id, priya.id, 'viewer'),
      removeMember: () => removeMember(id, priya.id),
      listInvitations: () => listInvitations(),
      acceptInvitation: () => acceptInvitation(invitation),
      declineInvitation: () => declineInvitation(invitation),
    };
    for (const [operationId, call] of Object.entries(calls)) {
      control.updateSettings({ faults: { [operationId]: 'server' } });
      const server = await failure(call());
      expect([operationId, server.status, server.message]).toEqual([
        operationId,
        500,
        FAULT_BODIES.server.message,
      ]);
      control.updateSettings({ faults: { [operationId]: 'network' } });
      expect([operationId, (await failure(call())).status]).toEqual([operationId, 0]);
    }
    // Without faults, each answers (the module returns the value, or nothing for a delete).
    control.updateSettings({ faults: {} });
    expect((await listSharedApplications()).map((row) => row.id)).toEqual([id]);
    const opened = await getSharedApplication(id);
    expect((await openSharedApplication(grantId)).id).toBe(id);
    expect((await saveSharedApplication(id, { baseVersion: opened.version, changes: {} })).id).toBe(
      id,
    );
    expect((await listSharedApplicationActivity(id))[0]?.kind).toBe('memberInvited');
    expect((await resendInvitation(id, invitation)).status).toBe('pending');
    expect(await cancelInvitation(id, invitation)).toBeUndefined();
    expect((await updateMember(id, priya.id, 'viewer')).role).toBe('viewer');
    expect(await removeMember(id, priya.id)).toBeUndefined();
    const toSam = await inviteMember(id, { email: sam.email, role: 'editor' });
    const toPriya = await inviteMember(id, { email: priya.email, role: 'viewer' });
    await asUser(sam);
    expect((await listInvitations()).map((row) => row.id)).toEqual([toSam.id]);
    expect((await acceptInvitation(toSam.id)).role).toBe('editor');
    await asUser(priya);
    expect(await declineInvitation(toPriya.id)).toBeUndefined();
    await asUser(DEMO);
    const other = await openSharedApplication((await listGrants())[0]!.id);
    expect(await deleteSharedApplication(other.id)).toBeUndefined();
  });
});
