import type { DemoMail } from '../lib/demo-calls';
import { Dexie, type EntityTable } from 'dexie';
import { SCHEMA_HISTORY } from './db-schema';
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
 * The IndexedDB database of the embedded backend. Every schema change is a new version of its
 * schema history (db-schema.ts) with upgrade code, so a demo browser's data survives an app
 * update; a new table is also a typed field here.
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
    // Every version of the schema history, in order (db-schema.ts): a browser's database at any
    // of them upgrades to the last.
    for (const { version, stores, upgrade } of SCHEMA_HISTORY) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}
