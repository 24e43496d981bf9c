import type { ApplicationRecord, MockDatabase } from './db';
import { GRANT_REPORTS_TABLE, type GrantReportRecord, newReportsFor } from './grant-report-records';

// A funder's decision on a submitted application: its stage becomes Completed (awarded) or Cancel
// (declined), its timeline gains the change with the funder's words, and an award owes its
// reports from that moment (issue 66, parts 4 and 5). The contract has no operation for it (the
// funder decides outside the app): api:serve's test-only route makes it for the HTTP journeys.

export type Decision = 'Completed' | 'Cancel';

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
