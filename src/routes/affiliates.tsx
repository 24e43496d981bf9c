import { createFileRoute } from '@tanstack/react-router';
import { startRead, useReread } from '../lib/read';
import { isSignedIn } from '../machines/auth.machine';
import { AffiliatesScreen } from '../screens/affiliates/affiliates-screen';

// Public: anonymous visitors see the programme, the FAQ and the newsletter; a signed-in user
// also their referrals (the route is read again when the session changes).
export const Route = createFileRoute('/affiliates')({
  loader: ({ context }) => {
    const signedIn = isSignedIn(context.auth.getSnapshot());
    return {
      referrals: signedIn ? startRead(context.api.listAffiliates()) : null,
      subscriptions: signedIn ? startRead(context.api.listNewsletterSubscriptions()) : null,
      subscribe: context.api.subscribeNewsletter,
    };
  },
  component: AffiliatesRoute,
});

function AffiliatesRoute() {
  const data = Route.useLoaderData();
  const reread = useReread(Route.id);
  return <AffiliatesScreen data={data} onRetry={reread} />;
}
