import type { ActivityEntry } from '../../../api/schema.gen';
import { isEmail } from '../../../domain/text';
import { activitySummary } from '../../../domain/shared-application';
import type {
  MockDatabase,
  SharedActivityRecord,
  SharedApplicationRecord,
  SharedMemberRecord,
} from '../../db';
import { newId, ok } from '../../http';
import { defineHandlers } from '../../handlers';
import { MAX_LOG, fittedEntry, membershipOf } from './access';

// The log of a shared application (issue 46): what each member did, as each role may read it.

/**
 * Adds an entry to an application's log. A submitted application's row on the dashboard keeps
 * its last activity (GrantApplication.lastActivity).
 */
export async function logActivity(
  db: MockDatabase,
  application: Pick<SharedApplicationRecord, 'id' | 'applicationId'>,
  entry: Omit<ActivityEntry, 'id'>,
): Promise<SharedActivityRecord> {
  const last = await db.sharedActivity
    .where('[applicationId+seq]')
    .between([application.id, -Infinity], [application.id, Infinity])
    .last();
  const record: SharedActivityRecord = {
    id: newId(),
    ...fittedEntry(entry),
    applicationId: application.id,
    seq: (last?.seq ?? 0) + 1,
  };
  await db.sharedActivity.add(record);
  if (application.applicationId) {
    await db.applications.update(application.applicationId, {
      lastActivity: { at: entry.at, summary: activitySummary(fittedEntry(entry)) },
    });
  }
  return record;
}

/**
 * A log entry as a member of `role` may read it (issue 61): members see names, the owner also
 * emails, so an invitation's address is the owner's only. A decline names the member (an entry
 * written before said the email: it says nothing more).
 */
export function entryAs<T extends Pick<ActivityEntry, 'kind' | 'detail'>>(
  entry: T,
  role: SharedMemberRecord['role'],
): T {
  const hidden =
    (entry.kind === 'memberInvited' && role !== 'owner') ||
    (entry.kind === 'memberDeclined' && isEmail(entry.detail ?? ''));
  if (!hidden) return entry;
  const { detail: _detail, ...rest } = entry;
  return rest as T;
}

async function activityOf(
  db: MockDatabase,
  applicationId: string,
  role: SharedMemberRecord['role'],
): Promise<ActivityEntry[]> {
  const rows = await db.sharedActivity
    .where('[applicationId+seq]')
    .between([applicationId, -Infinity], [applicationId, Infinity])
    .reverse()
    .limit(MAX_LOG)
    .toArray();
  return rows.map(({ applicationId: _applicationId, seq: _seq, ...entry }) =>
    entryAs(fittedEntry(entry), role),
  );
}

export const handlers = defineHandlers({
  async listSharedApplicationActivity(ctx) {
    const { application, member } = await membershipOf(ctx);
    return ok(await activityOf(ctx.db, application.id, member.role));
  },
});
