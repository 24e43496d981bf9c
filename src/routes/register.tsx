import { createFileRoute } from '@tanstack/react-router';
import { searchParams, uuidParam } from '../domain/search-params';
import { headFirst } from '../app/first-paint/head-first';
import { RegisterLoading } from '../screens/auth/register-frame';
import { RegisterScreen } from '../screens/auth/register-screen';

export const Route = createFileRoute('/register')({
  // A referral code is a user id; anything else is ignored rather than sent.
  validateSearch: searchParams({ ref: uuidParam }),
  loader: ({ context }) => context.logic.registration(),
  // The heading shows while the form's machine loads (on a visit's first page that load waits
  // for a heading's paint).
  ...headFirst(RegisterHead),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { ref } = Route.useSearch();
  return <RegisterScreen logic={Route.useLoaderData()} referralCode={ref ?? null} />;
}

function RegisterHead() {
  const { ref } = Route.useSearch();
  return <RegisterLoading invited={ref !== undefined} />;
}
