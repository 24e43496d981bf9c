import { createFileRoute } from '@tanstack/react-router';
import { registrationLogic } from '../app/wiring/registration';
import { isUuid } from '../domain/safe-url';
import { RegisterScreen } from '../screens/auth/register-screen';

export const Route = createFileRoute('/register')({
  // A referral code is a user id; anything else is ignored rather than sent.
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    isUuid(search.ref) ? { ref: search.ref.toLowerCase() } : {},
  component: RegisterRoute,
});

function RegisterRoute() {
  const { ref } = Route.useSearch();
  return <RegisterScreen logic={registrationLogic} referralCode={ref ?? null} />;
}
