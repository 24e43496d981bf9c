// The shell's overlays: the account menu, the notifications popover and the mobile menu drawer.
// They need Floating UI and react-remove-scroll (their size: docs/performance.md), which no first
// screen needs, so app-shell.tsx loads this module when one of them is first opened (or
// hovered/focused).
import {
  Badge,
  Box,
  Button,
  Divider,
  Drawer,
  Group,
  Menu,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { cloneElement, useEffect } from 'react';
import { endSession } from '../../machines/auth.machine';
import { useAuthActor, useCurrentUser } from '../../lib/auth-context';
import { useDemoControls } from '../../lib/demo-controls';
import { useTourControls } from '../../lib/tour-controls';
import type { LazyOverlayProps } from '../shared/lazy-overlay-button';
import { useMutation } from '@tanstack/react-query';
import { toIsoDate } from '../../domain/calendar-date';
import {
  NOTIFICATION_MESSAGES,
  notificationTarget,
  notificationText,
} from '../../domain/notifications';
import { useSelector } from '../shared/use-selector';
import { type BellActor, sendToBell } from '../../lib/bell-context';
import classes from './app-shell.module.css';
import { MOBILE_LINKS } from './nav-links';

export const MENU_TRANSITION_MS = 300;

/** Reset demo data failed (the spec gives no words: docs/decisions.md). */
export const DEMO_RESET_FAILED = 'The demo data could not be restored. Please try again.';

/** The account menu (menu button pattern): it mounts open when the user first opens it. */
export function UserMenu({ opened, onChange, target }: LazyOverlayProps) {
  const user = useCurrentUser();
  const auth = useAuthActor();
  const demo = useDemoControls();
  const tour = useTourControls();
  const resetDemo = useMutation({
    mutationFn: async () => {
      await demo?.resetDemoData();
      endSession(auth);
    },
    meta: { words: { success: 'Demo data restored', failure: DEMO_RESET_FAILED } },
  });
  if (!user) return null;
  return (
    <Menu
      position="bottom-end"
      withinPortal
      floatingStrategy="fixed"
      opened={opened}
      onChange={onChange}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {tour && <Menu.Item onClick={() => tour.start()}>Take the tour</Menu.Item>}
        {demo && <Menu.Item onClick={() => resetDemo.mutate()}>Reset demo data</Menu.Item>}
        <Menu.Item color="red" onClick={() => auth.send({ type: 'session.signOut' })}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The notifications popover (a non-modal dialog): it mounts open when the user first opens it,
 * takes focus so its text is read, and gives it back to its button on Escape. Opening and closing
 * it opens and closes the bell's machine, which reads the list and marks the unread ones read.
 */
export function Notifications({
  opened,
  onChange,
  target,
  bell,
}: LazyOverlayProps & { bell: BellActor | null }) {
  // The bell's machine follows the popover (and a bell that started after the click catches up).
  useEffect(() => {
    sendToBell(bell, { type: opened ? 'bell.open' : 'bell.close' });
  }, [bell, opened]);
  return (
    // Fixed, as the header it hangs from: an absolute dropdown drawn once where the page was wider
    // (before it is placed) widens a phone's layout viewport for good, and the list sits off-screen.
    <Popover
      position="bottom-end"
      floatingStrategy="fixed"
      withArrow
      opened={opened}
      onChange={onChange}
      width="min(360px, calc(100vw - 24px))"
      trapFocus
      returnFocus
    >
      {/* A controlled popover leaves the toggling to its button. */}
      <Popover.Target>{cloneElement(target, { onClick: () => onChange(!opened) })}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby="notifications-title">
        <Text id="notifications-title" fw={600} size="sm" mb="xs">
          {NOTIFICATION_MESSAGES.title}
        </Text>
        {bell ? (
          <NotificationList bell={bell} onFollow={() => onChange(false)} />
        ) : (
          <Text size="sm" role="status">
            {NOTIFICATION_MESSAGES.loading}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationList({ bell, onFollow }: { bell: BellActor; onFollow: () => void }) {
  const notifications = useSelector(bell, (snapshot) => snapshot.context.notifications);
  const fresh = useSelector(bell, (snapshot) => snapshot.context.fresh);
  const loading = useSelector(bell, (snapshot) => snapshot.matches({ open: 'loading' }));
  const failed = useSelector(bell, (snapshot) => snapshot.matches({ open: 'failed' }));
  const today = toIsoDate(new Date());
  if (failed) {
    return (
      <Stack gap="xs">
        <Text size="sm" role="alert">
          {NOTIFICATION_MESSAGES.loadFailed}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={(event) => {
            // The button goes with the failure: focus stays in the dialog (Escape still closes it).
            event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
            sendToBell(bell, { type: 'notifications.retry' });
          }}
        >
          {NOTIFICATION_MESSAGES.retry}
        </Button>
      </Stack>
    );
  }
  if (loading && notifications.length === 0) {
    return (
      <Text size="sm" role="status">
        {NOTIFICATION_MESSAGES.loading}
      </Text>
    );
  }
  if (notifications.length === 0) {
    return <Text size="sm">{NOTIFICATION_MESSAGES.empty}</Text>;
  }
  return (
    <ul className={classes.notificationList}>
      {notifications.map((notification) => {
        const target = notificationTarget(notification);
        const isNew = fresh.includes(notification.id);
        return (
          <li key={notification.id}>
            <Link
              to={target.to}
              search={target.search as never}
              hash={'hash' in target ? target.hash : undefined}
              className={classes.notificationLink}
              onClick={onFollow}
            >
              {isNew && (
                <Badge size="xs" color="red" variant="filled" mr={6}>
                  {NOTIFICATION_MESSAGES.unread}
                </Badge>
              )}
              {notificationText(notification, today)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const auth = useAuthActor();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      size="80%"
      position="left"
      transitionProps={{ transition: 'slide-right', duration: MENU_TRANSITION_MS }}
    >
      <Stack gap="xs">
        <Box>
          {user ? (
            <>
              <Text fw={600}>{user.firstName?.trim() || 'User'}</Text>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </>
          ) : (
            <Text c="dimmed">Not signed in</Text>
          )}
        </Box>
        <Divider />
        <nav aria-label="Mobile">
          {MOBILE_LINKS.map((link) => (
            <Link key={link.label} to={link.to} className={classes.drawerLink} onClick={onClose}>
              {link.label}
            </Link>
          ))}
        </nav>
        <Divider />
        {user ? (
          <Button
            variant="light"
            color="red"
            onClick={() => {
              onClose();
              auth.send({ type: 'session.signOut' });
            }}
          >
            Logout
          </Button>
        ) : (
          <Group grow>
            <Button component={Link} to="/sign-in" onClick={onClose}>
              Sign In
            </Button>
            <Button component={Link} to="/register" variant="light" onClick={onClose}>
              Register
            </Button>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
