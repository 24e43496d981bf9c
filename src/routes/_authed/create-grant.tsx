import { createFileRoute } from '@tanstack/react-router';
import { headFirst } from '../../app/first-paint/head-first';
import { CreateGrantFrame } from '../../screens/grants/create-grant-frame';
import { CreateGrantScreen } from '../../screens/grants/create-grant-screen';

export const Route = createFileRoute('/_authed/create-grant')({
  loader: ({ context }) => context.logic.createGrant(),
  // The heading shows while the form's machine loads (which, on a visit's first page, waits
  // for a heading's paint).
  ...headFirst(CreateGrantFrame),
  component: CreateGrantRoute,
});

function CreateGrantRoute() {
  return <CreateGrantScreen logic={Route.useLoaderData()} />;
}
