import { Suspense } from 'react';
import { chunk } from '../../lib/chunk';
import { ChunkErrorBoundary } from './chunk-error-boundary';

// Strength as the user types a new password (registration, password change); the estimator and
// the list of common passwords load with the first character typed.
const meter = chunk(() => import('./password-strength-meter'));

interface Props {
  password: string;
  userInputs?: readonly string[];
}

function Loaded(props: Props) {
  const { PasswordStrengthMeter } = meter.useLoaded();
  return <PasswordStrengthMeter {...props} />;
}

export function PasswordStrength(props: Props) {
  if (props.password === '') return null;
  return (
    <ChunkErrorBoundary what="The password strength meter" retry={meter.load}>
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
