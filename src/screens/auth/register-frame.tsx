import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout';

/** Registration's heading, and who invited, above the form (or `children`). */
export function RegisterFrame({ invited, children }: { invited: boolean; children: ReactNode }) {
  return (
    <AuthLayout
      title="Create your account"
      subtitle={invited ? 'You were invited by a Grantwise member.' : undefined}
    >
      {children}
    </AuthLayout>
  );
}

/**
 * The route's pending screen while the form's code and machine load. Without it a visit that
 * opened on /register had no heading until the machine had loaded, which on a visit's first
 * page waits for a heading's paint (app/first-paint): the page stayed empty for the gate's limit.
 */
export function RegisterLoading({ invited }: { invited: boolean }) {
  return (
    <RegisterFrame invited={invited}>
      <Loader size="sm" role="progressbar" aria-label="Loading the form" />
    </RegisterFrame>
  );
}
