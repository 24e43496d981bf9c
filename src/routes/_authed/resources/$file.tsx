import { createFileRoute, redirect } from '@tanstack/react-router';
import { isUuid } from '../../../domain/safe-url';
import { PreviewScreen } from '../../../screens/library/preview-screen';

export const Route = createFileRoute('/_authed/resources/$file')({
  // A file is a resource id; anything else is not among the user's resources.
  beforeLoad: ({ params }) => {
    if (!isUuid(params.file)) throw redirect({ to: '/resources', replace: true });
  },
  loader: ({ context }) => context.logic.preview(),
  component: PreviewRoute,
});

function PreviewRoute() {
  const { file } = Route.useParams();
  return <PreviewScreen key={file} logic={Route.useLoaderData()} fileId={file.toLowerCase()} />;
}
