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
        file: 'faults-wizard.spec.ts',
        title: 'createGrantApplication: a server and a network failure',
      },
    },
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
