import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type LaunchOptions, chromium } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Everything a user creates survives a browser restart: a persistent profile (the executable and
// flags of playwright.config.ts), a company, a folder and an application draft created, the
// browser closed, launched again on the same profile, and all three found.

const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

function launch(
  userDataDir: string,
  launchOptions: LaunchOptions,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions, baseURL });
}

test('a company, a folder and a wizard draft survive closing and relaunching the browser', async ({
  baseURL,
  launchOptions,
}) => {
  test.setTimeout(120_000);
  const userDataDir = mkdtempSync(join(tmpdir(), 'grantwise-profile-'));
  const errors: string[] = [];
  try {
    const first = await launch(userDataDir, launchOptions, baseURL);
    const page = first.pages()[0] ?? (await first.newPage());
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);

    await page.goto('/?card=company');
    await expect(page.getByLabel('Company EIN')).toHaveValue('');
    await page.getByLabel('Company EIN').fill('12-3456789');
    await page.getByLabel('Company E-mail').fill('info@riverbend.coop');
    await page.getByLabel('Company Legal Name').fill('Riverbend Bakery LLC');
    await page.getByLabel('Company HQ Address').fill('12 Mill St, Burlington, VT');
    await page.getByLabel('Company Industry').fill('Food');
    await page.getByLabel('Company Website').fill('riverbend.coop');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Company created successfully')).toBeVisible();

    await page.goto('/resources');
    await page.getByRole('button', { name: 'Create folder' }).click();
    const create = page.getByRole('dialog', { name: 'Create folder' });
    await create.getByLabel('Folder name').fill('Board papers');
    await create.getByRole('button', { name: 'Create Folder' }).click();
    await expect(page.getByText('Folder created successfully')).toBeVisible();

    await page.goto(`/grant?id=${GRANT_ID}`);
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByLabel('Phone number', { exact: false }).fill('+1 512 555 0142');
    await page.getByLabel('Location', { exact: false }).fill('Austin, TX');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
    await page
      .getByLabel('Project title', { exact: false })
      .fill('East Austin Community Greenhouse');
    await first.close();

    const second = await launch(userDataDir, launchOptions, baseURL);
    const again = second.pages()[0] ?? (await second.newPage());
    again.setDefaultTimeout(15_000);
    again.on('pageerror', (error) => errors.push(error.message));
    // Still signed in after the restart.
    await again.goto('/?card=company');
    await expect(again.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(again.getByLabel('Company Legal Name')).toHaveValue('Riverbend Bakery LLC');
    await expect(again.getByLabel('Company Website')).toHaveValue(/riverbend\.coop/);

    await again.goto('/resources');
    await expect(again.getByRole('button', { name: /^Board papers \d+ files?$/ })).toBeVisible();

    await again.goto(`/grant?id=${GRANT_ID}`);
    await expect(again.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
    await again.getByRole('button', { name: 'Resume application' }).click();
    // On the step the user was on (step 2 confirmed), with what was typed there.
    await expect(again.getByRole('heading', { name: 'Project Details' })).toBeVisible();
    await expect(again.getByLabel('Project title', { exact: false })).toHaveValue(
      'East Austin Community Greenhouse',
    );
    await second.close();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
