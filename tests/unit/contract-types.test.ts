// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import type { ApplicationPayload } from '../../src/domain/application-payload';
import type { CompanyPayload } from '../../src/domain/company';
import type { DashboardApplication } from '../../src/domain/dashboard-tabs';
import type { NewGrant } from '../../src/domain/grant';
import type { NewsletterForm } from '../../src/domain/newsletter';
import type { PersonalInfoUpdate } from '../../src/domain/personal-info';
import { operations } from '../support/contract';

type Schemas = components['schemas'];

// Where a body is exactly the contract's request body, src/domain takes the generated type
// (import type). The types below are the domain's own (a builder's narrower body, the newsletter
// form's values); these checks (run by the type check of `npm run check`) tie each of them to
// openapi.yaml: a contract change that the domain does not follow fails here.
describe('domain payloads follow openapi.yaml', () => {
  it('each body a builder makes is the request body its operation declares', () => {
    expectTypeOf<ApplicationPayload>().toExtend<Schemas['GrantApplicationCreate']>();
    expectTypeOf<CompanyPayload>().toExtend<Schemas['CompanyInput']>();
    expectTypeOf<NewGrant>().toExtend<Schemas['GrantInput']>();
    expectTypeOf<NewsletterForm>().toExtend<Schemas['NewsletterRequest']>();
    expectTypeOf<PersonalInfoUpdate>().toExtend<Schemas['UpdateMeRequest']>();
    const bodies = operations
      .filter((op) =>
        [
          'createGrantApplication',
          'createCompany',
          'createGrant',
          'subscribeNewsletter',
          'updateMe',
        ].includes(op.operationId),
      )
      .map((op) => op.operationId);
    expect(bodies).toHaveLength(5);
  });

  it('what the dashboard reads is part of the application record', () => {
    expectTypeOf<Schemas['GrantApplication']>().toExtend<DashboardApplication>();
    expect(operations.some((op) => op.operationId === 'listGrantApplications')).toBe(true);
  });
});
