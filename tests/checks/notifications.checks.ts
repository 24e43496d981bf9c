import type { NotificationList } from '../../src/api/schema.gen';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/notifications.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listNotifications: {
    owned: 'notifications',
    async errors({ call }) {
      await call('get', '/notifications', { token: null });
      await call('get', '/notifications', {
        query: { draftGrantIds: 'not-ids' },
      });
    },
    async forbidden({ as, dana, sam, expect }) {
      const danasOwn = ((await as(dana, 'get', '/notifications')).body as NotificationList).items
        .filter((n) => n.kind === 'applicationStageChanged')
        .map((n) => n.subjectId);
      expect(danasOwn.length).toBeGreaterThan(0);
      const items = ((await as(sam, 'get', '/notifications')).body as NotificationList).items;
      for (const id of danasOwn) expect(items.map((n) => n.subjectId)).not.toContain(id);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'The bell: markNotificationsRead failing',
      },
    },
  },
  markNotificationsRead: {
    owned: 'notifications',
    async errors({ call, notJson }) {
      const mark = (body: unknown, token?: string | null) =>
        call('post', '/notifications/read', { body, token });
      await mark({}, null);
      await mark(notJson);
      await mark('x');
      await mark({ ids: [] });
    },
    async forbidden({ as, dana, sam, expect }) {
      const before = ((await as(dana, 'get', '/notifications')).body as NotificationList).items;
      const unread = before.filter((n) => !n.read).map((n) => n.id);
      expect(unread.length).toBeGreaterThan(0);
      expect((await as(sam, 'post', '/notifications/read', { ids: unread })).status).toBe(204);
      const after = ((await as(dana, 'get', '/notifications')).body as NotificationList).items;
      expect(after.filter((n) => !n.read).map((n) => n.id)).toEqual(unread);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'The bell: markNotificationsRead failing',
      },
    },
  },
};

export const ownerData: OwnerSetups<'notifications'> = {
  /** The seed gives Dana notifications of her own (stage changes of her applications). */
  async notifications({ as, dana, expect }) {
    expect((await as(dana, 'get', '/notifications')).status).toBe(200);
    return {};
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    notifications: Record<never, never>;
  }
}
