import { defineConfig, devices } from '@playwright/test';
import { TEST_BROWSER } from './tests/e2e/browsers';

const port = Number(process.env.E2E_PORT ?? 4300);
const outDir = `dist-e2e-${port}`;
// `npm test` (scripts/test.mjs) builds the demo once for every pass that needs it and sets
// E2E_BUILT; run alone, the pass builds it first.
const buildFirst = process.env.E2E_BUILT
  ? ''
  : `npx vite build --mode e2e --outDir ${outDir} --logLevel warn && `;

export default defineConfig({
  testDir: 'tests/e2e',
  // A feature's journey against the contract's examples runs in the contract pass only
  // (playwright.live.config.ts).
  grepInvert: /@contract/,
  // One folder per port: parallel runs must not clean each other's artifacts.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : 1,
  // The traffic reporter sums up the run's exchanges against openapi.yaml (tests/e2e/fixtures.ts).
  reporter: [
    ['list'],
    ['./tests/e2e/traffic-reporter.ts'],
    ['./tests/support/slowest-reporter.ts'],
  ],
  timeout: 60_000,
  // No limit on an expectation but the test's own timeout: a check waits for its state as long
  // as the test may run (docs/testing.md, "No verdict waits on a clock").
  expect: { timeout: 0 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its actions, console and network log, and a screenshot. A full trace
    // (DOM snapshots and a screencast of every action) recorded for every test cost a third of
    // the pass's time (docs/testing.md): re-run a failing test with `--trace on` for one. On CI
    // nothing records one: no one can open a trace there (CI keeps the log: each failure's error
    // and call log), and even this lean one cost 5.5% of the browser passes' time (two
    // interleaved pairs of 47 tests, docs/testing.md).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    // The demo build registers a service worker (offline use); the suite tests the app's
    // behaviour, and offline-app.spec.ts tests the worker on a host of its own.
    serviceWorkers: 'block',
    launchOptions: TEST_BROWSER,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The demo build with a zero-latency embedded backend (.env.e2e), served as a static site.
    command: `${buildFirst}npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/sign-in`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
