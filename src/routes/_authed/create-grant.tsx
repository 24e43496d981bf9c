import { createFileRoute } from '@tanstack/react-router';
import { CreateGrantScreen } from '../../screens/grants/create-grant-screen';

export const Route = createFileRoute('/_authed/create-grant')({
  loader: ({ context }) => context.logic.createGrant(),
  component: CreateGrantRoute,
});

function CreateGrantRoute() {
  return <CreateGrantScreen logic={Route.useLoaderData()} />;
}
