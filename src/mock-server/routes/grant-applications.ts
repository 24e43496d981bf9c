import {
  answersFromPayload,
  budgetModeOf,
  budgetTableProblem,
  validateAnswers,
} from '../application-body';
import { validateBudget } from '../../domain/application';
import { buildApplicationPayload } from '../../domain/application-payload';
import { commissionOf } from '../../domain/application';
import { generateApplicationNarrative } from '../../domain/application-narrative';
import { LIMITS, TOO_LONG, TOO_LONG_MESSAGE } from '../../domain/limits';
import { isUuid } from '../../domain/safe-url';
import type { ApplicationRecord } from '../db';
import { documentFilesOf } from '../document-files';
import { type UnnumberedApplication, giveReceipts } from '../tracking-numbers';
import { documentOwnersOf } from '../shared-documents';
import {
  HttpError,
  assertValid,
  assertWithinLimits,
  findOwned,
  jsonBody,
  newId,
  ok,
  requireUser,
  validationFailed,
} from '../http';
import { WITHDRAWN, reasonError, reasonOf, withdrawalRefusal } from '../../domain/withdrawal';
import { logActivity } from './shared-applications/activity';
import { personOf } from './shared-applications/access';
import { defineHandlers } from '../handlers';
import { withGrants } from '../applications-read-model';
import { draftToSubmit, markSubmitted } from './shared-applications/draft';

// POST /grant-applications: the wizard's payload, checked with the wizard's own rules; and its
// owner's withdrawal before a decision (issue 66). (The dashboard's reads live in
// grant-applications-read.ts.)

/** The contract's `maxLength` of each text of `GrantApplicationCreate`. */
const APPLICATION_LIMITS: Readonly<Record<string, number>> = {
  fullName: LIMITS.shortText,
  email: LIMITS.email,
  phoneNumber: LIMITS.shortText,
  location: LIMITS.shortText,
  projectTitle: LIMITS.shortText,
  projectLocation: LIMITS.shortText,
  primaryFocus: LIMITS.shortText,
  projectSummary: LIMITS.longText,
  objective: LIMITS.longText,
  detailedBudgetBreakdown: LIMITS.longText,
  detailedBudgedBreakdown: LIMITS.longText,
  costSharing: LIMITS.longText,
  problemStatement: LIMITS.longText,
  projectDescription: LIMITS.longText,
  projectDesc: LIMITS.longText,
  methodology: LIMITS.longText,
  specificReq: LIMITS.longText,
  resumes: LIMITS.url,
  lettersCommitment: LIMITS.url,
  organizationalChart: LIMITS.url,
  auditedStatement: LIMITS.url,
};

export const handlers = defineHandlers({
  async createGrantApplication(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    assertWithinLimits(body, APPLICATION_LIMITS);
    if (body.userId !== undefined && body.userId !== user.id) {
      throw validationFailed({ userId: 'The application must be made by the signed-in user' });
    }
    // Submitting a shared draft: only its owner, only once, only for its grant.
    const draft = await draftToSubmit(ctx.db, user, body.draftId, body.grantId);
    const answers = answersFromPayload(body);
    assertValid({
      ...validateAnswers(answers, budgetModeOf(body)),
      commissionAcknowledged:
        body.commissionAcknowledged === true ? undefined : 'Please acknowledge the 20% commission',
    });
    const grantId = typeof body.grantId === 'string' ? body.grantId.toLowerCase() : '';
    const grant = isUuid(grantId) ? await ctx.db.grants.get(grantId) : undefined;
    if (!grant) throw validationFailed({ grantId: 'grantNotFound' }, 'Grant not found');
    // The table against the grant (the form's rule), then its totals against the lines.
    const { budgetLineItems: tableError } = validateBudget(answers.budget, {
      ...budgetModeOf(body),
      fundingSize: grant.fundingSize,
    });
    const tableProblem = budgetTableProblem(body, answers.budget.lines);
    if (tableProblem === TOO_LONG) {
      throw validationFailed({ budgetLineItems: TOO_LONG }, TOO_LONG_MESSAGE);
    }
    if (tableProblem || tableError) {
      throw validationFailed({ budgetLineItems: (tableProblem ?? tableError) as string });
    }

    const payload = buildApplicationPayload(answers, { userId: user.id, grantId: grant.id });
    const now = ctx.now().toISOString();
    const unnumbered: UnnumberedApplication = {
      id: newId(),
      userId: user.id,
      grantId: grant.id,
      fullname: payload.fullName,
      email: payload.email,
      phoneNumber: payload.phoneNumber,
      location: payload.location,
      projectTitle: payload.projectTitle,
      projectStartDate: payload.projectStartDate,
      projectEndDate: payload.projectEndDate,
      projectLocation: payload.projectLocation,
      targetAudience: payload.targetAudience,
      projectSummary: payload.projectSummary,
      objective: payload.objective,
      totalProjectBudget: payload.totalProjectBudget,
      requestedFundingAmount: payload.requestedFundingAmount,
      detailedBudgedBreakdown: payload.detailedBudgedBreakdown,
      costSharing: payload.costSharing,
      problemStatement: payload.problemStatement,
      projectDesc: payload.projectDesc,
      methodology: payload.methodology,
      resumes: payload.resumes,
      lettersCommitment: payload.lettersCommitment,
      organizationalChart: payload.organizationalChart,
      auditedStatement: payload.auditedStatement,
      geoScope: payload.geoScope,
      projectValue: payload.projectValue,
      timeline: payload.timeline,
      primaryFocus: payload.primaryFocus,
      sector: grant.sector ?? null,
      specificReq: payload.specificReq,
      projectStage: payload.stage,
      stage: 'Submitted',
      commission: commissionOf(payload.requestedFundingAmount),
      ...(payload.budgetLineItems ? { budgetLineItems: payload.budgetLineItems } : {}),
      documentFiles: await documentFilesOf(
        ctx.db,
        user.id,
        payload,
        draft ? await documentOwnersOf(ctx.db, draft) : undefined,
      ),
      generatedDraft: generateApplicationNarrative(payload, grant),
      created_at: now,
      updated_at: now,
    };
    // The receipt: the next tracking number, and the moment the server took the submission.
    const [record] = (await giveReceipts(ctx.db, [unnumbered])) as [ApplicationRecord];
    if (draft) {
      record.draftId = draft.id;
      record.lastActivity = await markSubmitted(ctx.db, draft, record.id, user, now);
    }
    await ctx.db.applications.add(record);
    const [created] = await withGrants(ctx.db, [record]);
    return ok(created, 201);
  },
  async withdrawGrantApplication(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    // Another user's application answers as a missing one (404): ids reveal nothing.
    const record = await findOwned(
      ctx.db.applications,
      ctx.request.params.id,
      user.id,
      'Grant application',
    );
    assertValid({ reason: reasonError(body.reason) });
    const refusal = withdrawalRefusal(record.stage);
    if (refusal) throw new HttpError(409, refusal);
    const at = ctx.now().toISOString();
    const note = typeof body.reason === 'string' ? reasonOf(body.reason) : undefined;
    const stageHistory = [
      ...(record.stageHistory ?? []),
      { stage: WITHDRAWN, at, ...(note ? { note } : {}) },
    ];
    await ctx.db.applications.update(record.id, { stage: WITHDRAWN, stageHistory, updated_at: at });
    // Written together: its members read the withdrawal (and the reason) in its log.
    const shared = await ctx.db.sharedApplications
      .filter((row) => row.applicationId === record.id)
      .first();
    if (shared) {
      await logActivity(ctx.db, shared, {
        at,
        actor: personOf(user),
        kind: 'withdrawn',
        ...(note ? { detail: note } : {}),
      });
    }
    const stored = (await ctx.db.applications.get(record.id)) as ApplicationRecord;
    const [withdrawn] = await withGrants(ctx.db, [stored]);
    return ok(withdrawn);
  },
});
