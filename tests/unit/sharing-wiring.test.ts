// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';

// The people panel's writes and the invitations' refresh what they change (issue 46): a change
// of the people invalidates the application, its log, the caller's shared applications and the
// dashboard's rows; accepting or declining an invitation its list and the bell (and accepting,
// the shared applications). The API's calls are faked here; the cache is the app's.
import { MutationObserver } from '@tanstack/react-query';
import { queryClient } from '../../src/app/query-client';
import { keys, queriesOf, writesOf } from '../../src/app/wiring/queries';
import { sharingLogic } from '../../src/app/wiring/sharing';
import type { AppApi } from '../../src/app/wiring';

const api = {
  getSharedApplication: vi.fn(async () => ({ id: 's1' })),
  inviteMember: vi.fn(async () => ({ id: 'i1', email: 'lee@example.org' })),
  resendInvitation: vi.fn(async () => ({ id: 'i1' })),
  cancelInvitation: vi.fn(async () => undefined),
  updateMember: vi.fn(async () => ({ userId: 'u2' })),
  removeMember: vi.fn(async () => undefined),
  acceptInvitation: vi.fn(async () => ({ id: 's1' })),
  declineInvitation: vi.fn(async () => undefined),
} as unknown as AppApi;
const session = { send: () => undefined, getSnapshot: () => undefined } as never;
const server = {
  queries: queriesOf(api),
  writes: writesOf(api, session),
  client: queryClient,
};

const READS = {
  sharedApplications: keys.sharedApplications,
  sharedApplication: keys.sharedApplication('s1'),
  activity: keys.sharedApplicationActivity('s1'),
  invitations: keys.invitations,
  notifications: keys.notifications,
  applications: keys.applications,
  grants: keys.grants,
};

function answerEveryRead() {
  queryClient.clear();
  for (const key of Object.values(READS)) queryClient.setQueryData(key, []);
}

const invalidated = () =>
  Object.entries(READS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

const actorOf = (name: string) =>
  (sharingLogic(server).implementations.actors as Record<string, unknown>)[name] as AnyActorLogic;

afterEach(() => queryClient.clear());

describe('sharing writes invalidate what they changed', () => {
  it.each([
    ['inviteMember', { applicationId: 's1', email: 'lee@example.org', role: 'viewer' }],
    ['resendInvitation', { applicationId: 's1', invitationId: 'i1' }],
    ['cancelInvitation', { applicationId: 's1', invitationId: 'i1' }],
    ['updateMember', { applicationId: 's1', userId: 'u2', role: 'viewer' }],
    ['removeMember', { applicationId: 's1', userId: 'u2' }],
  ])('%s: the application, its log, the shared list and the rows', async (name, input) => {
    answerEveryRead();
    await toPromise(createActor(actorOf(name), { input }).start());
    expect(invalidated()).toEqual([
      'activity',
      'applications',
      'sharedApplication',
      'sharedApplications',
    ]);
  });

  it('accepting an invitation: the invitations, the bell and the shared list', async () => {
    const { writes } = server;
    answerEveryRead();
    await new MutationObserver(queryClient, writes.acceptInvitation).mutate('i1');
    expect(invalidated()).toEqual([
      'activity',
      'invitations',
      'notifications',
      'sharedApplication',
      'sharedApplications',
    ]);
    answerEveryRead();
    await new MutationObserver(queryClient, writes.declineInvitation).mutate({
      id: 'i1',
      title: 'Early Childhood Literacy Grant',
    });
    expect(invalidated()).toEqual(['invitations', 'notifications']);
  });
});
