import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDiamond } from '@tabler/icons-react';
import { LazyModal, preloadModal } from '../shared/lazy-modal';

export const ADVISOR_EMAIL = 'advisors@grantwise.app';
const SCHEDULE_MAILTO = `mailto:${ADVISOR_EMAIL}?subject=${encodeURIComponent('Schedule my Diamond call')}`;

/**
 * The Diamond-level panel. The old button did nothing; it now explains how the call is booked
 * (there is no scheduling API) and offers an email to the advisors (docs/decisions.md).
 */
export function DiamondPanel() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      bg="blue.0"
      component="section"
      aria-labelledby="diamond-heading"
    >
      <Stack gap="sm" align="flex-start">
        <IconDiamond size={32} color="var(--mantine-color-blue-8)" aria-hidden />
        <Title order={2} size="h3" id="diamond-heading">
          Reach Diamond level
        </Title>
        <Text size="sm">
          Congratulations on your progress! Diamond members get a one-to-one call with a grant
          advisor to plan their next applications.
        </Text>
        <Button onClick={dialog.open} onPointerEnter={preloadModal} onFocus={preloadModal}>
          Schedule Your Call Now
        </Button>
      </Stack>
      <LazyModal
        opened={opened}
        onClose={dialog.close}
        title="Schedule your advisor call"
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Calls are booked by email for now. Write to our advisors with two or three times that
            suit you and they will confirm one within two working days.
          </Text>
          <Anchor href={SCHEDULE_MAILTO}>Email {ADVISOR_EMAIL}</Anchor>
          <Button variant="default" onClick={dialog.close} style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      </LazyModal>
    </Paper>
  );
}
