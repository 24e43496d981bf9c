import type { MockDatabase, UserRecord } from '../db';
import { DEMO_USERS } from './users';

/**
 * Sam runs a for-profit metal fabricator (its documents and applications in the library and
 * applications seeds); the demo account has no profile yet, so its first Save creates one.
 */
export async function seedCompanies(db: MockDatabase, users: UserRecord[]) {
  const sam = users.find((user) => user.email === DEMO_USERS[1].email);
  if (!sam) return;
  await db.companies.add({
    id: '3c9a7e52-8f14-4b6d-a2e0-5d7c9b1f4a66',
    userId: sam.id,
    ein: '84-2917365',
    email: 'hello@okaforfabrication.com',
    name: 'Okafor Fabrication LLC',
    dba: 'Okafor Metalworks',
    address: '410 Foundry Row, Pittsburgh, PA 15201',
    industry: 'Manufacturing',
    website: 'https://okaforfabrication.com',
    organizationType: 'forprofit',
  });
}
