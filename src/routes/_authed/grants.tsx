import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/grants')({
  component: RouteComponent,
});

function RouteComponent() {
  return <div>Hello "/_authed/grants"!</div>;
}
