import type { UserRecord } from './db';
import type { User } from '../api/schema.gen';

/** The contract's view of a stored user: never the password hash, salt or iteration count. */
export function toUser(record: UserRecord): User {
  const {
    passwordHash: _hash,
    passwordSalt: _salt,
    passwordIterations: _iterations,
    referredBy: _referredBy,
    createdWith: _createdWith,
    ...user
  } = record;
  return user;
}
