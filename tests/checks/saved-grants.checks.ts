import { SOME_UUID } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';
import { GRANT_ID } from '../unit/application-fixtures';

// The checks of each operation of src/mock-server/routes/saved-grants.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listSavedGrants: {
    owned: 'savedGrant',
    async errors({ call }) {
      await call('get', '/saved-grants', { token: null });
    },
    async forbidden({ as, sam, expect }) {
      const rows = (await as(sam, 'get', '/saved-grants')).body as { id: string }[];
      expect(rows.map((g) => g.id)).not.toContain(GRANT_ID);
    },
    fault: { readScreen: '/opportunities?saved=true' },
  },
  saveGrant: {
    owned: 'savedGrant',
    async errors({ call }) {
      await call('put', `/saved-grants/${GRANT_ID}`, { token: null });
      await call('put', `/saved-grants/${SOME_UUID}`);
    },
    async forbidden({ as, sam, expect }) {
      expect((await as(sam, 'put', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
      expect((await as(sam, 'delete', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Top picks: saveGrant and unsaveGrant',
      },
    },
  },
  unsaveGrant: {
    owned: 'savedGrant',
    async errors({ call }) {
      await call('delete', `/saved-grants/${GRANT_ID}`, { token: null });
      await call('delete', `/saved-grants/${SOME_UUID}`);
    },
    async forbidden({ as, dana, sam, expect }) {
      expect((await as(sam, 'delete', `/saved-grants/${GRANT_ID}`)).status).toBe(204);
      const saved = (await as(dana, 'get', '/saved-grants')).body as { id: string }[];
      expect(saved.map((g) => g.id)).toContain(GRANT_ID);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Top picks: saveGrant and unsaveGrant',
      },
    },
  },
};

export const ownerData: OwnerSetups<'savedGrant'> = {
  /** Dana saves GRANT_ID. */
  async savedGrant({ as, dana, expect }) {
    expect(await as(dana, 'put', `/saved-grants/${GRANT_ID}`)).toMatchObject({ status: 204 });
    return {};
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    savedGrant: Record<never, never>;
  }
}
