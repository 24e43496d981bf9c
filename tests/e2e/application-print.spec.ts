import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAt, test } from './fixtures';
import {
  GRANT_ID,
  GRANT_TITLE,
  chooseScope,
  confirmAndNext,
  fillBudget,
  fillContact,
  fillFinal,
  fillProject,
  uploadDocuments,
} from './wizard-steps';

// The budget table and the printed copy (issue 48): the table reordered by keyboard, the counter
// under a long answer, and "Print or save as PDF" from the review step and from a submitted
// application's details, printed to PDF by the browser and read back: every answer and the
// totals in the wizard's order, the footer, and no control or navigation text.

/** The text of a PDF, page by page (pdf.js, in Node). */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

/** Every `expected` text in `text`, in this order. */
function expectInOrder(text: string, expected: readonly string[]) {
  let from = 0;
  for (const part of expected) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from} of the printed copy`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

/** What a printed copy must never show: the app's controls and navigation. */
const CONTROLS = [
  'Acknowledge and submit',
  'Print or save as PDF',
  'Add line',
  'Opportunities',
  'Resource Library',
  'Sign out',
  'Close application details',
  'Inspector',
];

/** Prints the page as the browser's print dialog would, on A4 and on Letter. */
async function printBoth(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const a4 = await pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  const letter = await pdfText(await page.pdf({ format: 'Letter', preferCSSPageSize: true }));
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  return { a4, letter };
}

/** "Print or save as PDF" calls the browser's print and nothing else (no request leaves). */
async function pressPrint(page: Page, scope: ReturnType<Page['getByRole']> | Page = page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    // As the browser does around its print dialog: 'beforeprint', the dialog, 'afterprint'
    // (here the dialog is page.pdf below, so 'afterprint' comes after it).
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
      window.dispatchEvent(new Event('beforeprint'));
    };
  });
  const requests: string[] = [];
  const listen = (request: { url(): string }) => requests.push(request.url());
  page.on('request', listen);
  await scope.getByRole('button', { name: 'Print or save as PDF' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as never as { printed: number }).printed))
    .toBe(1);
  page.off('request', listen);
  expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
}

test('the budget table by keyboard, then the application printed from the review and from its details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await fillContact(page);
  await confirmAndNext(page, 'Tell Us About Yourself');
  await fillProject(page);
  // The counter under a long answer: the contract's limit, the count as typed.
  await expect(page.getByText('41 / 5,000 characters')).toBeVisible();
  await confirmAndNext(page, 'Project Details');

  await fillBudget(page);
  // Reordered and edited by keyboard: focus a row's control, Enter.
  await page.getByRole('button', { name: 'Move line 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').nth(2)).toContainText('Volunteer coordination');
  await page.getByRole('button', { name: 'Edit line 1' }).focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: 'Budget line 1' });
  await expect(editor.getByLabel('Category')).toBeFocused();
  await editor.getByLabel('Amount', { exact: false }).fill('80000');
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add line' })).toBeFocused();
  // $80,000 + $8,000.55 requested is above the grant's $75,000: the step refuses it.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Budget table' })).toContainText(
    "Requested amount cannot exceed the grant's funding size",
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit line 1' }).click();
  await editor.getByLabel('Amount', { exact: false }).fill('52000');
  await editor.getByRole('button', { name: 'Save line' }).click();
  await expect(page.getByText('$98,000.55').first()).toBeVisible();
  await confirmAndNext(page, 'Budget & Project Details');

  await uploadDocuments(page);
  await confirmAndNext(page, 'Gather the essentials');
  await chooseScope(page);
  await confirmAndNext(page, 'What are you seeking');
  await fillFinal(page, ['Children']);
  await confirmAndNext(page, 'What are you seeking');
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();

  await pressPrint(page);
  const review = await printBoth(page);
  for (const pages of [review.a4, review.letter]) {
    const text = pages.join(' ');
    expectInOrder(text, [
      'East Austin Community Greenhouse',
      'Grant',
      GRANT_TITLE,
      'Deadline',
      'Applicant',
      'Dana Rivera',
      'Not submitted yet',
      'Step 2: Tell Us About Yourself',
      'Phone number',
      '+1 512 555 0142',
      'Location',
      'Austin, TX',
      'Step 3: Project Details',
      'Project title',
      'Project summary',
      'A greenhouse supplying two food pantries.',
      'Objective',
      'Step 4: Budget & Project Details',
      'Budget table',
      'Equipment',
      'Greenhouse structure',
      '$52,000.00',
      'Personnel',
      'Volunteer coordination',
      'Cost sharing',
      '$38,000.00',
      'Supplies',
      'Irrigation',
      '$8,000.55',
      'Requested from the grant',
      '$60,000.55',
      'Total project budget',
      '$98,000.55',
      'Cost sharing',
      '$38,000 from the city.',
      'Methodology',
      'Step 7: What are you seeking',
      'Geographical scope',
      'Local',
      'Step 8: What are you seeking',
      'Primary focus',
      'Food security',
      'Project stage',
      'Implementation',
      'Documents',
      'Resumes or CVs of Key Members',
      'document-0-of-the-team.pdf (2.0 KB)',
    ]);
    for (const control of CONTROLS) expect(text).not.toContain(control);
    // The footer of every page: the applicant and the page number.
    pages.forEach((pageText, index) => {
      expect(pageText).toContain('Dana Rivera');
      expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  }

  await page.getByRole('button', { name: 'Acknowledge and submit' }).click();
  await expect(
    page.getByRole('heading', { name: "You've successfully completed your application" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'No, Change Answers Later' }).click();
  await expect(page).toHaveURL(/\/grants/);

  // The submitted application's details: its table, and the same copy with date and stage.
  await page
    .getByRole('button', { name: /^View application / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table')).toContainText('Greenhouse structure');
  await expectAccessible(page);
  await pressPrint(page, dialog);
  const details = await printBoth(page);
  for (const pages of [details.a4, details.letter]) {
    const text = pages.join(' ');
    expectInOrder(text, [
      'East Austin Community Greenhouse',
      GRANT_TITLE,
      'Submitted',
      'Stage',
      'Submitted',
      'Step 2: Tell Us About Yourself',
      'Step 4: Budget & Project Details',
      'Greenhouse structure',
      'Total project budget',
      '$98,000.55',
      'Step 8: What are you seeking',
      'Documents',
      // The name and size the server kept at submission (issue 48's last point).
      'Resumes or CVs of Key Members',
      'document-0-of-the-team.pdf (2.0 KB)',
    ]);
    for (const control of CONTROLS) expect(text).not.toContain(control);
    expect(pages[0]).toContain('Page 1 of');
  }
});
