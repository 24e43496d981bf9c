import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

async function openInspector(page: Page) {
  await page.getByRole('button', { name: 'Open state inspector' }).click();
  const drawer = page.getByRole('dialog', { name: 'State inspector' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the inspector lists running machines and forces a fault on an operation', async ({
  page,
}) => {
  await signIn(page);
  let drawer = await openInspector(page);
  const auth = drawer.getByRole('listitem', { name: 'Machine auth' });
  await expect(auth).toContainText(/State: signedIn/);
  await expect(auth.locator('pre')).toContainText('"user"');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/create-grant');
  drawer = await openInspector(page);
  await expect(drawer.getByRole('listitem', { name: 'Machine createGrant' })).toBeVisible();

  await drawer.getByRole('combobox', { name: 'Operation' }).fill('listGrants');
  await page.getByRole('option', { name: 'listGrants', exact: true }).click();
  await drawer.getByRole('combobox', { name: 'Forced fault' }).click();
  await page.getByRole('option', { name: 'Server error (500)' }).click();
  await expect(drawer.getByRole('combobox', { name: 'Forced fault' })).toHaveValue(
    'Server error (500)',
  );

  await page.goto('/opportunities');
  await expect(
    page.getByText(/Failed to fetch grants|The server had a problem \(simulated\)/).first(),
  ).toBeVisible();
});

test('the Empty account preset leaves the demo user without applications', async ({ page }) => {
  await signIn(page);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('No applications found')).toBeHidden();
  const drawer = await openInspector(page);
  await drawer.getByRole('button', { name: 'Empty account' }).click();
  // The reset ends every session: the page reloads on the sign-in screen.
  await expect(page.getByRole('heading', { name: 'Sign in to Grantwise' })).toBeVisible();
  await signIn(page);
  await page.goto('/applications');
  await expect(page.getByText('No applications found')).toBeVisible();
});
