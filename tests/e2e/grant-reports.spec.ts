import type { Page } from '@playwright/test';
import {
  PHONE,
  SAM,
  expect,
  expectAccessible,
  expectNoSidewaysOverflow,
  signInAt,
  test,
} from './fixtures';

// A report after an award (issue 66, part 5), the journey across screens that no screen test
// walks: Sam's seeded interim report, due in 5 days and half written, from the dashboard's
// Reports due to the report; an answer saved by itself and still there after a reload (the
// embedded backend's database in a real browser), a file of the library attached, and Submit
// asked in place. At a laptop's width and on a phone, with axe at each screen.

const SPENDING = 'How has the funding been spent so far?';
const ANSWER =
  'The award paid for the LED high-bay fittings and the variable-speed compressor; installation was by a local electrician.';

async function writeAndSubmit(page: Page, phone: boolean) {
  await signInAt(page, '/grants', SAM);
  const section = page.getByRole('region', { name: 'Reports due' });
  // Sam's other award owes reports too: the one due in 5 days is the story's.
  const interim = section
    .getByRole('listitem')
    .filter({ hasText: 'Interim report' })
    .filter({ hasText: 'Due in 5 days' });
  await expect(interim).toHaveCount(1);
  await expect(interim).toContainText('Small Business Clean Energy Innovation Award');
  await expect(
    section.getByRole('button', { name: 'Add to calendar: reports due', exact: true }),
  ).toBeEnabled();
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  if (phone) await expectNoSidewaysOverflow(page, "the dashboard's reports due");

  await interim.getByRole('link', { name: /^Write report/ }).click();
  await expect(page).toHaveURL(/\/report\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interim report' })).toBeVisible();
  await expect(page.getByText('Due in 5 days')).toBeVisible();
  // Half written: the first answer is there, the second is not.
  await expect(page.getByLabel('What has the project achieved so far?')).not.toHaveValue('');
  await expect(page.getByLabel(SPENDING)).toHaveValue('');
  await expectAccessible(page);
  if (phone) await expectNoSidewaysOverflow(page, 'the report');

  const status = page.getByTestId('report-save-status');
  await page.getByLabel(SPENDING).fill(ANSWER);
  await expect(page.getByText(`${ANSWER.length} / 2000`)).toBeVisible();
  await expect(status).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel(SPENDING)).toHaveValue(ANSWER);

  // A file of Sam's library, attached and saved at once.
  const picker = page.getByLabel('File for Expense summary');
  await expect(picker.locator('option')).not.toHaveCount(1);
  const fileName = (await picker.locator('option').nth(1).textContent()) ?? '';
  await picker.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Attach Expense summary' }).click();
  await expect(status).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Detach Expense summary' })).toBeVisible();
  await expect(page.getByText(fileName.replace(/ \([^)]*\)$/, ''), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const question = page.getByRole('heading', {
    name: 'Submit this report? It cannot be changed afterwards.',
  });
  await expect(question).toBeFocused();
  await expectAccessible(page);
  if (phone) await expectNoSidewaysOverflow(page, 'the question asked in place');
  await page.getByRole('button', { name: 'Submit report' }).click();
  await expect(
    page.getByText(/^Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4} by Sam Okafor\.$/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: SPENDING })).toHaveCount(0);
  await expect(page.getByText(ANSWER)).toBeVisible();
  await expectAccessible(page);

  // Back on the dashboard, the interim report is no longer due; the others still are.
  await page.goto('/grants');
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await expect(interim).toHaveCount(0);
}

test.describe('laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test("Sam writes the interim report from the dashboard's Reports due and submits it", async ({
    page,
  }) => {
    test.slow();
    await writeAndSubmit(page, false);
  });
});

test.describe('phone', () => {
  test.use(PHONE);
  test('the same journey at 390 px, nothing wider than the screen', async ({ page }) => {
    test.slow();
    await writeAndSubmit(page, true);
  });
});
