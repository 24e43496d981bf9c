import { Button, Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { OFFLINE_MESSAGES } from '../domain/offline';
import type { OfflineApp } from './offline-app';

/**
 * A newer build is installed: says so with a Reload the user chooses, never reloading by itself
 * (the user may be typing). Later hides it for this page; the next load asks again, since the new
 * version still waits.
 */
export function UpdateNotice({ offline }: { offline: OfflineApp }) {
  const { updateReady } = useSyncExternalStore(offline.subscribe, offline.getSnapshot);
  const [later, setLater] = useState(false);
  if (!updateReady || later) return null;
  return (
    <Paper
      component="aside"
      aria-label="New version"
      withBorder
      shadow="md"
      radius="md"
      p="md"
      maw={360}
      // Above the demo's strip at the foot of the viewport, where it has one (global.css).
      style={{
        position: 'fixed',
        left: 16,
        bottom: 'calc(16px + var(--demo-strip-height, 0px))',
        zIndex: 300,
      }}
    >
      <Text fw={600} role="status">
        {OFFLINE_MESSAGES.updateTitle}
      </Text>
      <Text size="sm" mt={4}>
        {OFFLINE_MESSAGES.updateBody}
      </Text>
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={() => offline.reload()}>
          {OFFLINE_MESSAGES.reload}
        </Button>
        <Button size="xs" variant="default" onClick={() => setLater(true)}>
          {OFFLINE_MESSAGES.later}
        </Button>
      </Group>
    </Paper>
  );
}
