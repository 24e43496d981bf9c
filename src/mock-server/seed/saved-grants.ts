import type { MockDatabase, UserRecord } from '../db';
import { DEMO_USERS } from './users';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The grant the demo account saved three days ago, which closes within the bell's 14 days (so its
 * bell reminds of a deadline on a first visit): the yearly round of a grant it won last year.
 */
const SAVED: readonly { email: string; grantId: string; daysAgo: number }[] = [
  {
    email: DEMO_USERS[0].email,
    // Refugee Family Integration Grant (seed/grants.ts).
    grantId: '6a8b0c2d-7e9f-4ab1-8c3d-5e6f7a8b9c0d',
    daysAgo: 3,
  },
];

export async function seedSavedGrants(
  db: MockDatabase,
  users: UserRecord[],
  now: Date,
): Promise<void> {
  for (const saved of SAVED) {
    const user = users.find((candidate) => candidate.email === saved.email);
    if (!user || !(await db.grants.get(saved.grantId))) continue;
    await db.savedGrants.add({
      userId: user.id,
      grantId: saved.grantId,
      createdAt: new Date(now.getTime() - saved.daysAgo * DAY).toISOString(),
    });
  }
}
