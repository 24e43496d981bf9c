import { Container, Text, Title } from '@mantine/core';

/** A route that a later issue builds: labelled so nobody mistakes it for a broken page. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This part of Grantwise is being built and will be available soon.
      </Text>
    </Container>
  );
}
