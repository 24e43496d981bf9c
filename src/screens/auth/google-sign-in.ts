// Sign in with Google (Google Identity Services), loaded in live mode only. Google's own button
// hands the app an ID token: a JWT Google signs for this app's client id, which
// `POST /auth/google/login` verifies (signature, audience, expiry). An OAuth access token is not
// one: it is meant for Google's APIs, and a server that took it would take one issued to any app.

export const GOOGLE_MESSAGES = {
  notConfigured: 'Sign-in with Google is not configured',
  loadFailed: 'Failed to load Google sign-in. Check your connection and try again.',
  initFailed: 'Failed to initialize Google sign-in',
  failed: 'Failed to sign in',
} as const;

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** Google's button is at most this wide (GsiButtonConfiguration.width). */
const MAX_BUTTON_WIDTH = 400;

/** What GIS hands the callback of `initialize`; `credential` is the ID token. */
export interface CredentialResponse {
  credential?: string;
  select_by?: string;
}
interface IdConfiguration {
  client_id: string;
  callback: (response: CredentialResponse) => void;
  ux_mode?: 'popup' | 'redirect';
  auto_select?: boolean;
}
interface GsiButtonConfiguration {
  type: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
}
/** `google.accounts.id`, the part of GIS this app uses. */
export interface GoogleIdentity {
  initialize(config: IdConfiguration): void;
  renderButton(parent: HTMLElement, options: GsiButtonConfiguration): void;
  prompt(): void;
  cancel(): void;
  disableAutoSelect(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let scriptPromise: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    // The CSP allows this one URL for scripts in a live build with a client id (vite.config.ts).
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scriptPromise = null;
      reject(new Error(GOOGLE_MESSAGES.loadFailed));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** Loads Google Identity Services once per page (again after a failed load). */
export async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  await loadScript();
  const id = window.google?.accounts?.id;
  if (!id) throw new Error(GOOGLE_MESSAGES.initFailed);
  return id;
}

export interface GoogleSignInHandlers {
  /** The ID token of a completed sign-in, for `POST /auth/google/login`. */
  credential(idToken: string): void;
  /** Google answered without a token. */
  failed(message: string): void;
}

// GIS keeps one configuration per page (the last `initialize` wins): it is set up once per
// loaded library and client id, and its callback goes to the button shown now.
const initialized = new WeakMap<GoogleIdentity, string>();
let current: GoogleSignInHandlers | null = null;

/**
 * Renders Google's "Sign in with Google" button into `parent`; each sign-in made with it goes to
 * `handlers`. Returns what stops that (when the button's screen goes away).
 */
export function showGoogleButton(
  id: GoogleIdentity,
  clientId: string,
  parent: HTMLElement,
  handlers: GoogleSignInHandlers,
): () => void {
  try {
    if (initialized.get(id) !== clientId) {
      id.initialize({
        client_id: clientId,
        ux_mode: 'popup',
        callback: (response) => {
          if (response.credential) current?.credential(response.credential);
          else current?.failed(GOOGLE_MESSAGES.failed);
        },
      });
      initialized.set(id, clientId);
    }
    const width = Math.min(MAX_BUTTON_WIDTH, Math.floor(parent.getBoundingClientRect().width));
    id.renderButton(parent, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'signin_with',
      shape: 'rectangular',
      logo_alignment: 'center',
      ...(width > 0 ? { width } : {}),
    });
  } catch {
    throw new Error(GOOGLE_MESSAGES.initFailed);
  }
  current = handlers;
  return () => {
    if (current === handlers) current = null;
  };
}

/** The embedded backend's stand-in for a Google token (demo identities). */
export function mockGoogleToken(identity: {
  email: string;
  givenName: string;
  familyName: string;
}): string {
  const json = JSON.stringify({
    email: identity.email,
    given_name: identity.givenName,
    family_name: identity.familyName,
  });
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `mock-google.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export { DEMO_GOOGLE_IDENTITIES } from '../../domain/demo-google';
