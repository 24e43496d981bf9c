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

/** The second registration step: a choice in each of its three lists (Mantine selects). */
export async function fillAbout(
  page: Page,
  about: { gender: string; ageRange: string; ethnicity: string },
): Promise<void> {
  const choices: [string, string][] = [
    ['Gender', about.gender],
    ['Age range', about.ageRange],
    ['Ethnicity', about.ethnicity],
  ];
  for (const [list, choice] of choices) {
    await page.getByRole('combobox', { name: list }).click();
    await page.getByRole('listbox').getByRole('option', { name: choice }).click();
  }
}
