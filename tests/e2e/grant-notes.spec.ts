import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAt, test } from './fixtures';
import {
  CONTRACT_TAG,
  EXAMPLE,
  expectAnswer,
  signInToExample,
  test as contractTest,
} from '../conformance/contract-test';

// Notes on a grant (issue 62), what only a browser proves: the journey through the real router
// and backend (the decision, a note added, edited and deleted, the decision on top picks' card
// and filter), axe at both widths, and the writes' failures through the screen (the fault
// scenarios of tests/checks/grant-notes.checks.ts name this file), and the writes against the
// contract's examples (the contract pass runs the test tagged @contract).

const GRANT = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  title: 'Community Food Resilience Grant',
};
const SIMULATED = 'The server had a problem (simulated). Please try again.';

const section = (page: Page) => page.getByRole('region', { name: 'Your notes and decision' });

for (const width of [1366, 390]) {
  // At 1366 px also over real HTTP, on the reference server (the live pass: @live-api).
  const live = width === 1366 ? ' @live-api' : '';
  test(`notes on a grant: decide, add, edit and delete a note, then filter top picks at ${width} px${live}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, `/grant-details?id=${GRANT.id}`);
    const notes = section(page);
    await expect(notes.getByText(/^No notes yet/)).toBeVisible();

    await notes.getByRole('radio', { name: 'Applying' }).check();
    await expect(notes.getByText('Saved', { exact: true })).toBeVisible();

    await notes.getByRole('textbox', { name: /^New note/ }).fill(`Matching funds at ${width}`);
    await notes.getByRole('button', { name: 'Add note' }).click();
    const note = notes.getByRole('listitem', { name: /^You,/ });
    await expect(note.getByText(`Matching funds at ${width}`)).toBeVisible();
    // The toast comes a moment after the note: judged before it had entered, it was caught
    // sliding in (axe: "partially obscured"), which the page held still only once it stood.
    await expect(page.getByRole('alert').filter({ hasText: 'Note added' })).toBeVisible();
    await expectAccessible(page);

    await note.getByRole('button', { name: 'Edit' }).click();
    await note.getByRole('textbox', { name: /^Edit the note/ }).fill('Matching funds: 20%');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note.getByText('Matching funds: 20%')).toBeVisible();
    await note.getByRole('button', { name: 'Delete' }).click();
    await note.getByRole('button', { name: 'Delete' }).click();
    await expect(notes.getByText(/^No notes yet/)).toBeVisible();

    // Top picks shows the decision on the card and filters by it.
    await page.goto('/opportunities?decision=applying');
    const card = page.getByRole('article', { name: GRANT.title });
    await expect(card.getByText('Applying', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectAccessible(page);
  });
}

/** Forces a fault on the next calls of the operations (the embedded backend reads it). */
async function force(page: Page, faults: Record<string, 'server' | 'network'>) {
  await page.evaluate(
    (value) => localStorage.setItem('grantwise.mock.settings', value),
    JSON.stringify({ latency: 0, failureRate: 0, faults }),
  );
}

test('Notes on a grant: a failed createGrantNote, updateGrantNote, deleteGrantNote or setGrantDecision says so and keeps what was typed', async ({
  page,
}) => {
  await signInAt(page, `/grant-details?id=${GRANT.id}`);
  const notes = section(page);
  const field = notes.getByRole('textbox', { name: /^New note/ });
  await field.fill('Kept through failures');
  await force(page, { createGrantNote: 'server' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText(SIMULATED)).toBeVisible();
  await force(page, { createGrantNote: 'network' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('The note could not be added')).toBeVisible();
  await expect(field).toHaveValue('Kept through failures');
  await force(page, {});
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes.getByRole('listitem', { name: /^You,/ });
  await expect(note.getByText('Kept through failures')).toBeVisible();

  await note.getByRole('button', { name: 'Edit' }).click();
  await note.getByRole('textbox', { name: /^Edit the note/ }).fill('An edit that stays');
  await force(page, { updateGrantNote: 'network' });
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByText('The note could not be saved')).toBeVisible();
  await expect(note.getByRole('textbox', { name: /^Edit the note/ })).toHaveValue(
    'An edit that stays',
  );
  await note.getByRole('button', { name: 'Cancel' }).click();

  await force(page, { deleteGrantNote: 'server' });
  await note.getByRole('button', { name: 'Delete' }).click();
  await note.getByRole('button', { name: 'Delete' }).click();
  await expect(note.getByText(SIMULATED)).toBeVisible();
  await expect(note.getByText('Kept through failures')).toBeVisible();

  await force(page, { setGrantDecision: 'network' });
  // The choice goes back to what is saved once the save failed.
  await notes.getByRole('radio', { name: 'Interested' }).click();
  await expect(notes.getByText('Your decision could not be saved')).toBeVisible();
  await expect(notes.getByRole('radio', { name: 'Not decided' })).toBeChecked();
});

contractTest(
  "Notes on a grant: the writes on the contract's example note, which is the caller's own (Edit and Delete)",
  { tag: CONTRACT_TAG },
  async ({ page, api }) => {
    await signInToExample(page);
    await page.goto(`/grant-details?id=${EXAMPLE.grant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: EXAMPLE.grant.title })).toBeVisible();
    const notes = section(page);
    await expectAnswer(api, 'setGrantDecision', () =>
      notes.getByRole('radio', { name: 'Interested' }).click(),
    );
    await notes.getByRole('textbox', { name: /^New note/ }).fill('Ask about matching funds');
    await expectAnswer(api, 'createGrantNote', () =>
      notes.getByRole('button', { name: 'Add note' }).click(),
    );
    const note = notes.getByRole('listitem').first();
    await note.getByRole('button', { name: 'Edit' }).click();
    await expectAnswer(api, 'updateGrantNote', () =>
      note.getByRole('button', { name: 'Save note' }).click(),
    );
    await note.getByRole('button', { name: 'Delete' }).click();
    await expectAnswer(api, 'deleteGrantNote', () =>
      note.getByRole('button', { name: 'Delete' }).click(),
    );
  },
);
