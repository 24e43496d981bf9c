import { createFileRoute } from '@tanstack/react-router';
import { listGrants, listSavedGrants, saveGrant, unsaveGrant } from '../../api/grants';
import { TopPicksFrame } from '../../screens/grants/top-picks-frame';
import { TopPicksScreen } from '../../screens/grants/top-picks-screen';
import { headFirst } from '../../app/first-paint';
import { searchParams } from '../../domain/search-params';

const topPicksApi = { listGrants, listSavedGrants, saveGrant, unsaveGrant };

export const Route = createFileRoute('/_authed/opportunities')({
  validateSearch: searchParams({
    q: (raw) => (typeof raw === 'string' ? raw.trim().slice(0, 200) || undefined : undefined),
    saved: (raw) => (raw === true || raw === 'true' ? (true as const) : undefined),
  }),
  ...headFirst(TopPicksFrame),
  component: OpportunitiesRoute,
});

function OpportunitiesRoute() {
  const { q, saved } = Route.useSearch();
  return <TopPicksScreen api={topPicksApi} query={q} savedOnly={saved === true} />;
}
