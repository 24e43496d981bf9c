import type { MockDatabase, UserRecord } from './db';
import { seedGrants } from './seed/grants';
import { seedAffiliates } from './seed/affiliates';
import { seedLibrary } from './seed/library';
import { seedCompanies } from './seed/companies';
import { seedMissions } from './seed/missions';
import { seedUsers } from './seed/users';
import { seedApplications } from './seed/applications';
import { seedSavedGrants } from './seed/saved-grants';
import { seedSavedSearches } from './seed/saved-searches';
import { seedSharedApplications } from './seed/shared-applications';
import { HANDLER_MODULES } from './handler-modules.gen';

export const SEED_VERSION = 1;

/** Each area adds its demo data for the seeded users here. */
type AreaSeed = (db: MockDatabase, users: UserRecord[], now: Date) => Promise<void>;
const areaSeeds: AreaSeed[] = [
  seedGrants,
  seedLibrary,
  seedAffiliates,
  seedMissions,
  seedCompanies,
  seedApplications,
  seedSavedGrants,
  seedSavedSearches,
  seedSharedApplications,
];

export interface SeedOptions {
  /** The PBKDF2 iteration count of the demo users' hashes (the backend's own count). */
  passwordIterations?: number;
}

/** Loads the demo data on first start; later starts find it and keep the user's changes. */
export async function seedIfEmpty(
  db: MockDatabase,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<boolean> {
  // One tab at a time (a reload or a second tab during the first start would seed twice).
  return withSeedLock(db.name, async () => {
    const seeded = await db.meta.get('seed');
    if (seeded) return false;
    // A seed cut short (the page reloaded half-way) leaves part of the data: start clean.
    await db.transaction('rw', db.tables, async () => {
      await Promise.all(db.tables.map((table) => table.clear()));
    });
    await seed(db, now, options);
    return true;
  });
}

function withSeedLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(`${name}:seed`, run) as Promise<T>) : run();
}

export async function seed(
  db: MockDatabase,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<void> {
  const users = await seedUsers(db, now, options.passwordIterations);
  for (const seedArea of areaSeeds) await seedArea(db, users, now);
  // A handler module's own demo data (its `seed`), found by `npm run api:gen`.
  for (const { seed: seedModule } of HANDLER_MODULES) await seedModule?.(db, users, now);
  await db.meta.put({ key: 'seed', value: { version: SEED_VERSION, at: now.toISOString() } });
}

/** "Reset demo data": everything back to the seed. */
export async function resetDemoData(
  db: MockDatabase,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  await seed(db, now, options);
}
