import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Grant, NotificationList, SavedSearch } from '../../src/api/schema.gen';
import { newAccount } from './support/accounts';
import { api } from './support/server';

// Saved searches over HTTP (issue 47): a user saves a search, another user's new grant matches
// it, the owner's bell says so, opening the search marks it seen, and the search is deleted. The
// keyword is unique to the run, so the journey holds against any server, run after run.

describe('a saved search brings a new grant to its owner', () => {
  it('save, a new grant appears, the alert is there, mark seen, delete', async () => {
    const owner = await newAccount(api, 'searcher');
    const publisher = await newAccount(api, 'publisher');
    const asOwner = { token: owner.token };
    const keyword = `zq${randomUUID().slice(0, 8)}`;

    // Save: nothing is new yet (what already matches counts as seen).
    const saved = await api.call('post', '/saved-searches', {
      ...asOwner,
      json: { name: `Food security ${keyword}`, filters: { q: `food ${keyword}` } },
    });
    expect(saved.status).toBe(201);
    const search = saved.body as SavedSearch;
    expect(search).toMatchObject({ alerts: 'instant', newCount: 0, closingWithinDays: null });

    // A new grant appears (created by another user through the create-grant operation).
    const deadline = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const created = await api.call('post', '/grants', {
      token: publisher.token,
      json: {
        title: `Food Security Fund ${keyword}`,
        sector: 'Agriculture',
        sectorFocus: 'Food access',
        fundingSize: 50000,
        deadline,
        organizationType: 'nonprofit',
        motive: 'Food security.',
        description: 'Funds food banks.',
        sectorDescription: 'Food access in rural counties.',
        criteria: 'Registered nonprofit.',
        projectStage: 'implementation',
      },
    });
    expect(created.status).toBe(201);
    expect((created.body as Grant).title).toContain(keyword);

    // The search counts it, and the owner's bell says so, linking back to the search.
    const listed = (await api.call('get', '/saved-searches', asOwner)).body as SavedSearch[];
    expect(listed.find((item) => item.id === search.id)?.newCount).toBe(1);
    const bell = (await api.call('get', '/notifications', asOwner)).body as NotificationList;
    const alert = bell.items.find((item) => item.subjectId === search.id);
    expect(alert).toMatchObject({
      kind: 'savedSearchMatches',
      subjectName: `Food security ${keyword}`,
      count: 1,
      filters: { q: `food ${keyword}` },
      read: false,
    });
    // The publisher's bell says nothing of someone else's search.
    const theirs = (await api.call('get', '/notifications', { token: publisher.token }))
      .body as NotificationList;
    expect(theirs.items.map((item) => item.subjectId)).not.toContain(search.id);

    // Opening the search marks it seen: nothing new, and the alert has left the bell.
    const seen = await api.call('post', `/saved-searches/${search.id}/seen`, asOwner);
    expect(seen.status).toBe(200);
    expect((seen.body as SavedSearch).newCount).toBe(0);
    const after = (await api.call('get', '/notifications', asOwner)).body as NotificationList;
    expect(after.items.map((item) => item.subjectId)).not.toContain(search.id);

    // Delete: gone from the list; the other user could not have deleted it.
    expect(
      (await api.call('delete', `/saved-searches/${search.id}`, { token: publisher.token })).status,
    ).toBe(404);
    expect((await api.call('delete', `/saved-searches/${search.id}`, asOwner)).status).toBe(204);
    const left = (await api.call('get', '/saved-searches', asOwner)).body as SavedSearch[];
    expect(left.map((item) => item.id)).not.toContain(search.id);
    expect((await api.call('delete', `/saved-searches/${search.id}`, asOwner)).status).toBe(404);
  });
});
