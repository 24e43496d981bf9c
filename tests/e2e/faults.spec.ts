import type { Page } from '@playwright/test';
import type { FaultDriver } from '../support/checks';
import {
  CHECKED_OPERATION_IDS,
  OPERATIONS,
  screenTestProblems,
  tableProblems,
} from '../support/operations';
import { DEMO, expect, signIn, tableRows, test } from './fixtures';

// A forced server error and a forced network failure for every operation of openapi.yaml, driven
// through the screen that calls it: a clear message, typed input kept, the app still usable. The
// per-operation checks (tests/checks/<resource>.checks.ts, `fault`) says for each operation whether this
// file opens a screen that reads it, drives one, a named test does it (a browser spec's, or a
// screen test's in jsdom through the app's router: the writes' faults of most screens, moved from
// the browser, tests/screens/faults-*.test.tsx), or no screen calls it; an operation of the
// contract without that, or a test named there that is not there or never names the operation,
// fails the first test below.

const SETTINGS_KEY = 'grantwise.mock.settings';
const SIMULATED = 'The server had a problem (simulated). Please try again.';
const CLEAR_FAILURE = /fail|error|could not|couldn't|try again|went wrong|unavailable|problem/i;

type Fault = 'server' | 'network';

interface Scenario {
  /** Signs in first (with no fault on sign-in). */
  signedIn: boolean;
  /** Drives the screen until the call is made; returns a check that typed input is kept. */
  drive(page: Page): Promise<(() => Promise<void>) | void>;
}

const readScreen = (path: string): Scenario => ({
  signedIn: true,
  async drive(page) {
    await page.goto(path);
  },
});

/** The scenarios that drive a screen further than opening it, named by the table. */
const DRIVERS: Record<FaultDriver, Scenario> = {
  signInForm: {
    signedIn: false,
    async drive(page) {
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel(/^Password/).fill(DEMO.password);
      await page.getByRole('button', { name: 'Login' }).click();
      return async () => {
        await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
        await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
      };
    },
  },
  // The whole range is read when the report is asked for: the page's rows stay on screen.
  reportDownload: {
    signedIn: true,
    async drive(page) {
      await page.goto('/grants');
      const firstRow = tableRows(page).first();
      await expect(firstRow).toBeVisible();
      await page.getByRole('button', { name: 'Download Report' }).click();
      return async () => {
        await expect(firstRow).toBeVisible();
        await expect(page.getByRole('button', { name: 'Download Report' })).toBeEnabled();
      };
    },
  },
};

/** This file's scenario of an operation (none when another test or a reason covers it). */
function scenarioOf(operationId: string): Scenario | null {
  const fault = OPERATIONS[operationId]?.fault;
  if (!fault) return null;
  if ('readScreen' in fault) return readScreen(fault.readScreen);
  if ('drive' in fault) return DRIVERS[fault.drive];
  return null;
}

test('every operation of openapi.yaml has a fault scenario, a screen test or a named reason', () => {
  // Each test named is there and names the operation it forces a fault on.
  const problems = [...tableProblems(), ...screenTestProblems()];
  for (const [operationId, { fault }] of Object.entries(OPERATIONS)) {
    if ('provenElsewhere' in fault && fault.provenElsewhere.trim() === '') {
      problems.push(`${operationId}: no browser fault test, and the table gives no reason or test`);
    }
  }
  expect(problems).toEqual([]);
});

async function withFault(page: Page, operationId: string, fault: Fault) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify({ latency: 0, failureRate: 0, faults: { [operationId]: fault } }),
  ] as const);
}

// Both faults of an operation on one page, one after the other (a sign-in and a context each
// cost more than the checks): the second fault's script replaces the first's setting, and the
// screen is driven afresh from a new load.
for (const operationId of CHECKED_OPERATION_IDS) {
  const scenario = scenarioOf(operationId);
  if (!scenario) continue;
  test(`${operationId}: a server failure, then a network failure, each shows a clear message and the app stays usable`, async ({
    page,
  }) => {
    if (scenario.signedIn) await signIn(page);
    for (const fault of ['server', 'network'] as const) {
      await test.step(`a ${fault} failure`, async () => {
        await withFault(page, operationId, fault);
        const keptInput = await scenario.drive(page);
        // The screen's catalogue message (some screens show a fixed one, others the server's).
        const message = page
          .getByRole('alert')
          .filter({ hasText: fault === 'server' ? SIMULATED : CLEAR_FAILURE })
          .or(page.getByRole('alert').filter({ hasText: CLEAR_FAILURE }))
          .first();
        await expect(message).toBeVisible();
        if (keptInput) await keptInput();
        if (scenario.signedIn) {
          // Still usable: the shell answers and another screen opens.
          await page.getByRole('link', { name: 'News' }).first().click();
          await expect(page).toHaveURL(/\/news/);
          await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
        }
      });
    }
  });
}
