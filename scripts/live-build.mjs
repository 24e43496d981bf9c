// The live build the test passes share: built once per run (scripts/test.mjs) against an API on
// another origin of this machine, then served to the contract mock's pass and the contract
// server's pass in turn, each answering on the same API port.

/** Any id: the build offers Google sign-in only with one; the tests stand in for Google. */
export const TEST_GOOGLE_CLIENT_ID = 'grantwise-conformance.apps.googleusercontent.com';

/** Ports, folder and build environment of the shared live build. */
export function livePass(env = process.env) {
  const port = Number(env.LIVE_E2E_PORT ?? 4700);
  const apiPort = Number(env.LIVE_API_PORT ?? port + 1);
  // The API's paths at the root of its origin: Prism serves the contract's paths there (it does
  // not apply a relative `servers` URL).
  const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
  return {
    port,
    apiPort,
    apiBaseUrl,
    googleClientId: TEST_GOOGLE_CLIENT_ID,
    dist: `dist-live-${port}`,
    env: { VITE_API_BASE_URL: apiBaseUrl, VITE_GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID },
  };
}
