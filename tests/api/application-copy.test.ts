import { describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { budgetTotals, dollarsToCents } from '../../src/domain/budget';
import { TABLE_ANSWERS } from '../unit/application-fixtures';
import { type Account, newAccount } from './support/accounts';
import { api } from './support/server';
import type {
  ApplicationCopy,
  Grant,
  GrantApplication,
  Resource,
  SharedApplication,
} from '../../src/api/schema.gen';

// Applying again (issue 60, part 3), over HTTP: last cycle's submitted application becomes a new
// draft for another grant with its answers, its budget lines and the documents still in the
// library, and the answer says what was left out and why; that draft is continued in the wizard
// and copied again; a second draft for one grant and a stranger's copy are refused. Each journey
// registers its own user, so it holds against any server, run after run.

const as = (account: Account) => ({ token: account.token });

async function upload(account: Account, name: string): Promise<Resource> {
  const form = new FormData();
  form.append('file', new File([`${name} content`], name, { type: 'application/pdf' }));
  const uploaded = await api.call('post', '/files/upload/uploads', { ...as(account), form });
  expect(uploaded.status).toBe(201);
  return uploaded.body as Resource;
}

const copy = (account: Account, from: string, grantId: string) =>
  api.call('post', '/application-copies', { ...as(account), json: { from, grantId } });

describe('starting a new application from an earlier one', () => {
  it('copies a submitted application into a new draft, says what it left out, and copies that draft again', async () => {
    const owner = await newAccount(api, 'reuse');
    const grants = (await api.call('get', '/grants', as(owner))).body as Grant[];
    const requested = budgetTotals(TABLE_ANSWERS.budget.lines).requested;
    const lastCycle = grants.find((grant) => dollarsToCents(grant.fundingSize) >= requested);
    const thisCycle = grants.find((grant) => grant.id !== lastCycle?.id);
    expect(lastCycle, 'a grant large enough for the table').toBeDefined();
    expect(thisCycle, 'a second grant').toBeDefined();

    const cv = await upload(owner, 'team-cv.pdf');
    const letter = await upload(owner, 'letter.pdf');
    const answers = {
      ...TABLE_ANSWERS,
      documents: {
        ...TABLE_ANSWERS.documents,
        resumes: { url: cv.fileUrl, fileName: cv.fileName },
        lettersCommitment: { url: letter.fileUrl, fileName: letter.fileName },
      },
    };
    const submitted = await api.call('post', '/grant-applications', {
      ...as(owner),
      json: buildApplicationPayload(answers, { userId: owner.user.id, grantId: lastCycle!.id }),
    });
    expect(submitted.status).toBe(201);
    const earlier = submitted.body as GrantApplication;
    // Since then the letter left the library.
    expect((await api.call('delete', `/files/${letter.id}`, as(owner))).status).toBe(204);

    const copied = await copy(owner, earlier.id, thisCycle!.id);
    expect(copied.status).toBe(201);
    const { application: draft, notCopied } = copied.body as ApplicationCopy;
    expect(draft).toMatchObject({ grantId: thisCycle!.id, state: 'draft', role: 'owner' });
    expect(draft.answers['project.projectTitle']).toBe(earlier.projectTitle);
    expect(draft.answers['budget.lines']).toHaveLength(TABLE_ANSWERS.budget.lines.length);
    expect(draft.answers['documents.resumes']).toEqual([
      { url: cv.fileUrl, fileName: cv.fileName, size: cv.size },
    ]);
    expect(draft.answers['documents.lettersCommitment']).toEqual([]);
    expect(draft.answers.commissionAcknowledged).toBeUndefined();
    expect(notCopied).toEqual(
      expect.arrayContaining([
        { field: 'commissionAcknowledged', reason: 'askedAgain' },
        { field: 'documents.lettersCommitment', reason: 'notInLibrary', fileName: 'letter.pdf' },
      ]),
    );

    // The wizard opens it for the new grant and continues it, as any draft.
    const opened = await api.call('post', '/shared-applications', {
      ...as(owner),
      json: { grantId: thisCycle!.id },
    });
    expect(opened.status).toBe(200);
    expect((opened.body as SharedApplication).id).toBe(draft.id);
    const saved = await api.call('patch', `/shared-applications/${draft.id}`, {
      ...as(owner),
      json: {
        baseVersion: draft.version,
        changes: { 'project.projectTitle': 'Greenhouse, year two', commissionAcknowledged: true },
      },
    });
    expect(saved.status).toBe(200);

    // A draft copies too: into the grant of last cycle, which has no draft of the owner's.
    const again = await copy(owner, draft.id, lastCycle!.id);
    expect(again.status).toBe(201);
    const second = (again.body as ApplicationCopy).application;
    expect(second.answers['project.projectTitle']).toBe('Greenhouse, year two');
    expect((again.body as ApplicationCopy).notCopied).toEqual([
      { field: 'commissionAcknowledged', reason: 'askedAgain' },
    ]);

    // One draft per grant; nobody else's application is found.
    const twice = await copy(owner, earlier.id, thisCycle!.id);
    expect(twice.status).toBe(409);
    const stranger = await newAccount(api, 'stranger');
    expect((await copy(stranger, earlier.id, thisCycle!.id)).status).toBe(404);
    expect((await copy(stranger, draft.id, thisCycle!.id)).status).toBe(404);
  });
});
