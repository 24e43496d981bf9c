import type { Locator, Page } from '@playwright/test';
import { enteredDialog, expect, signIn, signInAt, tableRows, test } from './fixtures';
import { fillAbout, fillCredentials } from './registration-steps';

// Forced server and network failures of the write (and follow-up read) operations, driven through
// the screen that calls each one, one test per screen with both faults: the error catalogue's
// message (the server's message, else the spec's fallback), everything typed is kept, and a retry
// after the fault is cleared succeeds. faults.spec.ts lists which test here covers which operation.

const SETTINGS_KEY = 'grantwise.mock.settings';
const SIMULATED = 'The server had a problem (simulated). Please try again.';
const FAULTS = ['server', 'network'] as const;
type Fault = (typeof FAULTS)[number];

/** Forces a fault on the next calls of the operations (read by the backend on every request). */
async function force(page: Page, faults: Record<string, Fault | 'unauthorized'>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify({ latency: 0, failureRate: 0, faults }),
  ] as const);
}
const clearFaults = (page: Page) => force(page, {});

/**
 * The catalogue's "server message, else fallback": a forced 500 carries the simulated server
 * message, a network failure has no server message and shows the fallback.
 */
const failure = (page: Page, fault: Fault, fallback: string): Locator =>
  fault === 'server' ? page.getByText(SIMULATED).first() : page.getByText(fallback).first();

/** The library's toasts: 'Failed to x' for a network failure, 'Failed to x: <server's message>'. */
const libraryFailure = (page: Page, fault: Fault, specText: string): Locator =>
  fault === 'server'
    ? page.getByText(SIMULATED).first()
    : page.getByText(specText, { exact: true }).first();

test.describe('Home: personal information, company and missions under faults', () => {
  test('updateMe: the name typed stays, the message shows, a retry saves', async ({ page }) => {
    await signIn(page);
    for (const fault of FAULTS) {
      await force(page, { updateMe: fault });
      await page.getByLabel('First name').fill(`Danielle ${fault}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(failure(page, fault, 'An error occurred during update')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue(`Danielle ${fault}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' }),
      ).toBeVisible();
    }
    await clearFaults(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Danielle network!' }),
    ).toBeVisible();
  });

  test('getMyCompany, createCompany, updateCompany: messages, typed fields kept, retries save', async ({
    page,
  }) => {
    await signIn(page);
    // Fetch: the card says so and the form stays usable (empty, as for no company).
    for (const fault of FAULTS) {
      await force(page, { getMyCompany: fault });
      await page.goto('/?card=company');
      await expect(failure(page, fault, 'Failed to fetch company')).toBeVisible();
      await expect(page.getByLabel('Company EIN')).toBeEditable();
    }
    await clearFaults(page);
    await page.reload();
    await expect(page.getByLabel('Company EIN')).toHaveValue('');

    const fields: [string, string][] = [
      ['Company EIN', '12-3456789'],
      ['Company E-mail', 'info@riverbend.coop'],
      ['Company Legal Name', 'Riverbend Bakery LLC'],
      ['Company HQ Address', '12 Mill St, Burlington, VT'],
      ['Company Industry', 'Food'],
      ['Company Website', 'riverbend.coop'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
    const save = page.getByRole('button', { name: 'Save Changes' });
    for (const fault of FAULTS) {
      await force(page, { createCompany: fault });
      await save.click();
      await expect(failure(page, fault, 'Failed to create company')).toBeVisible();
      for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
    }
    await clearFaults(page);
    await save.click();
    await expect(page.getByText('Company created successfully')).toBeVisible();

    await page.getByLabel('DBA (Doing Business As)').fill('Riverbend');
    for (const fault of FAULTS) {
      await force(page, { updateCompany: fault });
      await save.click();
      await expect(failure(page, fault, 'Failed to update company')).toBeVisible();
      await expect(page.getByLabel('DBA (Doing Business As)')).toHaveValue('Riverbend');
    }
    await clearFaults(page);
    await save.click();
    await expect(page.getByText('Company updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('DBA (Doing Business As)')).toHaveValue('Riverbend');
  });

  test('updateUserMission: the mission is put back with the message, a retry completes it', async ({
    page,
  }) => {
    await signIn(page);
    const points = page.getByTestId('profile-points');
    const row = page.getByRole('listitem').filter({ hasText: 'Refer a friend' });
    await expect(points).toHaveText('150');
    for (const fault of FAULTS) {
      await force(page, { updateUserMission: fault });
      await row.getByRole('button', { name: 'Add' }).click();
      await expect(failure(page, fault, 'Failed to update mission')).toBeVisible();
      await expect(points).toHaveText('150');
      await expect(row.getByRole('button', { name: 'Add' })).toBeEnabled();
    }
    await clearFaults(page);
    await row.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Mission completed successfully!')).toBeVisible();
    await expect(points).toHaveText('190');
  });
});

const LIBRARY_FILE = {
  name: 'minutes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Minutes of the board'),
};

test('Library: every write and the folder read fail clearly, keep the input, and retry', async ({
  page,
}) => {
  await signInAt(page, '/resources');
  await expect(page.getByRole('link', { name: 'audited-financials-2025.pdf' })).toBeVisible();
  const folderTile = (name: string) =>
    page.getByRole('button', { name: new RegExp(`^${name} \\d+ files?$`) });

  // createFolder: the dialog stays open with the name typed.
  await page.getByRole('button', { name: 'Create folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create folder' });
  await create.getByLabel('Folder name').fill('Board papers');
  for (const fault of FAULTS) {
    await force(page, { createFolder: fault });
    await create.getByRole('button', { name: 'Create Folder' }).click();
    await expect(libraryFailure(page, fault, 'Failed to create folder')).toBeVisible();
    await expect(create.getByLabel('Folder name')).toHaveValue('Board papers');
  }
  await clearFaults(page);
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('Folder created successfully')).toBeVisible();

  // listResourcesInFolder: opening a folder fails, then opens.
  for (const fault of FAULTS) {
    await force(page, { listResourcesInFolder: fault });
    await folderTile('Tax documents').click();
    await expect(libraryFailure(page, fault, 'Failed to fetch resources')).toBeVisible();
  }
  await clearFaults(page);
  await folderTile('Board papers').click();
  await expect(page.getByRole('heading', { name: /Personal Documents \|/ })).toHaveText(
    'Personal Documents | 0 Files',
  );

  // uploadFile: the dialog keeps the chosen file.
  await page.getByRole('button', { name: 'Upload file' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload file' });
  await upload.locator('input[type="file"]').setInputFiles(LIBRARY_FILE);
  for (const fault of FAULTS) {
    await force(page, { uploadFile: fault });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(libraryFailure(page, fault, 'Failed to upload file')).toBeVisible();
    await expect(upload.getByText(LIBRARY_FILE.name)).toBeVisible();
  }
  await clearFaults(page);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('link', { name: LIBRARY_FILE.name })).toBeVisible();

  // updateResource: the Application Use switch goes back.
  const toggle = page.getByRole('switch', { name: `Application Use for ${LIBRARY_FILE.name}` });
  for (const fault of FAULTS) {
    // The switch takes a click once the library is ready again (it shows disabled until then):
    // the last change has had its answer before the next fault is forced.
    await expect(toggle).toBeEnabled();
    await force(page, { updateResource: fault });
    await toggle.click({ force: true });
    await expect(libraryFailure(page, fault, 'Failed to update resource')).toBeVisible();
    await expect(toggle).not.toBeChecked();
  }
  await clearFaults(page);
  await expect(toggle).toBeEnabled();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();

  // getFileContent: the preview says so, offers Try again, and the way back works.
  for (const fault of FAULTS) {
    await force(page, { getFileContent: fault });
    await page.getByRole('link', { name: LIBRARY_FILE.name }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'The document could not be loaded' });
    await expect(problem).toBeVisible();
    if (fault === 'server') await expect(problem).toContainText(SIMULATED);
    if (fault === 'server') {
      await page.getByRole('link', { name: 'Back to Resource Library' }).click();
      await folderTile('Board papers').click();
    }
  }
  await clearFaults(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.frameLocator(`iframe[title="${LIBRARY_FILE.name}"]`).locator('body'),
  ).toContainText('Minutes of the board');
  await page.getByRole('link', { name: 'Back to Resource Library' }).click();
  await folderTile('Board papers').click();

  // deleteFile: the file stays listed.
  const actions = page.getByRole('button', { name: `Actions for ${LIBRARY_FILE.name}` });
  for (const fault of FAULTS) {
    await force(page, { deleteFile: fault });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete Document' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Document' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(libraryFailure(page, fault, 'Failed to delete file')).toBeVisible();
    await expect(page.getByRole('link', { name: LIBRARY_FILE.name })).toBeVisible();
  }
  await clearFaults(page);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete Document' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Document' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('File deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: LIBRARY_FILE.name })).toBeHidden();
});

const dateInDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('Create grant: createGrant fails in the red box on step 2, nothing typed is lost, a retry creates', async ({
  page,
}) => {
  await signInAt(page, '/create-grant');
  await page.getByLabel(/^Title/).fill('Harbor Schools Solar Pilot');
  await page.getByLabel(/^Sector\s*\*?$/).fill('Energy');
  await page.getByLabel(/^Sector Focus/).fill('Rooftop solar for coastal schools');
  await page.getByLabel(/^Funding Size/).fill('85000');
  await page.getByLabel(/^Deadline/).fill(dateInDays(60));
  await page.getByLabel(/^Organization Type/).selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel(/^Motive/).fill('Cut school energy bills on the coast');
  await page.getByLabel(/^Description/).fill('Installs rooftop solar and batteries on schools.');
  await page.getByLabel(/^Sector Description/).fill('Clean energy for public schools.');
  await page.getByLabel(/^Criteria/).fill('Public school district in a coastal county.');
  await page.getByLabel(/^Project Stage/).selectOption({ label: 'Planning' });
  for (const fault of FAULTS) {
    await force(page, { createGrant: fault });
    await page.getByRole('button', { name: 'Create Grant' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fault === 'server' ? SIMULATED : 'Failed to create grant' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Motive/)).toHaveValue('Cut school energy bills on the coast');
    await expect(page.getByLabel(/^Criteria/)).toHaveValue(
      'Public school district in a coastal county.',
    );
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Harbor Schools Solar Pilot');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await clearFaults(page);
  await page.getByRole('button', { name: 'Create Grant' }).click();
  await expect(page.getByRole('heading', { name: 'Grant Created Successfully!' })).toBeVisible();
});

test('Top picks: saveGrant and unsaveGrant put the bookmark back with a message, a retry works', async ({
  page,
}) => {
  await signInAt(page, '/opportunities');
  const title = 'Rural Telehealth Access Program';
  const save = page.getByRole('button', { name: `Save ${title}` });
  const remove = page.getByRole('button', { name: `Remove ${title} from saved grants` });
  for (const fault of FAULTS) {
    await force(page, { saveGrant: fault });
    await save.click();
    await expect(failure(page, fault, 'Could not save the grant')).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  }
  await clearFaults(page);
  await save.click();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  for (const fault of FAULTS) {
    await force(page, { unsaveGrant: fault });
    await remove.click();
    await expect(failure(page, fault, 'Could not remove the saved grant')).toBeVisible();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
  }
  await clearFaults(page);
  await remove.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // The bookmark flips at once; the button is enabled again when the server has answered.
  await expect(save).toBeEnabled();
});

test('Affiliates newsletter: the check failing still offers the form; subscribeNewsletter keeps name and email', async ({
  page,
}) => {
  await signIn(page);
  for (const fault of FAULTS) {
    await force(page, { listNewsletterSubscriptions: fault });
    await page.goto('/affiliates');
    // The check is a background read: when it fails the form is offered (no message is due).
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
  }
  const name = page.getByRole('textbox', { name: 'Name' });
  const email = page.getByRole('textbox', { name: 'Email' });
  await name.fill('Dana R.');
  await email.fill('dana.news@example.org');
  for (const fault of FAULTS) {
    await force(page, { subscribeNewsletter: fault });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      failure(page, fault, 'Failed to subscribe to the newsletter. Please try again.'),
    ).toBeVisible();
    await expect(name).toHaveValue('Dana R.');
    await expect(email).toHaveValue('dana.news@example.org');
  }
  await clearFaults(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
});

test('Register: a failing registration keeps both steps and a retry registers', async ({
  page,
}) => {
  await page.goto('/register');
  await fillCredentials(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.faults@example.org',
    password: 'compilers-1952',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await fillAbout(page, { gender: 'Female', ageRange: '65+', ethnicity: 'White' });
  for (const fault of FAULTS) {
    await force(page, { register: fault });
    await page.getByRole('button', { name: 'Submit' }).click();
    // The catalogue gives one fixed message for every failure but a taken email.
    await expect(page.getByRole('alert')).toHaveText('An error occurred during registration');
    await expect(page.getByRole('combobox', { name: 'Age range' })).toHaveValue('65+');
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('grace.faults@example.org');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await page.getByRole('button', { name: 'Submit' }).click();
  await clearFaults(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Your account is ready. Sign in to get started.')).toBeVisible();
});

test('Sign-in and shell: the demo Google chooser failing says so; a failing logout signs out here and says the server was not told', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  await page.goto('/sign-in');
  for (const fault of FAULTS) {
    await force(page, { loginWithGoogle: fault });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('menuitem', { name: /Jordan Lee/ }).click();
    // The catalogue's fixed 'Failed to sign in' for the third-party sign-in.
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in');
    await expect(page).toHaveURL(/\/sign-in/);
  }
  await clearFaults(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('menuitem', { name: /Jordan Lee/ }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  for (const fault of FAULTS) {
    await force(page, { logout: fault });
    const before = logged.length;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Signed out here all the same, the token gone, and told that the server did not hear it.
    await expect.poll(() => logged.length).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('alert')).toHaveText(
      'You are signed out on this device, but the server could not be told. Your session there ends when it expires.',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await clearFaults(page);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('menuitem', { name: /Jordan Lee/ }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('Dashboard details: getGrantApplication failing says so in the dialog; the table stays usable', async ({
  page,
}) => {
  await signInAt(page, '/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Grants Dashboard' })).toBeVisible();
  const firstRow = tableRows(page).first().getByRole('button');
  for (const fault of FAULTS) {
    await force(page, { getGrantApplication: fault });
    await firstRow.click();
    const dialog = page.getByRole('dialog');
    await expect(
      fault === 'server'
        ? dialog.getByText(SIMULATED)
        : dialog.getByText('Failed to fetch grant', { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await clearFaults(page);
  await firstRow.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Documents' })).toBeVisible();
});

test('The bell: markNotificationsRead failing leaves them unread for the next opening; listNotifications failing says so with Try again', async ({
  page,
}) => {
  await signIn(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unreadBell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  // The demo account's seeded notifications are unread.
  await expect(unreadBell).toBeVisible();

  for (const fault of FAULTS) {
    await force(page, { markNotificationsRead: fault });
    await bell.click();
    await expect(dialog.getByRole('link').first()).toBeVisible();
    // Nothing to say to the user: they are unread again, and the server kept them unread.
    await expect(unreadBell).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(unreadBell).toBeVisible();
  }

  for (const fault of FAULTS) {
    await force(page, { listNotifications: fault });
    await bell.click();
    await expect(dialog.getByRole('alert')).toHaveText('Notifications could not be loaded.');
    await clearFaults(page);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell).toBeFocused();
  }
  // The last opening marked them read.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('Saved searches: saving, editing, opening and deleting fail clearly, keep what was typed, and retry', async ({
  page,
}) => {
  await signIn(page);
  // markSavedSearchSeen: opening the demo's search with new grants says they could not be marked.
  await force(page, { markSavedSearchSeen: 'server' });
  await page.goto('/opportunities');
  await page.getByRole('link', { name: /^Health grants ?, ?\d+ new$/ }).click();
  await expect(page.getByText(SIMULATED).first()).toBeVisible();
  await clearFaults(page);

  // createSavedSearch: the dialog stays with its name and the message; a retry saves.
  await page.goto('/opportunities?q=rural');
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const saving = await enteredDialog(
    page.getByRole('dialog', { name: 'Get alerts for this search' }),
  );
  await saving.getByRole('textbox', { name: /Name/ }).fill('Rural, kept');
  for (const fault of FAULTS) {
    await force(page, { createSavedSearch: fault });
    await saving.getByRole('button', { name: 'Save search' }).click();
    await expect(failure(page, fault, 'The search could not be saved')).toBeVisible();
    await expect(saving.getByRole('textbox', { name: /Name/ })).toHaveValue('Rural, kept');
  }
  await clearFaults(page);
  await saving.getByRole('button', { name: 'Save search' }).click();
  await expect(saving).toBeHidden();
  await expect(page.getByRole('link', { name: 'Rural, kept' })).toBeVisible();

  // updateSavedSearch: the edit keeps the new name; deleteSavedSearch: the search stays listed.
  await page.getByRole('button', { name: 'Actions for Rural, kept' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editing = await enteredDialog(page.getByRole('dialog', { name: 'Edit saved search' }));
  await editing.getByRole('textbox', { name: /Name/ }).fill('Rural, renamed');
  await force(page, { updateSavedSearch: 'network' });
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expect(failure(page, 'network', 'The saved search could not be changed')).toBeVisible();
  await expect(editing.getByRole('textbox', { name: /Name/ })).toHaveValue('Rural, renamed');
  await editing.getByRole('button', { name: 'Cancel' }).click();

  await force(page, { deleteSavedSearch: 'server' });
  await page.getByRole('button', { name: 'Actions for Rural, kept' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // Clicked before the dialog had entered, Delete once did nothing (enteredDialog).
  const confirm = await enteredDialog(page.getByRole('dialog', { name: 'Delete saved search' }));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(SIMULATED).first()).toBeVisible();
  await clearFaults(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'Rural, kept' })).toHaveCount(0);
});
