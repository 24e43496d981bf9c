import { createFileRoute } from '@tanstack/react-router';
import { LibraryFrame } from '../../../screens/library/library-frame';
import { LibraryScreen } from '../../../screens/library/library-screen';
import { headFirst } from '../../../app/first-paint/head-first';

export const Route = createFileRoute('/_authed/resources/')({
  loader: ({ context }) => context.logic.library(),
  ...headFirst(LibraryFrame),
  component: LibraryRoute,
});

function LibraryRoute() {
  return <LibraryScreen logic={Route.useLoaderData()} />;
}
