import { Progress, Stack, Text } from '@mantine/core';
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

/**
 * The meter's place, held while there is no password yet or its code loads: the meter's own
 * structure, empty, so the fields below never move when it appears (a consent box that moved
 * under a pointer took a click meant for it elsewhere).
 */
function MeterPlace() {
  return (
    <Stack gap={4} aria-hidden data-testid="password-strength-place">
      <Progress value={0} size="sm" />
      <Text size="xs">&nbsp;</Text>
    </Stack>
  );
}

export function PasswordStrength(props: Props) {
  if (props.password === '') return <MeterPlace />;
  return (
    <ChunkErrorBoundary what="The password strength meter" retry={meter.load}>
      <Suspense fallback={<MeterPlace />}>
        <Loaded {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
