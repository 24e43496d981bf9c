import { describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { GRANT_REPORT_MESSAGES, reportDueDate } from '../../src/domain/grant-reports';
import { VALID_ANSWERS } from '../unit/application-fixtures';
import { newAccount } from './support/accounts';
import { api } from './support/server';
import type {
  Grant,
  GrantApplication,
  GrantReport,
  GrantReportList,
  Resource,
} from '../../src/api/schema.gen';

// Reports after an award (issue 66, parts 4 and 5), over HTTP: an application is awarded (the
// funder's decision, made on api:serve's test-only route `API_TEST_DECISIONS=1`, POST
// <base>/__test/decisions; a real server's test deployment offers the same, or the kit awards
// there as its funder would), its reports are due, written (an answer, a library file) and
// submitted once by the owner; nobody else reaches them.

/** The funder's decision on the test-only route; not an operation of openapi.yaml. */
async function award(applicationId: string): Promise<void> {
  const response = await fetch(`${api.baseUrl}/__test/decisions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationId, stage: 'Completed', note: 'Funded in full.' }),
  });
  expect(response.status, 'the test-only decisions route (API_TEST_DECISIONS=1)').toBe(200);
}

describe('reports after an award', () => {
  it('are due once awarded, written, and submitted once by the owner only', async () => {
    const owner = await newAccount(api, 'report');
    const stranger = await newAccount(api, 'report-other');
    const asOwner = { token: owner.token };
    const grants = (await api.call('get', '/grants', asOwner)).body as Grant[];
    const grant = grants.find((candidate) => candidate.fundingSize >= 75_000);
    expect(grant, 'a grant large enough for the answers').toBeDefined();
    const created = await api.call('post', '/grant-applications', {
      ...asOwner,
      json: buildApplicationPayload(VALID_ANSWERS, { userId: owner.user.id, grantId: grant!.id }),
    });
    expect(created.status).toBe(201);
    const { id: applicationId } = created.body as GrantApplication;
    // Nothing is owed before the award.
    const before = (await api.call('get', '/grant-reports', asOwner)).body as GrantReportList;
    expect(before.items).toEqual([]);

    await award(applicationId);
    const awarded = (await api.call('get', `/grant-applications/${applicationId}`, asOwner))
      .body as GrantApplication;
    expect(awarded.stage).toBe('Completed');
    const { items } = (await api.call('get', '/grant-reports', asOwner)).body as GrantReportList;
    expect(items.map((report) => [report.kind, report.status])).toEqual([
      ['interim', 'notStarted'],
      ['final', 'notStarted'],
    ]);
    const [interim] = items as [GrantReport];
    expect(interim).toMatchObject({ applicationId, role: 'owner', grant: { id: grant!.id } });
    expect(interim.dueDate).toBe(reportDueDate(interim.awardedAt, 'interim'));
    const path = `/grant-reports/${interim.id}`;

    // Another user reaches nothing of it.
    expect((await api.call('get', path, { token: stranger.token })).status).toBe(404);
    const theirs = await api.call('patch', path, {
      token: stranger.token,
      json: { answers: { progress: 'x' } },
    });
    expect(theirs.status).toBe(404);

    // Written: answers, then a file of the owner's library.
    const form = new FormData();
    form.append('file', new File(['spent as planned'], 'expenses.txt', { type: 'text/plain' }));
    const uploaded = await api.call('post', '/files/upload/uploads', { ...asOwner, form });
    expect(uploaded.status).toBe(201);
    const file = `/api/v1/files/${(uploaded.body as Resource).id}/content`;
    const answered = await api.call('patch', path, {
      ...asOwner,
      json: { answers: { progress: 'The greenhouse frame is up.' } },
    });
    expect((answered.body as GrantReport).status).toBe('inProgress');
    const incomplete = await api.call('post', `${path}/submit`, { ...asOwner, json: {} });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toMatchObject({
      errors: {
        spending: GRANT_REPORT_MESSAGES.answerRequired,
        expenseSummary: GRANT_REPORT_MESSAGES.documentRequired,
      },
    });
    const written = await api.call('patch', path, {
      ...asOwner,
      json: { answers: { spending: 'Steel and glazing.' }, documents: { expenseSummary: file } },
    });
    expect(written.status).toBe(200);
    expect((written.body as GrantReport).answers).toEqual({
      progress: 'The greenhouse frame is up.',
      spending: 'Steel and glazing.',
    });
    expect((written.body as GrantReport).documentLinks.expenseSummary).toEqual({
      url: file,
      fileName: 'expenses.txt',
    });

    // Submitted once.
    const sent = await api.call('post', `${path}/submit`, { ...asOwner, json: {} });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'submitted', submittedBy: 'Test report' });
    const again = await api.call('post', `${path}/submit`, { ...asOwner, json: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: GRANT_REPORT_MESSAGES.alreadySubmitted });
    const read = (await api.call('get', path, asOwner)).body as GrantReport;
    expect(read.status).toBe('submitted');
  });
});
