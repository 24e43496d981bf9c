import type { MockDatabase, UserRecord } from '../db';
import { createUser } from '../routes/auth';

/** The demo accounts the README lists. Fixed ids keep referral links stable across resets. */
export const DEMO_USERS = [
  {
    id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
    email: 'demo@grantwise.app',
    password: 'Demo1234!',
    firstName: 'Dana',
    lastName: 'Rivera',
    gender: 'female',
    age: 35,
    ethnicity: 'hispanic',
  },
  {
    id: '8a2d4f6b-1c3e-4a5b-8d7f-9e0a1b2c3d44',
    email: 'sam@grantwise.app',
    password: 'Grants2026!',
    firstName: 'Sam',
    lastName: 'Okafor',
    gender: 'male',
    age: 45,
    ethnicity: 'black',
  },
] as const;

export async function seedUsers(db: MockDatabase, now: Date): Promise<UserRecord[]> {
  return Promise.all(
    DEMO_USERS.map((user) =>
      createUser(db, { ...user, linkedinUrl: null, savedAnswers: null }, now),
    ),
  );
}
