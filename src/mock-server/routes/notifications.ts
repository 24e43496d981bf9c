import { Dexie } from 'dexie';
import type { components } from '../../api/schema.gen';
import {
  type NotificationKind,
  DEADLINE_WINDOW_DAYS,
  RECENT_DAYS,
  daysBetween,
  notificationId,
} from '../../domain/notifications';
import type { MockDatabase } from '../db';
import { jsonBody, noContent, ok, requireUser, validationFailed } from '../http';
import { defineHandlers } from '../handlers';
import { savedSearchNotifications } from './saved-searches';
import { invitationNotifications } from './shared-applications/invitations';
import { reportReminders } from './grant-reports';

// The bell's notifications are worked out from what the server already holds (saved grants,
// applications, missions, saved searches and the grants that match them, reports due) each time they are asked for; only which ones the user has read is
// stored, as ids in the meta table (no schema change).

type Notification = components['schemas']['Notification'];

/** How many notifications one answer lists, and how many ids one call may mark. */
const MAX_LISTED = 50;
const MAX_MARKED = 100;
const MAX_DRAFT_GRANTS = 50;
/** Read ids kept per user: the newest ones (older notifications have long gone). */
const MAX_REMEMBERED = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const readKey = (userId: string) => `notifications-read:${userId}`;

async function readIds(db: MockDatabase, userId: string): Promise<string[]> {
  const record = await db.meta.get(readKey(userId));
  return Array.isArray(record?.value)
    ? record.value.filter((id): id is string => typeof id === 'string')
    : [];
}

function draftGrantIds(raw: string | undefined): string[] {
  if (raw === undefined || raw === '') return [];
  const ids = raw.split(',');
  if (ids.length > MAX_DRAFT_GRANTS || !ids.every((id) => UUID.test(id))) {
    throw validationFailed({
      draftGrantIds: `At most ${MAX_DRAFT_GRANTS} comma-separated grant ids`,
    });
  }
  return [...new Set(ids)];
}

/** Every notification the user has now, newest first, without the read flags. */
async function notificationsOf(
  db: MockDatabase,
  userId: string,
  drafts: readonly string[],
  now: Date,
): Promise<Omit<Notification, 'read'>[]> {
  const today = now.toISOString().slice(0, 10);
  const found: Omit<Notification, 'read'>[] = [];

  const deadlines = async (kind: NotificationKind, grantIds: readonly string[]) => {
    const grants = await db.grants.bulkGet([...grantIds]);
    for (const grant of grants) {
      if (!grant) continue;
      const days = daysBetween(today, grant.deadline);
      if (days < 0 || days > DEADLINE_WINDOW_DAYS) continue;
      // It arose when the deadline came within the window.
      const arose = new Date(`${grant.deadline}T00:00:00Z`);
      arose.setUTCDate(arose.getUTCDate() - DEADLINE_WINDOW_DAYS);
      found.push({
        id: notificationId(kind, grant.id, grant.deadline),
        kind,
        subjectId: grant.id,
        subjectName: grant.title,
        date: grant.deadline,
        at: (arose > now ? now : arose).toISOString(),
      });
    }
  };
  // A grant both saved and kept as a draft is one reminder: the draft's, which says more.
  const saved = await db.savedGrants.where('userId').equals(userId).toArray();
  const drafted = new Set(drafts);
  await deadlines(
    'savedGrantDeadline',
    saved.map((row) => row.grantId).filter((id) => !drafted.has(id)),
  );
  await deadlines('draftDeadline', drafts);

  const recent = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  // The newest stage changes only: no more than MAX_LISTED of them can be listed.
  const applications = await db.applications
    .where('[userId+updated_at]')
    .between([userId, recent], [userId, Dexie.maxKey], true, true)
    .reverse()
    // A withdrawal is the owner's own doing: the bell does not tell them what they just did.
    .filter((application) => application.stage !== 'Submitted' && application.stage !== 'Withdrawn')
    .limit(MAX_LISTED)
    .toArray();
  for (const application of applications) {
    found.push({
      id: notificationId('applicationStageChanged', application.id, application.stage),
      kind: 'applicationStageChanged',
      subjectId: application.id,
      subjectName: application.projectTitle,
      stage: application.stage,
      trackingNumber: application.trackingNumber,
      date: application.updated_at.slice(0, 10),
      at: application.updated_at,
    });
  }

  const progress = await db.userMissions.where('userId').equals(userId).toArray();
  for (const row of progress) {
    if (!row.completed || !row.completed_at || row.completed_at < recent) continue;
    const mission = await db.missions.get(row.missionId);
    if (!mission) continue;
    found.push({
      id: notificationId('missionCompleted', mission.id, row.completed_at.slice(0, 10)),
      kind: 'missionCompleted',
      subjectId: mission.id,
      subjectName: mission.name,
      date: row.completed_at.slice(0, 10),
      at: row.completed_at,
    });
  }

  found.push(...(await savedSearchNotifications(db, userId, now)));
  found.push(...(await invitationNotifications(db, userId, now)));
  found.push(...(await reportReminders(db, userId, now)));

  return found
    .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
    .slice(0, MAX_LISTED);
}

export const handlers = defineHandlers({
  async listNotifications(ctx) {
    const user = await requireUser(ctx);
    // The caller's drafts live on the server (issue 60); a browser may still name drafts it
    // kept from before, until they are moved there.
    const owned = await ctx.db.sharedApplications.where('ownerId').equals(user.id).toArray();
    const drafts = [
      ...new Set([
        ...draftGrantIds(ctx.request.query.draftGrantIds),
        ...owned.filter((draft) => draft.state === 'draft').map((draft) => draft.grantId),
      ]),
    ];
    const read = new Set(await readIds(ctx.db, user.id));
    const items = (await notificationsOf(ctx.db, user.id, drafts, ctx.now())).map((item) => ({
      ...item,
      read: read.has(item.id),
    }));
    return ok({ items, unreadCount: items.filter((item) => !item.read).length });
  },
  async markNotificationsRead(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    const ids = body.ids;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_MARKED ||
      !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 200)
    ) {
      throw validationFailed({ ids: `Between 1 and ${MAX_MARKED} notification ids` });
    }
    const before = await readIds(ctx.db, user.id);
    const next = [...new Set([...before, ...(ids as string[])])].slice(-MAX_REMEMBERED);
    await ctx.db.meta.put({ key: readKey(user.id), value: next });
    return noContent();
  },
});
