import { DEMO, expect, expectAccessible, signIn, signInAt, test } from './fixtures';
import type { Page } from '@playwright/test';

const points = (page: Page) => page.getByTestId('profile-points');
const missionRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ hasText: name });

test.describe('Home: welcome header, cards, forms and missions', () => {
  test('the welcome header, each card and the Diamond panel, with no WCAG 2.2 AA violation', async ({
    page,
  }) => {
    await signIn(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' }),
    ).toBeVisible();
    await expect(page.getByText('SILVER 1')).toBeVisible();
    for (const tag of ['Individual', 'Veteran', 'Pro User']) {
      await expect(page.getByText(tag, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(`User ID: ${DEMO.id}`)).toBeVisible();
    // The demo user has completed 'Upload your first document' (30), 'Apply for your first grant'
    // (100), 'Save a grant to your list' (10) and the newsletter (10).
    await expect(points(page)).toHaveText('150');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'My Missions' }).click();
    await expect(page.getByRole('heading', { name: 'My Missions' })).toBeFocused();

    await page.getByRole('link', { name: /Company Information/ }).click();
    await expect(page).toHaveURL(/\?card=company$/);
    await expect(page.getByLabel('Company EIN')).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Home sections' })
      .getByRole('link', { name: /Affiliate Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\?card=affiliate$/);
    await expectAccessible(page);
    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: 'Home sections' })
        .getByRole('link', { name: /Affiliate Dashboard/ }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Open Affiliate Dashboard' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\?card=personal$/);
    await expect(page.getByLabel('Confirm new password')).toBeVisible();

    await page.getByRole('button', { name: 'Schedule Your Call Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule your advisor call' });
    await expect(dialog.getByRole('link', { name: /advisors@grantwise\.app/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('a company is created, validated, cancelled back and updated, and survives a reload @live-api', async ({
    page,
  }) => {
    await signInAt(page, '/?card=company');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(page.getByLabel('Company EIN')).toHaveValue('');
    await page.getByLabel('Company EIN').fill('   ');
    await page.getByLabel('Company Website').fill('not a site');
    await save.click();
    for (const message of [
      'EIN is required',
      'Email is required',
      'Legal name is required',
      'HQ address is required',
      'Industry is required',
      'Website URL is invalid',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Company Industry')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();

    await page.getByLabel('Company EIN').fill('12-3456789');
    await page.getByLabel('Company E-mail').fill('info@riverbend');
    await page.getByLabel('Company Legal Name').fill('Riverbend Bakery LLC');
    await page.getByLabel('Company HQ Address').fill('12 Mill St, Burlington, VT');
    await page.getByLabel('Company Industry').fill('Food');
    await page.getByLabel('Company Website').fill('riverbend.coop');
    await expect(page.getByText('Industry is required')).toBeHidden();
    await save.click();
    await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
    await page.getByLabel('Company E-mail').fill('info@riverbend.coop');
    await save.click();
    await expect(page.getByText('Company created successfully')).toBeVisible();
    await expect(page.getByText('Company created successfully')).toBeHidden();

    await page.getByLabel('Company Industry').fill('Retail');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Company Industry')).toHaveValue('Food');

    await page.getByLabel('DBA (Doing Business As)').fill('Riverbend');
    await save.click();
    await expect(page.getByText('Company updated successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Company Legal Name')).toHaveValue('Riverbend Bakery LLC');
    await expect(page.getByLabel('DBA (Doing Business As)')).toHaveValue('Riverbend');
  });

  test('completing a mission shows the banner and adds its points, also after a reload @live-api', async ({
    page,
  }) => {
    await signIn(page);
    await expect(points(page)).toHaveText('150');
    await missionRow(page, 'Refer a friend').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Mission completed successfully!')).toBeVisible();
    await expect(points(page)).toHaveText('190');
    await expect(
      missionRow(page, 'Refer a friend').getByRole('button', { name: 'Complete' }),
    ).toBeDisabled();
    await expect(page.getByText('Mission completed successfully!')).toBeHidden();
    await page.reload();
    await expect(points(page)).toHaveText('190');
  });

  test('a new first name shows everywhere at once and after a reload @live-api', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByLabel('First name').fill('Danielle');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Danielle!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('D');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Danielle!' }),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Danielle');
  });

  test('the password changes after the checks, and the new one signs in @live-api', async ({
    page,
  }) => {
    await signIn(page);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await page.getByLabel('Current password').fill('Demo1234!');
    await save.click();
    await expect(
      page.getByText('New password is required when current password is provided'),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abd');
    await save.click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();

    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('Fresh-start-9');
    await page.getByLabel('Confirm new password').fill('Fresh-start-9');
    await save.click();
    await expect(
      page.getByRole('alert').getByText('The current password is incorrect'),
    ).toBeVisible();

    await page.getByLabel('Current password').fill('Demo1234!');
    await save.click();
    await expect(page.getByText('Your changes have been saved')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, { email: DEMO.email, password: 'Fresh-start-9' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' }),
    ).toBeVisible();
    // The new session reads the account's own data: its missions' points and the bell's list.
    await expect(points(page)).toHaveText('150');
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  });
});
