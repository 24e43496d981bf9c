import type { MissionRecord, MockDatabase, UserMissionRecord, UserRecord } from '../db';
import { newId } from '../http';
import { DEMO_USERS } from './users';

/** The mission catalogue. Fixed ids keep links and tests stable across resets. */
export const MISSION_CATALOGUE: MissionRecord[] = [
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000001',
    name: 'Complete your company profile',
    tag: 'Profile',
    points: 50,
    order: 0,
  },
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000002',
    name: 'Upload your first document',
    tag: 'Library',
    points: 30,
    order: 1,
  },
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000003',
    name: 'Add your LinkedIn profile',
    tag: 'Social',
    points: 20,
    order: 2,
  },
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000004',
    name: 'Refer a friend',
    tag: 'Affiliate',
    points: 40,
    order: 3,
  },
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000005',
    name: 'Apply for your first grant',
    tag: 'Grants',
    points: 100,
    order: 4,
  },
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000006',
    name: 'Save a grant to your list',
    tag: 'Grants',
    points: 10,
    order: 5,
  },
  {
    id: '0b6f3c1e-5a2d-4e7f-9c1b-1a0000000007',
    name: 'Subscribe to the newsletter',
    tag: 'News',
    points: 10,
    order: 6,
  },
];

/**
 * Which missions each demo account has already completed (by order), and how many days ago: as
 * its story has it (its first application, the grant it saved three days ago).
 */
const COMPLETED: Record<string, Record<number, number>> = {
  [DEMO_USERS[0].email]: { 1: 6, 4: 455, 5: 3, 6: 2 },
  [DEMO_USERS[1].email]: { 0: 20, 1: 14, 3: 5, 4: 300 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedMissions(db: MockDatabase, users: UserRecord[], now: Date) {
  await db.missions.bulkPut(MISSION_CATALOGUE);
  const rows: UserMissionRecord[] = users.flatMap((user) =>
    MISSION_CATALOGUE.map((mission) => {
      const daysAgo = COMPLETED[user.email]?.[mission.order];
      const at = new Date(now.getTime() - (daysAgo ?? 30) * DAY_MS).toISOString();
      return {
        id: newId(),
        userId: user.id,
        missionId: mission.id,
        completed: daysAgo !== undefined,
        completed_at: daysAgo !== undefined ? at : null,
        updated_at: at,
      };
    }),
  );
  await db.userMissions.bulkAdd(rows);
}
