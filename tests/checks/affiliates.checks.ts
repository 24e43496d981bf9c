import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/affiliates.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listAffiliates: {
    owned: 'referrals',
    async errors({ call }) {
      await call('get', '/affiliates', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/affiliates')).body as { id: string }[];
      expect(danas.referralIds.length).toBeGreaterThan(0);
      for (const id of danas.referralIds) expect(rows.map((r) => r.id)).not.toContain(id);
    },
    fault: { readScreen: '/affiliates' },
  },
};

export const ownerData: OwnerSetups<'referrals'> = {
  /** The seed's referrals of Dana's. */
  async referrals({ as, dana }) {
    const rows = (await as(dana, 'get', '/affiliates')).body as { id: string }[];
    return { referralIds: rows.map((r) => r.id) };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    referrals: { referralIds: string[] };
  }
}
