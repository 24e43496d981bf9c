import type { AffiliateRecordRow, MockDatabase, UserRecord } from '../db';
import { newId } from '../http';
import { PASSWORD_ITERATIONS } from '../crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** People the demo users referred: accounts with no password, so nobody can sign in as them. */
const REFERRALS = [
  // Dana Rivera (demo@grantwise.app): every status, newest last.
  {
    referrer: 0,
    firstName: 'Priya',
    lastName: 'Natarajan',
    daysAgo: 41,
    status: 'COMPLETE',
    conversions: 2,
  },
  {
    referrer: 0,
    firstName: 'Marcus',
    lastName: 'Bell',
    daysAgo: 27,
    status: 'COMPLETE',
    conversions: 1,
  },
  {
    referrer: 0,
    firstName: 'Elena',
    lastName: 'Sokolova',
    daysAgo: 19,
    status: 'REJECTED',
    conversions: 0,
  },
  {
    referrer: 0,
    firstName: 'Tomás',
    lastName: 'Herrera',
    daysAgo: 6,
    status: 'PENDING',
    conversions: 0,
  },
  {
    referrer: 0,
    firstName: 'Grace',
    lastName: 'Liu',
    daysAgo: 2,
    status: 'PENDING',
    conversions: 0,
  },
  // Sam Okafor (sam@grantwise.app): one of his own, never shown to Dana.
  {
    referrer: 1,
    firstName: 'Ifeoma',
    lastName: 'Eze',
    daysAgo: 12,
    status: 'COMPLETE',
    conversions: 1,
  },
] as const;

export async function seedAffiliates(
  db: MockDatabase,
  users: UserRecord[],
  now: Date,
): Promise<void> {
  for (const referral of REFERRALS) {
    const referrer = users[referral.referrer];
    if (!referrer) continue;
    const joined = new Date(now.getTime() - referral.daysAgo * DAY_MS);
    const email = `${referral.firstName}.${referral.lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    const referred: UserRecord = {
      id: newId(),
      email: `${email}@example.org`,
      emailVerified: true,
      firstName: referral.firstName,
      lastName: referral.lastName,
      createdAt: joined.toISOString(),
      passwordHash: '',
      passwordSalt: '',
      passwordIterations: PASSWORD_ITERATIONS,
      referredBy: referrer.id,
    };
    await db.users.add(referred);
    const row: AffiliateRecordRow = {
      id: newId(),
      referrerId: referrer.id,
      referredUserId: referred.id,
      status: referral.status,
      registrations: 1,
      conversions: referral.conversions,
      createdAt: joined.toISOString(),
    };
    await db.affiliates.add(row);
  }
}
