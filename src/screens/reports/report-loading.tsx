import { Container, Group, Loader, VisuallyHidden } from '@mantine/core';

/**
 * The page while the report is read: its heading for screen readers, a loader for the eye. Also
 * the route's pending screen, from the navigation on (a module of its own, so it is not the
 * screen's code): with the router's default it showed after a second, and on a visit's first
 * page the report's reads waited for it (app/first-paint).
 */
export function ReportLoading() {
  return (
    <Container size="md" py="xl">
      <VisuallyHidden>
        <h1>Loading the report</h1>
      </VisuallyHidden>
      <Group justify="center" role="status">
        <Loader aria-hidden />
        <VisuallyHidden>Loading the report</VisuallyHidden>
      </Group>
    </Container>
  );
}
