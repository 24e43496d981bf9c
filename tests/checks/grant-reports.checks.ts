import type { GrantReport, GrantReportList } from '../../src/api/schema.gen';
import { LONG, SOME_UUID, libraryLink, sharedReport } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';
import type { TestBackend } from '../support/mock-backend';

// The checks of each operation of src/mock-server/routes/grant-reports.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name. Sam and
// Dana write no application together, so neither reaches the other's reports.

/** Dana's first report not yet submitted, as the seed left it. */
async function danasOpenReport(backend: TestBackend, kind: 'interim' | 'final' = 'interim') {
  const [dana] = backend.demoUsers;
  const report = await backend.db
    .table<{ id: string; ownerId: string; kind: string; submittedAt: unknown }, string>(
      'grantReports',
    )
    .filter((row) => row.ownerId === dana.id && row.kind === kind && row.submittedAt === null)
    .first();
  return report ? { id: report.id, userId: dana.id } : undefined;
}

const REPORT_FAULTS =
  "the report's page and the dashboard's Reports due meet its failures in place, and screen and model tests prove each: a failed read says so with Try again (tests/screens/reports-due.test.tsx 'says when the reports cannot be read', tests/screens/report.test.tsx 'says a report that is not the caller’s is not found'), a failed autosave keeps the text and sends it again (tests/screens/report.test.tsx 'keeps the text when a save fails'), a refused submission says why (tests/model/report-wizard.model.test.tsx)";

export const checks: Checks = {
  listGrantReports: {
    owned: 'grantReport',
    async errors({ call }) {
      await call('get', '/grant-reports', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/grant-reports')).body as GrantReportList;
      expect(theirs.items.length).toBeGreaterThan(0);
      expect(theirs.items.map((report) => report.id)).not.toContain(danas.grantReportId);
    },
    fault: { provenElsewhere: REPORT_FAULTS },
  },
  getGrantReport: {
    owned: 'grantReport',
    async errors({ call }) {
      await call('get', `/grant-reports/${SOME_UUID}`, { token: null });
      await call('get', `/grant-reports/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'get', `/grant-reports/${danas.grantReportId}`)).status).toBe(404);
    },
    fault: { provenElsewhere: REPORT_FAULTS },
  },
  saveGrantReport: {
    owned: 'grantReport',
    ownRecord: (backend) => danasOpenReport(backend),
    async errors({ call, notJson, backend, users }) {
      const interim = await sharedReport(backend, users, 'viewer', 'interim');
      const final = await danasOpenReport(backend, 'final');
      const save = (body: unknown, token?: string | null, id = interim.id) =>
        call('patch', `/grant-reports/${id}`, { body, token });
      await save({ answers: {} }, null);
      await save({ answers: {} }, undefined, SOME_UUID);
      await save(notJson);
      await save([]);
      await save({ answers: 'x' });
      await save({ documents: ['x'] });
      await save({ answers: {}, why: 'x' });
      await save({ answers: { outcomes: 'x', nope: 'y' }, documents: { evidence: null } });
      for (const key of ['progress', 'spending', 'challenges']) {
        await save({ answers: { [key]: 5 } });
        await save({ answers: { [key]: LONG(2000) } });
      }
      for (const key of ['outcomes', 'spending', 'lessons']) {
        await save({ answers: { [key]: 5 } }, undefined, final?.id);
        await save({ answers: { [key]: LONG(2000) } }, undefined, final?.id);
      }
      // A file of another's library, a link that names no file, not a link.
      const samsFile = await libraryLink(backend, users[1].id);
      await save({ documents: { expenseSummary: samsFile } });
      await save({ documents: { financialStatement: 'x', evidence: 5 } }, undefined, final?.id);
      // A viewer reads but does not write.
      await save({ answers: { progress: 'x' } }, interim.priya);
      // Submitted, it no longer changes.
      const sent = await backend.db
        .table<{ id: string; ownerId: string; submittedAt: unknown }, string>('grantReports')
        .filter((row) => row.ownerId === users[0].id && row.submittedAt !== null)
        .first();
      await save({ answers: { progress: 'x' } }, undefined, sent?.id ?? SOME_UUID);
    },
    async forbidden({ as, sam, dana, danas, expect }) {
      const path = `/grant-reports/${danas.grantReportId}`;
      const res = await as(sam, 'patch', path, { answers: { progress: 'Taken over' } });
      expect(res.status).toBe(404);
      const after = (await as(dana, 'get', path)).body as GrantReport;
      expect(Object.values(after.answers)).not.toContain('Taken over');
    },
    fault: { provenElsewhere: REPORT_FAULTS },
  },
  submitGrantReport: {
    owned: 'grantReport',
    ownRecord: (backend) => danasOpenReport(backend),
    async errors({ call, notJson, backend, users }) {
      const interim = await sharedReport(backend, users, 'editor', 'interim');
      const final = await danasOpenReport(backend, 'final');
      const submit = (body: unknown, token?: string | null, id = interim.id) =>
        call('post', `/grant-reports/${id}/submit`, { body, token });
      await submit({}, null);
      await submit({}, undefined, SOME_UUID);
      await submit(notJson);
      await submit([]);
      await submit({ now: true });
      // An editor writes but does not submit.
      await submit({}, interim.priya);
      // Required answers and documents missing, on each kind of report.
      await backend.request('patch', `/grant-reports/${interim.id}`, {
        token: interim.dana,
        body: { answers: { progress: '', spending: '   ' }, documents: { expenseSummary: null } },
      });
      await submit({});
      await submit({}, undefined, final?.id);
      // Submitted once, it is not submitted twice.
      const sent = await backend.db
        .table<{ id: string; ownerId: string; submittedAt: unknown }, string>('grantReports')
        .filter((row) => row.ownerId === users[0].id && row.submittedAt !== null)
        .first();
      await submit({}, undefined, sent?.id ?? SOME_UUID);
    },
    async forbidden({ as, sam, dana, danas, expect }) {
      const path = `/grant-reports/${danas.grantReportId}`;
      expect((await as(sam, 'post', `${path}/submit`, {})).status).toBe(404);
      const after = (await as(dana, 'get', path)).body as GrantReport;
      expect(after.submittedAt).toBeNull();
    },
    fault: { provenElsewhere: REPORT_FAULTS },
  },
};

export const ownerData: OwnerSetups<'grantReport'> = {
  /** Dana's interim report on an awarded application, not submitted, with an answer. */
  async grantReport({ as, dana, expect }) {
    const list = (await as(dana, 'get', '/grant-reports')).body as GrantReportList;
    const open = list.items.find((report) => report.role === 'owner' && !report.submittedAt);
    expect(open, 'Dana has a report to write in the seed').toBeDefined();
    const saved = await as(dana, 'patch', `/grant-reports/${open!.id}`, {
      answers: { [open!.questions[0]!.key]: "Dana's progress so far" },
    });
    expect(saved.status).toBe(200);
    return { grantReportId: open!.id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    grantReport: { grantReportId: string };
  }
}
