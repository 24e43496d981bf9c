import type { GrantDecision, GrantDecisionValue, GrantNote } from '../../api/schema.gen';
import { GRANT_NOTE_MESSAGES, isGrantDecision, noteError } from '../../domain/grant-notes';
import type { MockDatabase, UserRecord } from '../db';
import {
  type HandlerContext,
  assertValid,
  jsonBody,
  newId,
  noContent,
  notFound,
  ok,
  requireUser,
} from '../http';
import { defineHandlers } from '../handlers';
import { findGrant } from './grants';
import { personOf } from './shared-applications/access';

// Notes on a grant (issue 62): a user's notes and their decision on a grant. A note is its
// author's: others read it only as members of an application to that grant written together
// (all its members' notes), and only its author changes or deletes it. The tables are declared in
// db-schema.ts (version 7) and read here by name, with their records' types beside them.

interface GrantNoteRecord {
  id: string;
  grantId: string;
  userId: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

interface GrantDecisionRecord {
  userId: string;
  grantId: string;
  decision: GrantDecisionValue;
  updatedAt: string;
}

const notesOf = (db: MockDatabase) => db.table<GrantNoteRecord, string>('grantNotes');
const decisionsOf = (db: MockDatabase) =>
  db.table<GrantDecisionRecord, [string, string]>('grantDecisions');

/** The grant the path names (404 when there is none, as getGrant answers). */
const requireGrant = async (ctx: HandlerContext): Promise<string> =>
  (await findGrant(ctx.db, ctx.request.params.id ?? '')).id;

/** Whose notes on this grant the caller reads: theirs, and their co-applicants' on it. */
async function authorsFor(db: MockDatabase, userId: string, grantId: string): Promise<string[]> {
  const memberships = await db.sharedMembers.where('userId').equals(userId).toArray();
  const applications = await db.sharedApplications.bulkGet(
    memberships.map((member) => member.applicationId),
  );
  const onGrant = applications.filter((application) => application?.grantId === grantId);
  const members = await db.sharedMembers
    .where('applicationId')
    .anyOf(onGrant.map((application) => application!.id))
    .toArray();
  return [...new Set([userId, ...members.map((member) => member.userId)])];
}

async function toNote(db: MockDatabase, record: GrantNoteRecord, callerId: string) {
  const author = await db.users.get(record.userId);
  const note: GrantNote = {
    id: record.id,
    grantId: record.grantId,
    text: record.text,
    author: author ? personOf(author) : { userId: record.userId, name: '' },
    mine: record.userId === callerId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  return note;
}

/** The caller's own note the path names (404 for another's or none). */
async function ownNote(ctx: HandlerContext, userId: string): Promise<GrantNoteRecord> {
  const grantId = await requireGrant(ctx);
  const note = await notesOf(ctx.db).get(ctx.request.params.noteId ?? '');
  if (!note || note.userId !== userId || note.grantId !== grantId) throw notFound('Note');
  return note;
}

/** The note's text as stored (trimmed), or a 422 naming it. */
function textOf(ctx: HandlerContext): string {
  const text = jsonBody(ctx).text;
  const value = typeof text === 'string' ? text : '';
  assertValid({ text: noteError(value) });
  return value.trim();
}

export const handlers = defineHandlers({
  async listGrantNotes(ctx) {
    const user = await requireUser(ctx);
    const grantId = await requireGrant(ctx);
    const authors = await authorsFor(ctx.db, user.id, grantId);
    const records = await notesOf(ctx.db)
      .where('[grantId+userId]')
      .anyOf(authors.map((author) => [grantId, author]))
      .toArray();
    records.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return ok(await Promise.all(records.map((record) => toNote(ctx.db, record, user.id))));
  },
  async createGrantNote(ctx) {
    const user = await requireUser(ctx);
    const grantId = await requireGrant(ctx);
    const text = textOf(ctx);
    const now = ctx.now().toISOString();
    const record: GrantNoteRecord = {
      id: newId(),
      grantId,
      userId: user.id,
      text,
      createdAt: now,
      updatedAt: now,
    };
    await notesOf(ctx.db).add(record);
    return ok(await toNote(ctx.db, record, user.id), 201);
  },
  async updateGrantNote(ctx) {
    const user = await requireUser(ctx);
    const text = textOf(ctx);
    const note = await ownNote(ctx, user.id);
    const next = { ...note, text, updatedAt: ctx.now().toISOString() };
    await notesOf(ctx.db).put(next);
    return ok(await toNote(ctx.db, next, user.id));
  },
  async deleteGrantNote(ctx) {
    const user = await requireUser(ctx);
    const note = await ownNote(ctx, user.id);
    await notesOf(ctx.db).delete(note.id);
    return noContent();
  },
  async setGrantDecision(ctx) {
    const user = await requireUser(ctx);
    const grantId = await requireGrant(ctx);
    const { decision } = jsonBody(ctx);
    assertValid({
      decision:
        decision === null || isGrantDecision(decision)
          ? undefined
          : GRANT_NOTE_MESSAGES.decisionInvalid,
    });
    const updatedAt = ctx.now().toISOString();
    if (decision === null) await decisionsOf(ctx.db).delete([user.id, grantId]);
    else if (isGrantDecision(decision))
      await decisionsOf(ctx.db).put({ userId: user.id, grantId, decision, updatedAt });
    const answer: GrantDecision = {
      grantId,
      decision: isGrantDecision(decision) ? decision : null,
      updatedAt,
    };
    return ok(answer);
  },
  async listGrantDecisions(ctx) {
    const user = await requireUser(ctx);
    const records = await decisionsOf(ctx.db).where('userId').equals(user.id).toArray();
    records.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return ok(
      records.map(({ grantId, decision, updatedAt }): GrantDecision => ({
        grantId,
        decision,
        updatedAt,
      })),
    );
  },
});

// ─── Demo data ───

const HOUR = 60 * 60 * 1000;

/**
 * The demo's notes and decisions: Dana is interested in the refugee integration grant she saved,
 * with a note to herself; on the clean-energy award Sam writes with Priya, each left a note the
 * other reads (the tour's account shows how co-applicants sort a grant together).
 */
const DEMO_NOTES = [
  {
    email: 'demo@grantwise.app',
    // Refugee Family Integration Grant (seed/grants.ts), saved by Dana.
    grantId: '6a8b0c2d-7e9f-4ab1-8c3d-5e6f7a8b9c0d',
    text: 'Ask the programme officer whether our ESL classes count as integration services.',
    hoursAgo: 30,
    decision: 'interested' as const,
  },
  {
    email: 'sam@grantwise.app',
    // Small Business Clean Energy Innovation Award (seed/grants.ts), written with Priya.
    grantId: '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c',
    text: 'The award favours pilots with a utility partner: call Midwest Power before we submit.',
    hoursAgo: 26,
    decision: 'applying' as const,
  },
  {
    email: 'priya@grantwise.app',
    grantId: '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c',
    text: 'Budget: keep equipment under 40% of the request, as the criteria suggest.',
    hoursAgo: 20,
    decision: null,
  },
];

export async function seed(db: MockDatabase, users: UserRecord[], now: Date): Promise<void> {
  for (const note of DEMO_NOTES) {
    const user = users.find((candidate) => candidate.email === note.email);
    if (!user || !(await db.grants.get(note.grantId))) continue;
    const at = new Date(now.getTime() - note.hoursAgo * HOUR).toISOString();
    await notesOf(db).add({
      id: newId(),
      grantId: note.grantId,
      userId: user.id,
      text: note.text,
      createdAt: at,
      updatedAt: at,
    });
    if (note.decision)
      await decisionsOf(db).put({
        userId: user.id,
        grantId: note.grantId,
        decision: note.decision,
        updatedAt: at,
      });
  }
}
