import { Button, Container, Text, Title } from '@mantine/core';

/** The texts of the full-page stops: the app cannot go on until the user acts. */
export const STOP_MESSAGES = {
  storage: {
    title: 'Grantwise cannot store its data in this browser',
    body: 'The demo keeps your data in this browser, and its storage is unavailable or full (a private window can do this). Open Grantwise in a normal window or free some space, then reload the page.',
  },
  startup: {
    title: 'Grantwise could not start',
    body: 'Something went wrong while starting. Please reload the page.',
  },
  upgraded: {
    title: 'Grantwise was updated in another tab',
    body: 'Reload this tab to keep working with the latest version. Everything you saved is kept.',
  },
  blocked: {
    title: 'Grantwise is open in another tab with an older version',
    body: 'That tab keeps the demo data open, so this one cannot update it. Close or reload the other Grantwise tabs, then reload this one. Everything you saved is kept.',
  },
} as const;

export type StopReason = keyof typeof STOP_MESSAGES;

/** A full-page message with a way forward (reload), shown instead of a broken app. */
export function StopScreen({ reason }: { reason: StopReason }) {
  const { title, body } = STOP_MESSAGES[reason];
  return (
    <Container size="sm" py="xl" component="main" id="main" tabIndex={-1}>
      <Title order={1}>{title}</Title>
      <Text mt="sm" role="alert">
        {body}
      </Text>
      <Button mt="lg" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
