import {
  type GrantBasics,
  type GrantDetails,
  buildNewGrant,
  validateGrantBasics,
  validateGrantDetails,
} from '../../domain/grant';
import { LIMITS } from '../../domain/limits';
import { isUuid } from '../../domain/safe-url';
import type { GrantRecord, MockDatabase } from '../db';
import {
  assertValid,
  assertWithinLimits,
  jsonBody,
  newId,
  notFound,
  ok,
  requireUser,
  stringField,
} from '../http';
import { defineHandlers } from '../handlers';

/** The contract's Grant: the record without what the server keeps to itself. */
export function toGrant(record: GrantRecord) {
  const { createdBy: _createdBy, ...grant } = record;
  return grant;
}

/** A grant by id, or the 404 (a malformed id is simply not found). */
export async function findGrant(db: MockDatabase, id: string): Promise<GrantRecord> {
  const grant = isUuid(id) ? await db.grants.get(id.toLowerCase()) : undefined;
  if (!grant) throw notFound('Grant');
  return grant;
}

/** The amount as the wizard's rules read it: a JSON number, or nothing. */
const amountText = (value: unknown): string =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'NaN') : '';

export const handlers = defineHandlers({
  async listGrants(ctx) {
    await requireUser(ctx);
    const grants = await ctx.db.grants.orderBy('createdAt').reverse().toArray();
    return ok(grants.map(toGrant));
  },
  async createGrant(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    assertWithinLimits(body, {
      title: LIMITS.shortText,
      sector: LIMITS.shortText,
      sectorFocus: LIMITS.shortText,
      agencyName: LIMITS.shortText,
      motive: LIMITS.longText,
      description: LIMITS.longText,
      sectorDescription: LIMITS.longText,
      criteria: LIMITS.longText,
    });
    const basics: GrantBasics = {
      title: stringField(body, 'title'),
      sector: stringField(body, 'sector'),
      sectorFocus: stringField(body, 'sectorFocus'),
      fundingSize: amountText(body.fundingSize),
      deadline: stringField(body, 'deadline'),
      organizationType: stringField(body, 'organizationType'),
    };
    const details: GrantDetails = {
      motive: stringField(body, 'motive'),
      description: stringField(body, 'description'),
      sectorDescription: stringField(body, 'sectorDescription'),
      criteria: stringField(body, 'criteria'),
      projectStage: stringField(body, 'projectStage'),
    };
    const status = body.status;
    const agencyName = body.agencyName;
    assertValid({
      ...validateGrantBasics(basics, ctx.now()),
      ...validateGrantDetails(details),
      status:
        status === undefined || status === 'active' || status === 'closed'
          ? undefined
          : 'Status must be active or closed',
      agencyName:
        agencyName === undefined || agencyName === null || typeof agencyName === 'string'
          ? undefined
          : 'Agency name must be text',
    });
    const record: GrantRecord = {
      ...buildNewGrant(basics, details),
      status: status === 'closed' ? 'closed' : 'active',
      id: newId(),
      agencyName:
        typeof agencyName === 'string' && agencyName.trim() !== '' ? agencyName.trim() : null,
      createdAt: ctx.now().toISOString(),
      createdBy: user.id,
    };
    await ctx.db.grants.add(record);
    return ok(toGrant(record), 201);
  },
  async getGrant(ctx) {
    await requireUser(ctx);
    return ok(toGrant(await findGrant(ctx.db, ctx.request.params.id ?? '')));
  },
});
