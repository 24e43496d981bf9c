import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// The application wizard's steps as a person fills them, shared by the wizard's end-to-end
// specs: the demo grant, one set of valid answers and a helper per step.

export const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
export const GRANT_TITLE = 'Community Food Resilience Grant';

/** The four document sections of step 5, as titled on the page. */
export const SECTIONS = [
  'Resumes or CVs of Key Members',
  'Letters of Support or Commitment',
  'Organizational Chart',
  'Audited Financial Statements',
] as const;

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

/**
 * A PDF of `size` bytes as the server sees one: it begins with the PDF signature (the server
 * decides a file's type from its name and its first bytes, never from the type the uploader
 * declares), then filler; one shorter than the signature (an empty file) is filler alone.
 */
export const pdf = (name: string, size = 2048) => {
  const signature = Buffer.from('%PDF-1.4\n');
  return {
    name,
    mimeType: 'application/pdf',
    buffer:
      size < signature.length
        ? Buffer.alloc(size, 37)
        : Buffer.concat([signature, Buffer.alloc(size - signature.length, 37)]),
  };
};

/** Chooses a file in a document section (its file input stays in the page, visually hidden). */
export async function upload(section: Locator, name: string, size?: number) {
  await section.locator('input[type=file]').setInputFiles(pdf(name, size));
}

/** Confirm, see the read-only answers (then `onReview`, e.g. an accessibility scan), Next. */
export async function confirmAndNext(
  page: Page,
  reviewName: string,
  onReview?: () => Promise<void>,
) {
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: `${reviewName}: your answers` })).toBeVisible();
  await onReview?.();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Step 2: the profile prefills the name and email; the phone number and location are typed. */
export async function fillContact(page: Page) {
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await field(page, 'Phone number').fill('+1 512 555 0142');
  await field(page, 'Location').fill('Austin, TX');
}

/** Step 3; `dates` (YYYY-MM-DD) default to fixed ones in 2030. */
export async function fillProject(page: Page, dates = { start: '2030-01-15', end: '2030-12-15' }) {
  await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
  await field(page, 'Project title').fill('East Austin Community Greenhouse');
  await field(page, 'Project start date').fill(dates.start);
  await field(page, 'Project end date').fill(dates.end);
  await field(page, 'Project summary').fill('A greenhouse supplying two food pantries.');
  await field(page, 'Objective').fill('Deliver 20,000 lb of produce per year.');
}

/** The budget table's lines of BUDGET_LINES: $60,000.55 requested, $38,000 cost-shared. */
export const BUDGET_LINES = [
  { category: 'Equipment', description: 'Greenhouse structure', amount: '52000', grant: true },
  { category: 'Supplies', description: 'Irrigation', amount: '8000.55', grant: true },
  { category: 'Personnel', description: 'Volunteer coordination', amount: '38000', grant: false },
] as const;

/** Adds one line to step 4's budget table through its line editor. */
export async function addBudgetLine(page: Page, line: (typeof BUDGET_LINES)[number]) {
  await page.getByRole('button', { name: 'Add line' }).click();
  const editor = page.getByRole('region', { name: 'New budget line' });
  await editor.getByLabel('Category').selectOption({ label: line.category });
  await editor.getByLabel('Description').fill(line.description);
  await editor.getByLabel('Amount', { exact: false }).fill(line.amount);
  if (!line.grant) await editor.getByRole('radio', { name: 'Cost sharing' }).check();
  await editor.getByRole('button', { name: 'Save line' }).click();
  await expect(editor).toBeHidden();
}

export async function fillBudget(page: Page) {
  await expect(page.getByRole('heading', { name: 'Budget & Project Details' })).toBeVisible();
  for (const line of BUDGET_LINES) await addBudgetLine(page, line);
  await expect(page.getByText('$98,000.55').first()).toBeVisible();
  await field(page, 'Cost sharing').fill('$38,000 from the city.');
  await field(page, 'Problem statement').fill('41% of households report food insecurity.');
  await field(page, 'Project description').fill('A year-round greenhouse run with volunteers.');
  await field(page, 'Methodology').fill('Phased build, planting, distribution.');
}

/** Step 5: one upload per section, each on screen before the next is chosen. */
export async function uploadDocuments(page: Page) {
  await expect(page.getByRole('heading', { name: 'Gather the essentials' })).toBeVisible();
  for (const [index, title] of SECTIONS.entries()) {
    const section = page.getByRole('region', { name: title });
    await upload(section, `document-${index}-of-the-team.pdf`);
    await expect(section.getByText(`document-${index}`)).toBeVisible();
  }
}

/** Step 7: scope, budget range and timeline. */
export async function chooseScope(page: Page) {
  await page.getByRole('radio', { name: 'Local' }).check();
  await page.getByRole('radio', { name: '$50,000 - $100,000' }).check();
  await page.getByRole('radio', { name: '6-12 months' }).check();
}

/** Step 8: focus, requirements, the target audiences given and the stage. */
export async function fillFinal(page: Page, audiences: string[] = ['Children']) {
  await field(page, 'Primary focus').fill('Food security');
  await field(page, 'Specific requirements').fill('ADA accessible.');
  for (const audience of audiences) {
    // Clicked, then waited for checked: the box shows the machine's answer, which a busy
    // machine renders later than check() looks.
    const box = page.getByRole('checkbox', { name: audience });
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.getByRole('radio', { name: 'Implementation' }).check();
}
