import { describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { budgetTotals, dollarsToCents } from '../../src/domain/budget';
import { TABLE_ANSWERS } from '../unit/application-fixtures';
import { newAccount } from './support/accounts';
import { api } from './support/server';
import type { Grant, GrantApplication } from '../../src/api/schema.gen';

// The wizard's journey with its budget table (issue 48), over HTTP: the application is sent with
// its lines in cents, stored and read back with them; the server refuses, with the form's
// messages, totals above the grant's funding size and totals that are not the lines' sums.

describe('an application with a budget table', () => {
  it('is submitted with its lines, read back with them, and checked as the form checks it', async () => {
    const owner = await newAccount(api, 'budget');
    const asOwner = { token: owner.token };
    const requested = budgetTotals(TABLE_ANSWERS.budget.lines).requested;
    const grants = (await api.call('get', '/grants', asOwner)).body as Grant[];
    const roomy = grants.find((grant) => dollarsToCents(grant.fundingSize) >= requested);
    const tight = grants.find((grant) => dollarsToCents(grant.fundingSize) < requested);
    expect(roomy, 'a grant large enough for the table').toBeDefined();
    const payload = buildApplicationPayload(TABLE_ANSWERS, {
      userId: owner.user.id,
      grantId: roomy!.id,
    });

    const created = await api.call('post', '/grant-applications', { ...asOwner, json: payload });
    expect(created.status).toBe(201);
    const application = created.body as GrantApplication;
    expect(application.budgetLineItems).toEqual(payload.budgetLineItems);
    expect(application.totalProjectBudget).toBe(98000.55);
    expect(application.requestedFundingAmount).toBe(60000.55);

    const read = await api.call('get', `/grant-applications/${application.id}`, asOwner);
    expect((read.body as GrantApplication).budgetLineItems).toEqual(payload.budgetLineItems);

    const mismatch = await api.call('post', '/grant-applications', {
      ...asOwner,
      json: { ...payload, totalProjectBudget: 98000 },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({
      errors: { budgetLineItems: 'Totals do not add up to the budget lines' },
    });

    if (tight) {
      const above = await api.call('post', '/grant-applications', {
        ...asOwner,
        json: { ...payload, grantId: tight.id },
      });
      expect(above.status).toBe(422);
      expect(above.body).toMatchObject({
        errors: { budgetLineItems: "Requested amount cannot exceed the grant's funding size" },
      });
    }
  });
});
