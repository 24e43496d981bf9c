// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  ApplicationCopy,
  GrantApplication,
  SharedApplication,
} from '../../src/api/schema.gen';
import type { Method } from '../../src/mock-server/http';
import {
  DEMO_SHARED_APPLICATION_ID,
  SAM_SHARED_APPLICATION_ID,
} from '../../src/mock-server/seed/shared-applications';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import { SOME_UUID, uploadForm } from '../support/check-fixtures';
import { GRANT_ID, TABLE_ANSWERS } from '../unit/application-fixtures';

// "Start a new application from this" (issue 60, part 3) on the embedded backend: a submitted
// application or a draft copied into a new draft for another grant, with what was not copied and
// why; who may copy what. Every answer is checked against openapi.yaml by the test backend.

const NOW = new Date('2026-03-10T12:00:00Z');
const [DANA, SAM, PRIYA] = DEMO_USERS;
/** A seeded grant none of the demo users has a draft for. */
const NEXT_GRANT_ID = '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c';

describe('copying an application into a new draft (embedded backend)', () => {
  let backend: TestBackend;
  let dana: string;

  beforeEach(async () => {
    backend = await createTestBackend({ now: NOW });
    dana = await backend.signIn();
  });
  afterEach(() => backend.close());

  const call = (token: string, method: Method, path: string, body?: unknown) =>
    backend.request(method, path, { token, body });
  const copy = (token: string, from: string, grantId = NEXT_GRANT_ID) =>
    call(token, 'post', '/application-copies', { from, grantId });

  async function upload(name: string): Promise<{ id: string; url: string }> {
    await call(dana, 'post', '/files/folder', { folderName: 'Cycle' });
    const response = await call(dana, 'post', '/files/upload/Cycle', uploadForm(name));
    expect(response.status).toBe(201);
    return response.body as { id: string; url: string };
  }

  it('copies a submitted application: answers, budget lines and documents still in the library; says what it left out and why', async () => {
    const cv = await upload('team-cv.pdf');
    const letter = await upload('letter.pdf');
    const answers = {
      ...TABLE_ANSWERS,
      documents: {
        ...TABLE_ANSWERS.documents,
        resumes: { url: cv.url, fileName: 'team-cv.pdf' },
        lettersCommitment: { url: letter.url, fileName: 'letter.pdf' },
      },
    };
    const submitted = await call(
      dana,
      'post',
      '/grant-applications',
      buildApplicationPayload(answers, { userId: DANA.id, grantId: GRANT_ID }),
    );
    expect(submitted.status).toBe(201);
    expect((await call(dana, 'delete', `/files/${letter.id}`)).status).toBe(204);

    const response = await copy(dana, (submitted.body as GrantApplication).id);
    expect(response.status).toBe(201);
    const { application, notCopied } = response.body as ApplicationCopy;
    expect(application).toMatchObject({ grantId: NEXT_GRANT_ID, state: 'draft', role: 'owner' });
    expect(application.answers['contact.fullName']).toBe('Maria Lopez');
    expect(application.answers['project.projectTitle']).toBe('East Austin Community Greenhouse');
    expect(application.answers['budget.lines']?.map((line) => line.description)).toEqual(
      TABLE_ANSWERS.budget.lines.map((line) => line.description),
    );
    expect(application.answers['documents.resumes']).toEqual([
      { url: cv.url, fileName: 'team-cv.pdf', size: 5 },
    ]);
    expect(application.answers['documents.lettersCommitment']).toEqual([]);
    // A link that is no file of the app's library is kept as it was.
    expect(application.answers['documents.organizationalChart']?.[0]?.url).toBe(
      TABLE_ANSWERS.documents.organizationalChart?.url,
    );
    expect(application.answers['final.targetAudience']).toEqual([
      'Low-Income Communities',
      'Children',
    ]);
    expect(application.answers.commissionAcknowledged).toBeUndefined();
    expect(notCopied).toEqual(
      expect.arrayContaining([
        { field: 'documents.lettersCommitment', reason: 'notInLibrary', fileName: 'letter.pdf' },
        { field: 'commissionAcknowledged', reason: 'askedAgain' },
        { field: 'generatedDraft', reason: 'notAsked' },
      ]),
    );
    // The wizard opens it as the owner's draft for the new grant.
    const opened = await call(dana, 'post', '/shared-applications', { grantId: NEXT_GRANT_ID });
    expect(opened.status).toBe(200);
    expect((opened.body as SharedApplication).id).toBe(application.id);
    const log = (await call(dana, 'get', `/shared-applications/${application.id}/activity`))
      .body as ActivityEntry[];
    expect(log.map((entry) => entry.kind)).toContain('created');
    expect(log.map((entry) => entry.kind)).toContain('saved');
  });

  it("copies a draft the caller owns, its answers as they are, step 1's box asked again", async () => {
    const source = (await call(dana, 'get', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`))
      .body as SharedApplication;
    await call(dana, 'patch', `/shared-applications/${source.id}`, {
      baseVersion: source.version,
      changes: { commissionAcknowledged: true },
    });
    const response = await copy(dana, source.id);
    expect(response.status).toBe(201);
    const { application, notCopied } = response.body as ApplicationCopy;
    expect(application.id).not.toBe(source.id);
    const { commissionAcknowledged: _asked, ...copied } = source.answers;
    expect(application.answers).toEqual(copied);
    expect(notCopied).toContainEqual({ field: 'commissionAcknowledged', reason: 'askedAgain' });
    // The earlier draft is untouched.
    const after = (await call(dana, 'get', `/shared-applications/${source.id}`))
      .body as SharedApplication;
    expect(after.answers.commissionAcknowledged).toBe(true);
  });

  it('refuses a second draft for the same grant, a member who does not own it, and anyone else', async () => {
    expect((await copy(dana, DEMO_SHARED_APPLICATION_ID)).status).toBe(201);
    const again = await copy(dana, DEMO_SHARED_APPLICATION_ID);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'You already have a draft for this grant.' });

    const priya = await backend.signIn(PRIYA.email, PRIYA.password);
    const editor = await copy(priya, SAM_SHARED_APPLICATION_ID);
    expect(editor.status).toBe(403);
    const sam = await backend.signIn(SAM.email, SAM.password);
    expect((await copy(sam, DEMO_SHARED_APPLICATION_ID)).status).toBe(404);
    expect((await copy(dana, SOME_UUID)).status).toBe(404);
    const unknownGrant = await copy(dana, DEMO_SHARED_APPLICATION_ID, SOME_UUID);
    expect(unknownGrant.status).toBe(422);
    expect(unknownGrant.body).toMatchObject({ errors: { grantId: 'grantNotFound' } });
    expect((await call(dana, 'post', '/application-copies', { grantId: GRANT_ID })).status).toBe(
      422,
    );
  });
});
