import type { components } from '../api/schema.gen';
import type { UserRecord } from './db';

export type User = components['schemas']['User'];

/** The contract's view of a stored user: never the password hash or salt. */
export function toUser(record: UserRecord): User {
  const { passwordHash: _hash, passwordSalt: _salt, referredBy: _referredBy, ...user } = record;
  return user;
}
