import type { SavedSearch } from '../../src/api/schema.gen';
import { DEMO_SAVED_SEARCH_IDS } from '../../src/mock-server/seed/saved-searches';
import { SOME_UUID, LONG } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/saved-searches.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listSavedSearches: {
    owned: 'savedSearch',
    async errors({ call }) {
      await call('get', '/saved-searches', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', '/saved-searches')).body as SavedSearch[];
      expect(theirs.map((search) => search.id)).not.toContain(danas.savedSearchId);
    },
    fault: { readScreen: '/opportunities' },
  },
  createSavedSearch: {
    owned: 'savedSearch',
    async errors({ call, notJson, backend, users }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/saved-searches', { body, token });
      await create({ name: 'x', filters: {} }, null);
      await create(notJson);
      await create([]);
      await create({ name: LONG(80), filters: {} });
      await create({ name: 'x', filters: { sector: LONG(200) } });
      await create({ name: ' ', filters: { q: 'food' } });
      await create({ name: 'x', filters: { colour: 'red' } });
      await create({ name: 'x', filters: {}, alerts: 'hourly', closingWithinDays: 0 });
      // The 21st: fill Dana's searches up to the limit, then one more.
      const token = await backend.signIn(users[0].email, users[0].password);
      const mine = await backend.request('get', '/saved-searches', { token });
      for (let i = (mine.body as unknown[]).length; i < 20; i += 1) {
        await backend.request('post', '/saved-searches', {
          token,
          body: { name: `Search ${i}`, filters: {} },
        });
      }
      await create({ name: 'One too many', filters: {} });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const made = await as(sam, 'post', '/saved-searches', { name: "Sam's", filters: {} });
      expect(made.status).toBe(201);
      const danasList = (await as(dana, 'get', '/saved-searches')).body as SavedSearch[];
      expect(danasList.map((search) => search.id)).not.toContain((made.body as SavedSearch).id);
      expect(danasList.map((search) => search.id)).toContain(danas.savedSearchId);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  updateSavedSearch: {
    owned: 'savedSearch',
    ownRecord: (backend) => backend.db.savedSearches.toCollection().first(),
    async errors({ call, notJson }) {
      const update = (body: unknown, token?: string | null) =>
        call('patch', `/saved-searches/${DEMO_SAVED_SEARCH_IDS[0]}`, { body, token });
      await update({ name: 'x' }, null);
      await call('patch', `/saved-searches/${SOME_UUID}`, { body: { name: 'x' } });
      await update(notJson);
      await update([]);
      await update({ name: LONG(80) });
      await update({});
      await update({ filters: {} });
      await update({ name: ' ' });
      await update({ alerts: 'never', closingWithinDays: 1.5 });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `/saved-searches/${danas.savedSearchId}`;
      expect((await as(sam, 'patch', path, { name: 'Taken' })).status).toBe(404);
      const danasList = (await as(dana, 'get', '/saved-searches')).body as SavedSearch[];
      expect(danasList.find((search) => search.id === danas.savedSearchId)?.name).toBe(
        "Dana's food search",
      );
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  deleteSavedSearch: {
    owned: 'savedSearch',
    async errors({ call }) {
      await call('delete', `/saved-searches/${DEMO_SAVED_SEARCH_IDS[0]}`, { token: null });
      await call('delete', `/saved-searches/${SOME_UUID}`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      expect((await as(sam, 'delete', `/saved-searches/${danas.savedSearchId}`)).status).toBe(404);
      const danasList = (await as(dana, 'get', '/saved-searches')).body as SavedSearch[];
      expect(danasList.map((search) => search.id)).toContain(danas.savedSearchId);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
  markSavedSearchSeen: {
    owned: 'savedSearch',
    async errors({ call }) {
      await call('post', `/saved-searches/${DEMO_SAVED_SEARCH_IDS[0]}/seen`, { token: null });
      await call('post', `/saved-searches/${SOME_UUID}/seen`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const before = ((await as(dana, 'get', '/saved-searches')).body as SavedSearch[]).find(
        (search) => search.id === danas.savedSearchId,
      );
      expect((await as(sam, 'post', `/saved-searches/${danas.savedSearchId}/seen`)).status).toBe(
        404,
      );
      const after = ((await as(dana, 'get', '/saved-searches')).body as SavedSearch[]).find(
        (search) => search.id === danas.savedSearchId,
      );
      expect(after?.lastSeenAt).toBe(before?.lastSeenAt);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-grants.test.tsx',
        title: 'Saved searches: saving, editing, opening and deleting fail clearly',
      },
    },
  },
};

export const ownerData: OwnerSetups<'savedSearch'> = {
  /** Dana's saved search "Dana's food search". */
  async savedSearch({ as, dana, expect }) {
    const made = await as(dana, 'post', '/saved-searches', {
      name: "Dana's food search",
      filters: { q: 'food' },
    });
    expect(made.status).toBe(201);
    return { savedSearchId: (made.body as { id: string }).id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    savedSearch: { savedSearchId: string };
  }
}
