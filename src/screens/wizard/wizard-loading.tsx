import { Container, Group, Loader, Text, Title } from '@mantine/core';

/**
 * The wizard while its grant loads. It is also the route's pending screen: it shows with the shell
 * while the wizard's code loads, and the embedded backend starts once it has painted, so the grant
 * and the wizard's code load side by side (docs/performance.md).
 */
export function WizardLoading() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Grant application</Title>
      <Group mt="lg">
        <Loader size="sm" aria-label="Loading the grant" />
        <Text>Loading the grant...</Text>
      </Group>
    </Container>
  );
}
