import { createFileRoute } from '@tanstack/react-router';
import { createGrantLogic } from '../../app/wiring/create-grant';
import { CreateGrantScreen } from '../../screens/grants/create-grant-screen';

export const Route = createFileRoute('/_authed/create-grant')({
  component: () => <CreateGrantScreen logic={createGrantLogic} />,
});
