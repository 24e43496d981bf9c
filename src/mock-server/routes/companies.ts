import {
  COMPANY_MESSAGES,
  type CompanyValues,
  toCompanyPayload,
  validateCompany,
} from '../../domain/company';
import { LIMITS } from '../../domain/limits';
import type { CompanyRecord } from '../db';
import {
  type HandlerContext,
  assertValid,
  assertWithinLimits,
  jsonBody,
  newId,
  noContent,
  ok,
  requireUser,
  stringField,
  validationFailed,
  findOwned,
} from '../http';
import { defineHandlers } from '../handlers';

/** The contract's view of a stored company: never the owner id. */
export function toCompany(record: CompanyRecord) {
  const { userId: _userId, ...company } = record;
  return company;
}

/** A create/update body checked with the form's own rules, trimmed as the form sends it. */
function validCompanyBody(ctx: HandlerContext) {
  const body = jsonBody(ctx);
  assertWithinLimits(body, {
    ein: LIMITS.shortText,
    email: LIMITS.email,
    name: LIMITS.shortText,
    dba: LIMITS.shortText,
    address: LIMITS.shortText,
    industry: LIMITS.shortText,
    website: LIMITS.url,
  });
  const values: CompanyValues = {
    ein: stringField(body, 'ein'),
    email: stringField(body, 'email'),
    name: stringField(body, 'name'),
    dba: stringField(body, 'dba'),
    address: stringField(body, 'address'),
    industry: stringField(body, 'industry'),
    website: stringField(body, 'website'),
    organizationType: stringField(body, 'organizationType'),
  };
  assertValid(validateCompany(values));
  return toCompanyPayload(values);
}

export const handlers = defineHandlers({
  async createCompany(ctx) {
    const user = await requireUser(ctx);
    const company = validCompanyBody(ctx);
    if (await ctx.db.companies.where('userId').equals(user.id).count()) {
      throw validationFailed({ company: 'companyAlreadyExists' }, COMPANY_MESSAGES.alreadyExists);
    }
    const record: CompanyRecord = { id: newId(), userId: user.id, ...company };
    await ctx.db.companies.add(record);
    return ok(toCompany(record), 201);
  },
  async getMyCompany(ctx) {
    const user = await requireUser(ctx);
    const record = await ctx.db.companies.where('userId').equals(user.id).first();
    // No company yet is an answer, not an error (openapi.yaml).
    if (!record) return noContent();
    return ok(toCompany(record));
  },
  async updateCompany(ctx) {
    const user = await requireUser(ctx);
    const record = await findOwned(ctx.db.companies, ctx.request.params.id, user.id, 'Company');
    const company = validCompanyBody(ctx);
    const updated: CompanyRecord = { ...record, ...company };
    await ctx.db.companies.put(updated);
    return ok(toCompany(updated));
  },
});
