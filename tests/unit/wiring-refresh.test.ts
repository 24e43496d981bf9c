// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { applicationWizardLogic } from '../../src/app/wiring/application-wizard';
import { createGrantLogic } from '../../src/app/wiring/create-grant';
import { homeLogic } from '../../src/app/wiring/home';
import { libraryLogic, previewLogic } from '../../src/app/wiring/library';
import { notificationsLogic } from '../../src/app/wiring/notifications';
import { type ServerData, keys, queriesOf, writesOf } from '../../src/app/wiring/queries';
import { registrationLogic } from '../../src/app/wiring/registration';
import { runWrite } from '../../src/lib/server-data';
import type { AppApi } from '../../src/app/wiring';

// One read way and one write way, machines included (issue 62): a machine's wired actors read
// with the screens' query options and write with the screens' mutations, so each write
// refreshes exactly the reads it changes whoever started it, and the session's user changes one
// way. The API is faked (every call answers an object with an id); the cache and the wiring are
// the app's.

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
  sharedApplications: keys.sharedApplications,
  missions: keys.missions,
  folders: keys.folders,
  folderFiles: keys.folderFiles('uploads'),
  libraryDocuments: keys.libraryDocuments,
};

const USER = { id: 'u1', email: 'dana@example.org', firstName: 'Dana', lastName: 'R' };

/** An API whose every call is recorded and answers `{ id, url }` (a list read answers []). */
function fakeApi() {
  const calls: string[] = [];
  const api = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        return vi.fn(async () => {
          calls.push(name);
          if (name.startsWith('list')) return name === 'listNotifications' ? { items: [] } : [];
          if (name === 'updateMe') return USER;
          return { id: 'x1', url: '/files/x1/content', savedAnswers: {} };
        });
      },
    },
  ) as AppApi;
  return { api, calls };
}

function setUp() {
  const { api, calls } = fakeApi();
  const client = new QueryClient();
  const session = { send: vi.fn(), getSnapshot: vi.fn() };
  const server: ServerData = {
    queries: queriesOf(api),
    writes: writesOf(api, session as never),
    client,
  };
  for (const key of Object.values(READS)) client.setQueryData(key, []);
  const invalidated = () =>
    Object.entries(READS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { server, client, session, calls, invalidated };
}

const actorOf = (logic: { implementations: { actors: Record<string, unknown> } }, name: string) =>
  logic.implementations.actors[name] as AnyActorLogic;

const run = (actor: AnyActorLogic, input?: unknown) =>
  toPromise(createActor(actor, { input }).start());

describe("a machine's write refreshes what it changed", () => {
  it("a submission: the dashboard's pages and details, the fit rules, the bell, the drafts", async () => {
    const { server, invalidated } = setUp();
    await run(actorOf(applicationWizardLogic(server), 'submitApplication'), {});
    expect(invalidated()).toEqual([
      'application',
      'applications',
      'fitProfile',
      'notifications',
      'sharedApplications',
    ]);
  });

  it("a company created or saved: what the fit rules know (top picks' order), and the form's read", async () => {
    const { server, client, invalidated } = setUp();
    const { companyForm } = homeLogic(server);
    await run(actorOf(companyForm, 'createCompany'), { name: 'Eastside' });
    expect(invalidated()).toEqual(['fitProfile']);
    expect(client.getQueryData(keys.company)).toMatchObject({ id: 'x1' });

    const again = setUp();
    await run(actorOf(homeLogic(again.server).companyForm, 'updateCompany'), {
      id: 'c1',
      company: {},
    });
    expect(again.invalidated()).toEqual(['fitProfile']);
  });

  it('a mission ticked: the missions', async () => {
    const { server, invalidated } = setUp();
    await run(actorOf(homeLogic(server).missions, 'updateMission'), {
      id: 'm1',
      missionId: 'm',
      completed: true,
    });
    expect(invalidated()).toEqual(['missions']);
  });

  it('a new grant: every list of grants', async () => {
    const { server, invalidated } = setUp();
    await run(actorOf(createGrantLogic(server), 'createGrant'), {});
    expect(invalidated()).toEqual(['grants']);
  });

  it.each([
    ['uploadFile', { folder: 'uploads', file: new Blob(['x']) }],
    ['createFolder', { name: 'Board papers' }],
    ['deleteEntries', { ids: ['f1', 'f2'] }],
    ['updateResource', { id: 'f1', appUse: true }],
  ])("the library's %s: every read of the library", async (name, input) => {
    const { server, invalidated } = setUp();
    await run(actorOf(libraryLogic(server), name), input);
    expect(invalidated()).toEqual(['folderFiles', 'folders', 'libraryDocuments']);
  });

  it("the wizard's upload lands in the library: every read of the library", async () => {
    const { server, invalidated } = setUp();
    await run(actorOf(applicationWizardLogic(server), 'uploadDocument'), {
      file: new Blob(['x']),
    });
    expect(invalidated()).toEqual(['folderFiles', 'folders', 'libraryDocuments']);
  });

  it("the autosave: the draft's read takes the answer; the drafts list only when answers changed", async () => {
    const changedSave = setUp();
    await runWrite(changedSave.client, changedSave.server.writes.saveDraft, {
      grantId: 'g1',
      draftId: 'x1',
      save: { baseVersion: 1, changes: { 'project.projectSummary': 'More' }, step: 'project' },
    });
    expect(changedSave.invalidated()).toEqual(['sharedApplications']);
    expect(changedSave.client.getQueryData(keys.sharedApplication('x1'))).toMatchObject({
      id: 'x1',
    });

    const stepOnly = setUp();
    await runWrite(stepOnly.client, stepOnly.server.writes.saveDraft, {
      grantId: 'g1',
      draftId: 'x1',
      save: { baseVersion: 1, changes: {}, step: 'budget' },
    });
    expect(stepOnly.invalidated()).toEqual([]);
  });

  it('marking the bell read: the bell reads its list again', async () => {
    const { server, invalidated } = setUp();
    await run(actorOf(notificationsLogic(server)('u1'), 'markRead'), { ids: ['n1'] });
    expect(invalidated()).toEqual(['notifications']);
  });

  it('a registration changes no read', async () => {
    const { server, invalidated, calls } = setUp();
    await run(actorOf(registrationLogic(server), 'register'), {});
    expect(calls).toEqual(['register']);
    expect(invalidated()).toEqual([]);
  });
});

describe("the session's user changes one way: the write that saved it", () => {
  it.each([
    ['the home form', (server: ServerData) => actorOf(homeLogic(server).personalInfo, 'updateMe')],
    [
      "the wizard's saved answers",
      (server: ServerData) => actorOf(applicationWizardLogic(server), 'saveAnswers'),
    ],
  ])('%s', async (_where, actorFor) => {
    const { server, session } = setUp();
    await run(actorFor(server), { savedAnswers: {} });
    expect(session.send).toHaveBeenCalledWith({ type: 'user.updated', user: USER });
  });
});

describe("a machine's read goes through the cache, always afresh", () => {
  it.each([
    ['library', 'loadFolders', undefined, keys.folders],
    ['library', 'loadFiles', { folder: 'uploads' }, keys.folderFiles('uploads')],
    ['wizard', 'loadLibrary', undefined, keys.libraryDocuments],
    ['missions', 'loadMissions', undefined, keys.missions],
    ['company', 'loadCompany', undefined, keys.company],
  ] as const)('%s: %s', async (machine, name, input, key) => {
    const { server, client, calls } = setUp();
    const logic = {
      library: () => libraryLogic(server),
      wizard: () => applicationWizardLogic(server),
      missions: () => homeLogic(server).missions,
      company: () => homeLogic(server).companyForm,
    }[machine]();
    client.setQueryData(key, 'a cached answer');
    await run(actorOf(logic, name), input);
    // Asked again though the cache held an answer, and the cache holds the server's.
    expect(calls).toHaveLength(1);
    expect(client.getQueryData(key)).not.toBe('a cached answer');
  });

  it("the preview finds the resource through the folders' reads, and reads its bytes", async () => {
    const { server, calls } = setUp();
    await run(actorOf(previewLogic(server), 'findResource'), { id: 'x1' });
    await run(actorOf(previewLogic(server), 'loadContent'), { id: 'x1' });
    expect(calls).toEqual(['listFolders', 'getFileContent']);
  });
});
