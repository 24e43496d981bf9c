import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { authLogic } from '../../src/app/auth';
import type { CredentialResponse } from '../../src/screens/auth/google-sign-in';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';

// Live mode's Sign in with Google (issue 18): Google's button hands the app an ID token (the
// `credential` of Google Identity Services' callback), and that is what goes to
// POST /auth/google/login as `idToken`. A stand-in for the GIS script object plays Google; the
// auth machine is the app's own wiring, so the request is the one the API client sends.

const CLIENT_ID = 'grantwise-test.apps.googleusercontent.com';
const SCRIPT = 'https://accounts.google.com/gsi/client';
// An ID token's shape: header.payload.signature (Google signs it; the server checks that).
const ID_TOKEN = [
  { alg: 'RS256', kid: 'test', typ: 'JWT' },
  { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1234567890', email: TEST_USER.email },
]
  .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, ''))
  .concat('c2lnbmF0dXJl')
  .join('.');

/** Google Identity Services as far as the app can tell: its button signs in with ID_TOKEN. */
function fakeGoogleIdentity() {
  let callback: ((response: CredentialResponse) => void) | undefined;
  const id = {
    initialize: vi.fn((config: { client_id: string; callback: typeof callback }) => {
      callback = config.client_id === CLIENT_ID ? config.callback : undefined;
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google Button';
      button.addEventListener('click', () =>
        callback?.({ credential: ID_TOKEN, select_by: 'btn' }),
      );
      parent.replaceChildren(button);
    }),
    prompt: vi.fn(),
    cancel: vi.fn(),
    disableAutoSelect: vi.fn(),
  };
  // The OAuth token client: it would hand back an access token, which is not an ID token.
  const initTokenClient = vi.fn(
    (config: { callback: (response: { access_token: string }) => void }) => ({
      requestAccessToken: () => config.callback({ access_token: 'ya29.an-access-token' }),
    }),
  );
  return { google: { accounts: { id, oauth2: { initTokenClient } } }, id, initTokenClient };
}

/** The API as the client reaches it: every request is recorded, sign-in answers a session. */
function fakeApi() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push({
      method: request.method,
      url: request.url,
      body: request.method === 'GET' ? undefined : await request.clone().json(),
    });
    return Response.json({ token: 'session-token', user: TEST_USER });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

async function renderSignIn() {
  const auth = createActor(authLogic, { input: { user: null, token: null } });
  auth.start();
  // Signing in goes on to /news, a page that reads nothing.
  return renderRoute('/sign-in?redirect=%2Fnews', { auth });
}

const gisScripts = () => document.head.querySelectorAll(`script[src="${SCRIPT}"]`);

beforeEach(() => {
  vi.stubEnv('VITE_API_MODE', 'live');
  vi.stubEnv('VITE_GOOGLE_CLIENT_ID', CLIENT_ID);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  gisScripts().forEach((script) => script.remove());
});

describe('Sign in with Google in live mode', () => {
  it("sends the ID token of Google's button to POST /auth/google/login, never an OAuth access token", async () => {
    const gis = fakeGoogleIdentity();
    vi.stubGlobal('google', gis.google);
    const requests = fakeApi();
    const { auth, router } = await renderSignIn();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in with Google Button' }),
    );

    await waitFor(() => expect(auth.getSnapshot().matches('signedIn')).toBe(true));
    expect(requests).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/v1\/auth\/google\/login$/),
        body: { idToken: ID_TOKEN },
      },
    ]);
    expect(gis.id.initialize).toHaveBeenCalledTimes(1);
    expect(gis.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID }),
    );
    expect(gis.initTokenClient).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });

  it('says so when Google answers without a token, and sends nothing', async () => {
    const gis = fakeGoogleIdentity();
    vi.stubGlobal('google', gis.google);
    const requests = fakeApi();
    await renderSignIn();
    await screen.findByRole('button', { name: 'Sign in with Google Button' });

    const { callback } = gis.id.initialize.mock.calls[0]![0];
    act(() => callback?.({ select_by: 'btn' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
    expect(requests).toEqual([]);
  });

  it('loads the script on the sign-in page, reports a failed load and loads it again when asked', async () => {
    const gis = fakeGoogleIdentity();
    const requests = fakeApi();
    await renderSignIn();

    await waitFor(() => expect(gisScripts()).toHaveLength(1));
    act(() => gisScripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load Google sign-in. Check your connection and try again.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(gisScripts()).toHaveLength(1));
    vi.stubGlobal('google', gis.google);
    act(() => gisScripts()[0]!.dispatchEvent(new Event('load')));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in with Google Button' }),
    );

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ idToken: ID_TOKEN });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a client id, says sign-in with Google is not configured and loads nothing', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    await renderSignIn();
    expect(
      screen.getByRole('button', { name: 'Sign-in with Google is not configured' }),
    ).toBeDisabled();
    expect(gisScripts()).toHaveLength(0);
  });
});
