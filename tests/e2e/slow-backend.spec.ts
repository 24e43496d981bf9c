import type { Page } from '@playwright/test';
import { expect, signIn, tableRows, test } from './fixtures';

// A slow backend (1.5 s per answer) shows announced loading states, never a frozen or empty
// screen, then the content: top picks, the library and the dashboard.

const SETTINGS_KEY = 'grantwise.mock.settings';
const LATENCY = 1500;

async function slowDown(page: Page) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify({ latency: LATENCY, failureRate: 0, faults: {} }),
  ] as const);
}

test('top picks, the library and the dashboard announce their loading, then show the content', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await slowDown(page);

  await page.goto('/opportunities');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top Picks for You This Week' }),
  ).toBeVisible();
  const grantsLoading = page.getByRole('progressbar', { name: 'Loading grants' });
  await expect(grantsLoading).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(grantsLoading).toHaveCount(0);

  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  const filesLoading = page.getByRole('status').filter({ hasText: 'Loading files...' });
  await expect(filesLoading).toBeVisible();
  await expect(page.getByRole('link', { name: 'audited-financials-2025.pdf' })).toBeVisible();
  await expect(filesLoading).toHaveCount(0);

  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Grants Dashboard' })).toBeVisible();
  const applicationsLoading = page.getByRole('status').filter({ hasText: 'Loading applications' });
  await expect(applicationsLoading).toBeVisible();
  await expect(tableRows(page).first()).toBeVisible();
  await expect(applicationsLoading).toHaveCount(0);
});

test('while the library loads, Create Folder and Upload wait, then do what was asked', async ({
  page,
  droppedEvents,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await slowDown(page);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();

  await page.getByRole('button', { name: 'Create folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create folder' });
  await dialog.getByLabel(/Folder name/).fill('Site visits');
  const create = dialog.getByRole('button', { name: 'Create Folder' });
  // The folders are still loading: the button waits rather than sending what would be dropped.
  await expect(create).toBeDisabled();
  await dialog.getByLabel(/Folder name/).press('Enter');
  await expect(create).toBeEnabled();
  await expect(dialog.getByLabel(/Folder name/)).toHaveValue('Site visits');
  await create.click();
  await expect(page.getByText('Folder created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The library reloads after the change: an upload waits for it in turn.
  await page.getByRole('button', { name: 'Upload file' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload file' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'visit-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notes'),
  });
  await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  expect(droppedEvents).toEqual([]);
});
