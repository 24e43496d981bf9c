import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundScreen() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text mt="sm">The page you were looking for does not exist or has moved.</Text>
      <Button component={Link} to="/" mt="lg">
        Back to Home
      </Button>
    </Container>
  );
}
