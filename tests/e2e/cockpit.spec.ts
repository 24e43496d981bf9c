import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { applicationWizardMachine } from '../../src/machines/application-wizard.machine';
import { createGrantMachine } from '../../src/machines/create-grant.machine';
import { parseRecordedPaths, replayRecordedPath } from '../support/recorded-path';
import { expect, expectAccessible, signIn, signInAt, test } from './fixtures';
import { labelled } from '../model/create-grant-labels';
import { GRANT_ID } from './wizard-steps';

// The testers' cockpit in the inspector: each machine's chart follows the app, an event sent
// from the panel moves the screen, and a session recorded by hand becomes a model path that the
// model replay accepts.

async function openInspector(page: Page) {
  await page.getByRole('button', { name: 'Open state inspector' }).click();
  const drawer = page.getByRole('dialog', { name: 'State inspector' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeInspector(page: Page, drawer: Locator) {
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The chart's items of the active states, outermost first. */
const activeStates = (machine: Locator) =>
  machine.getByRole('list', { name: /^States of / }).locator('li[aria-current="true"]');

test("the chart follows the wizard's step, and an event sent from the panel moves the screen", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAt(page, `/grant?id=${GRANT_ID}`);
  await expect(page.getByRole('heading', { name: 'Commission acknowledgement' })).toBeVisible();

  let drawer = await openInspector(page);
  const wizard = drawer.getByRole('listitem', { name: 'Machine applicationWizard' });
  await expect(activeStates(wizard)).toHaveCount(1);
  await expect(activeStates(wizard).first()).toContainText('commission');
  await expect(wizard.getByRole('list', { name: 'Transitions from commission' })).toContainText(
    'commission.acknowledge',
  );
  // A state that is not active is folded; its button opens it.
  const contact = wizard.getByRole('button', { name: 'contact', exact: true });
  await expect(contact).toHaveAttribute('aria-expanded', 'false');
  await contact.click();
  await expect(contact).toHaveAttribute('aria-expanded', 'true');
  await expect(wizard.getByRole('list', { name: 'States in contact' })).toContainText('confirmed');
  await expectAccessible(page);

  // Refused events say why; the wizard waits on Acknowledge, so Next is not among them.
  const send = wizard.getByRole('button', { name: 'Send commission.acknowledge' });
  await expect(send).toBeEnabled();
  await expect(wizard.getByRole('button', { name: 'Send step.next' })).toHaveCount(0);
  await send.click();
  await expect(activeStates(wizard).last()).toContainText('editing');
  await expect(activeStates(wizard).first()).toContainText('contact');
  await expect(wizard.getByRole('button', { name: 'Send step.confirm' })).toBeEnabled();

  // A payload is checked before it is sent.
  const payload = wizard.getByRole('textbox', { name: 'Payload of answer.change' });
  await payload.fill('{ "step": "contact", "field": "fullName" ');
  await expect(wizard.getByText(/^The payload is not valid JSON/)).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Send answer.change' })).toBeDisabled();
  await payload.fill('{ "step": "contact", "field": "fullName", "value": 7 }');
  await expect(
    wizard.getByText('The payload does not fit answer.change: "value" must be text, not a number.'),
  ).toBeVisible();
  await payload.fill('{ "step": "contact", "field": "fullName", "value": "Ana Ruiz" }');
  await wizard.getByRole('button', { name: 'Send answer.change' }).click();

  await closeInspector(page, drawer);
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Ana Ruiz');

  // The log saw what the panel sent, with the state before and after.
  drawer = await openInspector(page);
  const log = drawer.getByRole('region', { name: 'Logged events' });
  await expect(log).toContainText(
    /commission\.acknowledge from the inspector: commission → contact\.editing/,
  );
  await expect(log).toContainText('answer.change from the inspector');
  const copied = await copy(drawer, 'Copy as model path', 'applicationWizard');
  const [path] = parseRecordedPaths(copied);
  expect(path?.fromStart).toBe(false);
  expect(() => replayRecordedPath(applicationWizardMachine, path!)).toThrow(
    /recorded after the machine had started/,
  );
});

/** Clicks a Copy button with the log filtered to `machine`; the copied text. */
async function copy(drawer: Locator, button: string, machine: string): Promise<string> {
  await drawer.getByRole('combobox', { name: 'Machine' }).selectOption(machine);
  await drawer.getByRole('button', { name: button }).click();
  const what = button.replace('Copy as ', '');
  const text = drawer.getByRole('textbox', { name: `Copied ${what}` });
  await expect(drawer.getByRole('status')).toHaveText('Copied to the clipboard.');
  return text.inputValue();
}

test('a session recorded in the log becomes test steps and a model path the replay accepts', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  // The log starts with the inspector's first opening, and records while it is closed.
  let drawer = await openInspector(page);
  await closeInspector(page, drawer);

  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Grant', level: 1 })).toBeVisible();
  await page.getByLabel(labelled('Title')).fill('Solar roofs for schools');
  await page.getByLabel(labelled('Sector')).fill('Energy');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByText('Sector focus is required')).toBeVisible();

  drawer = await openInspector(page);
  const log = drawer.getByRole('region', { name: 'Logged events' });
  await expect(log).toContainText('createGrant started in basics');
  await expect(log).toContainText(/basics\.change from the app: basics → basics/);
  await expect(log).toContainText('"field":"title","value":"Solar roofs for schools"');
  await expect(log).toContainText(/step\.next from the app: basics → basics/);
  // It survives closing and reopening the inspector.
  await closeInspector(page, drawer);
  drawer = await openInspector(page);
  await expect(drawer.getByRole('region', { name: 'Logged events' })).toContainText(
    /step\.next from the app/,
  );

  const steps = await copy(drawer, 'Copy as test steps', 'createGrant');
  expect(steps).toContain('## createGrant');
  expect(steps).toMatch(/^1\. Open the screen\.$/m);
  expect(steps).toContain('Enter "Solar roofs for schools" in Title.');
  expect(steps).toContain('Enter "Energy" in Sector.');
  expect(steps).toMatch(/^\d+\. Press "Next Step"\.$/m);
  expect(steps).toContain('You should see: Step 1: title, sector');

  const text = await copy(drawer, 'Copy as model path', 'createGrant');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  writeFileSync(testInfo.outputPath('create-grant.path.json'), text);
  const paths = parseRecordedPaths(text);
  expect(paths).toHaveLength(1);
  const [path] = paths;
  expect(path?.fromStart).toBe(true);
  expect(path?.steps.map((step) => step.event.type)).toEqual([
    'xstate.init',
    ...path!.steps.slice(1, -1).map(() => 'basics.change'),
    'step.next',
  ]);
  expect(replayRecordedPath(createGrantMachine, path!).at(-1)).toBe('basics');

  await drawer.getByRole('button', { name: 'Clear log' }).click();
  await expect(drawer.getByRole('region', { name: 'Logged events' })).toHaveCount(0);
  await expectAccessible(page);
});
