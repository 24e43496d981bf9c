import { File } from 'node:buffer';
import type { ExpectStatic } from 'vitest';
import type { components, operations } from '../../src/api/schema.gen';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import type { Method } from '../../src/mock-server/http';
import { DEMO_SAVED_SEARCH_IDS } from '../../src/mock-server/seed/saved-searches';
import { DEMO_SHARED_APPLICATION_ID } from '../../src/mock-server/seed/shared-applications';
import type { DEMO_USERS } from '../../src/mock-server/seed/users';
import { GRANT_ID, TABLE_ANSWERS, VALID_ANSWERS } from '../unit/application-fixtures';
import type { BudgetLineItem } from '../../src/api/schema.gen';
import { operations as contractOperations } from './contract';
import type { TestBackend } from './mock-backend';

// The per-operation table: for every operation of openapi.yaml, what each per-operation check
// needs to exercise it. The error catalogue (tests/mock-server/error-catalogue.test.ts), the
// access rules and the cross-user matrix (tests/mock-server/security.test.ts), the fault scenarios
// (tests/e2e/faults.spec.ts) and the "every operation exercised" checks (tests/e2e/traffic-
// reporter.ts, tests/conformance/exercised-reporter.ts) iterate it. Its keys are typed by the
// operations generated from openapi.yaml: an operation added to the contract and not here, or one
// here that the contract lacks, is a type error, and tests/unit/operations-table.test.ts compares
// the two lists at run time. Each check fails naming the operation and what it lacks.

export type OperationId = keyof operations;
type NotificationList = components['schemas']['NotificationList'];
type SavedSearch = components['schemas']['SavedSearch'];
type SharedApplication = components['schemas']['SharedApplication'];
type ReceivedInvitation = components['schemas']['ReceivedInvitation'];
type DemoUsers = typeof DEMO_USERS;
type Response = Awaited<ReturnType<TestBackend['request']>>;

/** A well-formed id that names nothing. */
export const SOME_UUID = '0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f';
/** A text one character over a limit of n. */
const LONG = (n: number) => 'x'.repeat(n + 1);

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

/** Why the shared applications' operations have no screen in this branch (issue 46). */
/** A read of the people-and-activity dialog (a dialog over the dashboard, not a page). */
const SHARING_DIALOG_FAULTS =
  "a read of the people-and-activity dialog, which opens over the dashboard (not a page the fault scenario can leave by the navigation): its failure and Try again are walked on the rendered panel by tests/model/sharing.model.test.tsx, the log's failure in tests/screens/sharing.test.tsx; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** The wizard's autosave (issue 60): where its failures are met. */
const AUTOSAVE_FAULTS =
  "a write of the wizard's autosave, which retries by itself and says so in words, not a toast: its failures (offline, a conflict, access lost, submitted meanwhile) are walked on the rendered autosave by tests/model/draft-sync.model.test.tsx, a 401 mid-wizard in tests/e2e/faults-wizard.spec.ts; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** A write of the sharing screens: where its failures are met. */
const SHARING_WRITE_FAULTS =
  "a write of the sharing screens, not a read a page opens with: its refusals show beside the email (tests/screens/sharing.test.tsx), and every failure state of the people machine is walked on the rendered panel (tests/model/sharing.model.test.tsx); the wizard's save failures (offline, conflict, access lost) in its machine and model tests; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** Why the live pass (Prism) walks no sharing screen yet. */
const SHARING_NOT_IN_LIVE_PASS =
  'the sharing screens are not walked by the live pass yet (issue 46 is open on it): the operation is exercised against the HTTP server by npm run test:api (tests/api/shared-applications.test.ts) and on the demo by tests/e2e/sharing.spec.ts';

/**
 * A fresh shared draft of Dana's with a pending invitation to invitee@example.org (who has no
 * account), and Priya as its editor.
 */
async function pendingInvitation(backend: TestBackend, users: DemoUsers) {
  const shared = await sharedDraft(backend, users, 'editor');
  const invited = await backend.request('post', `/shared-applications/${shared.id}/invitations`, {
    token: shared.dana,
    body: { email: 'invitee@example.org', role: 'viewer' },
  });
  return { ...shared, invitationId: (invited.body as { id: string }).id };
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

/** Where the verification operations' failures are met. */
const VERIFY_FAULTS =
  "the verification screens' own failures: the verify page's refusals and its failure with Try again, and the notice's Send again failing, in tests/screens/verify-email.test.tsx; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** Why the live pass walks no verification link yet. */
const VERIFY_NOT_IN_LIVE_PASS =
  'the live pass has no mailbox to read a link from: the operation is exercised against the HTTP server by npm run test:api (tests/api/email-verification.test.ts, which reads the test-only outbox) and on the demo by tests/screens/verify-email.test.tsx';

/** A complete, valid application of a user to the seeded grant. */
export const applicationFor = (userId: string) =>
  buildApplicationPayload(VALID_ANSWERS, { userId, grantId: GRANT_ID });

/** The application made with the budget table (issue 48), for GRANT_ID ($75,000 funding size). */
export const tableApplicationFor = (userId: string) =>
  buildApplicationPayload(TABLE_ANSWERS, { userId, grantId: GRANT_ID });

/**
 * The owner's data an operation reaches, which the checks set up before they run (the
 * security test has one setup per kind, so a new kind is a type error there). `null`: the shared
 * grant catalogue, which every signed-in user reads.
 */
export type OwnedData =
  | 'account'
  | 'company'
  | 'mission'
  | 'folder'
  | 'file'
  | 'referrals'
  | 'subscription'
  | 'savedGrant'
  | 'application'
  | 'notifications'
  | 'savedSearch'
  | 'sharedApplication';

/** What the error catalogue's requests get (tests/mock-server/error-catalogue.test.ts). */
export interface ErrorRequests {
  /**
   * Sends a request that must be refused (4xx): its answer is checked against what the operation
   * declares, and what it said is noted. Dana's token unless `token` says otherwise (null: none).
   */
  call(
    method: Method,
    path: string,
    options?: { body?: unknown; token?: string | null; query?: Record<string, string> },
  ): Promise<Response>;
  /**
   * Dana's records: her company, her first mission (and the catalogue id of her second), a file
   * in her folder "Taken" (she is also subscribed to the newsletter as taken@example.org).
   */
  ids: { company: string; mission: string; file: string; otherMission: string };
  /** The token of a user who has no company yet. */
  newcomer: string;
  users: DemoUsers;
  /** A body that is not JSON. */
  notJson: unknown;
  backend: TestBackend;
}

/** What the cross-user checks get (tests/mock-server/security.test.ts): Sam against Dana's data. */
export interface TwoUsers {
  backend: TestBackend;
  /** A request with a user's token. */
  as(token: string, method: Method, path: string, body?: unknown): Promise<Response>;
  dana: string;
  sam: string;
  /** Dana's data, set up per `OwnedData` kind before the checks run. */
  danas: {
    company: string;
    folderId: string;
    folderName: string;
    fileId: string;
    missionId: string;
    missionCatalogueId: string;
    applicationId: string;
    referralIds: string[];
    newsletterId: string;
    /** Dana's saved search "Dana's food search". */
    savedSearchId: string;
    /** Dana's shared draft for GRANT_ID, and her invitation to guest@example.org on it. */
    sharedApplicationId: string;
    invitationId: string;
  };
  users: DemoUsers;
  expect: ExpectStatic;
}

/** A test of a fault-scenario file that forces the operation's faults through its screen. */
export interface ScreenTest {
  file: 'faults-screens.spec.ts' | 'faults-wizard.spec.ts';
  /** How the test's title starts. */
  title: string;
}

/** Scenarios of tests/e2e/faults.spec.ts that drive a screen further than opening it. */
export type FaultDriver = 'signInForm' | 'reportDownload';

/**
 * How a forced server error and network failure of the operation are met in the browser:
 * faults.spec.ts opens a screen that reads it, or drives one (both faults each), or a test of
 * another fault file does it, or no screen calls it (with the reason and where it is tested).
 */
export type FaultCoverage =
  | { readScreen: string }
  | { drive: FaultDriver }
  | { screenTest: ScreenTest }
  | { notCalledByAScreen: string };

export interface OperationChecks {
  /** The owner's data the operation reaches. */
  owned: OwnedData | null;
  /** The error catalogue: requests that together reach every error branch of its handler. */
  errors(requests: ErrorRequests): Promise<void>;
  /** The cross-user matrix: Sam's attempt on Dana's data, and what proves it failed. */
  forbidden(users: TwoUsers): Promise<void>;
  /** The fault scenarios. */
  fault: FaultCoverage;
  /**
   * The live pass (tests/conformance): why no screen calls it. Absent: a screen calls it, and the
   * pass fails unless a test exercised it.
   */
  notCalledByAnyScreen?: string;
}

export const OPERATIONS: { readonly [Id in OperationId]: OperationChecks } = {
  loginWithEmail: {
    owned: 'account',
    async errors({ call, notJson }) {
      const login = (body: unknown) => call('post', '/auth/email/login', { body, token: null });
      await login(notJson);
      await login([]);
      await login({});
      await login({ email: LONG(254), password: LONG(128), deviceToken: LONG(128) });
      await login({ email: 'nobody@example.org', password: 'wrong-password' });
    },
    async forbidden({ backend, users, expect }) {
      const res = await backend.request('post', '/auth/email/login', {
        body: { email: users[0].email, password: users[1].password },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toHaveProperty('token');
    },
    fault: { drive: 'signInForm' },
  },
  loginWithGoogle: {
    owned: 'account',
    async errors({ call, notJson }) {
      const login = (body: unknown) => call('post', '/auth/google/login', { body, token: null });
      await login(notJson);
      await login(null);
      await login({ idToken: 'forged' });
      await login({ idToken: LONG(4096) });
    },
    async forbidden({ backend, expect }) {
      const res = await backend.request('post', '/auth/google/login', {
        body: { idToken: 'forged' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toHaveProperty('token');
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Sign-in and shell: the demo Google chooser failing',
      },
    },
  },
  register: {
    owned: 'account',
    async errors({ call, users, notJson }) {
      const register = (body: unknown) =>
        call('post', '/auth/email/register', { body, token: null });
      const valid = {
        email: 'new.person@example.org',
        password: 'A-long-passphrase-1',
        firstName: 'New',
        lastName: 'Person',
        gender: 'female',
        age: 25,
        ethnicity: 'other',
      };
      await register(notJson);
      await register('text');
      await register({ email: ' ', password: 'short', referralCode: 'x' });
      await register({ ...valid, email: 'not-an-email', password: 'Password1' });
      await register({ ...valid, email: 'not-an-email', password: 'password1234' });
      await register({ ...valid, email: users[0].email });
      await register({
        ...valid,
        email: LONG(254),
        password: LONG(128),
        firstName: LONG(100),
        lastName: LONG(100),
        referralCode: LONG(36),
      });
    },
    async forbidden({ backend, users, expect }) {
      const res = await backend.request('post', '/auth/email/register', {
        body: {
          email: users[0].email,
          password: 'Takeover123!',
          firstName: 'Eve',
          lastName: 'Taker',
          gender: 'female',
          age: 30,
          ethnicity: 'other',
        },
      });
      expect(res.status).toBe(422);
    },
    fault: {
      screenTest: { file: 'faults-screens.spec.ts', title: 'Register: a failing registration' },
    },
  },
  verifyEmail: {
    owned: 'account',
    async errors({ call, backend, notJson }) {
      const verify = (body: unknown) => call('post', '/auth/verify-email', { body, token: null });
      await verify(notJson);
      await verify('text');
      await verify({});
      await verify({ token: 'not-a-link' });
      await verify({ token: LONG(128) });
      // A link sent two days ago has expired.
      const expired = await newcomerWithLink(backend, 'expired-link@example.org');
      await backend.db.emailVerifications.update(expired.link, {
        expiresAt: new Date(backend.now.getTime() - 1).toISOString(),
      });
      await verify({ token: expired.link });
    },
    async forbidden({ backend, as, sam, expect }) {
      // Sam cannot verify someone else's email without that mail's link.
      const stranger = await newcomerWithLink(backend, 'not-sams@example.org');
      const guessed = await as(sam, 'post', '/auth/verify-email', { token: '0'.repeat(64) });
      expect(guessed.status).toBe(422);
      const me = await backend.request('get', '/auth/me', { token: stranger.token });
      expect(me.body).toMatchObject({ emailVerified: false });
    },
    fault: { notCalledByAScreen: VERIFY_FAULTS },
    notCalledByAnyScreen: VERIFY_NOT_IN_LIVE_PASS,
  },
  sendVerificationEmail: {
    owned: 'account',
    async errors({ call }) {
      await call('post', '/auth/verification-email', { token: null });
      await call('post', '/auth/verification-email', { token: 'not-a-session' });
    },
    async forbidden({ backend, as, sam, users, expect }) {
      // A mail goes only to the caller's own address (Sam's is verified: none at all).
      const before = await backend.db.outbox.count();
      expect((await as(sam, 'post', '/auth/verification-email')).status).toBe(204);
      expect(await backend.db.outbox.count()).toBe(before);
      expect(await backend.db.outbox.where('to').equals(users[0].email).count()).toBe(0);
    },
    fault: { notCalledByAScreen: VERIFY_FAULTS },
    notCalledByAnyScreen: VERIFY_NOT_IN_LIVE_PASS,
  },
  logout: {
    owned: 'account',
    async errors({ call }) {
      await call('post', '/auth/logout', { token: 'not-a-session' });
    },
    async forbidden({ backend, as, dana, users, expect }) {
      const other = await backend.signIn(users[1].email, users[1].password);
      expect((await as(other, 'post', '/auth/logout')).status).toBe(204);
      expect((await as(dana, 'get', '/auth/me')).status).toBe(200);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Sign-in and shell: the demo Google chooser failing',
      },
    },
  },
  getMe: {
    owned: 'account',
    async errors({ call }) {
      await call('get', '/auth/me', { token: null });
    },
    async forbidden({ as, sam, users, expect }) {
      expect((await as(sam, 'get', '/auth/me')).body).toMatchObject({ email: users[1].email });
    },
    fault: {
      notCalledByAScreen:
        'no screen calls it (the user comes from the sign-in answer and is kept by the auth store); its server, network and 401 faults are checked in tests/unit/mock-faults.test.ts, its 401s in tests/mock-server/auth.test.ts',
    },
  },
  updateMe: {
    owned: 'account',
    async errors({ call, notJson }) {
      const update = (body: unknown, token?: string | null) =>
        call('patch', '/auth/me', { body, token });
      await update({}, null);
      await update(notJson);
      await update(7);
      await update({ firstName: ' ' });
      await update({ lastName: '' });
      await update({ linkedinUrl: 'javascript:alert(1)' });
      await update({ savedAnswers: { other: 'x' } });
      await update({ savedAnswers: { email: 'not an email' } });
      await update({ savedAnswers: { location: LONG(200) } });
      await update({ oldPassword: 'abc', password: 'short' });
      await update({ password: 'A-long-passphrase-1' });
      await update({ oldPassword: 'Demo1234!' });
      await update({ oldPassword: 'Demo1234!', password: 'baseball1' });
      await update({ oldPassword: 'not-the-password', password: 'A-long-passphrase-1' });
      await update({
        firstName: LONG(100),
        lastName: LONG(100),
        oldPassword: LONG(128),
        password: LONG(128),
        linkedinUrl: LONG(2048),
      });
    },
    async forbidden({ as, dana, sam, users, expect }) {
      const res = await as(sam, 'patch', '/auth/me', {
        id: users[0].id,
        email: users[0].email,
        firstName: 'Sammy',
      });
      expect(res.body).not.toMatchObject({ id: users[0].id });
      expect((await as(dana, 'get', '/auth/me')).body).toMatchObject({ firstName: 'Dana' });
    },
    fault: {
      screenTest: { file: 'faults-screens.spec.ts', title: 'updateMe: the name typed stays' },
    },
  },
  createCompany: {
    owned: 'company',
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/companies', { body, token });
      await create({}, null);
      await create(notJson);
      await create([]);
      await create({ email: 'nope', website: 'not a site', organizationType: 'pirate' });
      await create({ email: '' });
      await create({
        ein: '12-3456789',
        email: 'info@example.org',
        name: 'Second',
        address: 'Somewhere',
        industry: 'Food',
      });
      await create({
        ein: LONG(200),
        email: LONG(254),
        name: LONG(200),
        dba: LONG(200),
        address: LONG(200),
        industry: LONG(200),
        website: LONG(2048),
      });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      await as(sam, 'post', '/companies', { ...COMPANY, id: danas.company, name: 'Hijack Inc' });
      expect((await as(dana, 'get', '/companies/my-company')).body).toMatchObject({
        name: COMPANY.name,
      });
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'getMyCompany, createCompany, updateCompany: messages',
      },
    },
  },
  getMyCompany: {
    owned: 'company',
    // A user with no company yet gets 204, an answer (tests/mock-server/companies.test.ts).
    async errors({ call }) {
      await call('get', '/companies/my-company', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'get', '/companies/my-company');
      expect((res.body as { id?: string }).id).not.toBe(danas.company);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'getMyCompany, createCompany, updateCompany: messages',
      },
    },
  },
  updateCompany: {
    owned: 'company',
    async errors({ call, ids, notJson }) {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('patch', `/companies/${id}`, { body, token });
      await update(ids.company, {}, null);
      await update(SOME_UUID, {});
      await update(ids.company, notJson);
      await update(ids.company, 'text');
      await update(ids.company, { email: 'nope', website: 'x', organizationType: 'pirate' });
      await update(ids.company, { email: ' ' });
      await update(ids.company, {
        ein: LONG(200),
        email: LONG(254),
        name: LONG(200),
        dba: LONG(200),
        address: LONG(200),
        industry: LONG(200),
        website: LONG(2048),
      });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'patch', `/companies/${danas.company}`, {
        ...COMPANY,
        name: 'Hijack Inc',
      });
      expect(res.status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'getMyCompany, createCompany, updateCompany: messages',
      },
    },
  },
  listUserMissions: {
    owned: 'mission',
    async errors({ call }) {
      await call('get', '/user-missions', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/user-missions')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.missionId);
    },
    fault: { readScreen: '/' },
  },
  updateUserMission: {
    owned: 'mission',
    async errors({ call, ids, notJson }) {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('patch', `/user-missions/${id}`, { body, token });
      await update(ids.mission, {}, null);
      await update(SOME_UUID, {});
      await update(ids.mission, notJson);
      await update(ids.mission, []);
      await update(ids.mission, {});
      await update(ids.mission, { missionId: ids.otherMission, completed: true });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'patch', `/user-missions/${danas.missionId}`, {
        missionId: danas.missionCatalogueId,
        completed: true,
      });
      expect(res.status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'updateUserMission: the mission is put back',
      },
    },
  },
  listResourcesInFolder: {
    owned: 'file',
    async errors({ call }) {
      await call('get', '/resources/folder/Taken', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'get', `/resources/folder/${encodeURIComponent(danas.folderName)}`);
      expect((res.body as { id: string }[]).map((r) => r.id)).not.toContain(danas.fileId);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Library: every write and the folder read fail clearly',
      },
    },
  },
  updateResource: {
    owned: 'file',
    async errors({ call, ids, notJson }) {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('patch', `/resources/${id}`, { body, token });
      await update(ids.file, {}, null);
      await update(SOME_UUID, {});
      await update(ids.file, notJson);
      await update(ids.file, null);
      await update(ids.file, { appUse: 'yes' });
      await update(ids.file, { folderName: 'Nowhere' });
      await update(ids.file, {});
      await update(ids.file, { other: true });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'patch', `/resources/${danas.fileId}`, { appUse: true });
      expect(res.status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Library: every write and the folder read fail clearly',
      },
    },
  },
  listFolders: {
    owned: 'folder',
    async errors({ call }) {
      await call('get', '/files/folders', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/files/folders')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.folderId);
    },
    fault: { readScreen: '/resources' },
  },
  createFolder: {
    owned: 'folder',
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/files/folder', { body, token });
      await create({}, null);
      await create(notJson);
      await create(1);
      await create({});
      await create({ folderName: '  ' });
      await create({ folderName: 'a/b' });
      await create({ folderName: LONG(100) });
      await create({ folderName: 'taken' });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'post', '/files/folder', { folderName: danas.folderName });
      expect(res.status).toBe(201);
      expect((res.body as { id: string }).id).not.toBe(danas.folderId);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Library: every write and the folder read fail clearly',
      },
    },
  },
  uploadFile: {
    owned: 'file',
    async errors({ call }) {
      const upload = (folder: string, body: unknown, token?: string | null) =>
        call('post', `/files/upload/${encodeURIComponent(folder)}`, { body, token });
      await upload('Taken', uploadForm('a.txt'), null);
      await upload(' ', uploadForm('a.txt'));
      await upload('a\\b', uploadForm('a.txt'));
      await upload(LONG(100), uploadForm('a.txt'));
      // A form whose `file` is text, not a file (a JSON body is refused with 415 before this rule).
      const textOnly = new FormData();
      textOnly.append('file', 'not a file');
      await upload('Taken', textOnly);
      await upload('Taken', uploadForm('a.txt', 'x'.repeat(10 * 1024 * 1024 + 1)));
      await upload('Taken', uploadForm(`${LONG(251)}.txt`));
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const res = await as(
        sam,
        'post',
        `/files/upload/${encodeURIComponent(danas.folderName)}`,
        uploadForm('sam.txt', 'from Sam'),
      );
      expect(res.status).toBe(201);
      const danaFiles = (
        await as(dana, 'get', `/resources/folder/${encodeURIComponent(danas.folderName)}`)
      ).body as { id: string }[];
      expect(danaFiles.map((f) => f.id)).toEqual([danas.fileId]);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Library: every write and the folder read fail clearly',
      },
    },
  },
  deleteFile: {
    owned: 'file',
    async errors({ call, ids }) {
      await call('delete', `/files/${ids.file}`, { token: null });
      await call('delete', '/files/not-an-id');
      await call('delete', `/files/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'delete', `/files/${danas.fileId}`)).status).toBe(404);
      expect((await as(sam, 'delete', `/files/${danas.folderId}`)).status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Library: every write and the folder read fail clearly',
      },
    },
  },
  getFileContent: {
    owned: 'file',
    async errors({ call, ids, backend }) {
      await call('get', `/files/${ids.file}/content`, { token: null });
      await call('get', `/files/${SOME_UUID}/content`);
      await backend.db.fileBlobs.delete(ids.file);
      await call('get', `/files/${ids.file}/content`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'get', `/files/${danas.fileId}/content`)).status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Library: every write and the folder read fail clearly',
      },
    },
  },
  listAffiliates: {
    owned: 'referrals',
    async errors({ call }) {
      await call('get', '/affiliates', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/affiliates')).body as { id: string }[];
      expect(danas.referralIds.length).toBeGreaterThan(0);
      for (const id of danas.referralIds) expect(rows.map((r) => r.id)).not.toContain(id);
    },
    fault: { readScreen: '/affiliates' },
  },
  listNewsletterSubscriptions: {
    owned: 'subscription',
    async errors({ call }) {
      await call('get', '/newsletter', { token: 'not-a-session' });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/newsletter')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.newsletterId);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Affiliates newsletter: the check failing',
      },
    },
  },
  subscribeNewsletter: {
    owned: 'subscription',
    async errors({ call, notJson }) {
      const subscribe = (body: unknown, token?: string | null) =>
        call('post', '/newsletter', { body, token });
      await subscribe({}, 'not-a-session');
      await subscribe(notJson);
      await subscribe([]);
      await subscribe({ name: ' ', email: '' });
      await subscribe({ name: 'A', email: 'nope' });
      await subscribe({ name: 'A', email: 'TAKEN@example.org' });
      await subscribe({ name: LONG(120), email: LONG(254) });
    },
    async forbidden({ as, sam, expect }) {
      const res = await as(sam, 'post', '/newsletter', {
        name: 'Sam',
        email: 'dana.private@example.org',
      });
      expect(res.status).toBe(422);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Affiliates newsletter: the check failing',
      },
    },
  },
  listGrants: {
    owned: null,
    async errors({ call }) {
      await call('get', '/grants', { token: null });
    },
    async forbidden({ as, sam, expect }) {
      // The grant catalogue is shared by design: every signed-in user reads it.
      expect((await as(sam, 'get', '/grants')).status).toBe(200);
    },
    fault: { readScreen: '/opportunities' },
  },
  createGrant: {
    owned: null,
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/grants', { body, token });
      await create({}, null);
      await create(notJson);
      await create('text');
      await create({ status: 'open', agencyName: 3 });
      await create({ fundingSize: Number.NaN, deadline: '2000-01-01' });
      await create({
        title: LONG(200),
        sector: LONG(200),
        sectorFocus: LONG(200),
        agencyName: LONG(200),
        motive: LONG(5000),
        description: LONG(5000),
        sectorDescription: LONG(5000),
        criteria: LONG(5000),
      });
    },
    async forbidden({ as, dana, sam, expect }) {
      // A new grant joins the shared catalogue; it cannot overwrite an existing one.
      const before = (await as(dana, 'get', `/grants/${GRANT_ID}`)).body;
      await as(sam, 'post', '/grants', { id: GRANT_ID, title: 'Overwritten' });
      expect((await as(dana, 'get', `/grants/${GRANT_ID}`)).body).toEqual(before);
    },
    fault: {
      screenTest: { file: 'faults-screens.spec.ts', title: 'Create grant: createGrant fails' },
    },
  },
  getGrant: {
    owned: null,
    async errors({ call }) {
      await call('get', `/grants/${GRANT_ID}`, { token: null });
      await call('get', `/grants/${SOME_UUID}`);
    },
    async forbidden({ as, sam, expect }) {
      expect((await as(sam, 'get', `/grants/${GRANT_ID}`)).status).toBe(200);
    },
    fault: { readScreen: `/grant-details?id=${GRANT_ID}` },
  },
  listSavedGrants: {
    owned: 'savedGrant',
    async errors({ call }) {
      await call('get', '/saved-grants', { token: null });
    },
    async forbidden({ as, sam, expect }) {
      const rows = (await as(sam, 'get', '/saved-grants')).body as { id: string }[];
      expect(rows.map((g) => g.id)).not.toContain(GRANT_ID);
    },
    fault: { readScreen: '/opportunities?saved=true' },
  },
  saveGrant: {
    owned: 'savedGrant',
    async errors({ call }) {
      await call('put', `/saved-grants/${GRANT_ID}`, { token: null });
      await call('put', `/saved-grants/${SOME_UUID}`);
    },
    async forbidden({ as, sam, expect }) {
      expect((await as(sam, 'put', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
      expect((await as(sam, 'delete', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
    },
    fault: {
      screenTest: { file: 'faults-screens.spec.ts', title: 'Top picks: saveGrant and unsaveGrant' },
    },
  },
  unsaveGrant: {
    owned: 'savedGrant',
    async errors({ call }) {
      await call('delete', `/saved-grants/${GRANT_ID}`, { token: null });
      await call('delete', `/saved-grants/${SOME_UUID}`);
    },
    async forbidden({ as, dana, sam, expect }) {
      expect((await as(sam, 'delete', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
      const saved = (await as(dana, 'get', '/saved-grants')).body as { id: string }[];
      expect(saved.map((g) => g.id)).toContain(GRANT_ID);
    },
    fault: {
      screenTest: { file: 'faults-screens.spec.ts', title: 'Top picks: saveGrant and unsaveGrant' },
    },
  },
  createGrantApplication: {
    owned: 'application',
    async errors({ call, users, notJson, backend }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/grant-applications', { body, token });
      await create({}, null);
      await create(notJson);
      await create([]);
      await create({ userId: users[1].id });
      await create({});
      await create({
        email: 'nope',
        projectStartDate: '2030-02-01',
        projectEndDate: '2030-01-01',
        totalProjectBudget: 10,
        requestedFundingAmount: 20,
      });
      await create({
        ...applicationFor(users[0].id),
        totalProjectBudget: Number.POSITIVE_INFINITY,
        requestedFundingAmount: -5,
      });
      await create({ ...applicationFor(users[0].id), grantId: SOME_UUID });
      // A shared draft (issue 46): a stranger's or none, an editor's, another grant's, submitted.
      await create({ ...applicationFor(users[0].id), draftId: SOME_UUID });
      const shared = await sharedDraft(backend, users, 'editor');
      await create({ ...applicationFor(users[2].id), draftId: shared.id }, shared.priya);
      await create({ ...applicationFor(users[0].id), draftId: DEMO_SHARED_APPLICATION_ID });
      await backend.request('post', '/grant-applications', {
        token: shared.dana,
        body: { ...applicationFor(users[0].id), draftId: shared.id },
      });
      await create({ ...applicationFor(users[0].id), draftId: shared.id });
      // The budget table (issue 48): each of its refusals.
      const table = tableApplicationFor(users[0].id);
      const line = table.budgetLineItems?.[0] as BudgetLineItem;
      await create({ ...table, budgetLineItems: [] });
      await create({ ...table, budgetLineItems: Array.from({ length: 101 }, () => line) });
      await create({ ...table, budgetLineItems: [{ ...line, category: 'food' }] });
      await create({
        ...table,
        budgetLineItems: [{ ...line, fundedBy: 'costSharing' }],
        requestedFundingAmount: 1,
      });
      await create({
        ...table,
        budgetLineItems: [{ ...line, amountCents: 7_500_001 }],
        totalProjectBudget: 75_000.01,
        requestedFundingAmount: 75_000.01,
      });
      await create({ ...table, totalProjectBudget: table.totalProjectBudget + 1 });
      await create({ ...table, budgetLineItems: [{ ...line, description: LONG(200) }] });
      await create(
        Object.fromEntries(
          ['fullName', 'phoneNumber', 'location', 'projectTitle', 'projectLocation', 'primaryFocus']
            .map((key) => [key, LONG(200)])
            .concat(
              [
                'projectSummary',
                'objective',
                'detailedBudgetBreakdown',
                'detailedBudgedBreakdown',
                'costSharing',
                'problemStatement',
                'projectDescription',
                'projectDesc',
                'methodology',
                'specificReq',
              ].map((key) => [key, LONG(5000)]),
            )
            .concat(
              ['resumes', 'lettersCommitment', 'organizationalChart', 'auditedStatement'].map(
                (key) => [key, LONG(2048)],
              ),
            )
            .concat([['email', LONG(254)]]),
        ),
      );
    },
    async forbidden({ as, sam, users, expect }) {
      const res = await as(sam, 'post', '/grant-applications', applicationFor(users[0].id));
      expect(res.status).toBe(422);
    },
    fault: {
      screenTest: {
        file: 'faults-wizard.spec.ts',
        title: 'createGrantApplication: a server and a network failure',
      },
    },
  },
  listGrantApplications: {
    owned: 'application',
    async errors({ call, notJson }) {
      const list = (body: unknown, token?: string | null) =>
        call('post', '/grant-applications/get', { body, token });
      await list({}, null);
      await list(notJson);
      await list(null);
      await list({});
      await list({ startDate: '2024-13-01', endDate: 'soon' });
      await list({ startDate: '2024-02-01', endDate: '2024-01-01' });
    },
    async forbidden({ as, sam, danas, users, expect }) {
      const rows = (
        await as(sam, 'post', '/grant-applications/get', {
          startDate: '1970-01-01',
          endDate: '2999-12-31',
        })
      ).body as { id: string; userId: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.applicationId);
      for (const row of rows) expect(row.userId).toBe(users[1].id);
    },
    fault: { drive: 'reportDownload' },
  },
  listGrantApplicationsPage: {
    owned: 'application',
    async errors({ call, notJson }) {
      const list = (body: unknown, token?: string | null) =>
        call('post', '/grant-applications/page', { body, token });
      await list({}, null);
      await list(notJson);
      await list([]);
      await list({ tab: 'all', sortBy: 'x', sortDirection: 'up', page: 0, pageSize: 1000 });
      await list({ startDate: 'x', endDate: 'y' });
      await list({
        startDate: '2024-02-01',
        endDate: '2024-01-01',
        tab: 'overview',
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 10,
      });
    },
    async forbidden({ as, sam, danas, users, expect }) {
      const res = await as(sam, 'post', '/grant-applications/page', {
        startDate: '1970-01-01',
        endDate: '2999-12-31',
        tab: 'overview',
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 100,
      });
      expect(res.status).toBe(200);
      const page = res.body as { items: { id: string; userId: string }[]; total: number };
      expect(page.items.map((r) => r.id)).not.toContain(danas.applicationId);
      for (const row of page.items) expect(row.userId).toBe(users[1].id);
      const samsOwn = (
        await as(sam, 'post', '/grant-applications/get', {
          startDate: '1970-01-01',
          endDate: '2999-12-31',
        })
      ).body as unknown[];
      expect(page.total).toBe(samsOwn.length);
    },
    fault: { readScreen: '/grants' },
  },
  getGrantApplication: {
    owned: 'application',
    async errors({ call }) {
      await call('get', `/grant-applications/${SOME_UUID}`, {
        token: null,
      });
      await call('get', `/grant-applications/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'get', `/grant-applications/${danas.applicationId}`)).status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Dashboard details: getGrantApplication failing',
      },
    },
  },
  listNotifications: {
    owned: 'notifications',
    async errors({ call }) {
      await call('get', '/notifications', { token: null });
      await call('get', '/notifications', {
        query: { draftGrantIds: 'not-ids' },
      });
    },
    async forbidden({ as, dana, sam, expect }) {
      const danasOwn = ((await as(dana, 'get', '/notifications')).body as NotificationList).items
        .filter((n) => n.kind === 'applicationStageChanged')
        .map((n) => n.subjectId);
      expect(danasOwn.length).toBeGreaterThan(0);
      const items = ((await as(sam, 'get', '/notifications')).body as NotificationList).items;
      for (const id of danasOwn) expect(items.map((n) => n.subjectId)).not.toContain(id);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'The bell: markNotificationsRead failing',
      },
    },
  },
  markNotificationsRead: {
    owned: 'notifications',
    async errors({ call, notJson }) {
      const mark = (body: unknown, token?: string | null) =>
        call('post', '/notifications/read', { body, token });
      await mark({}, null);
      await mark(notJson);
      await mark('x');
      await mark({ ids: [] });
    },
    async forbidden({ as, dana, sam, expect }) {
      const before = ((await as(dana, 'get', '/notifications')).body as NotificationList).items;
      const unread = before.filter((n) => !n.read).map((n) => n.id);
      expect(unread.length).toBeGreaterThan(0);
      expect((await as(sam, 'post', '/notifications/read', { ids: unread })).status).toBe(204);
      const after = ((await as(dana, 'get', '/notifications')).body as NotificationList).items;
      expect(after.filter((n) => !n.read).map((n) => n.id)).toEqual(unread);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'The bell: markNotificationsRead failing',
      },
    },
  },
  listSavedSearches: {
    owned: 'savedSearch',
    async errors({ call }) {
      await call('get', '/saved-searches', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/saved-searches')).body as SavedSearch[];
      expect(theirs.map((search) => search.id)).not.toContain(danas.savedSearchId);
    },
    fault: { readScreen: '/opportunities' },
  },
  createSavedSearch: {
    owned: 'savedSearch',
    async errors({ call, notJson, backend, users }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/saved-searches', { body, token });
      await create({ name: 'x', filters: {} }, null);
      await create(notJson);
      await create([]);
      await create({ name: LONG(80), filters: {} });
      await create({ name: 'x', filters: { sector: LONG(200) } });
      await create({ name: ' ', filters: { q: 'food' } });
      await create({ name: 'x', filters: { colour: 'red' } });
      await create({ name: 'x', filters: {}, alerts: 'hourly', closingWithinDays: 0 });
      // The 21st: fill Dana's searches up to the limit, then one more.
      const token = await backend.signIn(users[0].email, users[0].password);
      const mine = await backend.request('get', '/saved-searches', { token });
      for (let i = (mine.body as unknown[]).length; i < 20; i += 1) {
        await backend.request('post', '/saved-searches', {
          token,
          body: { name: `Search ${i}`, filters: {} },
        });
      }
      await create({ name: 'One too many', filters: {} });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const made = await as(sam, 'post', '/saved-searches', { name: "Sam's", filters: {} });
      expect(made.status).toBe(201);
      const danasList = (await as(dana, 'get', '/saved-searches')).body as SavedSearch[];
      expect(danasList.map((search) => search.id)).not.toContain((made.body as SavedSearch).id);
      expect(danasList.map((search) => search.id)).toContain(danas.savedSearchId);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  updateSavedSearch: {
    owned: 'savedSearch',
    async errors({ call, notJson }) {
      const update = (body: unknown, token?: string | null) =>
        call('patch', `/saved-searches/${DEMO_SAVED_SEARCH_IDS[0]}`, { body, token });
      await update({ name: 'x' }, null);
      await call('patch', `/saved-searches/${SOME_UUID}`, { body: { name: 'x' } });
      await update(notJson);
      await update([]);
      await update({ name: LONG(80) });
      await update({});
      await update({ filters: {} });
      await update({ name: ' ' });
      await update({ alerts: 'never', closingWithinDays: 1.5 });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/saved-searches/${danas.savedSearchId}`;
      expect((await as(sam, 'patch', path, { name: 'Taken' })).status).toBe(404);
      const danasList = (await as(dana, 'get', '/saved-searches')).body as SavedSearch[];
      expect(danasList.find((search) => search.id === danas.savedSearchId)?.name).toBe(
        "Dana's food search",
      );
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  deleteSavedSearch: {
    owned: 'savedSearch',
    async errors({ call }) {
      await call('delete', `/saved-searches/${DEMO_SAVED_SEARCH_IDS[0]}`, { token: null });
      await call('delete', `/saved-searches/${SOME_UUID}`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      expect((await as(sam, 'delete', `/saved-searches/${danas.savedSearchId}`)).status).toBe(404);
      const danasList = (await as(dana, 'get', '/saved-searches')).body as SavedSearch[];
      expect(danasList.map((search) => search.id)).toContain(danas.savedSearchId);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  markSavedSearchSeen: {
    owned: 'savedSearch',
    async errors({ call }) {
      await call('post', `/saved-searches/${DEMO_SAVED_SEARCH_IDS[0]}/seen`, { token: null });
      await call('post', `/saved-searches/${SOME_UUID}/seen`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const before = ((await as(dana, 'get', '/saved-searches')).body as SavedSearch[]).find(
        (search) => search.id === danas.savedSearchId,
      );
      expect((await as(sam, 'post', `/saved-searches/${danas.savedSearchId}/seen`)).status).toBe(
        404,
      );
      const after = ((await as(dana, 'get', '/saved-searches')).body as SavedSearch[]).find(
        (search) => search.id === danas.savedSearchId,
      );
      expect(after?.lastSeenAt).toBe(before?.lastSeenAt);
    },
    fault: {
      screenTest: {
        file: 'faults-screens.spec.ts',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  // Applying together (issue 46). No screen calls them yet: the members panel, the invitations
  // and the wizard on the server draft come in their own branches of the issue.
  listSharedApplications: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', '/shared-applications', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/shared-applications')).body as { id: string }[];
      expect(theirs.map((row) => row.id)).not.toContain(danas.sharedApplicationId);
    },
    fault: { readScreen: '/grants' },
  },
  openSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call, notJson }) {
      const open = (body: unknown, token?: string | null) =>
        call('post', '/shared-applications', { body, token });
      await open({ grantId: GRANT_ID }, null);
      await open(notJson);
      await open([]);
      await open({});
      await open({ grantId: SOME_UUID });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const theirs = await as(sam, 'post', '/shared-applications', { grantId: GRANT_ID });
      expect((theirs.body as SharedApplication).id).not.toBe(danas.sharedApplicationId);
      const danas_ = (await as(dana, 'get', `/shared-applications/${danas.sharedApplicationId}`))
        .body as SharedApplication;
      expect(danas_.members.map((member) => member.userId)).not.toContain(
        (theirs.body as SharedApplication).owner.userId,
      );
    },
    fault: { notCalledByAScreen: AUTOSAVE_FAULTS },
  },
  getSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`, { token: null });
      await call('get', `/shared-applications/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      expect((await as(sam, 'get', path)).status).toBe(404);
    },
    fault: { notCalledByAScreen: SHARING_DIALOG_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  saveSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call, notJson, backend, users }) {
      const seeded = `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`;
      const save = (body: unknown, token?: string | null, path = seeded) =>
        call('patch', path, { body, token });
      await save({ baseVersion: 0, changes: {} }, null);
      await save({ baseVersion: 0, changes: {} }, undefined, `/shared-applications/${SOME_UUID}`);
      await save(notJson);
      await save([]);
      await save({ baseVersion: -1, changes: {} });
      await save({ baseVersion: 0, changes: [] });
      await save({ baseVersion: 0, changes: {}, step: 'moon' });
      await save({ baseVersion: 99, changes: { 'contact.location': 'x' } });
      await save({
        baseVersion: 0,
        changes: {
          'project.colour': 'red',
          commissionAcknowledged: 'yes',
          'project.objective': LONG(5000),
        },
      });
      await save({ baseVersion: 0, changes: { 'project.objective': LONG(5000) } });
      // A viewer's change; a field someone else changed since; a submitted application.
      const viewed = await sharedDraft(backend, users, 'viewer');
      const path = `/shared-applications/${viewed.id}`;
      await save({ baseVersion: 0, changes: { 'contact.location': 'x' } }, viewed.priya, path);
      await save({ baseVersion: 0, changes: { 'budget.lines': [] } }, undefined, seeded);
      await backend.request('post', '/grant-applications', {
        token: viewed.dana,
        body: { ...applicationFor(users[0].id), draftId: viewed.id },
      });
      await save({ baseVersion: 0, changes: { 'contact.location': 'x' } }, undefined, path);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const body = { baseVersion: 0, changes: { 'project.projectTitle': 'Taken' } };
      expect((await as(sam, 'patch', path, body)).status).toBe(404);
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.answers['project.projectTitle']).not.toBe('Taken');
    },
    fault: { notCalledByAScreen: AUTOSAVE_FAULTS },
  },
  deleteSharedApplication: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      await call('delete', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}`, { token: null });
      await call('delete', `/shared-applications/${SOME_UUID}`);
      const shared = await sharedDraft(backend, users, 'editor');
      await call('delete', `/shared-applications/${shared.id}`, { token: shared.priya });
      await backend.request('post', '/grant-applications', {
        token: shared.dana,
        body: { ...applicationFor(users[0].id), draftId: shared.id },
      });
      await call('delete', `/shared-applications/${shared.id}`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      expect((await as(sam, 'delete', path)).status).toBe(404);
      expect((await as(dana, 'get', path)).status).toBe(200);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  listSharedApplicationActivity: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', `/shared-applications/${DEMO_SHARED_APPLICATION_ID}/activity`, {
        token: null,
      });
      await call('get', `/shared-applications/${SOME_UUID}/activity`);
    },
    async forbidden({ as, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}/activity`;
      expect((await as(sam, 'get', path)).status).toBe(404);
    },
    fault: { notCalledByAScreen: SHARING_DIALOG_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  inviteMember: {
    owned: 'sharedApplication',
    async errors({ call, notJson, backend, users }) {
      const seeded = `/shared-applications/${DEMO_SHARED_APPLICATION_ID}/invitations`;
      const invite = (body: unknown, token?: string | null, path = seeded) =>
        call('post', path, { body, token });
      await invite({ email: 'a@example.org', role: 'editor' }, null);
      await invite(
        { email: 'a@example.org', role: 'editor' },
        undefined,
        `/shared-applications/${SOME_UUID}/invitations`,
      );
      await invite(notJson);
      await invite([]);
      await invite({ email: LONG(254), role: 'editor' });
      await invite({ email: ' ', role: 'owner' });
      await invite({ email: 'nope', role: 'editor' });
      await invite({ email: users[2].email, role: 'viewer' });
      await backend.request('post', seeded, {
        token: await backend.signIn(users[0].email, users[0].password),
        body: { email: 'twice@example.org', role: 'viewer' },
      });
      await invite({ email: 'twice@example.org', role: 'viewer' });
      const priya = await backend.signIn(users[2].email, users[2].password);
      await invite({ email: 'b@example.org', role: 'viewer' }, priya);
      // The 51st member or invitation: fill a fresh draft up to the limit, then one more.
      const full = await sharedDraft(backend, users, 'editor');
      for (let i = 0; i < 48; i += 1) {
        await backend.request('post', `/shared-applications/${full.id}/invitations`, {
          token: full.dana,
          body: { email: `person${i}@example.org`, role: 'viewer' },
        });
      }
      await invite(
        { email: 'one-too-many@example.org', role: 'viewer' },
        undefined,
        `/shared-applications/${full.id}/invitations`,
      );
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const res = await as(sam, 'post', `${path}/invitations`, {
        email: users[1].email,
        role: 'editor',
      });
      expect(res.status).toBe(404);
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.invitations.map((invitation) => invitation.email)).not.toContain(users[1].email);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  resendInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const { id, invitationId, priya } = await pendingInvitation(backend, users);
      const resend = (token?: string | null, app = id, invitation = invitationId) =>
        call('post', `/shared-applications/${app}/invitations/${invitation}/resend`, { token });
      await resend(null);
      await resend(undefined, SOME_UUID);
      await resend(undefined, id, SOME_UUID);
      await resend(priya);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const before = ((await as(dana, 'get', path)).body as SharedApplication).invitations;
      const res = await as(sam, 'post', `${path}/invitations/${danas.invitationId}/resend`);
      expect(res.status).toBe(404);
      expect(((await as(dana, 'get', path)).body as SharedApplication).invitations).toEqual(before);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  cancelInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const { id, invitationId, priya } = await pendingInvitation(backend, users);
      const cancel = (token?: string | null, app = id, invitation = invitationId) =>
        call('delete', `/shared-applications/${app}/invitations/${invitation}`, { token });
      await cancel(null);
      await cancel(undefined, SOME_UUID);
      await cancel(undefined, id, SOME_UUID);
      await cancel(priya);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const res = await as(sam, 'delete', `${path}/invitations/${danas.invitationId}`);
      expect(res.status).toBe(404);
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.invitations.map((invitation) => invitation.id)).toContain(danas.invitationId);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  updateMember: {
    owned: 'sharedApplication',
    async errors({ call, notJson, backend, users }) {
      const member = (app: string, userId: string) =>
        `/shared-applications/${app}/members/${userId}`;
      const priyaPath = member(DEMO_SHARED_APPLICATION_ID, users[2].id);
      await call('patch', priyaPath, { body: { role: 'viewer' }, token: null });
      await call('patch', member(SOME_UUID, users[2].id), { body: { role: 'viewer' } });
      await call('patch', priyaPath, { body: notJson });
      await call('patch', priyaPath, { body: [] });
      await call('patch', priyaPath, { body: { role: 'owner' } });
      await call('patch', member(DEMO_SHARED_APPLICATION_ID, SOME_UUID), {
        body: { role: 'viewer' },
      });
      await call('patch', member(DEMO_SHARED_APPLICATION_ID, users[0].id), {
        body: { role: 'viewer' },
      });
      const priya = await backend.signIn(users[2].email, users[2].password);
      await call('patch', priyaPath, { body: { role: 'viewer' }, token: priya });
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const res = await as(sam, 'patch', `${path}/members/${users[0].id}`, { role: 'viewer' });
      expect(res.status).toBe(404);
      expect(((await as(dana, 'get', path)).body as SharedApplication).role).toBe('owner');
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  removeMember: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const member = (app: string, userId: string) =>
        `/shared-applications/${app}/members/${userId}`;
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, users[2].id), { token: null });
      await call('delete', member(SOME_UUID, users[2].id));
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, SOME_UUID));
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, users[0].id));
      const priya = await backend.signIn(users[2].email, users[2].password);
      await call('delete', member(DEMO_SHARED_APPLICATION_ID, users[0].id), { token: priya });
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      expect((await as(sam, 'delete', `${path}/members/${users[0].id}`)).status).toBe(404);
      expect((await as(sam, 'delete', `${path}/members/${users[1].id}`)).status).toBe(404);
      expect((await as(dana, 'get', path)).status).toBe(200);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  listInvitations: {
    owned: 'sharedApplication',
    async errors({ call }) {
      await call('get', '/invitations', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/invitations')).body as ReceivedInvitation[];
      expect(theirs.map((invitation) => invitation.id)).not.toContain(danas.invitationId);
    },
    fault: { readScreen: '/grants' },
  },
  acceptInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users, notJson }) {
      const { invitationId } = await pendingInvitation(backend, users);
      await call('post', `/invitations/${invitationId}/accept`, { token: null });
      await call('post', `/invitations/${SOME_UUID}/accept`);
      // Dana is not the invitee.
      await call('post', `/invitations/${invitationId}/accept`);
      // An older link's token, for another email's invitation.
      await call('post', `/invitations/${invitationId}/accept`, { body: { token: 'older-link' } });
      await call('post', `/invitations/${invitationId}/accept`, { body: notJson });
      await call('post', `/invitations/${invitationId}/accept`, { body: 'text' });
      await call('post', `/invitations/${invitationId}/accept`, { body: { role: 'owner' } });
      await call('post', `/invitations/${invitationId}/accept`, { body: { token: LONG(128) } });
      // A stranger who registered the invited email proves nothing by it.
      const stranger = await newcomerWithLink(backend, 'invitee@example.org');
      await call('post', `/invitations/${invitationId}/accept`, { token: stranger.token });
    },
    async forbidden({ as, dana, sam, users, danas, expect }) {
      expect((await as(sam, 'post', `/invitations/${danas.invitationId}/accept`)).status).toBe(404);
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.members.map((member) => member.userId)).not.toContain(users[1].id);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
  declineInvitation: {
    owned: 'sharedApplication',
    async errors({ call, backend, users }) {
      const { invitationId } = await pendingInvitation(backend, users);
      await call('post', `/invitations/${invitationId}/decline`, { token: null });
      await call('post', `/invitations/${SOME_UUID}/decline`);
      await call('post', `/invitations/${invitationId}/decline`);
      const stranger = await newcomerWithLink(backend, 'invitee@example.org');
      await call('post', `/invitations/${invitationId}/decline`, { token: stranger.token });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      expect((await as(sam, 'post', `/invitations/${danas.invitationId}/decline`)).status).toBe(
        404,
      );
      const path = `/shared-applications/${danas.sharedApplicationId}`;
      const after = (await as(dana, 'get', path)).body as SharedApplication;
      expect(after.invitations.map((invitation) => invitation.id)).toContain(danas.invitationId);
    },
    fault: { notCalledByAScreen: SHARING_WRITE_FAULTS },
    notCalledByAnyScreen: SHARING_NOT_IN_LIVE_PASS,
  },
};

/** The operationIds of the table. */
export const TABLE_OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

/**
 * Every operationId of openapi.yaml and of the table, sorted: a check iterates these and asks
 * `checksOf` for each, so an operation on one side only fails by name.
 */
export const CHECKED_OPERATION_IDS: readonly string[] = [
  ...new Set([...contractOperations.map((op) => op.operationId), ...TABLE_OPERATION_IDS]),
].sort();

/** Operations of openapi.yaml the table lacks, and of the table that openapi.yaml lacks. */
export function tableProblems(
  contractIds: readonly string[] = contractOperations.map((op) => op.operationId),
): string[] {
  return [
    ...contractIds
      .filter((id) => !(id in OPERATIONS))
      .map(
        (id) =>
          `${id} is in openapi.yaml but not in the per-operation table (tests/support/operations.ts)`,
      ),
    ...TABLE_OPERATION_IDS.filter((id) => !contractIds.includes(id)).map(
      (id) => `${id} is in the per-operation table but not in openapi.yaml`,
    ),
  ];
}

/** The table's entry of an operation; throws naming what is missing. */
export function checksOf(operationId: string): OperationChecks {
  const inContract = contractOperations.some((op) => op.operationId === operationId);
  if (!(operationId in OPERATIONS)) {
    throw new Error(
      `${operationId} is ${inContract ? 'in openapi.yaml but ' : ''}not in the per-operation table (tests/support/operations.ts)`,
    );
  }
  if (!inContract) {
    throw new Error(`${operationId} is in the per-operation table but not in openapi.yaml`);
  }
  return OPERATIONS[operationId as OperationId];
}
