import { type Page, expect } from '@playwright/test';

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
  for (const consent of ['I agree to the Terms and Conditions', 'I agree to the Privacy Policy']) {
    // Clicked, then waited for checked: check() judges the box at once, before the render a
    // busy machine schedules for the form's machine (seen on a loaded fresh-clone run).
    const box = page.getByRole('checkbox', { name: consent });
    await box.click();
    await expect(box).toBeChecked();
  }
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
