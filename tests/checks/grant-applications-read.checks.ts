import { SOME_UUID } from '../support/check-fixtures';
import type { Checks } from '../support/checks';

// The checks of each operation of src/mock-server/routes/grant-applications-read.ts, field by
// field as tests/support/checks.ts says; tests/support/operations.ts finds this file by its
// name.

export const checks: Checks = {
  listGrantApplications: {
    owned: 'application',
    async errors({ call, notJson }) {
      const list = (body: unknown, token?: string | null) =>
        call('post', '/grant-applications/get', { body, token });
      await list({}, null);
      await list(notJson);
      await list(null);
      await list({});
      await list({ startDate: '2024-13-01', endDate: 'soon' });
      await list({ startDate: '2024-02-01', endDate: '2024-01-01' });
    },
    async forbidden({ as, sam, danas, users, expect }) {
      const rows = (
        await as(sam, 'post', '/grant-applications/get', {
          startDate: '1970-01-01',
          endDate: '2999-12-31',
        })
      ).body as { id: string; userId: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.applicationId);
      for (const row of rows) expect(row.userId).toBe(users[1].id);
    },
    fault: { drive: 'reportDownload' },
  },
  listGrantApplicationsPage: {
    owned: 'application',
    async errors({ call, notJson }) {
      const list = (body: unknown, token?: string | null) =>
        call('post', '/grant-applications/page', { body, token });
      await list({}, null);
      await list(notJson);
      await list([]);
      await list({ tab: 'all', sortBy: 'x', sortDirection: 'up', page: 0, pageSize: 1000 });
      await list({ startDate: 'x', endDate: 'y' });
      await list({
        startDate: '2024-02-01',
        endDate: '2024-01-01',
        tab: 'overview',
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 10,
      });
    },
    async forbidden({ as, sam, danas, users, expect }) {
      const res = await as(sam, 'post', '/grant-applications/page', {
        startDate: '1970-01-01',
        endDate: '2999-12-31',
        tab: 'overview',
        sortBy: 'date',
        sortDirection: 'desc',
        page: 1,
        pageSize: 100,
      });
      expect(res.status).toBe(200);
      const page = res.body as { items: { id: string; userId: string }[]; total: number };
      expect(page.items.map((r) => r.id)).not.toContain(danas.applicationId);
      for (const row of page.items) expect(row.userId).toBe(users[1].id);
      const samsOwn = (
        await as(sam, 'post', '/grant-applications/get', {
          startDate: '1970-01-01',
          endDate: '2999-12-31',
        })
      ).body as unknown[];
      expect(page.total).toBe(samsOwn.length);
    },
    fault: { readScreen: '/grants' },
  },
  getGrantApplication: {
    owned: 'application',
    async errors({ call }) {
      await call('get', `/grant-applications/${SOME_UUID}`, {
        token: null,
      });
      await call('get', `/grant-applications/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'get', `/grant-applications/${danas.applicationId}`)).status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Dashboard details: getGrantApplication failing',
      },
    },
  },
};
