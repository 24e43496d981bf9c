import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { DEMO, expect, signIn, test } from './fixtures';

// A forced server error and a forced network failure for every operation of openapi.yaml
// (enumerated from the file: a new operation without a scenario here fails), driven through the
// screen that calls it: a clear message, typed input kept, the app still usable.

const SETTINGS_KEY = 'grantwise.mock.settings';
const SIMULATED = 'The server had a problem (simulated). Please try again.';
const CLEAR_FAILURE = /fail|error|could not|couldn't|try again|went wrong|unavailable|problem/i;

const contract = parse(readFileSync(resolve(process.cwd(), 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const OPERATIONS = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op && op.operationId ? [op.operationId] : [])),
);

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

const SCENARIOS: Record<string, Scenario> = {
  loginWithEmail: {
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
  listGrants: readScreen('/opportunities'),
  listSavedGrants: readScreen('/opportunities?saved=true'),
  getGrant: readScreen('/grant-details?id=9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d'),
  listGrantApplicationsPage: readScreen('/grants'),
  // The whole range is read when the report is asked for: the page's rows stay on screen.
  listGrantApplications: {
    signedIn: true,
    async drive(page) {
      await page.goto('/grants');
      const firstRow = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first();
      await expect(firstRow).toBeVisible();
      await page.getByRole('button', { name: 'Download Report' }).click();
      return async () => {
        await expect(firstRow).toBeVisible();
        await expect(page.getByRole('button', { name: 'Download Report' })).toBeEnabled();
      };
    },
  },
  listFolders: readScreen('/resources'),
  listAffiliates: readScreen('/affiliates'),
  listUserMissions: readScreen('/'),
};

/**
 * Operations driven through their screens in faults-screens.spec.ts (one test per screen with
 * both faults, a message, the typed input kept and a retry), named by the test that drives them.
 */
const DRIVEN_IN_SCREEN_TESTS: Record<string, string> = {
  updateMe: 'Home: updateMe',
  getMyCompany: 'Home: getMyCompany, createCompany, updateCompany',
  createCompany: 'Home: getMyCompany, createCompany, updateCompany',
  updateCompany: 'Home: getMyCompany, createCompany, updateCompany',
  updateUserMission: 'Home: updateUserMission',
  createFolder: 'Library',
  listResourcesInFolder: 'Library',
  uploadFile: 'Library',
  updateResource: 'Library',
  getFileContent: 'Library',
  deleteFile: 'Library',
  createGrant: 'Create grant',
  saveGrant: 'Top picks',
  unsaveGrant: 'Top picks',
  listNewsletterSubscriptions: 'Affiliates newsletter',
  subscribeNewsletter: 'Affiliates newsletter',
  register: 'Register',
  loginWithGoogle: 'Sign-in and shell (the demo Google chooser)',
  logout: 'Sign-in and shell (logged only, the user stays signed in)',
  getGrantApplication: 'Dashboard details',
  createGrantApplication: 'faults-wizard.spec.ts: createGrantApplication',
  listNotifications: 'The bell',
  markNotificationsRead: 'The bell',
};

/** Operations no screen calls, each with the reason and where its failure is tested instead. */
const NOT_CALLED_BY_A_SCREEN: Record<string, string> = {
  getMe:
    'no screen calls it (the user comes from the sign-in answer and is kept by the auth store); its server, network and 401 faults are checked in tests/unit/mock-faults.test.ts, its 401s in tests/mock-server/auth.test.ts',
};

test('every operation of openapi.yaml has a fault scenario, a screen test or a named reason', () => {
  const known = new Set([
    ...Object.keys(SCENARIOS),
    ...Object.keys(DRIVEN_IN_SCREEN_TESTS),
    ...Object.keys(NOT_CALLED_BY_A_SCREEN),
  ]);
  expect(OPERATIONS.filter((op) => !known.has(op))).toEqual([]);
  expect([...known].filter((op) => !OPERATIONS.includes(op))).toEqual([]);
});

async function withFault(page: Page, operationId: string, fault: Fault) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify({ latency: 0, failureRate: 0, faults: { [operationId]: fault } }),
  ] as const);
}

for (const [operationId, scenario] of Object.entries(SCENARIOS)) {
  for (const fault of ['server', 'network'] as const) {
    test(`${operationId}: a ${fault} failure shows a clear message and the app stays usable`, async ({
      page,
    }) => {
      if (scenario.signedIn) await signIn(page);
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
}
