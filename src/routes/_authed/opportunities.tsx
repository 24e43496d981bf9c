import { createFileRoute } from '@tanstack/react-router';
import { headFirst } from '../../app/first-paint/head-first';
import { isDecisionFilter } from '../../domain/grant-notes';
import { searchParams, uuidParam } from '../../domain/search-params';
import { TopPicksFrame } from '../../screens/grants/top-picks-frame';
import { TopPicksScreen } from '../../screens/grants/top-picks-screen';

export const Route = createFileRoute('/_authed/opportunities')({
  validateSearch: searchParams({
    q: (raw) => (typeof raw === 'string' ? raw.trim().slice(0, 200) || undefined : undefined),
    saved: (raw) => (raw === true || raw === 'true' ? (true as const) : undefined),
    eligible: (raw) => (raw === true || raw === 'true' ? (true as const) : undefined),
    sort: (raw) => (raw === 'closing' ? ('closing' as const) : undefined),
    // A saved search's link (its alert in the bell) names its sector and itself (issue 47).
    sector: (raw) => (typeof raw === 'string' ? raw.trim().slice(0, 200) || undefined : undefined),
    savedSearch: uuidParam,
    // The user's decision on a grant (notes on a grant, issue 62), or 'none'.
    decision: (raw) => (isDecisionFilter(raw) ? raw : undefined),
  }),
  // The reads start at navigation (or on hover); the screen shows them as they arrive. The
  // search and the saved filter are applied to the list on screen: they read nothing new.
  loader: ({ context: { queryClient, queries } }) => {
    void queryClient.prefetchQuery(queries.grants());
    void queryClient.prefetchQuery(queries.savedGrants());
    void queryClient.prefetchQuery(queries.fitProfile());
    void queryClient.prefetchQuery(queries.savedSearches());
    void queryClient.prefetchQuery(queries.op('listGrantDecisions', {}));
  },
  ...headFirst(TopPicksFrame),
  component: OpportunitiesRoute,
});

function OpportunitiesRoute() {
  const { q, saved, eligible, sort, sector, savedSearch, decision } = Route.useSearch();
  const { queries, writes } = Route.useRouteContext();
  return (
    <TopPicksScreen
      reads={{
        grants: queries.grants(),
        saved: queries.savedGrants(),
        fit: queries.fitProfile(),
        decisions: queries.op('listGrantDecisions', {}),
      }}
      writes={{ saveGrant: writes.saveGrant }}
      savedSearches={{
        searches: queries.savedSearches(),
        create: writes.createSavedSearch,
        update: writes.updateSavedSearch,
        remove: writes.deleteSavedSearch,
        markSeen: writes.markSavedSearchSeen,
      }}
      savedSearchId={savedSearch}
      sector={sector}
      query={q}
      savedOnly={saved === true}
      eligibleOnly={eligible === true}
      byClosing={sort === 'closing'}
      decision={decision}
    />
  );
}
