import { api } from './client';
import { unwrap } from './errors';

/** The bell's notifications; `draftGrantIds` names the grants this browser keeps a draft for. */
export const listNotifications = (draftGrantIds: readonly string[]) =>
  unwrap(
    api.GET('/notifications', {
      params: { query: draftGrantIds.length > 0 ? { draftGrantIds: draftGrantIds.join(',') } : {} },
    }),
  );

export const markNotificationsRead = async (ids: readonly string[]): Promise<void> => {
  await unwrap(api.POST('/notifications/read', { body: { ids: [...ids] } }));
};
