import type { Page } from '@playwright/test';

/** The first registration step, as a person fills it: names, email, password, both consents. */
export async function fillCredentials(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  // The required field's label reads 'Password *'; its accessible name is 'Password'.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the Privacy Policy' }).check();
}
