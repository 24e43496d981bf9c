import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The library's frame, heading and introduction, with the screen's actions beside them. Without
 * actions or children it is the route's pending screen: the heading shows with the shell while
 * the library's code loads (docs/performance.md).
 */
export function LibraryFrame({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>Resource Library</Title>
            <Text c="dimmed">Keep the documents your grant applications need in one place.</Text>
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
