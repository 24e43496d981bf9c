import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAt, test } from './fixtures';

// Saved searches in the demo (issue 47), what only a browser proves: the demo account's first
// visit shows a search with something new, opening it marks it seen and its new grants New, the
// screen and its dialog pass axe at both widths, and a grant the inspector publishes rings the
// bell with the search's alert, whose link opens the search.

const unreadBell = (page: Page) =>
  page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

for (const width of [1366, 390]) {
  // At 1366 px also over real HTTP, on the reference server (the live pass: @live-api).
  const live = width === 1366 ? ' @live-api' : '';
  test(`the demo's saved search shows what is new, opens, and saves another at ${width} px${live}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/opportunities');
    const health = page.getByRole('link', { name: /^Health grants ?, ?\d+ new$/ });
    await expect(health).toBeVisible();
    await expectAccessible(page);
    await health.click();
    await expect(page).toHaveURL(/savedSearch=/);
    await expect(page.getByRole('link', { name: 'Health grants', exact: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'New' }).first()).toBeVisible();

    await page.goto('/opportunities?q=rural');
    await page.getByRole('button', { name: 'Get alerts for this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
    // The dialog's code loads as the pointer reaches its button: judged once it has opened.
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: /Name/ }).fill(`Rural at ${width}`);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes to what the offer became, not back to the page's start.
    await expect(page.getByText(`Saved as “Rural at ${width}”`)).toBeFocused();

    // Its alerts change from the list's menu; focus returns to the menu's button.
    const actions = page.getByRole('button', { name: `Actions for Rural at ${width}` });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit saved search' });
    await editing.getByRole('combobox', { name: /Alerts/ }).selectOption('weekly');
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await expect(editing).toBeHidden();
    await expect(page.getByText('Saved search updated')).toBeVisible();

    // Deleted from the same menu, after asking: it leaves the list.
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete saved search' });
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Saved search deleted')).toBeVisible();
    await expect(actions).toHaveCount(0);
  });
}

test("a grant the demo publishes rings the bell with the search's alert, which opens the search", async ({
  page,
}) => {
  await signInAt(page, '/opportunities');
  await page.getByRole('link', { name: /^Health grants ?, ?\d+ new$/ }).click();
  await expect(page.getByRole('link', { name: 'Health grants', exact: true })).toBeVisible();
  // Elsewhere (an open search counts what arrives as seen, and marks it New in its list).
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Open state inspector' }).click();
  const drawer = page.getByRole('dialog', { name: 'State inspector' });
  await drawer.getByRole('button', { name: 'Publish a matching grant' }).click();
  await expect(drawer.getByText(/^Published “/)).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(unreadBell(page)).toBeVisible();
  await unreadBell(page).click();
  const alert = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /1 new grant matches Health grants/ });
  await expect(alert).toBeVisible();
  await alert.click();
  await expect(page).toHaveURL(/savedSearch=/);
  await expect(page.getByRole('article').filter({ hasText: 'New' }).first()).toBeVisible();
});
