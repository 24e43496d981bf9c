// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApplicationPayload } from '../../src/domain/application-payload';
import type { CompanyPayload } from '../../src/domain/company';
import type { DashboardApplication } from '../../src/domain/dashboard-tabs';
import type { NewGrant } from '../../src/domain/grant';
import type { NewsletterForm } from '../../src/domain/newsletter';
import type { PersonalInfoUpdate } from '../../src/domain/personal-info';
import { operations } from '../support/contract';
import type {
  CompanyInput,
  GrantApplication,
  GrantApplicationCreate,
  GrantInput,
  NewsletterRequest,
  UpdateMeRequest,
} from '../../src/api/schema.gen';

// Where a body is exactly the contract's request body, src/domain takes the generated type
// (import type). The types below are the domain's own (a builder's narrower body, the newsletter
// form's values); these checks (run by the type check of `npm run check`) tie each of them to
// openapi.yaml: a contract change that the domain does not follow fails here.
describe('domain payloads follow openapi.yaml', () => {
  it('each body a builder makes is the request body its operation declares', () => {
    expectTypeOf<ApplicationPayload>().toExtend<GrantApplicationCreate>();
    expectTypeOf<CompanyPayload>().toExtend<CompanyInput>();
    expectTypeOf<NewGrant>().toExtend<GrantInput>();
    expectTypeOf<NewsletterForm>().toExtend<NewsletterRequest>();
    expectTypeOf<PersonalInfoUpdate>().toExtend<UpdateMeRequest>();
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
    expectTypeOf<GrantApplication>().toExtend<DashboardApplication>();
    expect(operations.some((op) => op.operationId === 'listGrantApplications')).toBe(true);
  });
});
