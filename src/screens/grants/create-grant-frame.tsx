import { Container, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Create grant's frame and heading. Alone, it is the route's pending screen: the heading shows
 * with the shell while the form's code and machine load. Without it, a visit that opened on
 * /create-grant had no heading until the form's machine had loaded, which waits for the first
 * heading's paint (app/first-paint): the page stayed empty for the gate's whole limit (3 s).
 */
export function CreateGrantFrame({ children }: { children?: ReactNode }) {
  return (
    // Mantine's default error red is below 4.5:1 on white: a darker shade for this form's messages.
    <Container
      size="md"
      py="xl"
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
    >
      <Title order={1} mb="lg">
        Create Grant
      </Title>
      {children}
    </Container>
  );
}
