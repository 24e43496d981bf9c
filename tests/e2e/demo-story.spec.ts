import type { Page } from '@playwright/test';
import { FIT_LABELS } from '../../src/domain/fit';
import { SEED_GRANTS } from '../../src/mock-server/seed/grants';
import { SAM, expect, expectAccessible, signIn, signInAt, test } from './fixtures';

// The demo tells one story, through the screens a sales demo uses: the demo account's bell
// reminds of a saved grant and a draft on a first visit; each application the bell names is in the
// dashboard under that name; each account's applications, company, top picks and library agree
// (a food-security non-profit, a for-profit metal fabricator).

const grantTitles = (organizationType: string) =>
  new Set(
    SEED_GRANTS.filter((grant) => grant.organizationType === organizationType).map(
      (grant) => grant.title,
    ),
  );

/** The dashboard's rows over every date, as [grant title, application title]. */
async function dashboardRows(page: Page): Promise<[string, string][]> {
  await page.goto('/grants?from=2000-01-01');
  const table = page.getByRole('tabpanel', { name: 'Overview' }).getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const cells = await rows
    .locator('td:nth-child(2)')
    .evaluateAll((tds) => tds.map((td) => [...td.children].map((line) => line.textContent ?? '')));
  return cells.map(([grant = '', title = '']) => [grant, title]);
}

test("the demo account's bell reminds of its saved grant and its draft on a first visit, and names applications the dashboard shows", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    dialog.getByRole('link', {
      name: /Refugee Family Integration Grant, a grant you saved, closes in 12 days \(/,
    }),
  ).toBeVisible();
  const draft = dialog.getByRole('link', {
    name: /Your draft application to Early Childhood Literacy Grant is due in 9 days \(/,
  });
  await expect(draft).toBeVisible();
  const changes = dialog.getByRole('link', { name: /Your application ".+" is now / });
  await expect(changes.first()).toBeVisible();
  const named = (await changes.allTextContents()).map(
    (text) => /Your application "(.+)" is now/.exec(text)?.[1] ?? '',
  );
  expect(named).toContain('Neighbourhood Greenhouse and Food Hub');

  // The draft's reminder leads to the wizard, which offers the draft.
  await draft.click();
  await expect(page.getByRole('button', { name: 'Resume application' })).toBeVisible();

  // Every application the bell names is in the dashboard by that name; all of them are the
  // non-profit's, to grants for non-profits.
  const rows = await dashboardRows(page);
  const titles = rows.map(([, title]) => title);
  for (const name of named) expect(titles).toContain(name);
  const forNonProfits = grantTitles('nonprofit');
  for (const [grant, title] of rows)
    expect(forNonProfits.has(grant), `${title}: ${grant}`).toBe(true);
  await expectAccessible(page);
});

test("the second account's company, top picks, applications and library tell the same story", async ({
  page,
}) => {
  test.slow();
  await signInAt(page, '/?card=company', SAM);
  await expect(page.getByLabel('Company Legal Name')).toHaveValue('Okafor Fabrication LLC');
  await expect(page.getByLabel('Company Industry')).toHaveValue('Manufacturing');

  // Its applications are all to grants for for-profits...
  const rows = await dashboardRows(page);
  const forProfits = grantTitles('forprofit');
  for (const [grant, title] of rows) expect(forProfits.has(grant), `${title}: ${grant}`).toBe(true);

  // ... which top picks calls good fits for its profile, and a non-profit's grant not eligible.
  await page.goto('/opportunities');
  for (const [grant] of rows) {
    await expect(
      page.getByRole('article', { name: grant, exact: true }).getByText(FIT_LABELS.good, {
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(
    page
      .getByRole('article', { name: 'Community Food Resilience Grant', exact: true })
      .getByText(FIT_LABELS['not-eligible'], { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  // Its library is the fabricator's: no non-profit's papers.
  await page.goto('/resources');
  await expect(page.getByRole('link', { name: 'energy-use-2025.csv' })).toBeVisible();
  await page.getByRole('button', { name: /^Tax documents \d+ files?$/ }).click();
  await expect(page.getByRole('link', { name: 'tax-return-2025-summary.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'irs-determination-letter.pdf' })).toHaveCount(0);
});
