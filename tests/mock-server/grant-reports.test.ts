// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  GrantApplication,
  GrantReport,
  GrantReportList,
  NotificationList,
} from '../../src/api/schema.gen';
import {
  GRANT_REPORT_MESSAGES as MESSAGES,
  addDays,
  localDay,
} from '../../src/domain/grant-reports';
import { MockDatabase } from '../../src/mock-server/db';
import { SCHEMA_HISTORY } from '../../src/mock-server/db-schema';
import { awardOldestPending } from '../../src/mock-server/decisions';
import { seededReportId } from '../../src/mock-server/grant-report-records';
import { seed } from '../../src/mock-server/seed';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { LONG, libraryLink, sharedReport, uploadForm } from '../support/check-fixtures';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Reports after an award (issue 66, parts 4 and 5): who reads, writes and submits a report, how a
// save merges, what a submission needs, the bell's reminders and the demo's story. Each answer is
// checked against openapi.yaml by the backend.

const NOW = new Date('2026-03-10T12:00:00Z');
const [DANA, SAM] = DEMO_USERS;

let backend: TestBackend;
let dana: string;

beforeEach(async () => {
  backend = await createTestBackend({ now: NOW });
  dana = await backend.signIn(DANA.email, DANA.password);
});
afterEach(() => backend.close());

const get = (id: string, token = dana) => backend.request('get', `/grant-reports/${id}`, { token });
const save = (id: string, body: unknown, token = dana) =>
  backend.request('patch', `/grant-reports/${id}`, { token, body });
const submit = (id: string, token = dana) =>
  backend.request('post', `/grant-reports/${id}/submit`, { token, body: {} });
const list = async (token = dana) =>
  ((await backend.request('get', '/grant-reports', { token })).body as GrantReportList).items;

/** A time, where the code runs, `days` from a YYYY-MM-DD day. */
const timeOf =
  (hours: number) =>
  (day: string, days = 0) => {
    const [year, month, date] = addDays(day, days).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    return new Date(year, month - 1, date, hours);
  };
const noonOf = timeOf(12);
const midnightOf = timeOf(0);

describe('the seed story', () => {
  it("has Sam's awarded retrofit owe an interim report due in 5 days, half written, and a final one not started", async () => {
    const sam = await backend.signIn(SAM.email, SAM.password);
    const reports = await list(sam);
    const retrofit = reports.filter(
      (report) => report.projectTitle === 'LED Lighting and Compressor Efficiency Retrofit',
    );
    expect(retrofit.map((report) => report.kind)).toEqual(['interim', 'final']);
    const [interim, final] = retrofit as [GrantReport, GrantReport];
    expect(interim).toMatchObject({
      title: 'Interim report',
      dueDate: addDays(localDay(NOW), 5),
      status: 'inProgress',
      role: 'owner',
      ownerName: 'Sam Okafor',
      grant: { title: 'Small Business Clean Energy Innovation Award' },
      submittedAt: null,
      documentLinks: {},
    });
    expect(Object.keys(interim.answers)).toEqual(['progress']);
    expect(interim.id).toBe(seededReportId(interim.applicationId, 'interim'));
    expect(final).toMatchObject({ title: 'Final report', status: 'notStarted', answers: {} });
    // Soonest due first, across applications.
    const dues = reports.map((report) => report.dueDate);
    expect(dues).toEqual([...dues].sort());
    // The award on its timeline is the moment the reports count from.
    const application = (
      await backend.request('get', `/grant-applications/${interim.applicationId}`, { token: sam })
    ).body as GrantApplication;
    expect(application.stageHistory?.at(-1)).toMatchObject({
      stage: 'Completed',
      at: interim.awardedAt,
    });
  });

  it("rings Sam's bell once for the interim report, at the 7-day reminder", async () => {
    const sam = await backend.signIn(SAM.email, SAM.password);
    const [interim] = (await list(sam)).filter((report) => report.status === 'inProgress');
    const bell = (await backend.request('get', '/notifications', { token: sam }))
      .body as NotificationList;
    const reminders = bell.items.filter((item) => item.kind === 'reportDue');
    expect(reminders).toEqual([
      expect.objectContaining({
        id: `reportDue-${interim!.id}-${interim!.dueDate}-7`,
        subjectId: interim!.id,
        subjectName: 'Small Business Clean Energy Innovation Award',
        reportKind: 'interim',
        date: interim!.dueDate,
        at: midnightOf(interim!.dueDate, -7).toISOString(),
        read: false,
      }),
    ]);
  });

  it("gives every decided application a timeline: Dana's declined one with the funder's words, her withdrawn one with its reason", async () => {
    const decided = await backend.db.applications
      .filter((row) => ['Completed', 'Cancel', 'Withdrawn'].includes(row.stage))
      .toArray();
    expect(decided.length).toBeGreaterThan(0);
    for (const application of decided) {
      expect(application.stageHistory?.at(-1)?.stage, application.projectTitle).toBe(
        application.stage,
      );
    }
    const danas = decided.filter((row) => row.userId === DANA.id);
    expect(danas.find((row) => row.stage === 'Cancel')?.stageHistory?.[0]?.note).toMatch(/\w/);
    expect(danas.find((row) => row.stage === 'Withdrawn')?.stageHistory?.[0]?.note).toMatch(/\w/);
  });

  it('has every awarded application of the seed owe both reports, those due before today sent', async () => {
    const awarded = await backend.db.applications
      .filter((row) => row.stage === 'Completed')
      .count();
    const rows = await backend.db
      .table<{ dueDate: string; submittedAt: string | null }, string>('grantReports')
      .toArray();
    expect(rows).toHaveLength(awarded * 2);
    const today = localDay(NOW);
    for (const row of rows) expect(row.submittedAt !== null).toBe(row.dueDate < today);
  });
});

describe('writing a report', () => {
  it('merges a save key by key: a key not sent is kept, an empty answer and a null document remove theirs', async () => {
    const { id } = await sharedReport(backend, DEMO_USERS, 'editor');
    expect(((await get(id)).body as GrantReport).status).toBe('notStarted');
    const file = await libraryLink(backend, DANA.id);
    expect((await save(id, { answers: { progress: 'Built the frame' } })).status).toBe(200);
    const both = (
      await save(id, { answers: { spending: 'On steel' }, documents: { expenseSummary: file } })
    ).body as GrantReport;
    expect(both.answers).toEqual({ progress: 'Built the frame', spending: 'On steel' });
    expect(both.documentLinks.expenseSummary).toEqual({
      url: file,
      fileName: expect.any(String),
    });
    expect(both.status).toBe('inProgress');
    const cleared = (
      await save(id, { answers: { spending: '  ' }, documents: { expenseSummary: null } })
    ).body as GrantReport;
    expect(cleared.answers).toEqual({ progress: 'Built the frame' });
    expect(cleared.documentLinks).toEqual({});
    expect(((await get(id)).body as GrantReport).answers).toEqual({ progress: 'Built the frame' });
  });

  it('refuses unknown keys, over-long answers and files not in the caller’s library, naming each key', async () => {
    const { id } = await sharedReport(backend, DEMO_USERS, 'editor');
    const refused = await save(id, {
      answers: { progress: LONG(2000), outcomes: 'x' },
      documents: { expenseSummary: await libraryLink(backend, SAM.id), photos: null },
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        message: MESSAGES.cannotSave,
        errors: {
          progress: MESSAGES.answerTooLong,
          'answers.outcomes': MESSAGES.noSuchQuestion,
          expenseSummary: MESSAGES.notALibraryFile,
          'documents.photos': MESSAGES.noSuchDocument,
        },
      },
    });
    // Nothing of a refused save is kept; 2,000 characters are allowed.
    expect(((await get(id)).body as GrantReport).answers).toEqual({});
    expect((await save(id, { answers: { progress: 'x'.repeat(2000) } })).status).toBe(200);
  });

  it('lets a viewer read but not change or submit', async () => {
    const { id, priya } = await sharedReport(backend, DEMO_USERS, 'viewer');
    expect(((await get(id, priya)).body as GrantReport).role).toBe('viewer');
    expect((await list(priya)).map((report) => report.id)).toContain(id);
    expect(await save(id, { answers: { progress: 'x' } }, priya)).toMatchObject({
      status: 403,
      body: { message: MESSAGES.viewerCannotChange },
    });
    expect(await submit(id, priya)).toMatchObject({
      status: 403,
      body: { message: MESSAGES.onlyOwnerSubmits },
    });
  });

  it('lets an editor save but only the owner submit, once', async () => {
    const { id, priya } = await sharedReport(backend, DEMO_USERS, 'editor');
    const file = await libraryLink(backend, DEMO_USERS[2].id).catch(() => null);
    const written = await save(
      id,
      {
        answers: { progress: 'Classes run weekly', spending: 'Instructors and tablets' },
        ...(file ? { documents: { expenseSummary: file } } : {}),
      },
      priya,
    );
    expect(written.status).toBe(200);
    expect((written.body as GrantReport).role).toBe('editor');
    expect((written.body as GrantReport).ownerName).toBe('Dana Rivera');
    expect(await submit(id, priya)).toMatchObject({
      status: 403,
      body: { message: MESSAGES.onlyOwnerSubmits },
    });
    if (!file)
      await save(id, { documents: { expenseSummary: await libraryLink(backend, DANA.id) } });
    const sent = await submit(id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'submitted',
      submittedAt: NOW.toISOString(),
      submittedBy: 'Dana Rivera',
    });
    const again = { status: 409, body: { message: MESSAGES.alreadySubmitted } };
    expect(await submit(id)).toMatchObject(again);
    expect(await save(id, { answers: { challenges: 'x' } })).toMatchObject(again);
    expect(await save(id, { answers: { challenges: 'x' } }, priya)).toMatchObject(again);
  });

  it('wants every required answer (trimmed) and document to submit, never the optional ones', async () => {
    const { id } = await sharedReport(backend, DEMO_USERS, 'editor');
    await save(id, { answers: { progress: '   ', challenges: 'Late steel' } });
    expect(await submit(id)).toMatchObject({
      status: 422,
      body: {
        message: MESSAGES.incomplete,
        errors: {
          progress: MESSAGES.answerRequired,
          spending: MESSAGES.answerRequired,
          expenseSummary: MESSAGES.documentRequired,
        },
      },
    });
    await save(id, {
      answers: { progress: 'Done', spending: 'As planned', challenges: '' },
      documents: { expenseSummary: await libraryLink(backend, DANA.id) },
    });
    expect((await submit(id)).status).toBe(200);
  });

  it('lets the owner and members open a file an editor attached from their own library, and nobody else', async () => {
    const { id, priya } = await sharedReport(backend, DEMO_USERS, 'editor');
    const uploaded = await backend.request('post', '/files/upload/uploads', {
      token: priya,
      body: uploadForm('expenses.txt', 'spent as planned'),
    });
    expect(uploaded.status).toBe(201);
    const file = `/api/v1/files/${(uploaded.body as { id: string }).id}/content`;
    const content = (token: string) =>
      backend.request('get', file.replace('/api/v1', ''), { token });
    const sam = await backend.signIn(SAM.email, SAM.password);
    // Not attached yet: the owner cannot open the editor's file.
    expect((await content(dana)).status).toBe(404);
    expect((await save(id, { documents: { expenseSummary: file } }, priya)).status).toBe(200);
    expect((await content(dana)).status).toBe(200);
    expect((await content(sam)).status).toBe(404);
  });

  it('answers 404 to anyone neither owner nor member', async () => {
    const { id } = await sharedReport(backend, DEMO_USERS, 'editor');
    const sam = await backend.signIn(SAM.email, SAM.password);
    const notFound = { status: 404, body: { message: MESSAGES.notFound } };
    expect(await get(id, sam)).toMatchObject(notFound);
    expect(await save(id, { answers: { progress: 'x' } }, sam)).toMatchObject(notFound);
    expect(await submit(id, sam)).toMatchObject(notFound);
    expect((await list(sam)).map((report) => report.id)).not.toContain(id);
  });
});

describe("the bell's reminders", () => {
  it('rings at 14, 7 and 1 days before and on the due day, keeps the due day 30 days, and stops once submitted', async () => {
    const { id } = await sharedReport(backend, DEMO_USERS, 'editor');
    const { dueDate } = (await get(id)).body as GrantReport;
    // Sessions expire over months: each look at the bell signs in on its day.
    const reminderOn = async (days: number, who: (typeof DEMO_USERS)[number] = DANA) => {
      backend.setNow(noonOf(dueDate, days));
      const token = await backend.signIn(who.email, who.password);
      const bell = (await backend.request('get', '/notifications', { token }))
        .body as NotificationList;
      return bell.items.filter((item) => item.subjectId === id).map((item) => item.id);
    };
    const tier = (n: number) => [`reportDue-${id}-${dueDate}-${n}`];
    expect(await reminderOn(-15)).toEqual([]);
    expect(await reminderOn(-14)).toEqual(tier(14));
    expect(await reminderOn(-8)).toEqual(tier(14));
    expect(await reminderOn(-7)).toEqual(tier(7));
    expect(await reminderOn(-2)).toEqual(tier(7));
    expect(await reminderOn(-1)).toEqual(tier(1));
    expect(await reminderOn(0)).toEqual(tier(0));
    // A member is reminded too.
    expect(await reminderOn(0, DEMO_USERS[2])).toEqual(tier(0));
    expect(await reminderOn(30)).toEqual(tier(0));
    expect(await reminderOn(31)).toEqual([]);

    backend.setNow(noonOf(dueDate, -1));
    const owner = await backend.signIn(DANA.email, DANA.password);
    await save(
      id,
      {
        answers: { progress: 'Done', spending: 'As planned' },
        documents: { expenseSummary: await libraryLink(backend, DANA.id) },
      },
      owner,
    );
    expect((await submit(id, owner)).status).toBe(200);
    expect(await reminderOn(-1)).toEqual([]);
    expect(await reminderOn(0)).toEqual([]);
  });
});

describe('a database from before reports', () => {
  it('gives the applications awarded before the upgrade their two reports', async () => {
    const name = `grantwise-reports-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    for (const declared of SCHEMA_HISTORY.filter((entry) => entry.version <= 8)) {
      old.version(declared.version).stores(declared.stores);
    }
    await old.open();
    await seed(old as unknown as MockDatabase, NOW);
    const awarded = await old
      .table<GrantApplication, string>('applications')
      .filter((row) => row.stage === 'Completed')
      .toArray();
    expect(awarded.length).toBeGreaterThan(0);
    old.close();

    const db = new MockDatabase(name);
    await db.open();
    const reports = await db
      .table<{ applicationId: string; kind: string; dueDate: string }, string>('grantReports')
      .toArray();
    expect(reports).toHaveLength(awarded.length * 2);
    for (const application of awarded) {
      const theirs = reports.filter((report) => report.applicationId === application.id);
      expect(theirs.map((report) => report.kind).sort()).toEqual(['final', 'interim']);
    }
    db.close();
  });
});

describe("the demo's funder", () => {
  it('awards the demo account’s oldest application awaiting a decision, which then owes its reports', async () => {
    const title = await awardOldestPending(backend.db, DANA.id, NOW);
    expect(title).toBe('Neighbourhood Greenhouse and Food Hub');
    const owed = (await list()).filter((report) => report.projectTitle === title);
    expect(owed.map((report) => [report.kind, report.status, report.awardedAt])).toEqual([
      ['interim', 'notStarted', NOW.toISOString()],
      ['final', 'notStarted', NOW.toISOString()],
    ]);
    const application = (await backend.db.applications
      .filter((row) => row.projectTitle === title)
      .first())!;
    expect(application.stage).toBe('Completed');
    expect(application.stageHistory?.at(-1)).toEqual({ stage: 'Completed', at: NOW.toISOString() });
  });
});
