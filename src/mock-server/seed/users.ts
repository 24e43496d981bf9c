import { PASSWORD_ITERATIONS, type PasswordHash } from '../crypto';
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
  {
    // Dana's co-applicant (issue 46): an editor of her seeded shared application.
    id: '5b2d8f4a-6c1e-4d3b-9a7f-2e8c4b6d1a03',
    email: 'priya@grantwise.app',
    password: 'Together2026!',
    firstName: 'Priya',
    lastName: 'Raman',
    gender: 'female',
    age: 31,
    ethnicity: 'asian',
  },
] as const;

/**
 * The demo passwords' hashes, computed once at the production iteration count, so a seed (every
 * reset) does not spend a second deriving keys. tests/mock-server/auth.test.ts checks that each
 * still verifies against its password at PASSWORD_ITERATIONS. A backend started with another
 * count (the tests') hashes the demo passwords at that count when it seeds.
 */
export const DEMO_PASSWORD_HASHES: Record<string, PasswordHash> = {
  [DEMO_USERS[0].id]: {
    passwordSalt: '68a185894f7c101f92783111567e9128',
    passwordHash: 'accbe828d0296ef7fe5908c57173e6ef31015ab8d6715a0c03dab3fa93e15d1a',
    passwordIterations: 600_000,
  },
  [DEMO_USERS[1].id]: {
    passwordSalt: '390163bb6f7170debd7fd26f7a754f6f',
    passwordHash: 'acbb1bc0c62048ca49ef0408f18fb3396b65c0186669003fbb56b68a931790f5',
    passwordIterations: 600_000,
  },
  [DEMO_USERS[2].id]: {
    passwordSalt: '20678c560f9042328f54f2caec00ee05',
    passwordHash: '607c0bd74d8511e76a38c6cf66f21aa284c7ed61ab89ea40d943ab31946f35a6',
    passwordIterations: 600_000,
  },
};

export async function seedUsers(
  db: MockDatabase,
  now: Date,
  iterations: number = PASSWORD_ITERATIONS,
): Promise<UserRecord[]> {
  return Promise.all(
    DEMO_USERS.map((user) =>
      createUser(
        db,
        {
          ...user,
          hash: iterations === PASSWORD_ITERATIONS ? DEMO_PASSWORD_HASHES[user.id] : undefined,
          linkedinUrl: null,
          savedAnswers: null,
          // The demo's own accounts: their mailboxes are taken as proved.
          emailVerified: true,
        },
        now,
        iterations,
      ),
    ),
  );
}
