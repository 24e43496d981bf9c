import { createFileRoute } from '@tanstack/react-router';
import { isSignedIn } from '../machines/auth.machine';
import { AffiliatesScreen } from '../screens/affiliates/affiliates-screen';

// Public: anonymous visitors see the programme, the FAQ and the newsletter; a signed-in user
// also their referrals (the route is read again when the session changes).
export const Route = createFileRoute('/affiliates')({
  loader: ({ context: { auth, queryClient, queries } }) => {
    const signedIn = isSignedIn(auth.getSnapshot());
    if (signedIn) {
      void queryClient.prefetchQuery(queries.affiliates());
      void queryClient.prefetchQuery(queries.newsletterSubscriptions());
    }
    return { signedIn };
  },
  component: AffiliatesRoute,
});

function AffiliatesRoute() {
  const { signedIn } = Route.useLoaderData();
  const { queries, writes } = Route.useRouteContext();
  return (
    <AffiliatesScreen
      data={{
        referrals: signedIn ? queries.affiliates() : null,
        subscriptions: signedIn ? queries.newsletterSubscriptions() : null,
        subscribe: writes.subscribeNewsletter,
      }}
    />
  );
}
