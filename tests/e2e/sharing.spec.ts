import type { Page } from '@playwright/test';
import { DEMO, SAM, expect, expectAccessible, signIn, signInAt, test } from './fixtures';

// Applying together in the demo (issue 46), what only a browser proves: Dana opens the people
// and the log of her shared draft, changes Priya's role, removes her and invites her again
// (and someone else, whose invitation she sends again and cancels), all by keyboard and mouse
// as a person does; then Priya signs in, the bell and the dashboard tell her of the invitation,
// and accepting it opens the application. axe at 1366 and 390 px, the dialog's focus returns.
// The journey is walked once, at the phone's width, and each screen it judges is judged at both
// widths on the same page (it was walked twice, once per width, for the same checks: 35 s more).

const PRIYA = { email: 'priya@grantwise.app', password: 'Together2026!' };
const DRAFT = 'Family Reading Nights at the Food Hub';
const GRANT = 'Early Childhood Literacy Grant';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1366;

/** axe on what the page shows at 1366 px, then at the phone's 390 px (the walk's width). */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [DESKTOP_WIDTH, PHONE_WIDTH]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await expectAccessible(page);
  }
}

test('Dana shares her draft and Priya accepts the invitation, judged at 1366 and 390 px', async ({
  page,
}) => {
  // The journey and twelve axe checks: three times the pass's timeout, as the other long walks.
  test.slow();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  await signInAt(page, '/grants');

  // Her draft is in progress, with what happened last.
  const shared = page.getByRole('region', { name: 'Applications in progress' });
  await expect(shared.getByText(GRANT)).toBeVisible();
  await expect(shared.getByText(/^Last activity: /)).toBeVisible();
  const opener = shared.getByRole('button', { name: `People and activity of ${DRAFT}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: DRAFT });
  const members = dialog.getByRole('list', { name: 'Members' });
  await expect(members.getByText('Dana Rivera (you)')).toBeVisible();
  const log = dialog.getByRole('list', { name: 'Activity, newest first' });
  await expect(log.getByText('Priya Raman changed Budget table and Cost sharing')).toBeVisible();
  await expect(log.getByText('Priya Raman joined as an editor')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Priya becomes a viewer, then leaves the application by Dana's hand (after a question).
  await members.getByRole('combobox', { name: 'Role of Priya Raman' }).selectOption('viewer');
  await expect(
    log.getByText('Dana Rivera changed a role: Priya Raman is now a viewer'),
  ).toBeVisible();
  await members.getByRole('button', { name: 'Remove Priya Raman' }).click();
  const question = dialog.getByRole('group', { name: /^Remove Priya Raman from this/ });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleAtBothWidths(page);
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByText('Priya Raman')).toBeHidden();
  await expect(log.getByText('Dana Rivera removed Priya Raman')).toBeVisible();

  // Invitations by keyboard: an email without an account, sent again, then cancelled.
  const email = dialog.getByRole('textbox', { name: /Email address/ });
  await email.fill('sam@example.org');
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await email.press('Enter');
  const invitations = dialog.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByText('sam@example.org')).toBeVisible();
  await invitations.getByRole('button', { name: 'Send again to sam@example.org' }).click();
  await expect(page.getByText('Invitation sent again to sam@example.org')).toBeVisible();
  await invitations.getByRole('button', { name: 'Cancel invitation to sam@example.org' }).click();
  await expect(invitations.getByText('sam@example.org')).toBeHidden();

  // A member already invited is refused beside the field, in the server's words.
  await email.fill('priya@grantwise.app');
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to priya@grantwise.app')).toBeVisible();
  // Newest first: the seed's log invited her once already, further down.
  await expect(log.getByRole('listitem').first()).toContainText(
    'Dana Rivera invited priya@grantwise.app',
  );
  await email.fill('priya@grantwise.app');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAtBothWidths(page);

  // Closing the dialog gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Priya: the bell and the dashboard tell her; accepting opens the application.
  await signOut(page);
  await signIn(page, PRIYA);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: `You are invited to edit ${GRANT}.` })
    .click();
  await expect(page).toHaveURL(/\/grants#invitations$/);
  const section = page.getByRole('region', { name: 'Invitations' });
  const text = `Dana Rivera invited you to edit ${DRAFT}`;
  await expect(section.getByText(text)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await section.getByRole('button', { name: `Accept: ${text}` }).click();
  // It opens with its people and what happened last.
  await expect(page.getByRole('dialog', { name: DRAFT })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: DRAFT }).getByRole('list', { name: 'Members' }),
  ).toContainText('Priya Raman (you)');

  // Issue 60: the draft lives on the server, so Priya writes in it, in the wizard.
  await page.keyboard.press('Escape');
  await page
    .getByRole('region', { name: 'Applications in progress' })
    .getByRole('link', { name: `Continue ${DRAFT}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Continue this application?' })).toBeVisible();
  await expect(
    page.getByText(/Dana Rivera started this application and invited you to it/),
  ).toBeVisible();
  // Only the owner may start it over.
  await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Continue application' }).click();
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
  const contact = page.getByRole('heading', { name: /Tell Us About Yourself/ });
  await expect(acknowledge.or(contact)).toBeVisible();
  if (await acknowledge.isVisible()) await acknowledge.click();
  await expect(contact).toBeVisible();
  // Dana's answers, not Priya's profile: the draft is the owner's.
  await expect(page.getByLabel('Full name', { exact: false })).toHaveValue('Dana Rivera');
  await page.getByLabel('Location', { exact: false }).fill('Austin, TX (East side)');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Dana reads in the log that Priya wrote the contact details.
  await page.goto('/grants');
  await signOut(page);
  await signInAt(page, '/grants', DEMO);
  await page
    .getByRole('region', { name: 'Applications in progress' })
    .getByRole('button', { name: `People and activity of ${DRAFT}` })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: DRAFT })
      .getByRole('list', { name: 'Activity, newest first' })
      .getByRole('listitem')
      .first(),
  ).toContainText('Priya Raman changed Location');
});

test('an invitation declined leaves the dashboard, the owner reads it in the log, then deletes the draft', async ({
  page,
}) => {
  await signInAt(page, '/grants');
  await page
    .getByRole('region', { name: 'Applications in progress' })
    .getByRole('button', { name: `People and activity of ${DRAFT}` })
    .click();
  const dialog = page.getByRole('dialog', { name: DRAFT });
  await dialog.getByRole('textbox', { name: /Email address/ }).fill(SAM.email);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${SAM.email}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signInAt(page, '/grants', SAM);
  const section = page.getByRole('region', { name: 'Invitations' });
  const text = `Dana Rivera invited you to view ${DRAFT}`;
  await section.getByRole('button', { name: `Decline: ${text}` }).click();
  await expect(page.getByText(`Invitation to ${GRANT} declined`)).toBeVisible();
  await expect(section).toBeHidden();

  await signOut(page);
  await signInAt(page, '/grants');
  await page
    .getByRole('region', { name: 'Applications in progress' })
    .getByRole('button', { name: `People and activity of ${DRAFT}` })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: DRAFT })
      .getByRole('list', { name: 'Activity, newest first' })
      .getByRole('listitem')
      .first(),
  ).toContainText('declined the invitation');

  // The owner deletes the draft after a question: it leaves the list (for everyone on it).
  await page.keyboard.press('Escape');
  const inProgress = page.getByRole('region', { name: 'Applications in progress' });
  await inProgress.getByRole('button', { name: `Delete ${DRAFT}` }).click();
  const question = inProgress.getByRole('group', { name: `Delete ${DRAFT}?`, exact: false });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${DRAFT} deleted`)).toBeVisible();
  await expect(inProgress).toBeHidden();
});
