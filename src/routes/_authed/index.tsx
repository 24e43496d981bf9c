import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../screens/shared/placeholder-screen';

const CARDS = ['personal', 'company', 'affiliate'] as const;
export type HomeCard = (typeof CARDS)[number];

export const Route = createFileRoute('/_authed/')({
  validateSearch: (search: Record<string, unknown>): { card?: HomeCard } =>
    CARDS.includes(search.card as HomeCard) ? { card: search.card as HomeCard } : {},
  component: () => <PlaceholderScreen title="Home" />,
});
