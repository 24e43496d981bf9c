import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

// The application wizard under faults: a failing submit (server and network) keeps every answer
// and a retry submits; a 401 in the middle signs the user out to /sign-in?redirect=..., and after
// signing in again the draft is offered with every answer.

const SETTINGS_KEY = 'grantwise.mock.settings';
const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

async function force(page: Page, faults: Record<string, 'server' | 'network' | 'unauthorized'>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify({ latency: 0, failureRate: 0, faults }),
  ] as const);
}

async function signInHere(page: Page) {
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function confirmAndNext(page: Page, reviewName: string) {
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: `${reviewName}: your answers` })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function stepsOneToTwo(page: Page) {
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await field(page, 'Phone number').fill('+1 512 555 0142');
  await field(page, 'Location').fill('Austin, TX');
}

async function stepThree(page: Page) {
  await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
  await field(page, 'Project title').fill('East Austin Community Greenhouse');
  await field(page, 'Project start date').fill('2030-01-15');
  await field(page, 'Project end date').fill('2030-12-15');
  await field(page, 'Project summary').fill('A greenhouse supplying two food pantries.');
  await field(page, 'Objective').fill('Deliver 20,000 lb of produce per year.');
}

async function stepFour(page: Page) {
  await expect(page.getByRole('heading', { name: 'Budget & Project Details' })).toBeVisible();
  await field(page, 'Total project budget').fill('98000');
  await field(page, 'Requested funding amount').fill('60000.55');
  await field(page, 'Detailed budget breakdown').fill('Structure $52,000; irrigation $11,000.');
  await field(page, 'Cost sharing').fill('$38,000 from the city.');
  await field(page, 'Problem statement').fill('41% of households report food insecurity.');
  await field(page, 'Project description').fill('A year-round greenhouse run with volunteers.');
  await field(page, 'Methodology').fill('Phased build, planting, distribution.');
}

const SECTIONS = [
  'Resumes or CVs of Key Members',
  'Letters of Support or Commitment',
  'Organizational Chart',
  'Audited Financial Statements',
];

async function upload(section: Locator, name: string) {
  await section
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(2048, 37) });
}

async function stepsFiveToEight(page: Page) {
  await expect(page.getByRole('heading', { name: 'Gather the essentials' })).toBeVisible();
  for (const [index, title] of SECTIONS.entries()) {
    const section = page.getByRole('region', { name: title });
    await upload(section, `document-${index}-of-the-team.pdf`);
    await expect(section.getByText(`document-${index}`)).toBeVisible();
  }
  await confirmAndNext(page, 'Gather the essentials');
  await page.getByRole('radio', { name: 'Local' }).check();
  await page.getByRole('radio', { name: '$50,000 - $100,000' }).check();
  await page.getByRole('radio', { name: '6-12 months' }).check();
  await confirmAndNext(page, 'What are you seeking');
  await field(page, 'Primary focus').fill('Food security');
  await field(page, 'Specific requirements').fill('ADA accessible.');
  await page.getByRole('checkbox', { name: 'Children' }).check();
  await page.getByRole('radio', { name: 'Implementation' }).check();
  await confirmAndNext(page, 'What are you seeking');
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
}

async function signedInAt(page: Page, path: string) {
  await page.goto('/sign-in');
  await signInHere(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto(path);
}

test('createGrantApplication: a server and a network failure keep every answer, a retry submits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAt(page, `/grant?id=${GRANT_ID}`);
  await stepsOneToTwo(page);
  await confirmAndNext(page, 'Tell Us About Yourself');
  await stepThree(page);
  await confirmAndNext(page, 'Project Details');
  await stepFour(page);
  await confirmAndNext(page, 'Budget & Project Details');
  await stepsFiveToEight(page);

  const submit = page.getByRole('button', { name: 'Acknowledge and submit' });
  for (const fault of ['server', 'network'] as const) {
    await force(page, { createGrantApplication: fault });
    await submit.click();
    // The catalogue's fixed toast for this call, whatever the cause.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed! Try again please!' }).first(),
    ).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(page.getByText('East Austin Community Greenhouse')).toBeVisible();
    await expect(page.getByText('$50,000 - $100,000')).toBeVisible();
    await expect(page.getByText('document-0', { exact: true })).toBeVisible();
  }
  await force(page, {});
  await submit.click();
  await expect(
    page.getByRole('heading', { name: "You've successfully completed your application" }),
  ).toBeVisible();
});

test('a 401 in the middle of the wizard signs out to sign-in with the way back; the draft is restored with every answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAt(page, `/grant?id=${GRANT_ID}`);
  await stepsOneToTwo(page);
  await confirmAndNext(page, 'Tell Us About Yourself');
  await stepThree(page);
  await confirmAndNext(page, 'Project Details');
  await stepFour(page);

  // The session ends on the server: the next call (the upload on step 5) answers 401.
  await force(page, { uploadFile: 'unauthorized' });
  await confirmAndNext(page, 'Budget & Project Details');
  await upload(page.getByRole('region', { name: SECTIONS[0]! }), 'resumes-key-staff.pdf');
  await expect(page).toHaveURL(
    new RegExp(`/sign-in\\?redirect=${encodeURIComponent(`/grant?id=${GRANT_ID}`)}$`),
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await force(page, {});
  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`/grant\\?id=${GRANT_ID}`));
  await expect(page.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume application' }).click();
  // Back on the step the user was on; the review then shows every earlier answer.
  await expect(page.getByRole('heading', { name: 'Gather the essentials' })).toBeVisible();
  await stepsFiveToEight(page);
  for (const answer of [
    '+1 512 555 0142',
    'Austin, TX',
    'East Austin Community Greenhouse',
    'Deliver 20,000 lb of produce per year.',
    'Structure $52,000; irrigation $11,000.',
    'Phased build, planting, distribution.',
  ]) {
    await expect(page.getByText(answer, { exact: true }).first()).toBeVisible();
  }
});
