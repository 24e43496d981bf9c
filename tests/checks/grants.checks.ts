import { SOME_UUID, LONG } from '../support/check-fixtures';
import type { Checks } from '../support/checks';
import { GRANT_ID } from '../unit/application-fixtures';

// The checks of each operation of src/mock-server/routes/grants.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listGrants: {
    owned: null,
    async errors({ call }) {
      await call('get', '/grants', { token: null });
    },
    async forbidden({ as, sam, expect }) {
      // The grant catalogue is shared by design: every signed-in user reads it.
      expect((await as(sam, 'get', '/grants')).status).toBe(200);
    },
    fault: { readScreen: '/opportunities' },
  },
  createGrant: {
    owned: null,
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/grants', { body, token });
      await create({}, null);
      await create(notJson);
      await create('text');
      await create({ status: 'open', agencyName: 3 });
      await create({ fundingSize: Number.NaN, deadline: '2000-01-01' });
      await create({
        title: LONG(200),
        sector: LONG(200),
        sectorFocus: LONG(200),
        agencyName: LONG(200),
        motive: LONG(5000),
        description: LONG(5000),
        sectorDescription: LONG(5000),
        criteria: LONG(5000),
      });
    },
    async forbidden({ as, dana, sam, expect }) {
      // A new grant joins the shared catalogue; it cannot overwrite an existing one.
      const before = (await as(dana, 'get', `/grants/${GRANT_ID}`)).body;
      await as(sam, 'post', '/grants', { id: GRANT_ID, title: 'Overwritten' });
      expect((await as(dana, 'get', `/grants/${GRANT_ID}`)).body).toEqual(before);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Create grant: createGrant fails',
      },
    },
  },
  getGrant: {
    owned: null,
    async errors({ call }) {
      await call('get', `/grants/${GRANT_ID}`, { token: null });
      await call('get', `/grants/${SOME_UUID}`);
    },
    async forbidden({ as, sam, expect }) {
      expect((await as(sam, 'get', `/grants/${GRANT_ID}`)).status).toBe(200);
    },
    fault: { readScreen: `/grant-details?id=${GRANT_ID}` },
  },
};
