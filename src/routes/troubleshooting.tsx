import { createFileRoute } from '@tanstack/react-router';
import { TroubleshootingScreen } from '../screens/help/troubleshooting-screen';

// Public: help is open to anonymous visitors.
export const Route = createFileRoute('/troubleshooting')({
  component: TroubleshootingScreen,
});
