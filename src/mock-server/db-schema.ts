import type { Transaction } from 'dexie';
import type { ApplicationRecord, SessionRecord, UserRecord } from './db';
import { giveMissingReceipts } from './tracking-numbers';
import { GRANT_REPORTS_TABLE, type GrantReportRecord, newReportsFor } from './grant-report-records';

// The embedded backend database's schema history, oldest first: what each version declared (its
// new or changed tables, with their indexes) and how it upgrades the records of the version
// before. db.ts declares them in this order; tests/mock-server/db-upgrade.test.ts builds a
// database of each older version from the same entries and opens it with the current code. A
// browser's database may be at any of these versions, so an entry is never edited once released:
// a change is a new entry at the end (a new table of a user's data needs no upgrade; one every
// user shares also goes in SHARED_TABLES of db.ts).

/** One version of the database. */
export interface SchemaVersion {
  version: number;
  /** The tables this version adds or changes, each with its primary key and indexes (Dexie). */
  stores: Readonly<Record<string, string>>;
  /** Rewrites the records of the version before, when the change needs it. */
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | void;
}

const EPOCH = new Date(0).toISOString();
/** The seed's demo accounts (README): verified when a browser's database moves to version 6. */
const VERIFIED_BEFORE_VERSION_6: ReadonlySet<string> = new Set([
  'demo@grantwise.app',
  'sam@grantwise.app',
  'priya@grantwise.app',
]);

export const SCHEMA_HISTORY: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      users: 'id, &email',
      sessions: 'token, userId',
      companies: 'id, &userId',
      missions: 'id, order',
      userMissions: 'id, userId, [userId+missionId]',
      folders: 'id, userId, &[userId+displayName]',
      resources: 'id, userId, [userId+folderName], createdAt',
      fileBlobs: 'id',
      affiliates: 'id, referrerId, referredUserId',
      newsletter: 'id, &email, userId',
      grants: 'id, createdAt, deadline',
      savedGrants: '[userId+grantId], userId',
      applications: 'id, userId, [userId+created_at]',
      meta: 'key',
    },
  },
  // Version 2 (hardening): sessions are indexed by creation time so a session lifetime can be
  // enforced; rows written before always had createdAt, older ones get the epoch (oldest).
  {
    version: 2,
    stores: { sessions: 'token, userId, createdAt' },
    upgrade: (tx) =>
      tx
        .table<SessionRecord, string>('sessions')
        .toCollection()
        .modify((session) => {
          if (typeof session.createdAt !== 'string') session.createdAt = EPOCH;
        }),
  },
  // Version 3 (the bell): applications are indexed by their last change per user, so the
  // stage changes of the last days are read without every application of the user (10,000
  // with the preset, on every navigation). An index only: no record changes.
  {
    version: 3,
    stores: { applications: 'id, userId, [userId+created_at], [userId+updated_at]' },
  },
  // Version 4 (saved searches, issue 47): a new table of a user's data, read per user in the
  // order they were saved. No record of an older version changes.
  { version: 4, stores: { savedSearches: 'id, userId, [userId+createdAt]' } },
  // Version 5 (applying together, issue 46): shared applications, their members, invitations
  // (found by the invitee's email) and log (in order per application). New tables of users'
  // data only: no record of an older version changes.
  {
    version: 5,
    stores: {
      sharedApplications: 'id, ownerId, [ownerId+grantId]',
      sharedMembers: '[applicationId+userId], applicationId, userId',
      sharedInvitations: 'id, applicationId, email',
      sharedActivity: 'id, applicationId, [applicationId+seq]',
    },
  },
  // Version 6 (a mailbox proves an email, issue 61): verification links and the outbox. Users
  // gain `emailVerified`: the demo's own accounts (the seed's, and those its Google chooser
  // made) are verified; any other account registered before is not, and its owner asks for a
  // mail ("Send again"). Invitations written before have no link secret.
  {
    version: 6,
    stores: {
      emailVerifications: 'token, userId',
      outbox: 'id, to, sentAt',
    },
    upgrade: (tx) =>
      tx
        .table<UserRecord, string>('users')
        .toCollection()
        .modify((user) => {
          if (typeof user.emailVerified !== 'boolean') {
            user.emailVerified =
              user.createdWith === 'google' || VERIFIED_BEFORE_VERSION_6.has(user.email);
          }
        }),
  },
  // Version 7 (notes on a grant, issue 62): a user's notes and decisions on grants. New tables
  // only: no record of an older version changes.
  {
    version: 7,
    stores: {
      grantNotes: 'id, [grantId+userId]',
      grantDecisions: '[userId+grantId], userId',
    },
  },
  // Version 8 (the receipt, issue 66): every application has a tracking number. Applications
  // stored before get theirs, oldest first, dated by their `created_at`. No index changes.
  {
    version: 8,
    stores: { applications: 'id, userId, [userId+created_at], [userId+updated_at]' },
    upgrade: giveMissingReceipts,
  },
  // Version 9 (reports after an award, issue 66 parts 4 and 5): the reports an awarded
  // application owes, one per application and kind, found by application and by owner and due
  // date (the bell's reminders). Applications awarded before owe theirs from the upgrade on; no
  // record of an older table changes.
  {
    version: 9,
    stores: {
      [GRANT_REPORTS_TABLE]: 'id, applicationId, &[applicationId+kind], [ownerId+dueDate]',
    },
    upgrade: async (tx) => {
      const awarded = await tx
        .table<ApplicationRecord, string>('applications')
        .filter((application) => application.stage === 'Completed')
        .toArray();
      await tx
        .table<GrantReportRecord, string>(GRANT_REPORTS_TABLE)
        .bulkAdd(awarded.flatMap((application) => newReportsFor(application)));
    },
  },
  // A new version goes here: { version: 10, stores: { its new or changed tables }, upgrade }.
];
