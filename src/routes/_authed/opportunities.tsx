import { createFileRoute } from '@tanstack/react-router';
import { headFirst } from '../../app/first-paint/head-first';
import { EMPTY_FIT_PROFILE } from '../../domain/fit-profile';
import { searchParams, uuidParam } from '../../domain/search-params';
import { startRead, useReread } from '../../lib/read';
import { TopPicksFrame } from '../../screens/grants/top-picks-frame';
import { TopPicksScreen } from '../../screens/grants/top-picks-screen';

export const Route = createFileRoute('/_authed/opportunities')({
  validateSearch: searchParams({
    q: (raw) => (typeof raw === 'string' ? raw.trim().slice(0, 200) || undefined : undefined),
    saved: (raw) => (raw === true || raw === 'true' ? (true as const) : undefined),
    eligible: (raw) => (raw === true || raw === 'true' ? (true as const) : undefined),
    // A saved search's link (its alert in the bell) names its sector and itself (issue 47).
    sector: (raw) => (typeof raw === 'string' ? raw.trim().slice(0, 200) || undefined : undefined),
    savedSearch: uuidParam,
  }),
  // The search and the saved filter are applied to the list on screen: they read nothing new.
  loader: ({ context }) => ({
    reads: {
      grants: startRead(context.api.listGrants()),
      saved: startRead(context.api.listSavedGrants()),
      // The order and the badges are a help, not the list: without them, the list as it comes.
      fit: startRead(context.api.readFitProfile().catch(() => EMPTY_FIT_PROFILE)),
    },
    actions: { saveGrant: context.api.saveGrant, unsaveGrant: context.api.unsaveGrant },
  }),
  ...headFirst(TopPicksFrame),
  component: OpportunitiesRoute,
});

function OpportunitiesRoute() {
  const { q, saved, eligible } = Route.useSearch();
  const { reads, actions } = Route.useLoaderData();
  const reread = useReread(Route.id);
  return (
    <TopPicksScreen
      reads={reads}
      actions={actions}
      onRetry={reread}
      query={q}
      savedOnly={saved === true}
      eligibleOnly={eligible === true}
    />
  );
}
