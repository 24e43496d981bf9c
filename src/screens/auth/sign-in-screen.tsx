import { LIMITS } from '../../domain/limits';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Flex,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { type FormEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { selectAuthError } from '../../machines/auth.machine';
import { useAuthActor } from '../../lib/auth-context';
import { LazyOverlayButton } from '../shared/lazy-overlay-button';
import { useFocusReturn } from '../../lib/use-focus-return';
import { AuthLayout } from './auth-layout';
import { GOOGLE_MESSAGES, loadGoogleIdentity, showGoogleButton } from './google-sign-in';

// Loaded when the link is first used: the first screen needs no modal code.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
// The demo's Google account chooser is a menu (Floating UI and focus handling): its code loads
// when the button is first pointed at, focused or pressed, not with the sign-in screen.
const loadDemoGoogleMenu = () => import('./demo-google-menu');
const DemoGoogleMenu = lazy(() =>
  loadDemoGoogleMenu().then((m) => ({ default: m.DemoGoogleMenu })),
);
const preloadDemoGoogleMenu = () => void loadDemoGoogleMenu();

/** Google's own button (an ID token for `POST /auth/google/login`), shown once its script loads. */
function GoogleIdentityButton({ clientId }: { clientId: string }) {
  const auth = useAuthActor();
  const busy = useSelector(auth, (s) => s.matches('signingInWithGoogle'));
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Bumped to load the script again after it failed.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // eslint-disable-next-line no-restricted-syntax -- Google's script, not a read of our API.
    loadGoogleIdentity()
      .then((id) => {
        if (cancelled) return;
        stop = showGoogleButton(id, clientId, parent, {
          credential: (idToken) => {
            setProblem(null);
            auth.send({ type: 'google.submit', idToken });
          },
          failed: setProblem,
        });
        setShown(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(error instanceof Error ? error.message : GOOGLE_MESSAGES.failed);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [auth, clientId, attempt]);

  const waiting = !shown && !problem;
  return (
    <Stack gap={4}>
      {/* GIS renders its button (an iframe of Google's) into this box, as wide as the form. */}
      <Flex ref={container} justify="center" display={busy ? 'none' : 'flex'} />
      {(!shown || busy) && (
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          loading={waiting || busy}
          fullWidth
          onClick={() => {
            setProblem(null);
            setAttempt((n) => n + 1);
          }}
        >
          Sign in with Google
        </Button>
      )}
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

function GoogleButton() {
  const auth = useAuthActor();
  const busy = useSelector(auth, (s) => s.matches('signingInWithGoogle'));
  const clientId = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;

  if (import.meta.env.VITE_API_MODE !== 'live') {
    return (
      <LazyOverlayButton
        overlay={DemoGoogleMenu}
        button={({ onClick, autoFocus, onKeyDown }) => (
          <Button
            variant="default"
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
            loading={busy}
            fullWidth
            onClick={onClick}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            onPointerEnter={preloadDemoGoogleMenu}
            onFocus={preloadDemoGoogleMenu}
          >
            Sign in with Google
          </Button>
        )}
      />
    );
  }
  if (!clientId) {
    return (
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        disabled
        fullWidth
      >
        {GOOGLE_MESSAGES.notConfigured}
      </Button>
    );
  }
  return <GoogleIdentityButton clientId={clientId} />;
}

export function SignInScreen() {
  const auth = useAuthActor();
  const signingIn = useSelector(auth, (s) => s.matches('signingIn'));
  const error = useSelector(auth, selectAuthError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpened, forgot] = useDisclosure(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  useFocusReturn(forgotOpened);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'credentials.submit', email: email.trim(), password });
  };

  return (
    <AuthLayout
      title="Sign in to Grantwise"
      subtitle="Find grants, apply with confidence and track every application."
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert
              color="red"
              role="alert"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => auth.send({ type: 'error.dismiss' })}
            >
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            placeholder="Enter your email or mobile number"
            autoComplete="username"
            maxLength={LIMITS.email}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Password"
            placeholder="Enter your password"
            autoComplete="current-password"
            maxLength={LIMITS.password}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
            required
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="right"
            onClick={() => {
              setForgotUsed(true);
              forgot.open();
            }}
          >
            Forgot Password
          </Anchor>
          <Button
            type="submit"
            disabled={signingIn || !email.trim() || !password}
            leftSection={signingIn ? <Loader size="xs" color="gray" aria-hidden /> : null}
          >
            {signingIn ? 'Signing in' : 'Login'}
          </Button>
          <Divider label="or" labelPosition="center" />
          <GoogleButton />
          <Text size="sm" ta="center">
            New to Grantwise?{' '}
            <Anchor component={Link} to="/register">
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </form>
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog opened={forgotOpened} onClose={forgot.close} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
