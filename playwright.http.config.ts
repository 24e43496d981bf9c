import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';
import { livePass } from './scripts/live-build.mjs';
import type { BackendOptions } from './tests/e2e/fixtures';
import { specFilesMentioning } from './tests/support/spec-files';

// The live build's journeys over real HTTP: the live build (no embedded backend), served as a
// static site, against `npm run api:serve` on another origin, which keeps state, answers CORS
// preflights and checks every exchange against openapi.yaml. The end-to-end specs' tests tagged
// @live-api run here unchanged (tests/e2e/fixtures.ts makes them build-aware), with the journeys
// of tests/http that only a live user has. Each test gets a database of its own on the server
// (a tenant, see TENANT_HEADER), so two workers run side by side as on the embedded backend.
//
// Ports, build and API origin are the Prism conformance pass's (scripts/live-build.mjs): the two
// passes share one live build, built against an API at the root of LIVE_API_PORT's origin, and
// run one after the other on that port. `npm test` (scripts/test.mjs) builds it once and sets
// E2E_BUILT; run alone, this pass builds it first.
const live = livePass();
const TESTS = fileURLToPath(new URL('./tests', import.meta.url));
const appOrigin = `http://127.0.0.1:${live.port}`;
const buildFirst = process.env.E2E_BUILT
  ? ''
  : `npx vite build --mode live --outDir ${live.dist} --logLevel warn && `;

export default defineConfig<BackendOptions>({
  testDir: 'tests',
  // The journeys of tests/http and the end-to-end specs that tag a test @live-api: the runner
  // loads every file it matches before the grep picks the tests (tests/support/spec-files.ts).
  testMatch: ['http/**/*.spec.ts', ...specFilesMentioning(TESTS, 'e2e', ['@live-api'])],
  grep: /@live-api/,
  outputDir: `test-results/http-${live.port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    ['./tests/e2e/traffic-reporter.ts'],
    ['./tests/support/slowest-reporter.ts'],
  ],
  timeout: 90_000,
  // No limit on an expectation but the test's own timeout: a check waits for its state as long
  // as the test may run (docs/testing.md, "No verdict waits on a clock").
  expect: { timeout: 0 },
  use: {
    ...e2e.use,
    // The headless shell, as the other passes (its browser is e2e.use's). The pass ran in the
    // full browser from 2026-11-27, when in the shell, under load, API reads started as a test
    // ended stayed unanswered; that was the traffic check's clock, fixed on 2026-12-01 (it waits
    // for every request the test sent and judges none sent after its end). The full browser cost
    // the pass, which ends the suite's side-by-side phase, about a quarter of its time
    // (docs/testing.md). A spec that needs the full browser's PDF viewer says so itself
    // (tests/http/live-user.spec.ts, tests/e2e/file-names.spec.ts).
    baseURL: appOrigin,
    backend: 'http',
    httpApiBase: live.apiBaseUrl,
  },
  // The journeys of tests/http start first: the longest (two browsers writing one draft, 29 s)
  // ended the pass with one worker idle when it started last. The runner hands out tests in the
  // order of the projects, and each file's in its own.
  projects: (e2e.projects ?? []).flatMap((project) => [
    { ...project, name: `${project.name} journeys`, testMatch: 'http/**/*.spec.ts' },
    { ...project, testIgnore: 'http/**' },
  ]),
  webServer: [
    {
      name: 'api:serve',
      command: 'node --import tsx server/api-serve.ts',
      env: {
        API_PORT: String(live.apiPort),
        // The contract at the root of the origin, as the shared build expects (and Prism serves).
        API_BASE_PATH: '/',
        API_ALLOWED_ORIGINS: appOrigin,
        API_TEST_TENANTS: '1',
        // As the demo's test builds (.env.e2e): a sign-in costs no CPU second.
        API_PASSWORD_ITERATIONS: '1000',
        API_LOG: '0',
      },
      // Optional authentication: 200 without a token once the server listens.
      url: `${live.apiBaseUrl}/newsletter`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: 'live build',
      command: `${buildFirst}npx vite preview --outDir ${live.dist} --port ${live.port} --strictPort --host 127.0.0.1`,
      env: live.env,
      url: `${appOrigin}/sign-in`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
