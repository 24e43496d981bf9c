import type { GrantReportKind } from '../api/schema.gen';
import { REPORT_SCHEDULE, reportDueDate } from '../domain/grant-reports';
import type { ApplicationRecord } from './db';

// The reports an awarded application owes (issue 66, parts 4 and 5), as the embedded backend
// keeps them: one row per application and kind in the `grantReports` table (db-schema.ts, version
// 9), made when the application is awarded (the seed, the version 9 upgrade for applications
// awarded before, a decision) with its due date fixed then. Read by name, as handler modules do.

export const GRANT_REPORTS_TABLE = 'grantReports';

export interface GrantReportRecord {
  id: string;
  applicationId: string;
  /** The application's owner (who submits): the reports a user owns are found by it. */
  ownerId: string;
  kind: GrantReportKind;
  awardedAt: string;
  dueDate: string;
  /** Only the questions answered. */
  answers: Record<string, string>;
  /** Only the documents attached: the file's content path and its name when attached. */
  documentLinks: Record<string, { url: string; fileName: string }>;
  submittedAt: string | null;
  /** The name of who submitted it. */
  submittedBy: string | null;
  updated_at: string;
}

/** The award's moment: the stage change that made the application Completed, else its update. */
export function awardedAtOf(
  application: Pick<ApplicationRecord, 'stageHistory' | 'updated_at'>,
): string {
  const award = (application.stageHistory ?? []).findLast((change) => change.stage === 'Completed');
  return award?.at ?? application.updated_at;
}

/**
 * A seeded report's id: its application's (stable across demo resets, seed/applications.ts) with
 * the kind in its third group, so links to the demo's reports survive a reset.
 */
export const seededReportId = (applicationId: string, kind: GrantReportKind): string =>
  `${applicationId.slice(0, 9)}${kind === 'interim' ? 'a11a' : 'f11f'}${applicationId.slice(13)}`;

/** The reports an application owes once awarded, none written yet. */
export function newReportsFor(
  application: Pick<ApplicationRecord, 'id' | 'userId' | 'stageHistory' | 'updated_at'>,
  idOf: (applicationId: string, kind: GrantReportKind) => string = () => crypto.randomUUID(),
): GrantReportRecord[] {
  const awardedAt = awardedAtOf(application);
  return REPORT_SCHEDULE.map(({ kind }) => ({
    id: idOf(application.id, kind),
    applicationId: application.id,
    ownerId: application.userId,
    kind,
    awardedAt,
    dueDate: reportDueDate(awardedAt, kind),
    answers: {},
    documentLinks: {},
    submittedAt: null,
    submittedBy: null,
    updated_at: awardedAt,
  }));
}
