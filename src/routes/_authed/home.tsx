import { createFileRoute, redirect } from '@tanstack/react-router';

// /home is another name for Home.
export const Route = createFileRoute('/_authed/home')({
  beforeLoad: () => {
    throw redirect({ to: '/' });
  },
});
