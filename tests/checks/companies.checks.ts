import { SOME_UUID, LONG, COMPANY } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/companies.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  createCompany: {
    owned: 'company',
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/companies', { body, token });
      await create({}, null);
      await create(notJson);
      await create([]);
      await create({ email: 'nope', website: 'not a site', organizationType: 'pirate' });
      await create({ email: '' });
      await create({
        ein: '12-3456789',
        email: 'info@example.org',
        name: 'Second',
        address: 'Somewhere',
        industry: 'Food',
      });
      await create({
        ein: LONG(200),
        email: LONG(254),
        name: LONG(200),
        dba: LONG(200),
        address: LONG(200),
        industry: LONG(200),
        website: LONG(2048),
      });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      await as(sam, 'post', '/companies', { ...COMPANY, id: danas.company, name: 'Hijack Inc' });
      expect((await as(dana, 'get', '/companies/my-company')).body).toMatchObject({
        name: COMPANY.name,
      });
    },
    fault: {
      screenTest: {
        file: 'screens/faults-home.test.tsx',
        title: 'getMyCompany, createCompany, updateCompany: messages',
      },
    },
  },
  getMyCompany: {
    owned: 'company',
    // A user with no company yet gets 204, an answer (tests/mock-server/companies.test.ts).
    async errors({ call }) {
      await call('get', '/companies/my-company', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'get', '/companies/my-company');
      expect((res.body as { id?: string }).id).not.toBe(danas.company);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-home.test.tsx',
        title: 'getMyCompany, createCompany, updateCompany: messages',
      },
    },
  },
  updateCompany: {
    owned: 'company',
    ownRecord: (backend) => backend.db.companies.toCollection().first(),
    async errors({ call, ids, notJson }) {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('patch', `/companies/${id}`, { body, token });
      await update(ids.company, {}, null);
      await update(SOME_UUID, {});
      await update(ids.company, notJson);
      await update(ids.company, 'text');
      await update(ids.company, { email: 'nope', website: 'x', organizationType: 'pirate' });
      await update(ids.company, { email: ' ' });
      await update(ids.company, {
        ein: LONG(200),
        email: LONG(254),
        name: LONG(200),
        dba: LONG(200),
        address: LONG(200),
        industry: LONG(200),
        website: LONG(2048),
      });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'patch', `/companies/${danas.company}`, {
        ...COMPANY,
        name: 'Hijack Inc',
      });
      expect(res.status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-home.test.tsx',
        title: 'getMyCompany, createCompany, updateCompany: messages',
      },
    },
  },
};

export const ownerData: OwnerSetups<'company'> = {
  /** Dana's company (made unless the seed gave her one). */
  async company({ as, dana }) {
    const mine = await as(dana, 'get', '/companies/my-company');
    return {
      company:
        mine.status === 200
          ? (mine.body as { id: string }).id
          : ((await as(dana, 'post', '/companies', COMPANY)).body as { id: string }).id,
    };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    company: { company: string };
  }
}
