import {
  Accordion,
  Anchor,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { SUPPORT_EMAIL, SUPPORT_WEBINAR, TROUBLESHOOTING_FAQ } from './help-content';

function ContactDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Contact Grantwise support"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Write to us at{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=Grantwise%20help%20request`}>
            {SUPPORT_EMAIL}
          </Anchor>
          . Tell us what you were doing, the page address and what you expected to happen; we answer
          within one business day.
        </Text>
        <Text size="sm">
          Prefer to talk it through? Join our live support webinar, held {SUPPORT_WEBINAR}.
        </Text>
        <Group justify="flex-end" mt="xs">
          <CopyButton value={SUPPORT_EMAIL}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Email address copied' : 'Copy email address'}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={`mailto:${SUPPORT_EMAIL}?subject=Grantwise%20help%20request`}
            leftSection={<IconMail size={16} aria-hidden />}
          >
            Write an email
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function TroubleshootingScreen() {
  const [contactOpen, contact] = useDisclosure(false);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>Troubleshooting</Title>
          <Text c="gray.7" mt="xs">
            Answers to the questions we hear most. Open as many as you need.
          </Text>
        </div>
        <Accordion
          multiple
          defaultValue={[TROUBLESHOOTING_FAQ[0]?.id ?? '']}
          variant="separated"
          radius="md"
        >
          {TROUBLESHOOTING_FAQ.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <Text component="span" fw={500}>
                  {item.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {item.answer.map((paragraph) => (
                    <Text key={paragraph} size="sm">
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="more-help">
          <Title order={2} size="h4" id="more-help">
            Haven&apos;t found what you need?
          </Title>
          <Text size="sm" c="gray.7" mt={4} mb="md">
            Our support team is happy to help with anything these answers do not cover.
          </Text>
          <Group>
            <Button onClick={contact.open}>Contact Us</Button>
          </Group>
        </Card>
      </Stack>
      <ContactDialog opened={contactOpen} onClose={contact.close} />
    </Container>
  );
}
