// The shell's overlays: the account menu, the notifications popover and the mobile menu drawer.
// They need Floating UI and react-remove-scroll (about 12 KB gzip), which no first screen needs,
// so app-shell.tsx loads this module when one of them is first opened (or hovered/focused).
import { Box, Button, Divider, Drawer, Group, Menu, Popover, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { cloneElement } from 'react';
import { endSession } from '../../machines/auth.machine';
import { useAuthActor, useCurrentUser } from '../shared/auth-context';
import { useDemoControls } from '../shared/demo-context';
import type { LazyOverlayProps } from '../shared/lazy-overlay-button';
import { notify } from '../../lib/notify';
import classes from './app-shell.module.css';
import { MOBILE_LINKS } from './nav-links';
import '../shared/screen-styles';

export const MENU_TRANSITION_MS = 300;

/** The account menu (menu button pattern): it mounts open when the user first opens it. */
export function UserMenu({ opened, onChange, target }: LazyOverlayProps) {
  const user = useCurrentUser();
  const auth = useAuthActor();
  const demo = useDemoControls();
  if (!user) return null;
  const resetDemo = async () => {
    await demo?.resetDemoData();
    notify.success('Demo data restored');
    endSession(auth);
  };
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {demo && <Menu.Item onClick={() => void resetDemo()}>Reset demo data</Menu.Item>}
        <Menu.Item color="red" onClick={() => auth.send({ type: 'session.signOut' })}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The notifications popover (a non-modal dialog): it mounts open when the user first opens it,
 * takes focus so its text is read, and gives it back to its button on Escape.
 */
export function Notifications({ opened, onChange, target }: LazyOverlayProps) {
  return (
    <Popover
      position="bottom-end"
      withArrow
      opened={opened}
      onChange={onChange}
      trapFocus
      returnFocus
    >
      {/* A controlled popover leaves the toggling to its button. */}
      <Popover.Target>{cloneElement(target, { onClick: () => onChange(!opened) })}</Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">You are all caught up: no new notifications.</Text>
      </Popover.Dropdown>
    </Popover>
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
