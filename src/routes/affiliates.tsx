import { createFileRoute } from '@tanstack/react-router';
import { listAffiliates } from '../api/affiliates';
import { listNewsletterSubscriptions, subscribeNewsletter } from '../api/newsletter';
import { type AffiliatesApi, AffiliatesScreen } from '../screens/affiliates/affiliates-screen';

// Public: anonymous visitors see the programme, the FAQ and the newsletter.
const affiliatesApi: AffiliatesApi = {
  listReferrals: listAffiliates,
  newsletter: {
    listSubscriptions: () => listNewsletterSubscriptions(),
    subscribe: subscribeNewsletter,
  },
};

export const Route = createFileRoute('/affiliates')({
  component: () => <AffiliatesScreen api={affiliatesApi} />,
});
