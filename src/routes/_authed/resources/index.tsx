import { createFileRoute } from '@tanstack/react-router';
import { libraryLogic } from '../../../app/wiring/library';
import { LibraryScreen } from '../../../screens/library/library-screen';

export const Route = createFileRoute('/_authed/resources/')({
  component: () => <LibraryScreen logic={libraryLogic} />,
});
