import { Alert, Button, Container, VisuallyHidden } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';

/**
 * A route whose code or loader failed (the connection lost mid-visit): what failed, in words,
 * and Try again, which runs the route's loaders again. Reads a screen shows itself (a list that
 * could not be loaded) say so inside the screen instead (ReadBoundary).
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <h1 className={VisuallyHidden.classes.root}>Page could not be loaded</h1>
      <Alert color="red" role="alert" title="This page could not be loaded">
        Check your connection and try again.
        <Button
          display="block"
          mt="sm"
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => void router.invalidate().then(reset)}
        >
          Try again
        </Button>
      </Alert>
    </Container>
  );
}
