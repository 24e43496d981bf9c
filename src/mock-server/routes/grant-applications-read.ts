import { isIsoDate } from '../../domain/calendar-date';
import {
  type DashboardPageQuery,
  createdAtBounds,
  pageOfTab,
  pageQueryErrors,
} from '../../domain/dashboard-page';
import { END_BEFORE_START_MESSAGE } from '../../domain/dashboard-search';
import type { components } from '../../api/schema.gen';
import { applicationRowsInOrder, withGrants } from '../applications-read-model';
import { type HandlerContext, assertValid, jsonBody, ok, requireUser, findOwned } from '../http';
import { defineHandlers } from '../handlers';

type GrantApplication = components['schemas']['GrantApplication'];
type GrantApplicationsPage = components['schemas']['GrantApplicationsPage'];

function dateError(value: unknown, label: string): string | undefined {
  if (value === undefined || value === null || value === '') return `${label} is required`;
  return isIsoDate(value) ? undefined : `${label} must be a date (YYYY-MM-DD)`;
}

/** The body's date range, or a 422: both dates real, the end not before the start. */
function dateRange(body: Record<string, unknown>, more: Record<string, string | undefined> = {}) {
  const { startDate, endDate } = body;
  assertValid({
    startDate: dateError(startDate, 'Start date'),
    endDate: dateError(endDate, 'End date'),
    ...more,
  });
  const range = { startDate: startDate as string, endDate: endDate as string };
  assertValid({ endDate: range.endDate < range.startDate ? END_BEFORE_START_MESSAGE : undefined });
  return range;
}

/** The dashboard's page: the caller's rows of the range, in order, cut to the tab and the page. */
async function listPage(ctx: HandlerContext): Promise<GrantApplicationsPage> {
  const user = await requireUser(ctx);
  const body = jsonBody(ctx);
  const range = dateRange(body, pageQueryErrors(body));
  const query = { ...body, ...range } as DashboardPageQuery;
  const ordered = await applicationRowsInOrder(ctx.db, user.id, {
    key: query.sortBy,
    direction: query.sortDirection,
  });
  const { lower, upper } = createdAtBounds(range);
  const inRange = ordered.filter((row) => row.created_at >= lower && row.created_at < upper);
  const page = pageOfTab(inRange, query, ctx.now());
  // The page's full records by primary key; the grant summaries come with the rows.
  const records = await ctx.db.applications.bulkGet(page.items.map((row) => row.id));
  const items: GrantApplication[] = [];
  records.forEach((record, index) => {
    const row = page.items[index];
    if (record && row && record.userId === user.id) items.push({ ...record, grant: row.grant });
  });
  return { ...page, items };
}

export const handlers = defineHandlers({
  async listGrantApplications(ctx) {
    const user = await requireUser(ctx);
    const { lower, upper } = createdAtBounds(dateRange(jsonBody(ctx)));
    // Whole days: from the start day's first moment up to (not including) the day after the end.
    const records = await ctx.db.applications
      .where('[userId+created_at]')
      .between([user.id, lower], [user.id, upper], true, false)
      .reverse()
      .toArray();
    return ok(await withGrants(ctx.db, records));
  },
  async listGrantApplicationsPage(ctx) {
    return ok(await listPage(ctx));
  },
  async getGrantApplication(ctx) {
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
});
