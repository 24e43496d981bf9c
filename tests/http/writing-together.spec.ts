import type { Browser, Page } from '@playwright/test';
import { NETWORK_CUT, TENANT_HEADER, expect, signInAt, test } from '../e2e/fixtures';
import { field } from '../e2e/wizard-steps';

// Two people in one draft at once, each in a browser of their own, through the live build and
// `api:serve` (issue 60): Dana and Priya open the demo's shared draft in the wizard and both
// change its cost sharing; Dana's change, written with her network cut, meets Priya's on the
// server as a conflict; she keeps hers, and Priya's open wizard shows it without a reload. Only a
// real server between two browsers proves the round trip: the machine's model tests prove each
// side alone, the demo's sharing journey one person after the other.

const PRIYA = { email: 'priya@grantwise.app', password: 'Together2026!' };
const DRAFT = 'Family Reading Nights at the Food Hub';
const DANAS = 'The library lends the room and two volunteers, worth $1,400.';
const PRIYAS = 'Library volunteers and the food hub kitchen, $1,100 in kind.';

/** Opens the draft from the dashboard and answers the resume offer. */
async function openTheDraft(page: Page, resume: 'Resume application' | 'Continue application') {
  await page
    .getByRole('region', { name: 'Applications in progress' })
    .getByRole('link', { name: `Continue ${DRAFT}` })
    .click();
  await page.getByRole('button', { name: resume }).click();
}

/** Both resume on the budget step, where each was last (the seed's Priya, and Dana's walk). */
async function onTheBudgetStep(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Budget & Project Details', exact: true }),
  ).toBeVisible();
}

async function secondBrowser(browser: Browser, baseURL: string | undefined, tenant: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { [TENANT_HEADER]: tenant },
  });
  return { context, page: await context.newPage() };
}

// Dana's change is written with her network cut.
test.use({ consoleAllowed: [NETWORK_CUT] });

const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

test('two browsers write one draft: the same answer conflicts, one keeps hers, the other sees it @live-api', async ({
  page,
  context,
  browser,
  baseURL,
  tenant,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, '/grants');
  await openTheDraft(page, 'Resume application');
  await onTheBudgetStep(page);

  const priya = await secondBrowser(browser, baseURL, tenant);
  try {
    await signInAt(priya.page, '/grants', PRIYA);
    await openTheDraft(priya.page, 'Continue application');
    await onTheBudgetStep(priya.page);

    // Dana writes with her network cut: the change waits in her browser, unsent.
    await context.setOffline(true);
    await field(page, 'Cost sharing').fill(DANAS);
    await expect(
      page.getByRole('status').filter({ hasText: 'Not saved yet, will retry' }),
    ).toBeVisible();

    // Priya changes the same answer meanwhile, and it is saved.
    await field(priya.page, 'Cost sharing').fill(PRIYAS);
    await expect(saved(priya.page)).toBeVisible();

    // Back online (the browser says so), Dana's change is sent and meets Priya's: both texts,
    // whose is whose.
    await context.setOffline(false);
    const conflict = page.getByRole('group', { name: 'Cost sharing: two versions' });
    await expect(conflict).toContainText('Priya Raman changed it while you were writing');
    await expect(conflict).toContainText(DANAS);
    await expect(conflict).toContainText(PRIYAS);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(conflict).toBeHidden();
    await expect(saved(page)).toBeVisible();
    await expect(field(page, 'Cost sharing')).toHaveValue(DANAS);

    // Priya's open wizard takes the kept text (she has not changed it since), without a word.
    await expect(field(priya.page, 'Cost sharing')).toHaveValue(DANAS);
    await expect(priya.page.getByRole('group', { name: /: two versions$/ })).toHaveCount(0);
  } finally {
    await priya.context.close();
  }
});
