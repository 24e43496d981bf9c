import type { RouterContext } from '../../app/router-context';
import { toIsoDate } from '../../domain/calendar-date';
import {
  type DashboardSearchParams,
  dashboardQuery,
  validateDashboardSearch,
} from '../../domain/dashboard-search';

// What /grants and /applications (the same dashboard) share: the URL they take and the reads
// their loader starts. (A file starting with '-' is not a route.)

/** Today, one Date a calendar day: a new URL the same day keeps it, and the page's memo holds. */
let shownToday: Date | null = null;
function today(): Date {
  const now = new Date();
  if (shownToday === null || toIsoDate(shownToday) !== toIsoDate(now)) shownToday = now;
  return shownToday;
}

export const dashboardRoute = {
  validateSearch: validateDashboardSearch,
  // The loader runs again on every change of the URL, as the screen stays (no loaderDeps: a new
  // set of deps would be a new match, and the route's pending frame would replace the screen
  // for a moment, the table and the focus with it). Opening an application reads only it: the
  // page's read is in the cache (a query reads again once it is stale, or after a write).
  shouldReload: true,
  loader: async ({
    context: { queryClient, queries, logic },
    location,
    cause,
  }: {
    context: RouterContext;
    location: { search: Record<string, unknown> };
    cause: 'enter' | 'stay' | 'preload';
  }) => {
    const search: DashboardSearchParams = validateDashboardSearch(location.search);
    const day = today();
    // Entering, the reads start before the screen's code has loaded; staying (another tab,
    // page or application), the screen on show reads what it is asked for itself.
    if (cause !== 'stay') {
      const query = dashboardQuery(search, day);
      if (query) void queryClient.prefetchQuery(queries.applicationsPage(query));
      if (search.application)
        void queryClient.prefetchQuery(queries.application(search.application));
      void queryClient.prefetchQuery(queries.invitations());
      void queryClient.prefetchQuery(queries.sharedApplications());
      void queryClient.prefetchQuery(queries.op('listGrantReports', {}));
    }
    if (search.shared)
      void queryClient.prefetchQuery(queries.sharedApplicationActivity(search.shared));
    // The people panel's code comes when an application opens (it shows in its details); the
    // details show without it when it cannot load (offline, a stale build).
    const sharing =
      search.application || search.shared ? await logic.sharing().catch(() => null) : null;
    // Withdrawing is asked in an application's details: its code comes with them, or not at all.
    const withdrawal = search.application ? await logic.withdrawal().catch(() => null) : null;
    return { today: day, sharing, withdrawal };
  },
};
