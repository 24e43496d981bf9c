import { fromPromise } from 'xstate';
import { listNotifications, markNotificationsRead } from '../../api/notifications';
import { DRAFT_KEY_PREFIX } from '../../domain/draft-key';

import { notificationsMachine } from '../../machines/notifications.machine';
import { queryClient } from '../query-client';
import { keys } from './queries';
import type { Notification } from '../../api/schema.gen';

/** The most drafts the bell asks about (the contract's limit). */
const MAX_DRAFTS = 50;

/** The grants this browser keeps a wizard draft for, for this user (the server never sees one). */
export function draftGrantIds(userId: string, storage: Storage = localStorage): string[] {
  const prefix = `${DRAFT_KEY_PREFIX}.${userId}.`;
  const ids: string[] = [];
  try {
    for (let index = 0; index < storage.length && ids.length < MAX_DRAFTS; index += 1) {
      const key = storage.key(index);
      const id = key?.startsWith(prefix) ? key.slice(prefix.length) : '';
      if (/^[0-9a-f-]{36}$/i.test(id)) ids.push(id);
    }
  } catch {
    // Storage unavailable: no drafts to remind of.
  }
  return ids;
}

/** The bell's machine for one signed-in user, wired to the API. */
export const notificationsLogic = (userId: string) =>
  notificationsMachine.provide({
    actors: {
      // Read through the cache, always afresh: a write that changes the list invalidates it,
      // and the bell (app/bell.ts) reads it again.
      loadNotifications: fromPromise<Notification[], void>(() =>
        queryClient.fetchQuery({
          queryKey: keys.notifications,
          queryFn: async () => (await listNotifications(draftGrantIds(userId))).items,
          staleTime: 0,
        }),
      ),
      markRead: fromPromise<void, { ids: string[] }>(({ input }) =>
        markNotificationsRead(input.ids),
      ),
    },
  });
