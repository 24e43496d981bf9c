import { Dexie } from 'dexie';
import type { GrantReport, GrantReportRole, Notification } from '../../api/schema.gen';
import {
  GRANT_REPORT_MESSAGES as MESSAGES,
  OVERDUE_REMINDER_DAYS,
  REMINDER_TIERS,
  REPORT_DOCUMENTS,
  REPORT_QUESTIONS,
  addDays,
  addMonths,
  localDay,
  reminderDay,
  reminderId,
  reminderTier,
  reportStatus,
  reportTitle,
  submissionErrors,
} from '../../domain/grant-reports';
import { fileIdOfContentPath } from '../../domain/library-files';
import { isUuid } from '../../domain/safe-url';
import { characterCount } from '../../domain/text';
import type { MockDatabase, UserRecord } from '../db';
import {
  GRANT_REPORTS_TABLE,
  type GrantReportRecord,
  newReportsFor,
  seededReportId,
} from '../grant-report-records';
import {
  type HandlerContext,
  HttpError,
  jsonBody,
  ok,
  requireUser,
  validationFailed,
} from '../http';
import { defineHandlers } from '../handlers';
import { personOf } from './shared-applications/access';

// The reports an awarded application owes (issue 66, parts 4 and 5): the owner and the members of
// the application written together read them (anyone else: 404), the owner and editors write
// them (autosave, merged key by key), only the owner submits, once. The bell's reminders
// (`reportDue`) are worked out here for the notifications route. The table is declared in
// db-schema.ts (version 9); its records in grant-report-records.ts.

const reportsOf = (db: MockDatabase) => db.table<GrantReportRecord, string>(GRANT_REPORTS_TABLE);

const notFound = () => new HttpError(404, MESSAGES.notFound);

/** The caller's role on an application: its owner, or their role as a member of its shared draft. */
async function roleOn(
  db: MockDatabase,
  record: Pick<GrantReportRecord, 'applicationId' | 'ownerId'>,
  userId: string,
): Promise<GrantReportRole | null> {
  if (record.ownerId === userId) return 'owner';
  const shared = await db.sharedApplications
    .filter((row) => row.applicationId === record.applicationId)
    .first();
  const member = shared ? await db.sharedMembers.get([shared.id, userId]) : undefined;
  if (!member) return null;
  return member.role === 'owner' ? 'owner' : member.role;
}

/** Every report the user reads, with their role on it: theirs, then those of their memberships. */
async function reportsOfUser(
  db: MockDatabase,
  userId: string,
  dueBetween: [string, string] | null = null,
): Promise<{ record: GrantReportRecord; role: GrantReportRole }[]> {
  const [from, to] = dueBetween ?? [Dexie.minKey, Dexie.maxKey];
  const owned = await reportsOf(db)
    .where('[ownerId+dueDate]')
    .between([userId, from], [userId, to], true, true)
    .toArray();
  const found = owned.map((record) => ({ record, role: 'owner' as GrantReportRole }));
  const memberships = await db.sharedMembers.where('userId').equals(userId).toArray();
  for (const member of memberships) {
    if (member.role === 'owner') continue;
    const shared = await db.sharedApplications.get(member.applicationId);
    if (!shared?.applicationId) continue;
    const theirs = await reportsOf(db)
      .where('applicationId')
      .equals(shared.applicationId)
      .toArray();
    for (const record of theirs) {
      if (record.ownerId === userId) continue;
      if (dueBetween && (record.dueDate < dueBetween[0] || record.dueDate > dueBetween[1]))
        continue;
      found.push({ record, role: member.role });
    }
  }
  return found;
}

/** A report as the contract carries it, for a caller of `role`. */
async function toReport(
  db: MockDatabase,
  record: GrantReportRecord,
  role: GrantReportRole,
): Promise<GrantReport> {
  const application = await db.applications.get(record.applicationId);
  const grant = application ? await db.grants.get(application.grantId) : undefined;
  const owner = await db.users.get(record.ownerId);
  return {
    id: record.id,
    applicationId: record.applicationId,
    grant: {
      id: grant?.id ?? application?.grantId ?? record.applicationId,
      title: grant?.title ?? '',
    },
    projectTitle: application?.projectTitle ?? null,
    trackingNumber: application?.trackingNumber ?? null,
    kind: record.kind,
    title: reportTitle(record.kind),
    awardedAt: record.awardedAt,
    dueDate: record.dueDate,
    status: reportStatus(record),
    questions: REPORT_QUESTIONS[record.kind].map((question) => ({ ...question })),
    documents: REPORT_DOCUMENTS[record.kind].map((document) => ({ ...document })),
    answers: { ...record.answers },
    documentLinks: { ...record.documentLinks },
    role,
    ownerName: owner ? personOf(owner).name : '',
    submittedAt: record.submittedAt,
    submittedBy: record.submittedBy,
    updated_at: record.updated_at,
  };
}

/** The report the path names and the caller's role on it (404 for a stranger's or none). */
async function reportFor(
  ctx: HandlerContext,
  user: UserRecord,
): Promise<{ record: GrantReportRecord; role: GrantReportRole }> {
  const id = (ctx.request.params.id ?? '').toLowerCase();
  const record = isUuid(id) ? await reportsOf(ctx.db).get(id) : undefined;
  const role = record ? await roleOn(ctx.db, record, user.id) : null;
  if (!record || !role) throw notFound();
  return { record, role };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The save's merge, or the 422 naming each key that cannot be saved. */
async function mergedSave(
  db: MockDatabase,
  record: GrantReportRecord,
  body: Record<string, unknown>,
  user: UserRecord,
): Promise<Pick<GrantReportRecord, 'answers' | 'documentLinks'>> {
  const errors: Record<string, string> = {};
  const answers = { ...record.answers };
  const documentLinks = { ...record.documentLinks };
  if (body.answers !== undefined && !isObject(body.answers)) {
    throw validationFailed({ answers: MESSAGES.answersNotObject });
  }
  if (body.documents !== undefined && !isObject(body.documents)) {
    throw validationFailed({ documents: MESSAGES.documentsNotObject });
  }
  const questions = REPORT_QUESTIONS[record.kind];
  for (const [key, value] of Object.entries(body.answers ?? {})) {
    const question = questions.find((candidate) => candidate.key === key);
    if (!question) errors[`answers.${key}`] = MESSAGES.noSuchQuestion;
    else if (typeof value !== 'string') errors[key] = MESSAGES.answerNotText;
    else if (value.length > question.maxLength && characterCount(value) > question.maxLength)
      errors[key] = MESSAGES.answerTooLong;
    else if (value.trim() === '') delete answers[key];
    else answers[key] = value;
  }
  const documents = REPORT_DOCUMENTS[record.kind];
  for (const [key, value] of Object.entries(body.documents ?? {})) {
    if (!documents.some((candidate) => candidate.key === key)) {
      errors[`documents.${key}`] = MESSAGES.noSuchDocument;
      continue;
    }
    if (value === null) {
      delete documentLinks[key];
      continue;
    }
    // A file of the caller's own library, by its content path (as the application's documents).
    const fileId =
      typeof value === 'string' ? fileIdOfContentPath(value)?.toLowerCase() : undefined;
    const file = fileId ? await db.resources.get(fileId) : undefined;
    if (!file || file.userId !== user.id) errors[key] = MESSAGES.notALibraryFile;
    else documentLinks[key] = { url: `/api/v1/files/${file.id}/content`, fileName: file.fileName };
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors, MESSAGES.cannotSave);
  return { answers, documentLinks };
}

/** Soonest due first; on one day the interim report before the final one. */
const byDue = (a: GrantReportRecord, b: GrantReportRecord) =>
  a.dueDate.localeCompare(b.dueDate) ||
  (a.kind === b.kind ? 0 : a.kind === 'interim' ? -1 : 1) ||
  a.id.localeCompare(b.id);

export const handlers = defineHandlers({
  async listGrantReports(ctx) {
    const user = await requireUser(ctx);
    const found = (await reportsOfUser(ctx.db, user.id)).sort((a, b) => byDue(a.record, b.record));
    const items = [];
    for (const { record, role } of found) items.push(await toReport(ctx.db, record, role));
    return ok({ items });
  },
  async getGrantReport(ctx) {
    const user = await requireUser(ctx);
    const { record, role } = await reportFor(ctx, user);
    return ok(await toReport(ctx.db, record, role));
  },
  async saveGrantReport(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    const { record, role } = await reportFor(ctx, user);
    if (role === 'viewer') throw new HttpError(403, MESSAGES.viewerCannotChange);
    if (record.submittedAt) throw new HttpError(409, MESSAGES.alreadySubmitted);
    const merged = await mergedSave(ctx.db, record, body, user);
    const saved: GrantReportRecord = { ...record, ...merged, updated_at: ctx.now().toISOString() };
    await reportsOf(ctx.db).put(saved);
    return ok(await toReport(ctx.db, saved, role));
  },
  async submitGrantReport(ctx) {
    const user = await requireUser(ctx);
    jsonBody(ctx);
    const { record, role } = await reportFor(ctx, user);
    if (role !== 'owner') throw new HttpError(403, MESSAGES.onlyOwnerSubmits);
    if (record.submittedAt) throw new HttpError(409, MESSAGES.alreadySubmitted);
    const errors = submissionErrors(record);
    if (Object.keys(errors).length > 0) throw validationFailed(errors, MESSAGES.incomplete);
    const at = ctx.now().toISOString();
    const submitted: GrantReportRecord = {
      ...record,
      submittedAt: at,
      submittedBy: personOf(user).name,
      updated_at: at,
    };
    await reportsOf(ctx.db).put(submitted);
    return ok(await toReport(ctx.db, submitted, role));
  },
});

/**
 * Whether `userId` reads `fileId` through a report: it is attached to a report of an application
 * they own or are a member of (an editor attaches a file of their own library; the owner and the
 * other members open it as the report lists it).
 */
export async function attachedToReadableReport(
  db: MockDatabase,
  fileId: string,
  userId: string,
): Promise<boolean> {
  const path = `/api/v1/files/${fileId}/content`;
  for (const { record } of await reportsOfUser(db, userId)) {
    if (Object.values(record.documentLinks).some((link) => link.url === path)) return true;
  }
  return false;
}

/** Midnight of a YYYY-MM-DD day where the code runs, as an ISO moment. */
function localMidnight(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/**
 * The bell's reminders of the user's reports not yet submitted: one per report, the latest tier
 * reached (14, 7, 1 days before, the due day), kept 30 days after the due date.
 */
export async function reportReminders(
  db: MockDatabase,
  userId: string,
  now: Date,
): Promise<Omit<Notification, 'read'>[]> {
  const today = localDay(now);
  const window: [string, string] = [
    addDays(today, -OVERDUE_REMINDER_DAYS),
    addDays(today, REMINDER_TIERS[0]),
  ];
  const reminders: Omit<Notification, 'read'>[] = [];
  for (const { record } of await reportsOfUser(db, userId, window)) {
    const tier = reminderTier(record.dueDate, today, record.submittedAt !== null);
    if (tier === null) continue;
    const application = await db.applications.get(record.applicationId);
    const grant = application ? await db.grants.get(application.grantId) : undefined;
    reminders.push({
      id: reminderId(record.id, record.dueDate, tier),
      kind: 'reportDue',
      subjectId: record.id,
      subjectName: grant?.title ?? application?.projectTitle ?? reportTitle(record.kind),
      reportKind: record.kind,
      date: record.dueDate,
      at: localMidnight(reminderDay(record.dueDate, tier)),
    });
  }
  return reminders;
}

// ─── Demo data ───

/** Sam's awarded retrofit (seed/applications.ts): its interim report is due in 5 days, half written. */
const SAM_EMAIL = 'sam@grantwise.app';
const SAM_AWARDED_PROJECT = 'LED Lighting and Compressor Efficiency Retrofit';
/** Days from the seed's day to the due date of Sam's interim report. */
export const SAM_INTERIM_DUE_IN_DAYS = 5;
const SAM_PROGRESS =
  'The LED high-bay lighting is installed across the shop floor and the variable-speed compressor ' +
  'has run for three months. Metered electricity use is down 19% against the same months last year.';

/** What the seed's reports sent before today say (each answer of a report submitted on time). */
const SENT_ANSWER = 'As planned: the figures are in the attached statement.';

/**
 * The reports every awarded application of the seed owes. Those due before the seed's day were
 * sent on time (answered, with the application's audited statement attached); Sam's retrofit was
 * awarded so that its interim report is due in 5 days, its first answer written
 * (seed/applications.ts dates the award), and its final report is not started. Writes only with
 * `bulkAdd`.
 */
export async function seed(db: MockDatabase, users: UserRecord[], now: Date): Promise<void> {
  // A database of a version before reports (the upgrade tests seed those) has no table for them.
  if (!db.tables.some((table) => table.name === GRANT_REPORTS_TABLE)) return;
  const today = localDay(now);
  const sam = users.find((user) => user.email === SAM_EMAIL);
  const awarded = await db.applications.filter((row) => row.stage === 'Completed').toArray();
  const records = awarded.flatMap((application) => {
    const owner = users.find((user) => user.id === application.userId);
    const reports = newReportsFor(application, seededReportId).map((report): GrantReportRecord => {
      if (report.dueDate >= today || !owner) return report;
      const sentAt = new Date(`${addDays(report.dueDate, -3)}T15:00:00Z`).toISOString();
      const statement = application.auditedStatement;
      return {
        ...report,
        answers: Object.fromEntries(
          REPORT_QUESTIONS[report.kind]
            .filter((question) => question.required)
            .map((question) => [question.key, SENT_ANSWER]),
        ),
        documentLinks: Object.fromEntries(
          REPORT_DOCUMENTS[report.kind]
            .filter((document) => document.required && statement)
            .map((document) => [
              document.key,
              {
                url: statement as string,
                fileName: application.documentFiles?.auditedStatement?.fileName ?? 'statement.pdf',
              },
            ]),
        ),
        submittedAt: sentAt,
        submittedBy: personOf(owner).name,
        updated_at: sentAt,
      };
    });
    if (application.userId !== sam?.id || application.projectTitle !== SAM_AWARDED_PROJECT)
      return reports;
    const due = addDays(today, SAM_INTERIM_DUE_IN_DAYS);
    return reports.map((report) =>
      report.kind === 'interim'
        ? {
            ...report,
            // Fixed on the story's day, even when a month's end moved the award's date.
            dueDate: due,
            answers: { progress: SAM_PROGRESS },
            updated_at: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString(),
          }
        : { ...report, dueDate: addMonths(due, 6) },
    );
  });
  await reportsOf(db).bulkAdd(records);
}
