import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../screens/shared/placeholder-screen';

export const Route = createFileRoute('/_authed/resources/')({
  component: () => <PlaceholderScreen title="Resource Library" />,
});
