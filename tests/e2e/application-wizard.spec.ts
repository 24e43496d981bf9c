import type { Page } from '@playwright/test';
import {
  enteredDialog,
  expect,
  expectAccessible,
  settledBox,
  signIn,
  signInAt,
  test,
} from './fixtures';
import {
  GRANT_ID,
  GRANT_TITLE,
  SECTIONS,
  chooseScope,
  confirmAndNext,
  field,
  fillBudget,
  fillContact,
  fillFinal,
  fillProject,
  upload,
  uploadDocuments,
} from './wizard-steps';

// The grant application wizard end to end on the embedded backend: from top picks to a
// submitted application on /grants, resume after a reload, failures that lose nothing, axe on
// every step and every review state.

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Confirm and Next, with an accessibility scan of the read-only answers when asked. */
async function confirmAndCheck(page: Page, reviewName: string, a11y: boolean) {
  await confirmAndNext(page, reviewName, a11y ? () => expectAccessible(page) : undefined);
}

async function openFromTopPicks(page: Page) {
  await page.goto('/opportunities');
  await page.getByRole('link', { name: `More Details about ${GRANT_TITLE}` }).click();
  await page.getByRole('link', { name: 'SUBMIT APPLICATION' }).click();
  await expect(page).toHaveURL(new RegExp(`/grant\\?id=${GRANT_ID}`));
  await expect(page.getByRole('heading', { name: 'Commission acknowledgement' })).toBeVisible();
}

async function stepsOneToThree(page: Page, a11y = false) {
  await expect(page.getByText('$75,000')).toBeVisible();
  await expect(page.getByText('$15,000.00')).toBeVisible();
  if (a11y) await expectAccessible(page);
  await page.getByRole('button', { name: 'Acknowledge' }).click();

  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await expect(field(page, 'Email address')).toHaveValue('demo@grantwise.app');
  if (a11y) {
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expectAccessible(page);
  }
  await fillContact(page);
  await confirmAndCheck(page, 'Tell Us About Yourself', a11y);

  await fillProject(page);
  if (a11y) await expectAccessible(page);
  await confirmAndCheck(page, 'Project Details', a11y);
}

async function stepsFiveToEight(page: Page, a11y = false) {
  await uploadDocuments(page);
  await expect(page.getByText('Accepted formats: PDF, DOC, DOCX.').first()).toBeVisible();
  if (a11y) await expectAccessible(page);
  await confirmAndCheck(page, 'Gather the essentials', a11y);

  await chooseScope(page);
  if (a11y) await expectAccessible(page);
  await confirmAndCheck(page, 'What are you seeking', a11y);

  await fillFinal(page, ['Children', 'Low-Income Communities']);
  if (a11y) await expectAccessible(page);
  await confirmAndCheck(page, 'What are you seeking', a11y);
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
}

test('from top picks to a submitted application on /grants, accessible on every step', async ({
  page,
}) => {
  // Every step with axe: three times the pass's timeout (3 min on the build, 4.5 on the dev
  // server, which compiles the wizard's modules on this first visit).
  test.slow();
  await signIn(page);
  await openFromTopPicks(page);
  await stepsOneToThree(page, true);
  await fillBudget(page);
  await expectAccessible(page);
  await confirmAndCheck(page, 'Budget & Project Details', true);
  await stepsFiveToEight(page, true);

  await expect(page.getByText('$12,000.11')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Acknowledge and submit' }).click();
  await expect(
    page.getByRole('heading', { name: "You've successfully completed your application" }),
  ).toBeVisible();
  await expect(
    page.getByText('Project narrative — East Austin Community Greenhouse.'),
  ).toBeVisible();
  const submissionId =
    (await page
      .getByText(/^Submission ID:/)
      .locator('strong')
      .textContent()) ?? '';
  expect(submissionId).toHaveLength(8);
  // The receipt (issue 66): the server's tracking number, which the dashboard's row names too.
  const receipt = page.getByRole('region', { name: 'Your receipt' });
  const trackingNumber =
    (await receipt.getByText(/^GW-\d{4}-\d{6}$/).textContent()) ?? 'no tracking number';
  await expect(receipt.getByText(GRANT_TITLE)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Yes, Save Answers' }).click();
  await expect(page).toHaveURL(/\/grants/);
  await expect(page.getByText(submissionId).first()).toBeVisible();
  await expect(page.getByText(`Tracking number: ${trackingNumber}`)).toBeVisible();

  // The next application starts with the saved contact answers.
  await page.goto(`/grant?id=1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(field(page, 'Phone number')).toHaveValue('+1 512 555 0142');
  await expect(field(page, 'Location')).toHaveValue('Austin, TX');
});

test('a reload in the middle of step 4 resumes with every answer', async ({ page }) => {
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await stepsOneToThree(page);
  await fillBudget(page);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resume application' }).click();
  await expect(page.getByRole('heading', { name: 'Budget & Project Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit line/ })).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Irrigation/ })).toContainText('$8,000.55');
  await expect(field(page, 'Methodology')).toHaveValue('Phased build, planting, distribution.');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(field(page, 'Location')).toHaveValue('Austin, TX');
});

test('Start over empties the draft on the server: the next visit offers none of the old answers', async ({
  page,
  traffic,
}) => {
  /** The draft's save at `step` once the server took it. */
  const savedAt = (step: string) =>
    traffic.find((entry) => {
      if (entry.operationId !== 'saveSharedApplication' || entry.response?.status !== 200)
        return false;
      const body = entry.request.body;
      return body.kind === 'json' && (body.value as { step?: string }).step === step;
    });
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await stepsOneToThree(page);
  await expect.poll(() => Boolean(savedAt('budget'))).toBe(true);
  await page.reload();
  await expect(page.getByText(/at step 4, Budget/)).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('button', { name: 'Acknowledge' })).toBeVisible();
  // The emptied answers are saved at once (the step changed), and the server takes them.
  await expect.poll(() => Boolean(savedAt('commission'))).toBe(true);
  const body = savedAt('commission')?.request.body;
  const changes = body?.kind === 'json' ? (body.value as { changes: object }).changes : {};
  expect(changes).toMatchObject({ 'project.projectTitle': '', commissionAcknowledged: false });

  // The next visit finds a draft with nothing of the user's in it: step 1 shows, with nothing
  // to resume (before, it offered to resume "at step 1" what starting gives anyway).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Acknowledge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume application' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(field(page, 'Full name')).toHaveValue(/\S/);
});

test('leaving with answers asks first; an unknown grant says so', async ({ page }) => {
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const leave = await enteredDialog(page.getByRole('dialog', { name: 'Leave the application?' }));
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();

  await page.goto('/grant?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Grant not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to top picks' }).click();
  await expect(page).toHaveURL(/\/opportunities/);
});

test('an upload failure and a submit failure lose nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await stepsOneToThree(page);
  await fillBudget(page);
  await confirmAndCheck(page, 'Budget & Project Details', false);

  const resumes = region(page, SECTIONS[0]);
  await upload(resumes, 'resumes-key-staff.pdf');
  await expect(resumes.getByText('resumes-ke', { exact: true })).toBeVisible();
  // Over 10 MB: the backend refuses it.
  const statements = region(page, SECTIONS[3]);
  await upload(statements, 'audited-statements.pdf', 10 * 1024 * 1024 + 1);
  await expect(statements.getByRole('alert')).toHaveText(
    'Failed to upload file. Please try again.',
  );
  await expect(resumes.getByText('resumes-ke', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // One upload at a time, as on screen (the other upload buttons are disabled meanwhile):
  // each file is on screen before the next one is chosen.
  await upload(statements, 'audited-statements.pdf');
  await expect(statements.getByLabel('Selected file: audited-statements.pdf')).toBeVisible();
  await expect(statements.getByRole('alert')).toHaveCount(0);
  await upload(region(page, SECTIONS[1]), 'letters.pdf');
  await expect(region(page, SECTIONS[1]).getByLabel('Selected file: letters.pdf')).toBeVisible();
  await upload(region(page, SECTIONS[2]), 'chart.pdf');
  await expect(region(page, SECTIONS[2]).getByText('chart.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Back on step 5 the documents are still there.
  await page.getByRole('radio', { name: 'Regional' }).check();
  await page.getByRole('radio', { name: 'Over $100,000' }).check();
  await page.getByRole('radio', { name: 'More than 12 months' }).check();
  await confirmAndCheck(page, 'What are you seeking', false);
  await field(page, 'Primary focus').fill('Food security');
  await field(page, 'Specific requirements').fill('ADA accessible.');
  // Clicked, then waited for checked (the box shows the machine's answer, rendered later).
  await page.getByRole('checkbox', { name: 'Veterans' }).click();
  await expect(page.getByRole('checkbox', { name: 'Veterans' })).toBeChecked();
  await page.getByRole('radio', { name: 'Planning' }).check();
  await confirmAndCheck(page, 'What are you seeking', false);

  // The grant is withdrawn meanwhile: the backend refuses the application.
  await page.evaluate(async (id) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('grantwise-demo');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('grants', 'readwrite');
        tx.objectStore('grants').delete(id);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, GRANT_ID);
  await page.getByRole('button', { name: 'Acknowledge and submit' }).click();
  await expect(page.getByText('Failed! Try again please!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
  await expect(page.getByText('East Austin Community Greenhouse')).toBeVisible();
  await expect(page.getByText('Over $100,000')).toBeVisible();
  await expect(page.getByText('resumes-ke', { exact: true })).toBeVisible();
  // The failures' toasts are stacked: each close button is a target of at least 24 px (WCAG 2.2).
  const closeButtons = page.locator('.Toastify__close-button');
  await expect(closeButtons.first()).toBeVisible();
  for (const close of await closeButtons.all()) {
    const box = await settledBox(close);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await expectAccessible(page);

  // Nothing is lost after a reload either: the draft is still offered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Grant not found' })).toBeVisible();
});
