import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { FULL_BROWSER } from './browsers';
import { expect, signInAt, test } from './fixtures';
import {
  GRANT_ID,
  SECTIONS,
  chooseScope,
  confirmAndNext,
  fillBudget,
  fillContact,
  fillFinal,
  fillProject,
  upload as uploadToSection,
} from './wizard-steps';

// File names outside Latin-1 (and with quotes and backslashes) through the whole library: upload,
// listing, preview, download, and the dashboard's Open of an application's documents. The content
// answer's Content-Disposition must stay Latin-1 for any of them to open.

// The dashboard's Open shows each PDF in a tab, in Chromium's PDF viewer: the full browser (the
// headless shell has no viewer and downloads the file instead).
test.use({ launchOptions: FULL_BROWSER });

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** 255 characters (code points) in Polish, Japanese and an emoji. */
const LONG_NAME = `${Array.from('Zażółć gęślą jaźń 履歴書 🚀 '.repeat(12)).slice(0, 251).join('')}.txt`;

const POLISH_PDF = 'Łódź-budget.pdf';
const TEXT_NAMES = ['履歴書.txt', '🚀 plan.txt', 'say "hi" \\ back.txt', LONG_NAME] as const;

/** Each text file's content, in ASCII: this test is about names, not about text encodings. */
const textOf = (name: string) => `Contents of text file ${TEXT_NAMES.indexOf(name as never)}`;

/**
 * The name Chromium saves a download under: whatever the page asked for, it replaces characters
 * it holds unsafe in file names (here `"` and `\`) with '_'. The other names here stay as they are.
 */
const savedAs = (name: string) => name.replace(/["\\]/g, '_');

async function uploadToLibrary(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload file' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText(file.name, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: file.name, exact: true })).toBeVisible();
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  // A download starts at once; without one the test fails in its own timeout.
  const download = page.waitForEvent('download');
  await click();
  return download;
}

test('names in any script upload, list, preview and download under their own name @live-api', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, '/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();

  await uploadToLibrary(page, { name: POLISH_PDF, mimeType: 'application/pdf', buffer: PDF_BYTES });
  for (const name of TEXT_NAMES) {
    await uploadToLibrary(page, {
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(textOf(name)),
    });
  }

  // Listed under their exact names after a reload (read back from the backend).
  await page.reload();
  for (const name of [POLISH_PDF, ...TEXT_NAMES]) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The library's Download Document.
  for (const name of TEXT_NAMES) {
    await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    const download = await downloadBy(page, () =>
      page
        .getByRole('menu', { name: `Actions for ${name}`, exact: true })
        .getByRole('menuitem', { name: 'Download Document' })
        .click(),
    );
    expect(download.suggestedFilename()).toBe(savedAs(name));
    expect(readFileSync(await download.path()).toString()).toBe(textOf(name));
  }

  // The preview shows the document and downloads it.
  for (const name of TEXT_NAMES) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: name.slice(0, -'.txt'.length) }),
    ).toBeVisible();
    const frame = page.getByTitle(name, { exact: true });
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await expect(frame.contentFrame().locator('body')).toHaveText(textOf(name));
    const download = await downloadBy(page, () =>
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(download.suggestedFilename()).toBe(savedAs(name));
    expect(readFileSync(await download.path()).toString()).toBe(textOf(name));
    await page.getByRole('link', { name: 'Back to Resource Library' }).click();
  }

  await page.getByRole('link', { name: POLISH_PDF, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Łódź-budget' })).toBeVisible();
  // A real PDF is framed for the browser's viewer (no sandbox), from the fetched bytes.
  const pdfFrame = page.getByTitle(POLISH_PDF, { exact: true });
  await expect(pdfFrame).toHaveAttribute('src', /^blob:/);
  await expect(pdfFrame).not.toHaveAttribute('sandbox');
  const pdfDownload = await downloadBy(page, () =>
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  );
  expect(pdfDownload.suggestedFilename()).toBe(POLISH_PDF);
  expect(readFileSync(await pdfDownload.path())).toEqual(PDF_BYTES);
});

test("the dashboard opens an application's documents named in any script", async ({ page }) => {
  test.setTimeout(120_000);
  const documents = [POLISH_PDF, '履歴書.pdf', '🚀 plan.pdf', 'say "hi" \\ back.pdf'] as const;
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await fillContact(page);
  await confirmAndNext(page, 'Tell Us About Yourself');
  await fillProject(page);
  await confirmAndNext(page, 'Project Details');
  await fillBudget(page);
  await confirmAndNext(page, 'Budget & Project Details');

  await expect(page.getByRole('heading', { name: 'Gather the essentials' })).toBeVisible();
  for (const [index, title] of SECTIONS.entries()) {
    const name = documents[index] ?? '';
    const section = page.getByRole('region', { name: title });
    await uploadToSection(section, name);
    await expect(section.getByLabel(`Selected file: ${name}`, { exact: true })).toBeVisible();
  }
  await confirmAndNext(page, 'Gather the essentials');
  await chooseScope(page);
  await confirmAndNext(page, 'What are you seeking');
  await fillFinal(page);
  await confirmAndNext(page, 'What are you seeking');
  await page.getByRole('button', { name: 'Acknowledge and submit' }).click();
  const submissionId =
    (await page
      .getByText(/^Submission ID:/)
      .locator('strong')
      .textContent()) ?? '';
  expect(submissionId).toHaveLength(8);
  await page.getByRole('button', { name: 'Yes, Save Answers' }).click();
  await expect(page).toHaveURL(/\/grants/);

  await page.getByRole('button', { name: `View application ${submissionId}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Documents' })).toBeVisible();
  for (const label of [
    'Resumes',
    'Letters of Commitment',
    'Organizational Chart',
    'Audited Statement',
  ]) {
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: `Open ${label}`, exact: true }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(/^blob:/);
    await tab.close();
  }
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
