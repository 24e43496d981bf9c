// Google Identity Services, loaded on demand in live mode only.

export const GOOGLE_MESSAGES = {
  notConfigured: 'Sign-in with Google is not configured',
  loadFailed: 'Failed to load Google sign-in. Check your connection and try again.',
  initFailed: 'Failed to initialize Google sign-in',
  failed: 'Failed to sign in',
} as const;

export const GOOGLE_SCOPES = [
  'profile',
  'email',
  'https://www.googleapis.com/auth/user.birthday.read',
  'https://www.googleapis.com/auth/user.gender.read',
].join(' ');

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: TokenResponse) => void;
      error_callback?: (error: unknown) => void;
    }): { requestAccessToken(): void };
  };
}
declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

let scriptPromise: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error(GOOGLE_MESSAGES.loadFailed));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** Opens Google's consent and resolves with the token the backend verifies. */
export async function requestGoogleToken(clientId: string): Promise<string> {
  await loadScript();
  const accounts = window.google?.accounts;
  if (!accounts) throw new Error(GOOGLE_MESSAGES.initFailed);
  return new Promise<string>((resolve, reject) => {
    try {
      const client = accounts.oauth2.initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPES,
        callback: (response) =>
          response.access_token
            ? resolve(response.access_token)
            : reject(new Error(GOOGLE_MESSAGES.failed)),
        error_callback: () => reject(new Error(GOOGLE_MESSAGES.failed)),
      });
      client.requestAccessToken();
    } catch {
      reject(new Error(GOOGLE_MESSAGES.initFailed));
    }
  });
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

export const DEMO_GOOGLE_IDENTITIES = [
  { email: 'demo@grantwise.app', givenName: 'Dana', familyName: 'Rivera' },
  { email: 'jordan.lee@example.org', givenName: 'Jordan', familyName: 'Lee' },
  { email: 'priya.shah@example.org', givenName: 'Priya', familyName: 'Shah' },
] as const;
