import type { components } from '../../api/schema.gen';
import type { AffiliateRecordRow, UserRecord } from '../db';
import { ok, requireUser } from '../http';
import { defineHandlers } from '../handlers';

type AffiliateRecord = components['schemas']['AffiliateRecord'];
type PersonName = components['schemas']['PersonName'];

const nameOf = (user: UserRecord | undefined): PersonName => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
});

export const handlers = defineHandlers({
  async listAffiliates(ctx) {
    const caller = await requireUser(ctx);
    const rows: AffiliateRecordRow[] = await ctx.db.affiliates
      .where('referrerId')
      .equals(caller.id)
      .toArray();
    rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const referred = await ctx.db.users.bulkGet(rows.map((row) => row.referredUserId));
    const records: AffiliateRecord[] = rows.map((row, index) => ({
      id: row.id,
      createdAt: row.createdAt,
      affiliateUser: nameOf(caller),
      referalUser: nameOf(referred[index]),
      status: row.status,
      registrations: row.registrations,
      conversions: row.conversions,
    }));
    return ok(records);
  },
});
