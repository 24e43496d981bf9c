import type { Page } from '@playwright/test';
import { formatDate } from '../../src/domain/format';
import { type UndecidedContrast, expect, expectAccessible, signIn, test } from './fixtures';

/**
 * The bell's list scrolls in its own box: axe cannot decide an item the box cuts in part. The
 * items are links of one colour, which axe decides on the items it sees whole.
 */
const LIST_ITEMS_CUT_BY_ITS_BOX: UndecidedContrast = {
  selector: '[aria-labelledby="notifications-title"] ul',
  reason: 'items cut by the list box that scrolls them, the colour of the items axe decides',
};

// The bell lists real notifications: the demo account's seeded stage changes, missions, saved
// grant and draft, and a grant the user saves that closes in 10 days. Opening the bell clears the red dot for good; each
// notification leads to its page.

const TITLE = 'Harbor Schools Solar Pilot';

const dateInDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function createGrant(page: Page, deadline: string) {
  await page.goto('/create-grant');
  await page.getByLabel(/^Title/).fill(TITLE);
  await page.getByLabel(/^Sector\s*\*?$/).fill('Energy');
  await page.getByLabel(/^Sector Focus/).fill('Rooftop solar for coastal schools');
  await page.getByLabel(/^Funding Size/).fill('85000');
  await page.getByLabel(/^Deadline/).fill(deadline);
  await page.getByLabel(/^Organization Type/).selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel(/^Motive/).fill('Cut school energy bills on the coast');
  await page.getByLabel(/^Description/).fill('Installs rooftop solar and batteries on schools.');
  await page
    .getByLabel(/^Sector Description/)
    .fill('Clean energy for public schools in coastal districts exposed to storms.');
  await page.getByLabel(/^Criteria/).fill('Public school district in a coastal county.');
  await page.getByLabel(/^Project Stage/).selectOption({ label: 'Planning' });
  await page.getByRole('button', { name: 'Create Grant' }).click();
  await expect(page.getByRole('heading', { name: 'Grant Created Successfully!' })).toBeVisible();
}

const unreadBell = (page: Page) =>
  page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const quietBell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });

test('a saved grant due in 10 days rings the bell; opening it clears the dot for good, and it leads to the grant @live-api', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  // The demo account's seeded notifications (recent stage changes, missions) are unread.
  await expect(unreadBell(page)).toBeVisible();

  const deadline = dateInDays(10);
  await createGrant(page, deadline);
  await page.goto('/opportunities');
  await page.getByRole('button', { name: `Save ${TITLE}` }).click();
  await expect(
    page.getByRole('button', { name: `Remove ${TITLE} from saved grants` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Moving on reads the list again: the red dot shows, and the button says how many are unread.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(unreadBell(page)).toBeVisible();
  await expect(unreadBell(page).locator('.mantine-Indicator-indicator')).toBeVisible();
  await unreadBell(page).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const reminder = dialog.getByRole('link', {
    name: new RegExp(
      `${TITLE}, a grant you saved, closes in \\d+ days \\(${formatDate(deadline)}\\)`,
    ),
  });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('New');
  await expect(
    dialog.getByRole('link', { name: /Your application ".*" is now / }).first(),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Mission completed: / }).first()).toBeVisible();
  // Opening marked them read: the dot is gone while the list still shows which were new.
  await expect(quietBell(page)).toBeVisible();
  await expect(quietBell(page).locator('.mantine-Indicator-indicator')).toHaveCount(0);
  await expectAccessible(page, { undecidedContrast: [LIST_ITEMS_CUT_BY_ITS_BOX] });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quietBell(page)).toBeFocused();

  // After a reload they are still read; the reminder leads to the grant.
  await page.reload();
  await quietBell(page).click();
  await expect(reminder).toBeVisible();
  await expect(reminder).not.toContainText('New');
  await expect(unreadBell(page)).toHaveCount(0);
  await reminder.click();
  await expect(page).toHaveURL(/\/grant-details\?id=/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('on a phone the bell opens within the screen and its list scrolls in its own box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await unreadBell(page).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByRole('link').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page, { undecidedContrast: [LIST_ITEMS_CUT_BY_ITS_BOX] });
});
