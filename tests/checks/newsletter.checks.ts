import { LONG } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/newsletter.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listNewsletterSubscriptions: {
    owned: 'subscription',
    async errors({ call }) {
      await call('get', '/newsletter', { token: 'not-a-session' });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/newsletter')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.newsletterId);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'Affiliates newsletter: the check failing',
      },
    },
  },
  subscribeNewsletter: {
    owned: 'subscription',
    async errors({ call, notJson }) {
      const subscribe = (body: unknown, token?: string | null) =>
        call('post', '/newsletter', { body, token });
      await subscribe({}, 'not-a-session');
      await subscribe(notJson);
      await subscribe([]);
      await subscribe({ name: ' ', email: '' });
      await subscribe({ name: 'A', email: 'nope' });
      await subscribe({ name: 'A', email: 'TAKEN@example.org' });
      await subscribe({ name: LONG(120), email: LONG(254) });
    },
    async forbidden({ as, sam, expect }) {
      const res = await as(sam, 'post', '/newsletter', {
        name: 'Sam',
        email: 'dana.private@example.org',
      });
      expect(res.status).toBe(422);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'Affiliates newsletter: the check failing',
      },
    },
  },
};

export const ownerData: OwnerSetups<'subscription'> = {
  /** Dana's subscription as dana.private@example.org. */
  async subscription({ as, dana }) {
    const subscribed = await as(dana, 'post', '/newsletter', {
      name: 'Dana Rivera',
      email: 'dana.private@example.org',
    });
    return { newsletterId: (subscribed.body as { id: string }).id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    subscription: { newsletterId: string };
  }
}
