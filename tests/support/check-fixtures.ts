import { File } from 'node:buffer';
import type { SharedApplication } from '../../src/api/schema.gen';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import type { DEMO_USERS } from '../../src/mock-server/seed/users';
import { GRANT_ID, TABLE_ANSWERS, VALID_ANSWERS } from '../unit/application-fixtures';
import type { TestBackend } from './mock-backend';

// What the per-operation checks (tests/checks/*.checks.ts) and the mock-server tests share: ids,
// over-long texts, Dana's company, an upload, a shared draft, a new account's verification link,
// a valid application.

type DemoUsers = typeof DEMO_USERS;

/** A well-formed id that names nothing. */
export const SOME_UUID = '0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f';
/** A text one character over a limit of n. */
export const LONG = (n: number) => 'x'.repeat(n + 1);

/** The company Dana owns in the cross-user matrix. */
export const COMPANY = {
  ein: '12-3456789',
  email: 'info@riverbend.coop',
  name: 'Riverbend Bakery LLC',
  dba: '',
  address: '12 Mill St, Burlington, VT',
  industry: 'Food',
  website: 'riverbend.coop',
};

/** A multipart body with one text file. */
export function uploadForm(name: string, text = 'hello'): FormData {
  const data = new FormData();
  data.append('file', new File([text], name, { type: 'text/plain' }) as unknown as Blob);
  return data;
}

/**
 * A fresh shared draft of Dana's for GRANT_ID (an earlier one is deleted), with Priya (the third
 * demo user) as a member of `role`: the tokens of both, for the error catalogue's 403s and 409s.
 */
export async function sharedDraft(
  backend: TestBackend,
  users: DemoUsers,
  role: 'editor' | 'viewer',
): Promise<{ id: string; dana: string; priya: string }> {
  const dana = await backend.signIn(users[0].email, users[0].password);
  const priya = await backend.signIn(users[2].email, users[2].password);
  const open = () =>
    backend.request('post', '/shared-applications', { token: dana, body: { grantId: GRANT_ID } });
  let opened = await open();
  if (opened.status === 200) {
    const earlier = (opened.body as SharedApplication).id;
    await backend.request('delete', `/shared-applications/${earlier}`, { token: dana });
    opened = await open();
  }
  const { id } = opened.body as SharedApplication;
  const invited = await backend.request('post', `/shared-applications/${id}/invitations`, {
    token: dana,
    body: { email: users[2].email, role },
  });
  await backend.request('post', `/invitations/${(invited.body as { id: string }).id}/accept`, {
    token: priya,
  });
  return { id, dana, priya };
}

/**
 * A new account (unverified) at `email`, signed in, and the link of its verification mail: for
 * the verification operations' checks and the invitations' `emailNotVerified`.
 */
export async function newcomerWithLink(
  backend: TestBackend,
  email: string,
): Promise<{ token: string; link: string }> {
  const password = 'A-long-passphrase-1';
  await backend.request('post', '/auth/email/register', {
    body: {
      email,
      password,
      firstName: 'New',
      lastName: 'Comer',
      gender: 'other',
      age: 25,
      ethnicity: 'other',
    },
  });
  const token = await backend.signIn(email, password);
  const user = await backend.db.users.where('email').equals(email).first();
  const links = await backend.db.emailVerifications.where('userId').equals(user!.id).toArray();
  return { token, link: links.at(-1)?.token ?? '' };
}

/** A complete, valid application of a user to the seeded grant. */
export const applicationFor = (userId: string) =>
  buildApplicationPayload(VALID_ANSWERS, { userId, grantId: GRANT_ID });

/** The application made with the budget table (issue 48), for GRANT_ID ($75,000 funding size). */
export const tableApplicationFor = (userId: string) =>
  buildApplicationPayload(TABLE_ANSWERS, { userId, grantId: GRANT_ID });

/**
 * A report of one of Dana's awarded applications that is not submitted yet, with Priya a member
 * of `role` on the application (as if they had written it together: its shared draft, submitted,
 * names the application), and both tokens. `kind` picks the report.
 */
export async function sharedReport(
  backend: TestBackend,
  users: DemoUsers,
  role: 'editor' | 'viewer',
  kind: 'interim' | 'final' = 'interim',
): Promise<{ id: string; applicationId: string; dana: string; priya: string }> {
  const reports = backend.db.table<
    { id: string; applicationId: string; ownerId: string; kind: string; submittedAt: unknown },
    string
  >('grantReports');
  const report = await reports
    .filter((row) => row.ownerId === users[0].id && row.kind === kind && row.submittedAt === null)
    .first();
  if (!report) throw new Error(`Dana has no ${kind} report to write in the seed`);
  const application = await backend.db.applications.get(report.applicationId);
  const existing = await backend.db.sharedApplications
    .filter((row) => row.applicationId === report.applicationId)
    .first();
  const at = backend.now.toISOString();
  const sharedId = existing?.id ?? crypto.randomUUID();
  if (!existing) {
    await backend.db.sharedApplications.add({
      id: sharedId,
      ownerId: users[0].id,
      grantId: application!.grantId,
      state: 'submitted',
      applicationId: report.applicationId,
      version: 1,
      answers: {},
      fieldVersions: {},
      createdAt: at,
      updatedAt: at,
    });
  }
  await backend.db.sharedMembers.put({
    applicationId: sharedId,
    userId: users[0].id,
    role: 'owner',
    joinedAt: at,
  });
  await backend.db.sharedMembers.put({
    applicationId: sharedId,
    userId: users[2].id,
    role,
    joinedAt: at,
  });
  return {
    id: report.id,
    applicationId: report.applicationId,
    dana: await backend.signIn(users[0].email, users[0].password),
    priya: await backend.signIn(users[2].email, users[2].password),
  };
}

/** A file of the user's own library, as a document's link (`/api/v1/files/{id}/content`). */
export async function libraryLink(backend: TestBackend, userId: string): Promise<string> {
  const file = await backend.db.resources.filter((row) => row.userId === userId).first();
  if (!file) throw new Error('The user has no file in the library');
  return `/api/v1/files/${file.id}/content`;
}
