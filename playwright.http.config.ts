import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';
import type { BackendOptions } from './tests/e2e/fixtures';

// The live build's journeys over real HTTP: the live build (no embedded backend), served as a
// static site, against `npm run api:serve` on another origin, which keeps state, answers CORS
// preflights and checks every exchange against openapi.yaml. The end-to-end specs' tests tagged
// @live-api run here unchanged (tests/e2e/fixtures.ts makes them build-aware), with the journeys
// of tests/http that only a live user has. Each test gets a database of its own on the server
// (a tenant, see TENANT_HEADER), so two workers run side by side as on the embedded backend.
//
// Ports: LIVE_E2E_PORT (the app, default 4700) and LIVE_API_PORT (api:serve, default the app's
// port + 1), as the Prism conformance pass (playwright.live.config.ts): both passes can share one
// live build. LIVE_DIST names a live build made beforehand with
// VITE_API_BASE_URL=http://127.0.0.1:<LIVE_API_PORT> and the Google client id below; without it,
// this config builds one into dist-live-<port>.
const port = Number(process.env.LIVE_E2E_PORT ?? 4700);
const apiPort = Number(process.env.LIVE_API_PORT ?? port + 1);
const appOrigin = `http://127.0.0.1:${port}`;
// The contract at the root of the API's origin, as Prism serves it: one build fits both passes.
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
// The conformance pass's id (the build offers Google sign-in only with one; Google is never called).
const googleClientId = 'grantwise-conformance.apps.googleusercontent.com';
const prebuilt = process.env.LIVE_DIST;
const outDir = prebuilt ?? `dist-live-${port}`;
const build = prebuilt ? '' : `npx vite build --mode live --outDir ${outDir} --logLevel warn && `;

export default defineConfig<BackendOptions>({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'http/**/*.spec.ts'],
  grep: /@live-api/,
  outputDir: `test-results/http-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['./tests/e2e/traffic-reporter.ts']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: { ...e2e.use, baseURL: appOrigin, backend: 'http', httpApiBase: apiBaseUrl },
  projects: e2e.projects,
  webServer: [
    {
      name: 'api:serve',
      command: 'node --import tsx server/api-serve.ts',
      env: {
        API_PORT: String(apiPort),
        API_BASE_PATH: '/',
        API_ALLOWED_ORIGINS: appOrigin,
        API_TEST_TENANTS: '1',
        API_LOG: '0',
      },
      // Optional authentication: 200 without a token once the server listens.
      url: `${apiBaseUrl}/newsletter`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: 'live build',
      command: `${build}npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
      env: { VITE_API_BASE_URL: apiBaseUrl, VITE_GOOGLE_CLIENT_ID: googleClientId },
      url: `${appOrigin}/sign-in`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
