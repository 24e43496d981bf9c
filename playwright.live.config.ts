import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';
import { livePass } from './scripts/live-build.mjs';
import type { ConformanceOptions } from './tests/conformance/api-traffic';
import { specFilesMentioning } from './tests/support/spec-files';

// Live-API conformance: the live build (no embedded backend) against a validating mock of
// openapi.yaml. Prism answers the contract's examples and refuses any request the contract
// does not accept (4xx plus an `sl-violations` header); `--errors` turns a response that breaks
// the contract into an error too. The spec fails on any such answer (tests/conformance); after
// the pass, the exercised reporter fails it when an operation a screen can call went unused.
// It runs tests/conformance/live-api.spec.ts and each feature's contract journey, kept in the
// feature's browser spec (tests/e2e) with the tag @contract (tests/conformance/contract-test.ts).
const live = livePass();
const TESTS = fileURLToPath(new URL('./tests', import.meta.url));
// `npm test` (scripts/test.mjs) builds the live variant once for every pass that needs it and
// sets E2E_BUILT; run alone, the pass builds it first.
const buildFirst = process.env.E2E_BUILT
  ? ''
  : `npx vite build --mode live --outDir ${live.dist} --logLevel warn && `;

export default defineConfig<ConformanceOptions>({
  testDir: 'tests',
  // The conformance spec, and of the end-to-end specs only those that tag a test @contract (the
  // runner loads every file it matches before the grep below picks the tests; the model walks'
  // file alone cost 6 s of CPU a load: tests/support/spec-files.ts).
  testMatch: [
    'conformance/**/*.spec.ts',
    ...specFilesMentioning(TESTS, 'e2e', ['@contract', 'CONTRACT_TAG']),
  ],
  // Matched against the project, the file, the title and the tags: the conformance spec whole,
  // and of the end-to-end specs only the tests tagged @contract.
  grep: [/ conformance\/live-api\.spec\.ts /, /@contract/],
  outputDir: `test-results/live-${live.port}`,
  // The mock keeps no state: the journeys run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    ['list'],
    ['./tests/conformance/exercised-reporter.ts'],
    ['./tests/support/slowest-reporter.ts'],
  ],
  timeout: 90_000,
  // No limit on an expectation but the test's own timeout: a check waits for its state as long
  // as the test may run (docs/testing.md, "No verdict waits on a clock").
  expect: { timeout: 0 },
  use: {
    ...e2e.use,
    baseURL: `http://127.0.0.1:${live.port}`,
    apiBaseUrl: live.apiBaseUrl,
    googleClientId: live.googleClientId,
  },
  projects: e2e.projects,
  webServer: [
    {
      name: 'contract mock',
      command: `npx prism mock openapi.yaml -h 127.0.0.1 -p ${live.apiPort} --errors -v warn`,
      // Optional authentication: answers 200 without a token once Prism listens.
      url: `${live.apiBaseUrl}/newsletter`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: 'live build',
      command: `${buildFirst}npx vite preview --outDir ${live.dist} --port ${live.port} --strictPort --host 127.0.0.1`,
      env: live.env,
      url: `http://127.0.0.1:${live.port}/sign-in`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
