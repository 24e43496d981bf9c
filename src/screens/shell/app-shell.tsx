import {
  ActionIcon,
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Divider,
  Drawer,
  Group,
  Indicator,
  Menu,
  Popover,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBell,
  IconPlus,
  IconSearch,
  IconSettings,
  IconSparkles,
  IconUser,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useAuthActor, useCurrentUser, useIsSignedIn } from '../shared/auth-context';
import { useDemoControls } from '../shared/demo-context';
import { notify } from '../shared/notify';
import classes from './app-shell.module.css';
import { DESKTOP_LINKS, MOBILE_LINKS } from './nav-links';

export const MENU_TRANSITION_MS = 300;

function Brand() {
  return (
    <Link to="/" className={classes.brand}>
      <ThemeIcon size="md" radius="md" variant="filled" aria-hidden>
        <IconSparkles size={18} />
      </ThemeIcon>
      <span>Grantwise</span>
    </Link>
  );
}

function HeaderSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    void navigate({ to: '/opportunities', search: q ? { q } : {} });
  };
  return (
    <form role="search" onSubmit={submit} className={classes.search}>
      <TextInput
        placeholder="Search..."
        aria-label="Search grants"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        maxLength={200}
      />
    </form>
  );
}

function initialOf(user: { firstName?: string | null; email: string }): string {
  const source = user.firstName?.trim() || user.email;
  return source.charAt(0).toUpperCase();
}

function UserMenu() {
  const user = useCurrentUser();
  const auth = useAuthActor();
  const demo = useDemoControls();
  if (!user) return null;
  const resetDemo = async () => {
    await demo?.resetDemoData();
    notify.success('Demo data restored');
    auth.send({ type: 'session.expired' });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" radius="xl" size="lg" aria-label="Account menu">
          <Indicator color="green" position="bottom-end" size={10} offset={4} withBorder>
            <Avatar radius="xl" size={34} color="blue">
              {initialOf(user)}
            </Avatar>
          </Indicator>
        </ActionIcon>
      </Menu.Target>
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

function Notifications() {
  return (
    <Popover position="bottom-end" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Notifications">
          <Indicator color="red" size={8} offset={2}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">You are all caught up: no new notifications.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

function SignedInIcons() {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="Settings"
        renderRoot={(props) => <Link {...props} to="/" search={{ card: 'personal' }} />}
      >
        <IconSettings size={20} aria-hidden />
      </ActionIcon>
      <Notifications />
      <UserMenu />
    </Group>
  );
}

function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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

export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  const signedIn = useIsSignedIn();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <div className={classes.header}>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          />
          <Brand />
          <Group component="nav" aria-label="Main" gap={2} visibleFrom="md" wrap="nowrap">
            {DESKTOP_LINKS.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                className={classes.navLink}
                activeOptions={{ exact: link.to === '/' }}
              >
                {link.label}
              </Link>
            ))}
          </Group>
          <Box style={{ flex: 1 }} />
          <Box visibleFrom="sm" className={classes.search}>
            <HeaderSearch />
          </Box>
          <Button
            component={Link}
            to="/create-grant"
            leftSection={<IconPlus size={16} aria-hidden />}
            visibleFrom="xs"
          >
            Create
          </Button>
          <ActionIcon
            component={Link}
            to="/create-grant"
            hiddenFrom="xs"
            size="lg"
            aria-label="Create"
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
          {signedIn ? (
            <SignedInIcons />
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/sign-in" variant="subtle" visibleFrom="md">
                Sign In
              </Button>
              <Avatar radius="xl" size={34} aria-hidden>
                <IconUser size={18} />
              </Avatar>
              <VisuallyHidden>Not signed in</VisuallyHidden>
            </Group>
          )}
        </div>
      </AppShell.Header>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
      <AppShell.Main>
        <Box hiddenFrom="sm" px="md" pt="sm">
          <HeaderSearch />
        </Box>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
