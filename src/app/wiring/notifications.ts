import { fromPromise } from 'xstate';
import { DRAFT_KEY_PREFIX } from '../../domain/draft-key';
import { readAfresh, runWrite } from '../../lib/server-data';
import { notificationsMachine } from '../../machines/notifications.machine';
import type { ServerData } from './queries';
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

/**
 * The bell's machine for one signed-in user. It reads through the cache, always afresh: a write
 * that changes the list invalidates it, and the bell (app/bell.ts) reads it again.
 */
export const notificationsLogic =
  ({ queries, writes, client }: ServerData) =>
  (userId: string) =>
    notificationsMachine.provide({
      actors: {
        loadNotifications: fromPromise<Notification[], void>(() =>
          readAfresh(
            client,
            queries.notifications(() => draftGrantIds(userId)),
          ),
        ),
        markRead: fromPromise<void, { ids: string[] }>(({ input }) =>
          runWrite(client, writes.markNotificationsRead, input.ids),
        ),
      },
    });
