import { createFileRoute } from '@tanstack/react-router';
import { searchParams, uuidParam } from '../../domain/search-params';
import { headFirst } from '../../app/first-paint/head-first';
import { ReportLoading } from '../../screens/reports/report-loading';
import { ReportNotFound, ReportScreen } from '../../screens/reports/report-screen';

// A grant report after an award (issue 66, part 5): only a UUID reaches the API; anything else
// shows the not-found page. The report's read starts with the navigation, alongside the wizard's
// code; the wizard reads it from the same cache.
const validateSearch = searchParams({ id: uuidParam });

export const Route = createFileRoute('/_authed/report')({
  validateSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient, queries, logic }, deps }) => {
    if (deps.id)
      void queryClient.prefetchQuery(
        queries.op('getGrantReport', { params: { path: { id: deps.id } } }),
      );
    return { wizard: await logic.reportWizard(), today: new Date() };
  },
  ...headFirst(ReportLoading),
  notFoundComponent: ReportNotFound,
  component: ReportRoute,
});

function ReportRoute() {
  const { id } = Route.useSearch();
  const { wizard, today } = Route.useLoaderData();
  const { queries } = Route.useRouteContext();
  if (!id) return <ReportNotFound />;
  return (
    <ReportScreen
      // Another report is another wizard.
      key={id}
      logic={wizard}
      reportId={id}
      library={queries.libraryDocuments()}
      today={today}
    />
  );
}
