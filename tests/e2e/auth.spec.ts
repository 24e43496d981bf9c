import { DEMO, enteredDialog, expect, expectAccessible, signIn, tableRows, test } from './fixtures';
import { fillAbout, fillCredentials } from './registration-steps';

test.describe('sign-in, registration and the shell', () => {
  test('a new user registers through a referral link, signs in, reloads, opens a guarded page and signs out @live-api', async ({
    page,
  }) => {
    await page.goto(`/register?ref=${DEMO.id}`);
    await expect(page.getByText('You were invited by a Grantwise member.')).toBeVisible();
    await fillCredentials(page, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      password: 'short',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel(/^Password/).fill('compilers-1952');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('form', { name: 'About Yourself' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await page.getByRole('button', { name: 'Submit' }).click();

    await fillAbout(page, { gender: 'Female', ageRange: '65+', ethnicity: 'White' });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Your account is ready. Sign in to get started.')).toBeVisible();

    await signIn(page, { email: 'grace@example.org', password: 'compilers-1952' });
    await page.getByRole('link', { name: 'Resource Library' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await page.reload();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText('grace@example.org')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('auth-storage'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/grants');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  });

  test('a new user is told to verify their email, sends the mail again and follows its link from the mailbox', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillCredentials(page, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical-1843',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillAbout(page, { gender: 'Female', ageRange: '25-34', ethnicity: 'White' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText(
        'We sent a verification email to ada@example.org. Follow its link to verify your address.',
      ),
    ).toBeVisible();

    await signIn(page, { email: 'ada@example.org', password: 'analytical-1843' });
    const notice = page.getByRole('region', { name: 'Verify your email address' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Send again' }).click();
    await expect(notice.getByText('Sent again. Check your inbox.')).toBeVisible();

    // The demo's mailbox, in the state inspector: the presenter follows the link offline.
    await page.getByRole('button', { name: 'Open state inspector' }).click();
    const mail = page
      .getByRole('region', { name: 'Mailbox' })
      .getByRole('listitem', {
        name: 'Mail to ada@example.org: Verify your email address for Grantwise',
      })
      .first();
    await mail.getByRole('link', { name: 'Verify this email' }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Your email address ada@example.org is verified.',
    );
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page.getByText('Upload your first document')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your email address' })).toHaveCount(0);
  });

  test('registering an email that exists says so and keeps every entry', async ({ page }) => {
    await page.goto('/register');
    await fillCredentials(page, {
      firstName: 'Dana',
      lastName: 'Again',
      email: DEMO.email,
      password: 'another-password',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillAbout(page, { gender: 'Female', ageRange: '25-34', ethnicity: 'Other' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email already exists!');
    await expect(page.getByRole('combobox', { name: 'Age range' })).toHaveValue('25-34');
  });

  test('a guarded URL while signed out lands on sign-in and returns after signing in @live-api', async ({
    page,
  }) => {
    await page.goto('/grants');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fgrants$/);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/grants$/);
    // The page asked for, drawn with the user's data (its reads answered before the test ends).
    await expect(page.getByRole('heading', { level: 1, name: 'Grants Dashboard' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
  });

  test('a wrong password says so', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Oops, something went wrong. Try again.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('after 5 wrong passwords the screen says when to try again (a minute), even with the right one @live-api', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO.email);
    const alert = page.getByRole('alert');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel(/^Password/).fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(alert).toHaveText('Oops, something went wrong. Try again.');
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect(alert).toHaveCount(0);
    }
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toHaveText('Too many sign-in attempts. Try again in 1 minute.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a 401 mid-session signs out, removes the token and lands on sign-in @live-api', async ({
    page,
    endSession,
  }) => {
    await signIn(page);
    // Home has loaded its missions: the next call is the Logout below, not a load still on its
    // way (which would meet the 401 first and sign out before the menu is used).
    await expect(page.getByTestId('profile-points')).toHaveText('150');
    // The bell re-reads its list when the page is next idle after a navigation (src/app/bell.ts):
    // that read goes first too, and is answered, before the session ends.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    // The server forgets the session (as when it expires); the next call answers 401.
    await endSession();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the Google chooser signs a demo identity in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('menuitem', { name: /Jordan Lee/ }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the mobile menu opens, shows the user and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText(DEMO.firstName)).toBeVisible();
    await expect(menu.getByText(DEMO.email)).toBeVisible();
    await menu.getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = await enteredDialog(page.getByRole('dialog', { name: 'Menu' }));
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByText('Not signed in'),
    ).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Register' }),
    ).toBeVisible();
  });

  test('sign-in, both registration steps and the shell pass axe', async ({ page }) => {
    await page.goto('/sign-in');
    await expectAccessible(page);
    await page.goto('/register');
    await expectAccessible(page);
    await fillCredentials(page, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.org',
      password: 'enigma-1939',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('form', { name: 'About Yourself' })).toBeVisible();
    await expectAccessible(page);
    await signIn(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page);
  });
});
