import { createFileRoute } from '@tanstack/react-router';
import { searchParams, uuidParam } from '../domain/search-params';
import { RegisterScreen } from '../screens/auth/register-screen';

export const Route = createFileRoute('/register')({
  // A referral code is a user id; anything else is ignored rather than sent.
  validateSearch: searchParams({ ref: uuidParam }),
  loader: ({ context }) => context.logic.registration(),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { ref } = Route.useSearch();
  return <RegisterScreen logic={Route.useLoaderData()} referralCode={ref ?? null} />;
}
