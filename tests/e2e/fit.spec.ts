import type { Locator, Page } from '@playwright/test';
import { FIT_LABELS, FIT_MESSAGES } from '../../src/domain/fit';
import { everyCardDrawn, expect, expectAccessible, signInAt, test } from './fixtures';

// Top picks for the signed-in user: the demo account starts without a company profile (a prompt
// to complete it), completes it, and sees the grants ranked by fit with badges whose reasons
// open on demand, an eligible-only filter, and the same reasons on grant details.

const ORDER = [FIT_LABELS.good, FIT_LABELS.partial, FIT_LABELS['not-eligible']];

/** The fit badge of each card, top to bottom. */
async function badges(page: Page): Promise<string[]> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await everyCardDrawn(page);
  return cards.evaluateAll(
    (articles, labels) =>
      articles.map(
        (article) =>
          [...article.querySelectorAll('.mantine-Badge-root')]
            .map((badge) => badge.textContent ?? '')
            .find((text) => labels.includes(text)) ?? '',
      ),
    ORDER,
  );
}

const card = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

test('completing the company profile ranks top picks by fit, with reasons, a filter and the same reasons on details', async ({
  page,
}) => {
  await signInAt(page, '/opportunities');
  // No company profile yet: the prompt, which leads to the company form, and no fit judged
  // (the account's earlier asks alone judge nothing), so no badge contradicts the prompt.
  await expect(page.getByText(FIT_MESSAGES.completeProfile)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const label of ORDER) await expect(page.getByText(label, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: FIT_MESSAGES.eligibleOnly })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: FIT_MESSAGES.completeProfileAction }).click();
  await expect(page).toHaveURL(/card=company/);

  await page.getByLabel('Company EIN').fill('12-3456789');
  await page.getByLabel('Company E-mail').fill('info@riverbend.coop');
  await page.getByLabel('Company Legal Name').fill('Riverbend Growers');
  await page.getByLabel('Company HQ Address').fill('12 Mill St, Burlington, VT');
  await page.getByLabel('Company Industry').fill('Agriculture');
  await page.getByLabel('Organisation Type').selectOption({ label: 'Non-Profit' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();

  await page.goto('/opportunities');
  await expect(page.getByText(FIT_MESSAGES.completeProfile)).toBeHidden();
  const ranked = await badges(page);
  // Every card has a badge, in the order good, partial, not eligible.
  expect(ranked.every((label) => ORDER.includes(label))).toBe(true);
  expect([...ranked].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))).toEqual(ranked);
  expect(ranked).toContain(FIT_LABELS['not-eligible']);

  // The reasons open on demand.
  const food = card(page, 'Community Food Resilience Grant');
  const why = food.getByRole('button', {
    name: /^(Why\?|Hide reasons) .*: Community Food Resilience Grant$/,
  });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(food.getByText('Your organisation type, Non-Profit, is eligible')).toBeVisible();
  await expect(
    food.getByText(/Your industry, Agriculture, matches the grant's sector/),
  ).toBeVisible();
  const forProfit = page
    .getByRole('article')
    .filter({ has: page.getByText(FIT_LABELS['not-eligible'], { exact: true }) })
    .first();
  await forProfit.getByRole('button', { name: /^Why\? / }).click();
  await expect(
    forProfit.getByText(/This grant is for .* organisations; yours is Non-Profit$/),
  ).toBeVisible();
  await expectAccessible(page);

  // Only the grants the user is eligible for, in the address too.
  await page.getByRole('switch', { name: FIT_MESSAGES.eligibleOnly }).click({ force: true });
  await expect(page).toHaveURL(/eligible=true/);
  await expect(page.getByText(FIT_LABELS['not-eligible'], { exact: true })).toHaveCount(0);
  const eligible = await badges(page);
  expect(eligible.length).toBe(
    ranked.filter((label) => label !== FIT_LABELS['not-eligible']).length,
  );
  await page.reload();
  await expect(page.getByRole('switch', { name: FIT_MESSAGES.eligibleOnly })).toBeChecked();
  await expect(page.getByText(FIT_LABELS['not-eligible'], { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Grant details gives the same reasons beside its criteria.
  await food.getByRole('link', { name: /More Details/ }).click();
  const fits = page.getByRole('region', { name: 'How it fits you' });
  await expect(fits.getByText('Your organisation type, Non-Profit, is eligible')).toBeVisible();
  await expectAccessible(page);
});
