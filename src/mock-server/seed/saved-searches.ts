import type { MockDatabase, SavedSearchRecord, UserRecord } from '../db';
import { DEMO_USERS } from './users';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Fixed ids keep the demo's links (and the tests' requests) stable across resets. */
export const DEMO_SAVED_SEARCHES = [
  {
    // Saved a month ago, last opened 11 days ago: two health grants have appeared since
    // (published 4 and 10 days ago, seed/grants.ts), so the first visit shows them as new and
    // the bell says "2 new grants match Health grants".
    id: '4c9e2a71-5b3d-4f8a-9c6e-1d2b3a4f5e60',
    name: 'Health grants',
    filters: { q: 'health' },
    alerts: 'instant',
    closingWithinDays: null,
    savedDaysAgo: 30,
    seenDaysAgo: 11,
  },
  {
    // Opened an hour ago: nothing new; weekly alerts.
    id: '7d1f3b82-6c4e-4a9b-8d7f-2e3c4b5a6f71',
    name: 'Education closing within 60 days',
    filters: { sector: 'Education' },
    alerts: 'weekly',
    closingWithinDays: 60,
    savedDaysAgo: 20,
    seenDaysAgo: 1 / 24,
  },
] as const satisfies readonly (Pick<
  SavedSearchRecord,
  'id' | 'name' | 'filters' | 'alerts' | 'closingWithinDays'
> & { savedDaysAgo: number; seenDaysAgo: number })[];

export const DEMO_SAVED_SEARCH_IDS = [
  DEMO_SAVED_SEARCHES[0].id,
  DEMO_SAVED_SEARCHES[1].id,
] as const;

/** The demo account's two saved searches (issue 47), one with new matches on a first visit. */
export async function seedSavedSearches(
  db: MockDatabase,
  users: UserRecord[],
  now: Date,
): Promise<void> {
  const demo = users.find((user) => user.email === DEMO_USERS[0].email);
  if (!demo) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  await db.savedSearches.bulkAdd(
    DEMO_SAVED_SEARCHES.map(({ savedDaysAgo, seenDaysAgo, ...search }) => ({
      ...search,
      filters: { ...search.filters },
      userId: demo.id,
      createdAt: at(savedDaysAgo),
      lastSeenAt: at(seenDaysAgo),
    })),
  );
}
