import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../screens/shared/placeholder-screen';

export const Route = createFileRoute('/_authed/grant')({
  component: () => <PlaceholderScreen title="Grant application" />,
});
