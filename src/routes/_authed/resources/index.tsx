import { createFileRoute } from '@tanstack/react-router';
import { libraryLogic } from '../../../app/wiring/library';
import { LibraryFrame } from '../../../screens/library/library-frame';
import { LibraryScreen } from '../../../screens/library/library-screen';
import { headFirst } from '../../../app/first-paint';

export const Route = createFileRoute('/_authed/resources/')({
  ...headFirst(LibraryFrame),
  component: () => <LibraryScreen logic={libraryLogic} />,
});
