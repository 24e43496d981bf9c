import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../screens/shared/placeholder-screen';

export const Route = createFileRoute('/affiliates')({
  component: () => <PlaceholderScreen title="Affiliate Dashboard" />,
});
