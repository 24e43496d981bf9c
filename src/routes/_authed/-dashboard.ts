import type { RouterContext } from '../../app/router-context';
import {
  type DashboardSearchParams,
  dashboardQuery,
  validateDashboardSearch,
} from '../../domain/dashboard-search';
import { keptRead } from '../../lib/read';
import type { DashboardActions, ShownPage } from '../../screens/dashboard/dashboard-api';
import type { GrantApplication } from '../../api/types';

// What /grants and /applications (the same dashboard) share: the URL they take and the reads
// their loader starts. (A file starting with '-' is not a route.)

const pageRead = keptRead<ShownPage>();
const applicationRead = keptRead<GrantApplication>();

export const dashboardRoute = {
  validateSearch: validateDashboardSearch,
  // The loader runs again on every change of the URL, as the screen stays (no loaderDeps: a new
  // set of deps would be a new match, and the route's pending frame would replace the screen
  // for a moment, the table and the focus with it). Opening an application keeps the page's read
  // (and the table): only a changed query, entering the route or Try again reads it again.
  shouldReload: true,
  loader: ({
    context,
    location,
    cause,
  }: {
    context: RouterContext;
    location: { search: Record<string, unknown> };
    cause: 'enter' | 'stay' | 'preload';
  }) => {
    const search: DashboardSearchParams = validateDashboardSearch(location.search);
    const today = new Date();
    const query = dashboardQuery(search, today);
    const { application } = search;
    const page = query
      ? pageRead(JSON.stringify(query), cause, () =>
          context.api.listGrantApplicationsPage(query).then((answer) => ({ query, page: answer })),
        )
      : null;
    const details = application
      ? applicationRead(application, cause, () => context.api.getGrantApplication(application))
      : null;
    const { listGrantApplications, saveLinkedinUrl, openDocument, exportReport } = context.api;
    const actions: DashboardActions = {
      listApplications: listGrantApplications,
      saveLinkedinUrl,
      openDocument,
      exportReport,
    };
    return { reads: { page, application: details }, today, actions };
  },
};
