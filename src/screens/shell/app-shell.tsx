import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  Indicator,
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
import { type FormEvent, type ReactNode, Suspense, lazy, memo, useCallback, useState } from 'react';
import { useCurrentUser, useIsSignedIn } from '../../lib/auth-context';
import { useSelector } from '../shared/use-selector';
import { selectUnreadCount, useBellActor } from '../../lib/bell-context';
import { LazyOverlayButton } from '../shared/lazy-overlay-button';
import { useFocusReturn } from '../../lib/use-focus-return';
import classes from './app-shell.module.css';
import { DESKTOP_LINKS } from './nav-links';
import { MAIN_ID, useFocusOnRouteChange } from './route-focus';

// The account menu, notifications and mobile menu need Floating UI and react-remove-scroll,
// which the first screen does not: their module loads when one is first opened, and starts
// loading when the pointer or focus reaches a button that opens one.
const loadOverlays = () => import('./shell-overlays');
const UserMenu = lazy(() => loadOverlays().then((m) => ({ default: m.UserMenu })));
const Notifications = lazy(() => loadOverlays().then((m) => ({ default: m.Notifications })));
const MobileMenu = lazy(() => loadOverlays().then((m) => ({ default: m.MobileMenu })));
const preloadOverlays = () => void loadOverlays();

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

function AccountMenu() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <LazyOverlayButton
      overlay={UserMenu}
      button={({ onClick, autoFocus, onKeyDown }) => (
        <ActionIcon
          variant="subtle"
          radius="xl"
          size="lg"
          aria-label="Account menu"
          onClick={onClick}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
        >
          <Indicator color="green" position="bottom-end" size={10} offset={4} withBorder>
            <Avatar radius="xl" size={32} color="blue">
              {initialOf(user)}
            </Avatar>
          </Indicator>
        </ActionIcon>
      )}
    />
  );
}

export function NotificationsButton() {
  const bell = useBellActor();
  const unread = useSelector(bell ?? undefined, selectUnreadCount);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <LazyOverlayButton
      overlay={Notifications}
      overlayProps={{ bell }}
      button={({ onClick, autoFocus, onKeyDown }) => (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          onClick={onClick}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
        >
          <Indicator color="red" size={8} offset={2} disabled={unread === 0}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      )}
    />
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
      <NotificationsButton />
      <AccountMenu />
    </Group>
  );
}

/**
 * The fixed header. A component of its own, memoized: in the browser the router's first load,
 * just after the first render, redraws the layout, and the header (the largest part of the shell)
 * need not be redrawn with it (its links follow the location themselves).
 */
const AppHeader = memo(function AppHeader({
  menuOpened,
  onMenuToggle,
}: {
  menuOpened: boolean;
  onMenuToggle: () => void;
}) {
  const signedIn = useIsSignedIn();
  return (
    /* A fixed header over the page, as Mantine's AppShell would draw it without its code (the
       app uses no navbar, aside or footer). The class lets a modal's scroll lock keep the header
       from shifting. */
    <header className={`${classes.appHeader} right-scroll-bar-position`}>
      <div className={classes.header}>
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
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
    </header>
  );
});

/** The search field above the page on small screens; memoized like the header. */
const MobileSearch = memo(function MobileSearch() {
  return (
    <Box hiddenFrom="sm" px="md" pt="sm">
      <HeaderSearch />
    </Box>
  );
});

/**
 * The first stop of every page: hidden until focused, it moves focus past the header's stops to
 * the page's main landmark (handled here, so the address and the router are left alone).
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  useFocusReturn(menuOpened);
  useFocusOnRouteChange();
  // The drawer's module loads when the menu is first opened.
  const [menuUsed, setMenuUsed] = useState(false);
  const { toggle: toggleMenu, close: closeMenu } = menu;
  const onMenuToggle = useCallback(() => {
    setMenuUsed(true);
    toggleMenu();
  }, [toggleMenu]);
  return (
    <>
      <SkipLink />
      <AppHeader menuOpened={menuOpened} onMenuToggle={onMenuToggle} />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <MobileSearch />
        {children}
      </main>
    </>
  );
}
