import type { DemoMail } from '../lib/demo-calls';
import { Dexie, type EntityTable } from 'dexie';
import type {
  AffiliateRecord,
  Company,
  ActivityEntry,
  FieldVersion,
  Folder,
  Grant,
  GrantApplication,
  InvitedRole,
  Mission,
  NewsletterSubscription,
  Resource,
  SavedSearch,
  SharedApplicationAnswers,
  SharedApplicationRole,
  SharedApplicationState,
  User,
  WizardStep,
} from '../api/schema.gen';

// What the embedded backend stores. Records are the contract's shapes plus what a server keeps
// to itself (owner ids, password hashes, file bytes).

export type UserRecord = User & {
  passwordHash: string;
  passwordSalt: string;
  /** PBKDF2 iterations of this hash; absent in records from before it was stored (100,000). */
  passwordIterations?: number;
  /** The user whose referral link brought this one, if any. */
  referredBy?: string | null;
  /**
   * 'google': made by a Google sign-in (its password is random and never told). Only such an
   * account opens to the demo's stand-in Google tokens; one registered with a password never does.
   */
  createdWith?: 'google';
};
export interface SessionRecord {
  token: string;
  userId: string;
  createdAt: string;
  /** Last use (to the minute); absent until the first use a minute after sign-in. */
  lastSeenAt?: string;
}
export type CompanyRecord = Company & { userId: string };
export type MissionRecord = Mission & { order: number };
export interface UserMissionRecord {
  id: string;
  userId: string;
  missionId: string;
  completed: boolean;
  completed_at: string | null;
  updated_at: string;
}
export type FolderRecord = Omit<Folder, 'fileCount'> & {
  userId: string;
  displayName: string;
};
export type ResourceRecord = Omit<Resource, 'fileUrl'> & { userId: string };
export interface FileBlobRecord {
  id: string;
  blob: Blob;
}
export type AffiliateRecordRow = Omit<AffiliateRecord, 'affiliateUser' | 'referalUser'> & {
  referrerId: string;
  referredUserId: string;
};
export type NewsletterRecord = NewsletterSubscription & { userId: string | null };
export type GrantRecord = Grant & { createdBy?: string | null };
export interface SavedGrantRecord {
  userId: string;
  grantId: string;
  createdAt: string;
}
/** A saved search as stored: its `newCount` is worked out when it is read. */
export type SavedSearchRecord = Omit<SavedSearch, 'newCount'> & { userId: string };
export type ApplicationRecord = Omit<GrantApplication, 'grant'> & { userId: string };
/** A shared application (issue 46): the draft's answers by field path, and who wrote each. */
export interface SharedApplicationRecord {
  id: string;
  ownerId: string;
  grantId: string;
  state: SharedApplicationState;
  applicationId?: string;
  version: number;
  answers: SharedApplicationAnswers;
  fieldVersions: Record<string, FieldVersion>;
  createdAt: string;
  updatedAt: string;
}
/** A member of a shared application (its owner too), with where they last were (presence). */
export interface SharedMemberRecord {
  applicationId: string;
  userId: string;
  role: SharedApplicationRole;
  joinedAt: string;
  step?: WizardStep;
  activeAt?: string;
}
/** An invitation, by email (an account may not exist yet). */
export interface SharedInvitationRecord {
  id: string;
  applicationId: string;
  /** Lower case. */
  email: string;
  role: InvitedRole;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
  /**
   * The secret of the invitation mail's link (issue 61): whoever follows it proved they read the
   * invited mailbox. Replaced when the owner sends the invitation again; absent on invitations
   * from before version 6 (they are accepted only by a verified email).
   */
  secret?: string;
}
/** A verification mail's single-use link (issue 61), until it is followed or replaced. */
export interface EmailVerificationRecord {
  token: string;
  userId: string;
  /** The email it was sent to (lower case): it verifies only while this is the account's email. */
  email: string;
  sentAt: string;
  expiresAt: string;
}
/**
 * A mail the backend sent (issue 61): the demo's and api:serve's mailbox. The demo's inspector
 * shows them (a presenter follows a link offline); api:serve serves them on a test-only route.
 */
export type OutboxMailRecord = DemoMail;
/** An entry of an application's log; `seq` orders entries of the same instant. */
export type SharedActivityRecord = ActivityEntry & { applicationId: string; seq: number };
export interface MetaRecord {
  key: string;
  value: unknown;
}

export const DATABASE_NAME = 'grantwise-demo';

/**
 * The tables that hold no user's data of their own: the accounts, the shared catalogues (grants,
 * missions) and the backend's own records. The "Empty account" preset (start.ts) empties every
 * other table of the database, so a new table is a user's data unless it is named here.
 */
export const SHARED_TABLES: ReadonlySet<string> = new Set([
  'users',
  'missions',
  'grants',
  'meta',
  // The mails the backend sent (issue 61): a mailbox keeps what was delivered.
  'outbox',
]);

/**
 * The IndexedDB database of the embedded backend. Every schema change is a new version with
 * upgrade code, so a demo browser's data survives an app update.
 */
export class MockDatabase extends Dexie {
  users!: EntityTable<UserRecord, 'id'>;
  sessions!: EntityTable<SessionRecord, 'token'>;
  companies!: EntityTable<CompanyRecord, 'id'>;
  missions!: EntityTable<MissionRecord, 'id'>;
  userMissions!: EntityTable<UserMissionRecord, 'id'>;
  folders!: EntityTable<FolderRecord, 'id'>;
  resources!: EntityTable<ResourceRecord, 'id'>;
  fileBlobs!: EntityTable<FileBlobRecord, 'id'>;
  affiliates!: EntityTable<AffiliateRecordRow, 'id'>;
  newsletter!: EntityTable<NewsletterRecord, 'id'>;
  grants!: EntityTable<GrantRecord, 'id'>;
  savedGrants!: Dexie.Table<SavedGrantRecord, [string, string]>;
  applications!: EntityTable<ApplicationRecord, 'id'>;
  savedSearches!: EntityTable<SavedSearchRecord, 'id'>;
  sharedApplications!: EntityTable<SharedApplicationRecord, 'id'>;
  sharedMembers!: Dexie.Table<SharedMemberRecord, [string, string]>;
  sharedInvitations!: EntityTable<SharedInvitationRecord, 'id'>;
  sharedActivity!: EntityTable<SharedActivityRecord, 'id'>;
  emailVerifications!: EntityTable<EmailVerificationRecord, 'token'>;
  outbox!: EntityTable<OutboxMailRecord, 'id'>;
  meta!: EntityTable<MetaRecord, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
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
    });
    // Version 2 (hardening): sessions are indexed by creation time so a session lifetime can be
    // enforced; rows written before always had createdAt, older ones get the epoch (oldest).
    this.version(2)
      .stores({ sessions: 'token, userId, createdAt' })
      .upgrade((tx) =>
        tx
          .table<SessionRecord, string>('sessions')
          .toCollection()
          .modify((session) => {
            if (typeof session.createdAt !== 'string') session.createdAt = EPOCH;
          }),
      );
    // Version 3 (the bell): applications are indexed by their last change per user, so the
    // stage changes of the last days are read without every application of the user (10,000
    // with the preset, on every navigation). An index only: no record changes.
    this.version(3).stores({
      applications: 'id, userId, [userId+created_at], [userId+updated_at]',
    });
    // Version 4 (saved searches, issue 47): a new table of a user's data, read per user in the
    // order they were saved. No record of an older version changes.
    this.version(4).stores({ savedSearches: 'id, userId, [userId+createdAt]' });
    // Version 5 (applying together, issue 46): shared applications, their members, invitations
    // (found by the invitee's email) and log (in order per application). New tables of users'
    // data only: no record of an older version changes.
    this.version(5).stores({
      sharedApplications: 'id, ownerId, [ownerId+grantId]',
      sharedMembers: '[applicationId+userId], applicationId, userId',
      sharedInvitations: 'id, applicationId, email',
      sharedActivity: 'id, applicationId, [applicationId+seq]',
    });
    // Version 6 (a mailbox proves an email, issue 61): verification links and the outbox. Users
    // gain `emailVerified`: the demo's own accounts (the seed's, and those its Google chooser
    // made) are verified; any other account registered before is not, and its owner asks for a
    // mail ("Send again"). Invitations written before have no link secret.
    this.version(6)
      .stores({
        emailVerifications: 'token, userId',
        outbox: 'id, to, sentAt',
      })
      .upgrade((tx) =>
        tx
          .table<UserRecord, string>('users')
          .toCollection()
          .modify((user) => {
            if (typeof user.emailVerified !== 'boolean') {
              user.emailVerified =
                user.createdWith === 'google' || VERIFIED_BEFORE_VERSION_6.has(user.email);
            }
          }),
      );
    // A new version goes here: this.version(7).stores({ changed tables }).upgrade(...), and
    // tests/mock-server/db-upgrade.test.ts gains the schema of the version it replaces.
  }
}

const EPOCH = new Date(0).toISOString();
/** The seed's demo accounts (README): verified when a browser's database moves to version 6. */
const VERIFIED_BEFORE_VERSION_6: ReadonlySet<string> = new Set([
  'demo@grantwise.app',
  'sam@grantwise.app',
  'priya@grantwise.app',
]);
