import type { CoApplicantField } from '../../lib/demo-calls';
import type { FieldVersion, SharedApplicationAnswers } from '../../api/schema.gen';
import { EMPTY_ANSWERS } from '../../domain/application';
import { fieldsOf } from '../../domain/shared-application';
import { activitySentence } from '../../domain/sharing';
import type { MockDatabase, SharedApplicationRecord, UserRecord } from '../db';
import { personOf } from '../routes/shared-applications/access';
import { applySave } from '../routes/shared-applications/draft';
import { SEEDED_DRAFT_GRANT_ID, seededDrafts } from './drafts';
import { DEMO_USERS } from './users';
import { newLinkSecret, sendInvitationMail } from '../mail';

// Applying together (issue 46): the demo account's draft to the Early Childhood Literacy Grant
// is a shared application owned by Dana, with Priya Raman as its editor. Its log tells how it came
// to be (Dana started it and invited Priya, Priya joined and wrote the budget, Dana attached the
// staff's resumes), and its field versions say who wrote which answer.

const HOUR = 60 * 60 * 1000;

/** A fixed id keeps the demo's links (and the tests' requests) stable across resets. */
export const DEMO_SHARED_APPLICATION_ID = '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d';

/** The collective's finance lead, invited as a viewer; no account yet, so it waits. */
export const DEMO_PENDING_INVITEE = 'finance@eastsidefood.org';
export const DEMO_PENDING_INVITATION_ID = 'c4e8a1d2-7b3f-4e6a-9d0c-5f1b2a3c4d5e';
const DAY_HOURS = 24;

const BUDGET_PATHS = ['budget.lines', 'budget.costSharing'] as const;

/** Sam's draft written with Priya (the guided tour's account shows a log with her edits). */
export const SAM_SHARED_APPLICATION_ID = '5b2e8d4a-6c1f-4e3b-9a7d-2c8f0e1b3a5d';
/** Small Business Clean Energy Innovation Award (seed/grants.ts). */
const SAM_SHARED_GRANT_ID = '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c';

/**
 * Sam's draft to the clean-energy award, started two days ago, with Priya as an editor who wrote
 * its budget table yesterday: what the tour's "working together" step shows.
 */
async function seedSamSharedApplication(
  db: MockDatabase,
  sam: UserRecord,
  priya: UserRecord,
  now: Date,
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const samRef = personOf(sam);
  const priyaRef = personOf(priya);
  const line = (
    id: string,
    category: string,
    description: string,
    amount: string,
    fundedBy: 'grant' | 'costSharing',
  ) => ({ id, category, description, amount, fundedBy });
  const answers = fieldsOf(
    {
      ...EMPTY_ANSWERS,
      contact: {
        fullName: `${sam.firstName} ${sam.lastName}`,
        email: sam.email,
        phoneNumber: '+1 412 555 0187',
        location: 'Pittsburgh, PA',
      },
      project: {
        ...EMPTY_ANSWERS.project,
        projectTitle: 'Heat Recovery for the Welding Bays',
        projectSummary:
          'Capture the welding bays’ exhaust heat to warm the shop floor through the winter.',
      },
      budget: {
        ...EMPTY_ANSWERS.budget,
        lines: [
          line('line-1', 'equipment', 'Heat exchangers and ducting', '64000', 'grant'),
          line('line-2', 'contractual', 'Installation', '18000', 'costSharing'),
        ],
      },
    },
    true,
  );
  const by = (path: string) => (path.startsWith('budget.') ? priyaRef : samRef);
  const fieldVersions: Record<string, FieldVersion> = {};
  for (const path of Object.keys(answers)) {
    fieldVersions[path] = path.startsWith('budget.')
      ? { version: 2, by: by(path), at: at(20) }
      : { version: 1, by: by(path), at: at(48) };
  }
  await db.sharedApplications.add({
    id: SAM_SHARED_APPLICATION_ID,
    ownerId: sam.id,
    grantId: SAM_SHARED_GRANT_ID,
    state: 'draft',
    version: 2,
    answers,
    fieldVersions,
    createdAt: at(48),
    updatedAt: at(20),
  });
  await db.sharedMembers.bulkAdd([
    {
      applicationId: SAM_SHARED_APPLICATION_ID,
      userId: sam.id,
      role: 'owner',
      joinedAt: at(48),
      step: 'project',
      activeAt: at(47),
    },
    {
      applicationId: SAM_SHARED_APPLICATION_ID,
      userId: priya.id,
      role: 'editor',
      joinedAt: at(30),
      step: 'budget',
      activeAt: at(20),
    },
  ]);
  const log = [
    { at: at(48), actor: samRef, kind: 'created' as const },
    {
      at: at(48),
      actor: samRef,
      kind: 'saved' as const,
      fields: Object.keys(answers).filter((path) => !path.startsWith('budget.')),
    },
    { at: at(47), actor: samRef, kind: 'memberInvited' as const, detail: priya.email },
    { at: at(30), actor: priyaRef, kind: 'memberJoined' as const, detail: 'editor' },
    {
      at: at(20),
      actor: priyaRef,
      kind: 'saved' as const,
      fields: Object.keys(answers).filter((path) => path.startsWith('budget.')),
    },
  ];
  await db.sharedActivity.bulkAdd(
    log.map((entry, index) => ({
      id: crypto.randomUUID(),
      applicationId: SAM_SHARED_APPLICATION_ID,
      seq: index + 1,
      ...entry,
    })),
  );
}

export async function seedSharedApplications(
  db: MockDatabase,
  users: UserRecord[],
  now: Date,
): Promise<void> {
  const dana = users.find((user) => user.email === DEMO_USERS[0].email);
  const priya = users.find((user) => user.email === DEMO_USERS[2].email);
  const sam = users.find((user) => user.email === DEMO_USERS[1].email);
  const draft = seededDrafts(now)[0];
  if (sam && priya) await seedSamSharedApplication(db, sam, priya, now);
  if (!dana || !priya || !draft) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const danaRef = personOf(dana);
  const priyaRef = personOf(priya);

  // Dana's resumes from her library (seed/library.ts), attached to the documents step.
  const resumes = await db.resources
    .where('userId')
    .equals(dana.id)
    .filter((file) => file.fileName === 'key-staff-resumes.pdf')
    .first();
  const answers: SharedApplicationAnswers = {
    ...fieldsOf(draft.answers, draft.commissionAcknowledged),
    ...(resumes
      ? {
          'documents.resumes': [
            {
              url: `/api/v1/files/${resumes.id}/content`,
              fileName: resumes.fileName,
              size: resumes.size,
            },
          ],
        }
      : {}),
  };

  // Version 1: Dana's first answers (3 days ago); 2: Priya's budget (a day ago); 3: the resumes.
  const written = (version: number, by: typeof danaRef, hoursAgo: number): FieldVersion => ({
    version,
    by,
    at: at(hoursAgo),
  });
  const fieldVersions: Record<string, FieldVersion> = {};
  for (const path of Object.keys(answers)) {
    if (BUDGET_PATHS.includes(path as (typeof BUDGET_PATHS)[number]))
      fieldVersions[path] = written(2, priyaRef, 24);
    else if (path === 'documents.resumes') fieldVersions[path] = written(3, danaRef, 20);
    else fieldVersions[path] = written(1, danaRef, 72);
  }

  const application: SharedApplicationRecord = {
    id: DEMO_SHARED_APPLICATION_ID,
    ownerId: dana.id,
    grantId: SEEDED_DRAFT_GRANT_ID,
    state: 'draft',
    version: resumes ? 3 : 2,
    answers,
    fieldVersions,
    createdAt: at(72),
    updatedAt: at(resumes ? 20 : 24),
  };
  await db.sharedApplications.add(application);
  await db.sharedMembers.bulkAdd([
    {
      applicationId: application.id,
      userId: dana.id,
      role: 'owner',
      joinedAt: at(72),
      step: draft.step,
      activeAt: at(20),
    },
    {
      applicationId: application.id,
      userId: priya.id,
      role: 'editor',
      joinedAt: at(48),
      step: 'budget',
      activeAt: at(24),
    },
  ]);
  const danaFirst = Object.keys(fieldVersions).filter(
    (path) => fieldVersions[path]!.version === 1 && !path.startsWith('documents.'),
  );
  const log = [
    { at: at(72), actor: danaRef, kind: 'created' as const },
    { at: at(72), actor: danaRef, kind: 'saved' as const, fields: danaFirst },
    {
      at: at(71),
      actor: danaRef,
      kind: 'memberInvited' as const,
      detail: priya.email,
    },
    { at: at(48), actor: priyaRef, kind: 'memberJoined' as const, detail: 'editor' },
    { at: at(24), actor: priyaRef, kind: 'saved' as const, fields: [...BUDGET_PATHS] },
    ...(resumes
      ? [
          {
            at: at(20),
            actor: danaRef,
            kind: 'documentAttached' as const,
            detail: resumes.fileName,
          },
        ]
      : []),
    { at: at(19), actor: danaRef, kind: 'memberInvited' as const, detail: DEMO_PENDING_INVITEE },
  ];
  // Taken only through its mail's link (in the outbox the demo's inspector shows), or by an
  // account whose verified email is the invitee's: registering the address is not enough.
  const invitation = {
    id: DEMO_PENDING_INVITATION_ID,
    applicationId: application.id,
    email: DEMO_PENDING_INVITEE,
    role: 'viewer' as const,
    invitedBy: dana.id,
    sentAt: at(19),
    expiresAt: at(19 - 14 * DAY_HOURS),
    secret: newLinkSecret(),
  };
  await db.sharedInvitations.add(invitation);
  const grant = await db.grants.get(application.grantId);
  await sendInvitationMail(
    db,
    invitation,
    danaRef.name,
    grant?.title ?? 'a grant',
    new Date(invitation.sentAt),
  );
  await db.sharedActivity.bulkAdd(
    log.map((entry, index) => ({
      id: crypto.randomUUID(),
      applicationId: application.id,
      seq: index + 1,
      ...entry,
    })),
  );
}

// ─── The demo control: the co-applicant edits while the presenter watches ───

/** The fields the inspector can make Priya edit. */
export const CO_APPLICANT_FIELDS = [
  'budget.lines',
  'project.projectSummary',
] as const satisfies readonly CoApplicantField[];

/** What Priya adds to each draft she is on: sentences of its summary, and one budget line. */
const PRIYA_ADDS: Record<string, { sentences: string[]; line: Record<string, string> }> = {
  [DEMO_SHARED_APPLICATION_ID]: {
    sentences: [
      'Each evening ends with a library card sign-up for the whole family.',
      'Books come in English and Spanish, chosen with the families.',
      'Older siblings are trained as reading buddies for the youngest.',
    ],
    line: {
      id: 'priya-guides',
      category: 'supplies',
      description: 'Printed reading guides for parents',
      amount: '250',
      fundedBy: 'grant',
    },
  },
  [SAM_SHARED_APPLICATION_ID]: {
    sentences: [
      'The recovered heat replaces two gas heaters in the paint shop.',
      'Meters on each bay report the heat saved every month.',
    ],
    line: {
      id: 'priya-meters',
      category: 'equipment',
      description: 'Heat meters for the welding bays',
      amount: '2400',
      fundedBy: 'grant',
    },
  },
};

/** Priya's next value of a field: one more sentence of the summary, one more or dearer budget line. */
function nextValue(
  answers: SharedApplicationAnswers,
  field: CoApplicantField,
  adds: { sentences: string[]; line: Record<string, string> },
): unknown {
  if (field === 'project.projectSummary') {
    const summary = answers['project.projectSummary'] ?? '';
    const addition = adds.sentences.find((sentence) => !summary.includes(sentence));
    return addition ? `${summary} ${addition}`.trim() : adds.sentences[0];
  }
  const lines = answers['budget.lines'] ?? [];
  const added = lines.find((line) => line.id === adds.line.id);
  if (!added) return [...lines, adds.line];
  return lines.map((line) =>
    line === added ? { ...line, amount: String((Number(line.amount) || 0) + 50) } : line,
  );
}

/**
 * The demo's co-applicant, Priya, saves a change to `field` of a seeded draft she edits (Dana's,
 * or Sam's for the tour; her presence on its step is refreshed), so a presenter can show
 * presence, a merge and a conflict. Answers what the log says of it ("Priya Raman changed Budget
 * table").
 */
export async function coApplicantEdits(
  db: MockDatabase,
  field: CoApplicantField,
  now: Date,
  applicationId: string = DEMO_SHARED_APPLICATION_ID,
): Promise<string> {
  if (!CO_APPLICANT_FIELDS.includes(field)) throw new Error(`Priya cannot edit ${String(field)}`);
  const adds = PRIYA_ADDS[applicationId];
  if (!adds) throw new Error('Priya is on no such draft of the demo');
  const whose = applicationId === SAM_SHARED_APPLICATION_ID ? "Sam's" : "Dana's";
  return db.transaction('rw', db.tables, async () => {
    const priya = await db.users.where('email').equals(DEMO_USERS[2].email).first();
    const application = await db.sharedApplications.get(applicationId);
    const member = priya && (await db.sharedMembers.get([applicationId, priya.id]));
    if (!priya || !application || !member || member.role === 'viewer')
      throw new Error(`Priya is no longer an editor of ${whose} draft`);
    if (application.state === 'submitted')
      throw new Error(`${whose} draft has been submitted: it no longer changes`);
    await applySave(
      db,
      { application, member, user: priya },
      {
        baseVersion: application.version,
        changes: { [field]: nextValue(application.answers, field, adds) },
        step: field === 'budget.lines' ? 'budget' : 'project',
      },
      now,
    );
    return activitySentence({ actor: personOf(priya), kind: 'saved', fields: [field] });
  });
}
