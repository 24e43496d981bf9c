import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The dashboard's frame and heading. Alone, it is the route's pending screen: the heading shows
 * with the shell while the dashboard's code loads (docs/performance.md).
 */
export function DashboardFrame({ children }: { children?: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Grants Dashboard</Title>
        {children}
      </Stack>
    </Container>
  );
}
