import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';
import type { ConformanceOptions } from './tests/conformance/api-traffic';

// Live-API conformance: the live build (no embedded backend) against a validating mock of
// openapi.yaml. Prism answers the contract's examples and refuses any request the contract
// does not accept (4xx plus an `sl-violations` header); `--errors` turns a response that breaks
// the contract into an error too. The spec fails on any such answer (tests/conformance).
const port = Number(process.env.LIVE_E2E_PORT ?? 4700);
const apiPort = Number(process.env.LIVE_API_PORT ?? port + 1);
const outDir = `dist-live-${port}`;

// Prism serves the contract's paths at its root (it does not apply a relative `servers` URL),
// so the API base URL of this build is Prism's origin.
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
// Any id: the build offers Google sign-in only with one; the spec stands in for Google.
const googleClientId = 'grantwise-conformance.apps.googleusercontent.com';

export default defineConfig<ConformanceOptions>({
  testDir: 'tests/conformance',
  outputDir: `test-results/live-${port}`,
  // One pass, in order: the last test checks which operations the whole pass exercised.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Long journeys on a loaded two-core machine.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    ...e2e.use,
    baseURL: `http://127.0.0.1:${port}`,
    apiBaseUrl,
    googleClientId,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: e2e.projects,
  webServer: [
    {
      name: 'contract mock',
      command: `npx prism mock openapi.yaml -h 127.0.0.1 -p ${apiPort} --errors -v warn`,
      // Optional authentication: answers 200 without a token once Prism listens.
      url: `${apiBaseUrl}/newsletter`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      name: 'live build',
      command: `npx vite build --mode live --outDir ${outDir} --logLevel warn && npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
      env: {
        VITE_API_BASE_URL: apiBaseUrl,
        VITE_GOOGLE_CLIENT_ID: googleClientId,
      },
      url: `http://127.0.0.1:${port}/sign-in`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
