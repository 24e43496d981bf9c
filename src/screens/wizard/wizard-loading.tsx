import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The wizard's heading, the same from the first paint on: a static title and what the wizard does,
 * with the grant's name in smaller text once it is known. It is the page's largest text, painted
 * with the route's pending screen before the grant or the steps' code arrive, so the page's
 * largest paint waits for neither (docs/performance.md). Step texts stay shorter than its lead.
 */
export function WizardHeader({ grantTitle }: { grantTitle?: string | undefined }) {
  return (
    <Stack gap={4}>
      <Title order={1}>Grant application</Title>
      <Text size="sm" c="dimmed" mih="1.55em">
        {grantTitle ? `For ${grantTitle}` : ''}
      </Text>
      <Text>
        Answer a few questions about you, your project and its budget, and add your documents. Our
        AI assistant drafts the application from your answers, and your progress is saved to your
        account as you go.
      </Text>
    </Stack>
  );
}

/** The wizard's page: its heading above what the wizard shows now. */
export function WizardPage({ grantTitle, children }: { grantTitle?: string; children: ReactNode }) {
  return (
    <Container size="md" py="lg">
      <Stack>
        <WizardHeader grantTitle={grantTitle} />
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The wizard while its grant loads. It is also the route's pending screen: it shows with the shell
 * while the wizard's code loads, and the embedded backend starts once it has painted, so the grant
 * and the wizard's code load side by side (docs/performance.md).
 */
export function WizardLoading() {
  return (
    <WizardPage>
      <Group>
        <Loader size="sm" role="progressbar" aria-label="Loading the grant" />
        <Text>Loading the grant...</Text>
      </Group>
    </WizardPage>
  );
}
