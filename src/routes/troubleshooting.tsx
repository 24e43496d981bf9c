import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../screens/shared/placeholder-screen';

export const Route = createFileRoute('/troubleshooting')({
  component: () => <PlaceholderScreen title="Troubleshooting" />,
});
