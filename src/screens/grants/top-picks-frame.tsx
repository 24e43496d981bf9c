import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The top picks' frame, heading and introduction. Alone, it is the route's pending screen: the
 * heading shows with the shell while the screen's code loads (docs/performance.md).
 */
export function TopPicksFrame({ children }: { children?: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Top Picks for You This Week</Title>
          <Text c="dimmed" mt={4}>
            Updated weekly on Monday
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
