import type { ApplicationRecord, MockDatabase } from './db';
import { GRANT_REPORTS_TABLE, type GrantReportRecord, newReportsFor } from './grant-report-records';

// A funder's decision on a submitted application: its stage becomes Completed (awarded) or Cancel
// (declined), its timeline gains the change with the funder's words, and an award owes its
// reports from that moment (issue 66, parts 4 and 5). The contract has no operation for it (the
// funder decides outside the app): api:serve's test-only route makes it for the HTTP journeys.

export type Decision = 'Completed' | 'Cancel';

/**
 * The demo's funder awards the user's oldest application awaiting a decision (Under Review before
 * Submitted); its project title, or null when none awaits one.
 */
export async function awardOldestPending(
  db: MockDatabase,
  userId: string,
  now: Date,
): Promise<string | null> {
  const pending = await db.applications
    .where('userId')
    .equals(userId)
    .filter((row) => row.stage === 'Under Review' || row.stage === 'Submitted')
    .toArray();
  const [oldest] = pending.sort(
    (a, b) =>
      Number(b.stage === 'Under Review') - Number(a.stage === 'Under Review') ||
      a.created_at.localeCompare(b.created_at),
  );
  if (!oldest) return null;
  const awarded = await recordDecision(db, oldest.id, 'Completed', now.toISOString());
  return awarded?.projectTitle ?? null;
}

/** Records the decision; undefined when there is no such application or it is decided already. */
export async function recordDecision(
  db: MockDatabase,
  applicationId: string,
  decision: Decision,
  at: string,
  note?: string,
): Promise<ApplicationRecord | undefined> {
  return db.transaction('rw', db.applications, db.table(GRANT_REPORTS_TABLE), async () => {
    const application = await db.applications.get(applicationId);
    if (!application || !['Submitted', 'Under Review'].includes(application.stage))
      return undefined;
    const change = { stage: decision, at, ...(note ? { note } : {}) };
    const decided: ApplicationRecord = {
      ...application,
      stage: decision,
      stageHistory: [...(application.stageHistory ?? []), change],
      updated_at: at,
    };
    await db.applications.put(decided);
    if (decision === 'Completed') {
      await db
        .table<GrantReportRecord, string>(GRANT_REPORTS_TABLE)
        .bulkAdd(newReportsFor(decided));
    }
    return decided;
  });
}
