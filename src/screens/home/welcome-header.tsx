import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';

import { formatLongDate } from '../../domain/format';
import classes from './home.module.css';
import type { User } from '../../api/schema.gen';

// Display only (spec section 1): every member shows the same level and tags.
export const LEVEL_LABEL = 'SILVER';
export const LEVEL_NUMBER = 1;
export const USER_TAGS = ['Individual', 'Veteran', 'Pro User'] as const;

export function WelcomeHeader({
  user,
  points,
  pointsKnown,
  today,
  onMyMissions,
}: {
  user: User | null;
  points: number;
  pointsKnown: boolean;
  today: Date;
  /** Absent while the screen's code loads (the pending screen): the button shows disabled. */
  onMyMissions?: () => void;
}) {
  const firstName = user?.firstName?.trim();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6}>
          <Title order={1}>{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</Title>
          <Text c="dimmed">{formatLongDate(today)}</Text>
          <Group gap="xs" mt={4}>
            <Badge
              color="gray.8"
              variant="filled"
              size="lg"
              aria-label={`Level ${LEVEL_LABEL} ${LEVEL_NUMBER}`}
            >
              {LEVEL_LABEL} {LEVEL_NUMBER}
            </Badge>
            {USER_TAGS.map((tag) => (
              <Badge key={tag} variant="light" size="lg">
                {tag}
              </Badge>
            ))}
          </Group>
          {user && (
            <Text size="sm" c="dimmed" className={classes.userId}>
              User ID: {user.id}
            </Text>
          )}
        </Stack>
        <Stack gap="sm" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
              <IconTargetArrow size={24} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="xl" data-testid="profile-points">
                {pointsKnown ? points : '–'}
              </Text>
              <Text size="sm" c="dimmed">
                Profile Points
              </Text>
            </div>
          </Group>
          <Button variant="light" onClick={onMyMissions} disabled={!onMyMissions}>
            My Missions
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
