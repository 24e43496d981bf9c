import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  axeOf,
  enteredDialog,
  expect,
  expectAccessible,
  signIn,
  signInAt,
  test,
  whileStill,
} from './fixtures';

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function openLibrary(page: Page) {
  await signInAt(page, '/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'audited-financials-2025.pdf' })).toBeVisible();
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = await enteredDialog(page.getByRole('dialog', { name: 'Upload file' }));
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('File uploaded successfully').first()).toBeVisible();
}

const folderTile = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} \\d+ files?$`) });

/**
 * axe as in the fixtures, for a page with the sandboxed preview frame: axe cannot run inside a
 * frame that may not run scripts, so the frame's content is left out (the frame itself is titled).
 */
async function expectAccessibleAroundFrame(page: Page) {
  const results = await whileStill(page, () => axeOf(page).exclude('iframe').analyze());
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const documentsHeading = (page: Page) =>
  page.getByRole('heading', { name: /Personal Documents \|/ });

test('the library and both dialogs pass axe, with their validation messages', async ({ page }) => {
  await openLibrary(page);
  await expectAccessible(page);

  // The wheel over a dialog's backdrop does not scroll the page behind it: the scroll lock stops
  // it (the page's scroll bar stays: src/app/theme.ts). Each wheel's fate, as the page saw it.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    Object.assign(window, { wheelsStopped: seen });
    addEventListener('wheel', (event) => seen.push(event.defaultPrevented), { passive: true });
  });
  await page.getByRole('button', { name: 'Create folder' }).click();
  const create = await enteredDialog(page.getByRole('dialog', { name: 'Create folder' }));
  await page.mouse.move(4, 300);
  await page.mouse.wheel(0, 600);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { wheelsStopped: boolean[] }).wheelsStopped),
    )
    .toEqual([true]);
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create.getByText('Folder name is required')).toBeVisible();
  await create.getByLabel('Folder name').fill('uploads');
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create.getByText('A folder with this name already exists')).toBeVisible();
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = await enteredDialog(page.getByRole('dialog', { name: 'Upload file' }));
  await expect(dialog.getByText('Any file type up to 10MB')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(12_800),
  });
  await expect(dialog.getByText('(12.5 KB)')).toBeVisible();
  await expectAccessible(page);
});

test.describe('with less motion asked for', () => {
  // The system setting a person with a vestibular disorder turns on (prefers-reduced-motion).
  test.use({ reducedMotion: 'reduce' });

  test('the account menu, a dialog and a toast come and go without moving', async ({ page }) => {
    // Every transition and animation that starts, with what it lasts; a loader's and a skeleton's
    // endless pulse and a toast's countdown bar are indicators, not motion, and are left out.
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { moved });
      const note = (event: Event) => {
        const target = event.target as HTMLElement;
        const style = getComputedStyle(target);
        // A colour that changes over a tenth of a second (a field's border as it takes focus)
        // moves nothing.
        if (
          event instanceof TransitionEvent &&
          /color|shadow|background|border|outline/.test(event.propertyName)
        ) {
          return;
        }
        if (event.type === 'animationstart') {
          if (style.animationIterationCount === 'infinite') return;
          if (target.classList.contains('Toastify__progress-bar')) return;
        }
        const durations =
          event.type === 'transitionrun' ? style.transitionDuration : style.animationDuration;
        const longest = Math.max(...durations.split(',').map((value) => parseFloat(value) * 1000));
        const what = event instanceof TransitionEvent ? ` (${event.propertyName})` : '';
        if (longest > 1) moved.push(`${event.type}${what} of ${target.className}: ${durations}`);
      };
      document.addEventListener('transitionrun', note, true);
      document.addEventListener('animationstart', note, true);
    });
    await openLibrary(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Create folder' }).click();
    const create = await enteredDialog(page.getByRole('dialog', { name: 'Create folder' }));
    await create.getByLabel('Folder name').fill('Quiet papers');
    await create.getByRole('button', { name: 'Create Folder' }).click();
    await expect(create).toBeHidden();
    // The toast closes itself when its animation out ends: it must still go.
    const toast = page.getByRole('alert').filter({ hasText: 'Folder created successfully' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
  });
});

test('create a folder, upload a PDF and a text file, reload and preview them', async ({ page }) => {
  await openLibrary(page);
  await page.getByRole('button', { name: 'Create folder' }).click();
  const create = await enteredDialog(page.getByRole('dialog', { name: 'Create folder' }));
  await create.getByLabel('Folder name').fill('Board papers');
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('Folder created successfully')).toBeVisible();

  await folderTile(page, 'Board papers').click();
  await expect(documentsHeading(page)).toHaveText('Personal Documents | 0 Files');

  await upload(page, { name: 'minutes.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await upload(page, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Plain notes for the board'),
  });
  await expect(documentsHeading(page)).toHaveText('Personal Documents | 2 Files');
  await expect(folderTile(page, 'Board papers')).toContainText('2 files');

  await page.reload();
  await folderTile(page, 'Board papers').click();
  // Exact names: the default folder's board-meeting-notes.txt, drawn until Board papers' files
  // arrive, contains "notes.txt" too (on the dev server the click once landed on it).
  await expect(documentsHeading(page)).toHaveText('Personal Documents | 2 Files');
  await page.getByRole('link', { name: 'notes.txt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'notes', exact: true })).toBeVisible();
  const frame = page.locator('iframe[title="notes.txt"]');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="notes.txt"]').locator('body')).toContainText(
    'Plain notes for the board',
  );
  await expectAccessibleAroundFrame(page);

  await page.getByRole('link', { name: 'Back to Resource Library' }).click();
  await folderTile(page, 'Board papers').click();
  await page.getByRole('link', { name: 'minutes.pdf', exact: true }).click();
  await expect(page.locator('iframe[title="minutes.pdf"]')).toHaveAttribute('src', /^blob:/);
});

test('Application Use, move, download, share and delete @live-api', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLibrary(page);

  const toggle = page.getByRole('switch', {
    name: 'Application Use for project-budget-summary.csv',
  });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click({ force: true });
  await expect(
    page.getByRole('switch', { name: 'Application Use for project-budget-summary.csv' }),
  ).toBeChecked();
  await page.getByRole('tab', { name: 'Important' }).click();
  await expect(page.getByRole('link', { name: 'project-budget-summary.csv' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'board-meeting-notes.txt' })).toBeHidden();
  await page.getByRole('tab', { name: 'All files' }).click();

  // Download saves the file under its name with the same bytes.
  await page.getByRole('button', { name: 'Actions for board-meeting-notes.txt' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download Document' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('board-meeting-notes.txt');
  const saved = readFileSync(await download.path());
  expect(saved.toString()).toContain('Board meeting notes');

  // Share copies the preview link.
  await page.getByRole('button', { name: 'Actions for board-meeting-notes.txt' }).click();
  await page.getByRole('menuitem', { name: 'Share Document' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/resources\/[0-9a-f-]{36}$/);

  // Move to another folder.
  await page.getByRole('button', { name: 'Actions for board-meeting-notes.txt' }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  const move = await enteredDialog(page.getByRole('dialog', { name: 'Move to folder' }));
  await move.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Tax documents' }).click();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('File moved successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'board-meeting-notes.txt' })).toBeHidden();
  await folderTile(page, 'Tax documents').click();
  await expect(page.getByRole('link', { name: 'board-meeting-notes.txt' })).toBeVisible();

  // The shared link opens the preview.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'board-meeting-notes' })).toBeVisible();
  await page.goto('/resources');

  // Delete with a confirmation.
  await page.getByRole('button', { name: 'Actions for funding-by-quarter.svg' }).click();
  await page.getByRole('menuitem', { name: 'Delete Document' }).click();
  const confirm = await enteredDialog(page.getByRole('dialog', { name: 'Delete Document' }));
  await expect(confirm).toContainText('funding-by-quarter.svg');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'funding-by-quarter.svg' })).toBeHidden();

  // Several at once.
  // Clicked, then waited for checked (the box shows the library machine's selection).
  await page.getByRole('checkbox', { name: 'Select all files' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all files' })).toBeChecked();
  await page.getByRole('button', { name: /Delete selected/ }).click();
  // Clicked once the dialog has entered: a click while it still slides in pressed the button
  // where it stood and released it where it no longer was (missed once on the dev server, loaded).
  const confirmAll = await enteredDialog(page.getByRole('dialog', { name: 'Delete Document' }));
  await confirmAll.getByRole('button', { name: 'Delete' }).click();
  await expect(documentsHeading(page)).toHaveText('Personal Documents | 0 Files');
});

test('a download holds exactly the bytes uploaded, whatever the encoding; UTF-8 text previews as written', async ({
  page,
}) => {
  test.slow();
  await openLibrary(page);
  const utf8 = 'Budget notes: café, naïve, ✓, 👩‍👩‍👧\n';
  const files = [
    // "café" in Latin-1: the bytes 63 61 66 e9, which are not UTF-8.
    {
      name: 'latin1-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from([0x63, 0x61, 0x66, 0xe9]),
    },
    { name: 'utf8-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(utf8, 'utf8') },
    {
      name: 'scan.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    },
    { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
  ];
  for (const file of files) await upload(page, file);
  for (const file of files) {
    await page.getByRole('button', { name: `Actions for ${file.name}` }).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download Document' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(file.name);
    expect(readFileSync(await download.path()).equals(file.buffer), file.name).toBe(true);
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  // Served as text/plain with no charset, UTF-8 text still previews as written.
  await page.getByRole('link', { name: 'utf8-notes.txt' }).click();
  await expect(page.frameLocator('iframe[title="utf8-notes.txt"]').locator('body')).toHaveText(
    utf8.trim(),
  );
});

test('a file over 10 MB is refused by the dialog', async ({ page }) => {
  await openLibrary(page);
  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = await enteredDialog(page.getByRole('dialog', { name: 'Upload file' }));
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'huge.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('File must be at most 10MB')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test.describe('an uploaded page', () => {
  test.use({
    consoleAllowed: [
      {
        text: /^Blocked script execution in 'blob:.*' because the document's frame is sandboxed/,
        why: "the proof itself: the browser refuses the uploaded page's script",
      },
    ],
  });

  test('an uploaded HTML file shows in the preview without running its script', async ({
    page,
  }) => {
    await openLibrary(page);
    await upload(page, {
      name: 'evil.html',
      mimeType: 'text/html',
      buffer: Buffer.from(
        '<p id="out">script did not run</p><script>document.getElementById("out").textContent = "script ran"; try { parent.document.body.dataset.pwned = "1" } catch (e) {}</script>',
      ),
    });
    await page.getByRole('link', { name: 'evil.html' }).click();
    const frame = page.frameLocator('iframe[title="evil.html"]');
    await expect(frame.locator('#out')).toHaveText('script did not run');
    await expect(page.locator('iframe[title="evil.html"]')).toHaveAttribute('sandbox', '');
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  });
});

test('odd preview ids lead back to the library; javascript: never reaches a frame', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/resources/javascript:alert(1)');
  await expect(page).toHaveURL(/\/resources$/);
  await page.goto('/resources/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  const sources = await page
    .locator('iframe')
    .evaluateAll((frames) => frames.map((f) => f.getAttribute('src') ?? ''));
  expect(sources.filter((src) => /^(javascript|data):/i.test(src))).toEqual([]);
});

test('the FAQ filters on the question', async ({ page }) => {
  await openLibrary(page);
  const search = page.getByRole('textbox', { name: 'Search questions' });
  await search.fill('LETTER OF SUPPORT');
  await expect(
    page.getByRole('button', { name: 'What is a letter of support and who should write it?' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'How should I name my grant documents?' }),
  ).toBeHidden();
  await search.fill('zzz');
  await expect(page.getByText('No questions found matching your search.')).toBeVisible();
});
