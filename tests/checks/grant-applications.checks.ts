import type { BudgetLineItem } from '../../src/api/schema.gen';
import { DEMO_SHARED_APPLICATION_ID } from '../../src/mock-server/seed/shared-applications';
import {
  SOME_UUID,
  LONG,
  sharedDraft,
  applicationFor,
  tableApplicationFor,
} from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';
import type { TestBackend } from '../support/mock-backend';
import type { DEMO_USERS } from '../../src/mock-server/seed/users';

/** Why no fault scenario opens a page on it. */
const WITHDRAW_FAULTS =
  "a write of the question asked in the application's details, not a read a page opens with: its refusal and failure show in place, with the reason kept to try again (tests/screens/withdrawal.test.tsx, the failed state of tests/model/withdrawal.model.test.tsx)";

/** A fresh submitted application of Dana's, and her token. */
async function danasSubmitted(backend: TestBackend, users: typeof DEMO_USERS) {
  const dana = await backend.signIn(users[0].email, users[0].password);
  const created = await backend.request('post', '/grant-applications', {
    token: dana,
    body: applicationFor(users[0].id),
  });
  return { dana, id: (created.body as { id: string }).id };
}

// The checks of each operation of src/mock-server/routes/grant-applications.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  createGrantApplication: {
    owned: 'application',
    async errors({ call, users, notJson, backend }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/grant-applications', { body, token });
      await create({}, null);
      await create(notJson);
      await create([]);
      await create({ userId: users[1].id });
      await create({});
      await create({
        email: 'nope',
        projectStartDate: '2030-02-01',
        projectEndDate: '2030-01-01',
        totalProjectBudget: 10,
        requestedFundingAmount: 20,
      });
      await create({
        ...applicationFor(users[0].id),
        totalProjectBudget: Number.POSITIVE_INFINITY,
        requestedFundingAmount: -5,
      });
      await create({ ...applicationFor(users[0].id), grantId: SOME_UUID });
      // A shared draft (issue 46): a stranger's or none, an editor's, another grant's, submitted.
      await create({ ...applicationFor(users[0].id), draftId: SOME_UUID });
      const shared = await sharedDraft(backend, users, 'editor');
      await create({ ...applicationFor(users[2].id), draftId: shared.id }, shared.priya);
      await create({ ...applicationFor(users[0].id), draftId: DEMO_SHARED_APPLICATION_ID });
      await backend.request('post', '/grant-applications', {
        token: shared.dana,
        body: { ...applicationFor(users[0].id), draftId: shared.id },
      });
      await create({ ...applicationFor(users[0].id), draftId: shared.id });
      // The budget table (issue 48): each of its refusals.
      const table = tableApplicationFor(users[0].id);
      const line = table.budgetLineItems?.[0] as BudgetLineItem;
      await create({ ...table, budgetLineItems: [] });
      await create({ ...table, budgetLineItems: Array.from({ length: 101 }, () => line) });
      await create({ ...table, budgetLineItems: [{ ...line, category: 'food' }] });
      await create({
        ...table,
        budgetLineItems: [{ ...line, fundedBy: 'costSharing' }],
        requestedFundingAmount: 1,
      });
      await create({
        ...table,
        budgetLineItems: [{ ...line, amountCents: 7_500_001 }],
        totalProjectBudget: 75_000.01,
        requestedFundingAmount: 75_000.01,
      });
      await create({ ...table, totalProjectBudget: table.totalProjectBudget + 1 });
      await create({ ...table, budgetLineItems: [{ ...line, description: LONG(200) }] });
      await create(
        Object.fromEntries(
          ['fullName', 'phoneNumber', 'location', 'projectTitle', 'projectLocation', 'primaryFocus']
            .map((key) => [key, LONG(200)])
            .concat(
              [
                'projectSummary',
                'objective',
                'detailedBudgetBreakdown',
                'detailedBudgedBreakdown',
                'costSharing',
                'problemStatement',
                'projectDescription',
                'projectDesc',
                'methodology',
                'specificReq',
              ].map((key) => [key, LONG(5000)]),
            )
            .concat(
              ['resumes', 'lettersCommitment', 'organizationalChart', 'auditedStatement'].map(
                (key) => [key, LONG(2048)],
              ),
            )
            .concat([['email', LONG(254)]]),
        ),
      );
    },
    async forbidden({ as, sam, users, expect }) {
      const res = await as(sam, 'post', '/grant-applications', applicationFor(users[0].id));
      expect(res.status).toBe(422);
    },
    fault: {
      screenTest: {
        file: 'e2e/faults-wizard.spec.ts',
        title: 'createGrantApplication: a server and a network failure',
      },
    },
  },
  withdrawGrantApplication: {
    owned: 'application',
    ownRecord: (backend) =>
      backend.db.applications.filter((record) => record.stage === 'Submitted').first(),
    async errors({ call, notJson, backend, users }) {
      const { dana, id } = await danasSubmitted(backend, users);
      const withdraw = (body: unknown, token?: string | null, target = id) =>
        call('post', `/grant-applications/${target}/withdraw`, { body, token });
      await withdraw({}, null);
      await withdraw({}, undefined, SOME_UUID);
      await withdraw(notJson);
      await withdraw([]);
      await withdraw({ reason: 5 });
      await withdraw({ reason: LONG(500) });
      await withdraw({ reason: 'x', why: 'y' });
      // Withdrawn once, it is not withdrawn twice; a decided one not at all.
      await backend.request('post', `/grant-applications/${id}/withdraw`, {
        token: dana,
        body: {},
      });
      await withdraw({});
      const decided = await backend.db.applications
        .filter((record) => record.userId === users[0].id && record.stage === 'Completed')
        .first();
      await withdraw({}, undefined, decided?.id ?? SOME_UUID);
    },
    async forbidden({ as, sam, dana, danas, expect }) {
      const res = await as(sam, 'post', `/grant-applications/${danas.applicationId}/withdraw`, {
        reason: 'Not mine',
      });
      expect(res.status).toBe(404);
      const after = await as(dana, 'get', `/grant-applications/${danas.applicationId}`);
      expect((after.body as { stage: string }).stage).toBe('Submitted');
    },
    fault: { provenElsewhere: WITHDRAW_FAULTS },
  },
};

export const ownerData: OwnerSetups<'application'> = {
  /** An application of Dana's to GRANT_ID. */
  async application({ as, dana, users, expect }) {
    const created = await as(dana, 'post', '/grant-applications', applicationFor(users[0].id));
    expect(created.status).toBe(201);
    return { applicationId: (created.body as { id: string }).id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    application: { applicationId: string };
  }
}
