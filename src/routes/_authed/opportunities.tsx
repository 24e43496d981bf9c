import { createFileRoute } from '@tanstack/react-router';
import { listGrants, listSavedGrants, saveGrant, unsaveGrant } from '../../api/grants';
import { TopPicksFrame } from '../../screens/grants/top-picks-frame';
import { TopPicksScreen } from '../../screens/grants/top-picks-screen';
import { headFirst } from '../../app/head-first';

const topPicksApi = { listGrants, listSavedGrants, saveGrant, unsaveGrant };

export const Route = createFileRoute('/_authed/opportunities')({
  validateSearch: (search: Record<string, unknown>): { q?: string; saved?: true } => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : '';
    const saved = search.saved === true || search.saved === 'true';
    return { ...(q ? { q } : {}), ...(saved ? { saved: true as const } : {}) };
  },
  ...headFirst(TopPicksFrame),
  component: OpportunitiesRoute,
});

function OpportunitiesRoute() {
  const { q, saved } = Route.useSearch();
  return <TopPicksScreen api={topPicksApi} query={q} savedOnly={saved === true} />;
}
