import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMe, loginWithEmail } from '../../src/api/auth';
import { TOKEN_KEY } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { listFolders } from '../../src/api/files';
import { listGrants } from '../../src/api/grants';
import { listNotifications } from '../../src/api/notifications';
import { listSavedSearches, markSavedSearchSeen } from '../../src/api/saved-searches';
import {
  SaveConflictError,
  getSharedApplication,
  saveSharedApplication,
} from '../../src/api/shared-applications';
import { stopReasonOf } from '../../src/app/boot-stop';
import { draftGrantIds } from '../../src/app/wiring/notifications';
import { draftKey } from '../../src/domain/draft-key';
import { MockDatabase, SHARED_TABLES } from '../../src/mock-server/db';
import { SEEDED_DRAFT_GRANT_ID } from '../../src/mock-server/seed/drafts';
import {
  DEMO_SHARED_APPLICATION_ID,
  SAM_SHARED_APPLICATION_ID,
} from '../../src/mock-server/seed/shared-applications';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import type { MockControl } from '../../src/mock-server/start';
import { startWorkerBackend } from '../../src/mock-server/worker-client';
import { createBackendHost } from '../../src/mock-server/worker-host';
import type { PageMessage, WorkerMessage } from '../../src/mock-server/worker-protocol';

/**
 * The backend's worker, run in-process: the page's side (worker-client) talks to the real host
 * (Mirage and Dexie on fake-indexeddb) through messages, asynchronously, as with a Web Worker.
 * Structured cloning itself is the browser's: the end-to-end suite runs the real worker.
 */
class InProcessWorker {
  static created: InProcessWorker[] = [];
  onmessage: ((event: { data: WorkerMessage }) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: PageMessage[] = [];
  terminated = false;
  private readonly host = createBackendHost((message) =>
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: message });
    }, 0),
  );

  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    InProcessWorker.created.push(this);
  }

  postMessage(message: PageMessage) {
    this.received.push(message);
    setTimeout(() => this.host.handle(message), 0);
  }

  terminate() {
    this.terminated = true;
    void this.host.shutdown();
  }
}

const DEMO = { email: 'demo@grantwise.app', password: 'Demo1234!' };
let backend: MockControl | null = null;
const originalFetch = globalThis.fetch;

async function start(onVersionChange?: () => void) {
  backend = await startWorkerBackend({
    latency: 0,
    databaseName: `worker-${Math.random().toString(36).slice(2)}`,
    onVersionChange,
  });
  return backend;
}

async function signIn() {
  const { token } = await loginWithEmail(DEMO);
  localStorage.setItem(TOKEN_KEY, token);
}

beforeEach(() => {
  InProcessWorker.created = [];
  vi.stubGlobal('Worker', InProcessWorker);
});
afterEach(() => {
  backend?.shutdown();
  backend = null;
  vi.unstubAllGlobals();
  globalThis.fetch = originalFetch;
  localStorage.clear();
});

describe('the embedded backend in a Web Worker', () => {
  it('starts a module worker and answers the API through it, bearer token included', async () => {
    await start();
    const [worker] = InProcessWorker.created;
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(String(worker?.url)).toMatch(/worker/);

    await signIn();
    expect((await getMe()).email).toBe(DEMO.email);
    const sent = worker?.received.filter((message) => message.type === 'fetch') ?? [];
    expect(sent.at(-1)).toMatchObject({
      request: {
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: expect.arrayContaining([['authorization', expect.stringMatching(/^Bearer /)]]),
      },
    });
  });

  it('applies the settings stored on the page to every call, and fails like a network', async () => {
    const control = await start();
    await signIn();
    expect((await listGrants()).length).toBeGreaterThan(0);

    control.updateSettings({ faults: { listGrants: 'server' } });
    expect(await listGrants().catch((error: unknown) => error)).toMatchObject({ status: 500 });

    control.updateSettings({ faults: { listGrants: 'network' } });
    const offline = await listGrants().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0 });
  });

  it('resets the demo data and loads presets in the worker', async () => {
    const control = await start();
    await signIn();
    // A reset (and a preset) starts from new demo data: sessions too, so the user signs in again.
    await control.loadPreset('empty');
    await signIn();
    expect(await listFolders()).toEqual([]);
    await control.resetDemoData();
    await signIn();
    expect((await listFolders()).length).toBeGreaterThan(0);
    expect(control.operations()).toContain('listGrants');
  });

  it("publishes the demo timeline's next grant: the demo account's saved search counts it and the bell says so", async () => {
    const control = await start();
    await signIn();
    const health = async () =>
      (await listSavedSearches()).find((search) => search.name === 'Health grants')!;
    // The first visit: two health grants are new since the search was last opened.
    expect((await health()).newCount).toBe(2);
    await markSavedSearchSeen((await health()).id);
    expect((await health()).newCount).toBe(0);

    expect(await control.publishGrant()).toBe('Texas Community Health Worker Grant');
    expect((await health()).newCount).toBe(1);
    const alert = (await listNotifications([])).items.find(
      (item) => item.kind === 'savedSearchMatches',
    );
    expect(alert).toMatchObject({ subjectName: 'Health grants', count: 1, read: false });
    // The timeline goes on: the next grant is another one (an education grant, no match).
    expect(await control.publishGrant()).toBe('School Garden Nutrition Grant');
    expect((await health()).newCount).toBe(1);
  });

  it("makes the co-applicant edit Dana's draft: her presence, a merge and a conflict (issue 46)", async () => {
    const control = await start();
    await signIn();
    const opened = await getSharedApplication(DEMO_SHARED_APPLICATION_ID);
    expect(await control.coApplicantEdits('project.projectSummary')).toBe(
      'Priya Raman changed Project summary',
    );
    const after = await getSharedApplication(DEMO_SHARED_APPLICATION_ID);
    expect(after.version).toBe(opened.version + 1);
    expect(after.presence).toEqual([
      expect.objectContaining({ name: 'Priya Raman', step: 'project' }),
    ]);
    // The presenter's change of another field merges; of the same field, it is refused.
    const merged = await saveSharedApplication(DEMO_SHARED_APPLICATION_ID, {
      baseVersion: opened.version,
      changes: { 'project.objective': 'Read with 150 families a year.' },
    });
    expect(merged.version).toBe(after.version + 1);
    const refused = await saveSharedApplication(DEMO_SHARED_APPLICATION_ID, {
      baseVersion: opened.version,
      changes: { 'project.projectSummary': "Dana's own summary" },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SaveConflictError);
    expect((refused as SaveConflictError).conflicts).toEqual([
      expect.objectContaining({
        field: 'project.projectSummary',
        theirs: after.answers['project.projectSummary'],
        by: expect.objectContaining({ name: 'Priya Raman' }),
      }),
    ]);
    expect(await control.coApplicantEdits('budget.lines')).toBe('Priya Raman changed Budget table');
    const lines = (await getSharedApplication(DEMO_SHARED_APPLICATION_ID)).answers['budget.lines'];
    expect(lines?.at(-1)).toMatchObject({ description: 'Printed reading guides for parents' });
  });

  it("makes the co-applicant edit Sam's draft, the tour's, when it is named, and no other", async () => {
    const control = await start();
    const { token } = await loginWithEmail({ email: 'sam@grantwise.app', password: 'Grants2026!' });
    localStorage.setItem(TOKEN_KEY, token);
    const opened = await getSharedApplication(SAM_SHARED_APPLICATION_ID);
    expect(await control.coApplicantEdits('budget.lines', SAM_SHARED_APPLICATION_ID)).toBe(
      'Priya Raman changed Budget table',
    );
    const after = await getSharedApplication(SAM_SHARED_APPLICATION_ID);
    expect(after.version).toBe(opened.version + 1);
    expect(after.answers['budget.lines']?.at(-1)).toMatchObject({
      description: 'Heat meters for the welding bays',
    });
    expect(after.presence).toEqual([
      expect.objectContaining({ name: 'Priya Raman', step: 'budget' }),
    ]);
    await expect(control.coApplicantEdits('budget.lines', 'not-a-draft')).rejects.toThrow(
      'Priya is on no such draft of the demo',
    );
  });

  it("the Empty account preset empties every table that holds a user's data", async () => {
    const databaseName = `worker-empty-${Math.random().toString(36).slice(2)}`;
    const control = await startWorkerBackend({ latency: 0, databaseName });
    backend = control;
    const db = new MockDatabase(databaseName);
    await db.open();
    try {
      // A user's data, read off the schema: a table indexed by a user (owner, referrer), by a
      // user's shared application (its members, invitations and log), or one holding the bytes
      // of a user's files. Every other table must be named shared in db.ts.
      const namesUser = (table: (typeof db.tables)[number]) =>
        [table.schema.primKey, ...table.schema.indexes].some((index) =>
          [index.keyPath ?? []]
            .flat()
            .some((key) => /^(userId|ownerId|referrerId|applicationId)$/.test(key)),
        );
      const usersData = db.tables
        .filter((table) => namesUser(table) || table.name === 'fileBlobs')
        .map((table) => table.name)
        .sort();
      expect(
        db.tables
          .map((table) => table.name)
          .filter((name) => !usersData.includes(name))
          .sort(),
        'a table neither of a user nor shared',
      ).toEqual([...SHARED_TABLES].sort());
      expect(
        usersData.filter((name) => SHARED_TABLES.has(name)),
        'a user table kept',
      ).toEqual([]);

      const counts = async () =>
        Object.fromEntries(
          await Promise.all(
            usersData.map(async (name) => [
              name,
              name === 'userMissions'
                ? await db.userMissions.filter((row) => row.completed).count()
                : await db.table(name).count(),
            ]),
          ),
        ) as Record<string, number>;
      await control.loadPreset('typical');
      const typical = await counts();
      // The typical seed fills the user's tables (missions done included), so the preset has
      // something to empty; the newsletter, sessions and verification links (the demo accounts
      // are verified) start empty there.
      for (const name of usersData.filter(
        (n) => !['newsletter', 'sessions', 'emailVerifications'].includes(n),
      ))
        expect(typical[name], `${name} in the typical seed`).toBeGreaterThan(0);
      await control.loadPreset('empty');
      expect(await counts()).toEqual(Object.fromEntries(usersData.map((name) => [name, 0])));
      // The missions themselves stay, none done.
      expect(await db.userMissions.count()).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it("keeps the demo account's draft on the server, not in the page's storage: a reset clears what a demo account left unsent", async () => {
    const key = draftKey(DEMO_USERS[0].id, SEEDED_DRAFT_GRANT_ID);
    const control = await start();
    expect(control.seeded).toBe(true);
    // Issue 60: the draft lives on the server; the page keeps only what was not sent yet.
    expect(localStorage.getItem(key)).toBeNull();
    expect(draftGrantIds(DEMO_USERS[0].id)).toEqual([]);

    localStorage.setItem(key, '{"version":2}');
    await control.resetDemoData();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('rejects with the error the worker met starting (a storage failure shows the stop page)', async () => {
    class FailingWorker extends InProcessWorker {
      override postMessage(message: PageMessage) {
        this.received.push(message);
        setTimeout(() =>
          this.onmessage?.({
            data: {
              type: 'failed',
              id: message.id,
              error: {
                name: 'OpenFailedError',
                message: 'open failed',
                innerName: 'QuotaExceededError',
              },
            },
          }),
        );
      }
    }
    vi.stubGlobal('Worker', FailingWorker);
    const failure = await start().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ name: 'OpenFailedError', message: 'open failed' });
    expect(stopReasonOf(failure)).toBe('storage');
    expect(InProcessWorker.created[0]?.terminated).toBe(true);
  });

  it('fails every call when the worker itself breaks', async () => {
    await start();
    const [worker] = InProcessWorker.created;
    worker?.terminate();
    const event = Object.assign(new Event('error'), { message: 'script failed' });
    worker?.onerror?.(event as ErrorEvent);
    expect(await listGrants().catch((error: unknown) => error)).toMatchObject({ status: 0 });
  });

  it('leaves requests outside /api/ to the page', async () => {
    const pageFetch = vi.fn(async () => new Response('page'));
    globalThis.fetch = pageFetch;
    await start();
    const response = await fetch('/favicon.svg');
    expect(await response.text()).toBe('page');
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });
});
