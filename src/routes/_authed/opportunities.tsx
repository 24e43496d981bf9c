import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../screens/shared/placeholder-screen';

export const Route = createFileRoute('/_authed/opportunities')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : '';
    return q ? { q } : {};
  },
  component: () => <PlaceholderScreen title="Top Picks for You This Week" />,
});
