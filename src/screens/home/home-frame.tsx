import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/auth-context';
import { WelcomeHeader } from './welcome-header';

/** The home screen's frame: its welcome header, then the rest of the screen. */
export function HomeFrame({ header, children }: { header: ReactNode; children?: ReactNode }) {
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        {header}
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The route's pending screen: the welcome header (points not known yet) shows with the shell
 * while the home screen's code loads (docs/performance.md).
 */
export function HomePending() {
  const user = useCurrentUser();
  return (
    <HomeFrame
      header={<WelcomeHeader user={user} points={0} pointsKnown={false} today={new Date()} />}
    />
  );
}
