import {
  END_BEFORE_START_MESSAGE,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
} from '../../domain/dashboard';
import type { components } from '../../api/schema.gen';
import type { ApplicationRecord, GrantRecord, MockDatabase } from '../db';
import { type RouteDef, assertValid, jsonBody, ok, requireUser, findOwned } from '../http';

type GrantApplication = components['schemas']['GrantApplication'];
type GrantSummary = components['schemas']['GrantSummary'];

function summaryOf(record: ApplicationRecord, grant: GrantRecord | undefined): GrantSummary {
  if (grant)
    return {
      id: grant.id,
      title: grant.title,
      deadline: grant.deadline,
      fundingSize: grant.fundingSize,
    };
  // The grant is gone: the application keeps its place in the history.
  return {
    id: record.grantId,
    title: 'Grant no longer available',
    deadline: record.created_at.slice(0, 10),
    fundingSize: record.requestedFundingAmount,
  };
}

/** The contract's record: the stored application with its grant's summary. */
export async function withGrants(
  db: MockDatabase,
  records: readonly ApplicationRecord[],
): Promise<GrantApplication[]> {
  const grantIds = [...new Set(records.map((record) => record.grantId))];
  const grants = await db.grants.bulkGet(grantIds);
  const byId = new Map<string, GrantRecord>();
  grants.forEach((grant) => {
    if (grant) byId.set(grant.id, grant);
  });
  return records.map((record) => ({
    ...record,
    grant: summaryOf(record, byId.get(record.grantId)),
  }));
}

function dateError(value: unknown, label: string): string | undefined {
  if (value === undefined || value === null || value === '') return `${label} is required`;
  return isIsoDate(value) ? undefined : `${label} must be a date (YYYY-MM-DD)`;
}

const nextDay = (isoDate: string): string => {
  const date = parseIsoDate(isoDate);
  date.setDate(date.getDate() + 1);
  return toIsoDate(date);
};

export const grantApplicationsReadRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/grant-applications/get',
    operationId: 'listGrantApplications',
    async handler(ctx) {
      const user = await requireUser(ctx);
      const body = jsonBody(ctx);
      const { startDate, endDate } = body;
      assertValid({
        startDate: dateError(startDate, 'Start date'),
        endDate: dateError(endDate, 'End date'),
      });
      const start = startDate as string;
      const end = endDate as string;
      assertValid({ endDate: end < start ? END_BEFORE_START_MESSAGE : undefined });
      // Whole days: from the start day's first moment up to (not including) the day after the end.
      const records = await ctx.db.applications
        .where('[userId+created_at]')
        .between([user.id, `${start}T00:00:00`], [user.id, `${nextDay(end)}T00:00:00`], true, false)
        .reverse()
        .toArray();
      return ok(await withGrants(ctx.db, records));
    },
  },
  {
    method: 'get',
    path: '/grant-applications/{id}',
    operationId: 'getGrantApplication',
    async handler(ctx) {
      const user = await requireUser(ctx);
      const record = await findOwned(
        ctx.db.applications,
        ctx.request.params.id,
        user.id,
        'Grant application',
      );
      const [application] = await withGrants(ctx.db, [record]);
      return ok(application);
    },
  },
];
