import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SILENT_GOOGLE_IDENTITY, test as e2e, expect, signIn } from '../e2e/fixtures';
import type { ApiTraffic, ConformanceOptions } from './api-traffic';

// The contract pass's test (playwright.live.config.ts): the live build, pointed at a validating
// mock of openapi.yaml. Every request must be one the contract accepts (no `sl-violations`, no
// 4xx/5xx the test did not provoke on purpose) and the app must not break on the contract's
// example answers (page errors and CSP violations fail every test, see tests/e2e/fixtures.ts).
// The mock answers the same examples whatever was sent before, so the pass checks requests and
// rendering, not business behaviour. Each test writes the operations it exercised, and after the
// pass tests/conformance/exercised-reporter.ts fails the run when an operation a screen can call
// was never exercised.
//
// The pass runs tests/conformance/live-api.spec.ts and, beside each feature, the tests of
// tests/e2e/*.spec.ts tagged @contract that use this `test` (the demo and dev passes leave them
// out), so a feature's contract journey lives in its own browser spec.

export const test = e2e.extend<
  ConformanceOptions & { api: ApiTraffic; silentGoogle: boolean; noGoogle: void }
>({
  apiBaseUrl: ['', { option: true }],
  googleClientId: ['', { option: true }],
  api: [
    async ({ context, apiBaseUrl }, use, testInfo) => {
      expect(apiBaseUrl, 'run with playwright.live.config.ts').toMatch(/^https?:\/\//);
      // Loaded here, not at the top: a demo spec imports this module for its @contract test, and
      // the per-operation table behind the traffic is the contract pass's alone.
      const { ApiTraffic, EXERCISED_DIR, contractOperations } = await import('./api-traffic');
      const traffic = new ApiTraffic(apiBaseUrl, contractOperations());
      traffic.attach(context);
      await use(traffic);
      // Answers still on their way are part of this test.
      await expect
        .poll(() => traffic.inFlight, { message: 'API requests left unanswered' })
        .toBe(0);
      const exercised = traffic.exercised();
      if (exercised.length > 0) {
        const dir = join(testInfo.project.outputDir, EXERCISED_DIR);
        mkdirSync(dir, { recursive: true });
        appendFileSync(
          join(dir, `worker-${testInfo.parallelIndex}-${process.pid}.jsonl`),
          exercised
            .map((operationId) => `${JSON.stringify({ operationId, test: testInfo.title })}\n`)
            .join(''),
        );
      }
      expect(traffic.problems(), 'requests the contract rejects').toEqual([]);
    },
    { auto: true },
  ],
  // The live build loads Google Identity Services on the sign-in page; Google is never contacted:
  // a silent `google.accounts.id` is there before the page, so the app loads no script. Not a
  // route: while any route is set, Playwright answers every CORS preflight itself, and the
  // preflights the API's origin must answer would go untested. The Google test stands in for
  // Google's script its own way.
  silentGoogle: [true, { option: true }],
  noGoogle: [
    async ({ context, silentGoogle }, use) => {
      if (silentGoogle) await context.addInitScript(SILENT_GOOGLE_IDENTITY);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The tag of a feature's contract test in its browser spec (tests/e2e). */
export const CONTRACT_TAG = '@contract';

// The contract's example data, as the mock answers it.
export const EXAMPLE = {
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  grant: { id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', title: 'Community Food Resilience Grant' },
  savedGrant: 'Small Business Clean Energy Innovation Award',
  files: ['audited-financials-2023.pdf', 'org-chart.docx'],
} as const;
const SIGN_IN = { email: EXAMPLE.email, password: 'Conformance-1' };

/** Runs an action whose only visible outcome is the server's answer, and waits for it. */
export async function expectAnswer(
  api: ApiTraffic,
  operationId: string,
  action: () => Promise<void>,
): Promise<void> {
  const before = api.answered(operationId);
  await action();
  await expect
    .poll(() => api.answered(operationId), { message: `${operationId} answered` })
    .toBeGreaterThan(before);
}

/** Signs in as the contract's example user and waits for Home. */
export async function signInToExample(page: Page): Promise<void> {
  await signIn(page, SIGN_IN);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${EXAMPLE.firstName}!` }),
  ).toBeVisible();
}
