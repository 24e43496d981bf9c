import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { Grant, GrantDecision, GrantNote } from '../../src/api/schema.gen';
import { pasteCutText } from '../../src/screens/shared/long-answer';
import { type FakeCalls, renderRoute } from '../support/render-route';

// Notes on a grant (issue 62): the grant details' section (a decision, notes added, edited and
// deleted, a co-applicant's note read only) and the decision on top picks' card and filter, each
// through the contract's operations by name (api.call), with a server that remembers.

const GRANT: Grant = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  title: 'Community Food Resilience Grant',
  sector: 'Agriculture',
  sectorFocus: 'Urban farming',
  fundingSize: 75000,
  deadline: '2030-09-30',
  organizationType: 'nonprofit',
  status: 'active',
  motive: 'Strengthen local food systems.',
  description: 'Funds community-led projects.',
  sectorDescription: 'Supports urban agriculture.',
  criteria: 'Registered 501(c)(3).',
  projectStage: 'implementation',
  agencyName: 'Healthy Communities Foundation',
  createdAt: '2030-01-01T00:00:00Z',
};
const OTHER: Grant = {
  ...GRANT,
  id: '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c',
  title: 'Clean Energy',
};
const DETAILS = `/grant-details?id=${GRANT.id}`;

const PRIYAS: GrantNote = {
  id: '0b6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e60',
  grantId: GRANT.id,
  text: 'I can write the budget.',
  author: { userId: 'priya', name: 'Priya Raman' },
  mine: false,
  createdAt: '2030-01-02T10:00:00Z',
  updatedAt: '2030-01-02T10:00:00Z',
};

/** A server that keeps notes and decisions, as the embedded backend does. */
function server(notes: GrantNote[] = [], decisions: GrantDecision[] = []) {
  let clock = Date.parse('2030-01-03T09:00:00Z');
  const at = () => new Date((clock += 60_000)).toISOString();
  const calls = {
    listGrantNotes: vi.fn(async () =>
      [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ),
    createGrantNote: vi.fn(async ({ body }) => {
      const now = at();
      const note: GrantNote = {
        id: crypto.randomUUID(),
        grantId: GRANT.id,
        text: body.text,
        author: { userId: 'me', name: 'Dana Whitfield' },
        mine: true,
        createdAt: now,
        updatedAt: now,
      };
      notes.push(note);
      return note;
    }),
    updateGrantNote: vi.fn(async ({ params, body }) => {
      const note = notes.find((one) => one.id === params.path.noteId)!;
      Object.assign(note, { text: body.text, updatedAt: at() });
      return note;
    }),
    deleteGrantNote: vi.fn(async ({ params }) => {
      notes.splice(
        notes.findIndex((one) => one.id === params.path.noteId),
        1,
      );
      return undefined;
    }),
    listGrantDecisions: vi.fn(async () => decisions.filter((row) => row.decision !== null)),
    setGrantDecision: vi.fn(async ({ params, body }) => {
      const row = { grantId: params.path.id, decision: body.decision, updatedAt: at() };
      decisions.splice(0, decisions.length, ...decisions.filter((d) => d.grantId !== row.grantId));
      decisions.push(row);
      return row;
    }),
  } satisfies FakeCalls;
  return calls;
}

const noteField = () => screen.getByRole('textbox', { name: /^New note/ });

describe('notes on a grant', () => {
  it('adds a note with its count, reads it back newest first, edits it and deletes it after asking', async () => {
    const calls = server([PRIYAS]);
    const user = userEvent.setup();
    await renderRoute(DETAILS, { api: { getGrant: async () => GRANT }, calls });
    const section = await screen.findByRole('region', { name: 'Your notes and decision' });
    // A co-applicant's note: her name, and no Edit or Delete.
    const priyas = await within(section).findByRole('listitem', { name: /^Priya Raman/ });
    expect(within(priyas).getByText('I can write the budget.')).toBeVisible();
    expect(within(priyas).queryByRole('button')).toBeNull();

    await user.type(noteField(), 'Ask about matching funds');
    expect(within(section).getByText('24 / 2,000 characters')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    const mine = await within(section).findByRole('listitem', { name: /^You,/ });
    expect(calls.createGrantNote).toHaveBeenCalledWith({
      params: { path: { id: GRANT.id } },
      body: { text: 'Ask about matching funds' },
    });
    expect(noteField()).toHaveValue('');
    // Newest first.
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toBe(mine);

    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const edit = within(mine).getByRole('textbox', { name: /^Edit the note/ });
    await user.clear(edit);
    await user.type(edit, 'Matching funds: 20%');
    await user.click(within(mine).getByRole('button', { name: 'Save note' }));
    expect(await within(section).findByText('Matching funds: 20%')).toBeVisible();
    const edited = within(section).getByRole('listitem', { name: /^You,.*\(edited\)/ });

    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    expect(within(edited).getByText('Delete this note?')).toBeVisible();
    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByText('Matching funds: 20%')).toBeNull());
    expect(calls.deleteGrantNote).toHaveBeenCalledOnce();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names what it waits for while the decision and the notes load, as ARIA allows', async () => {
    // A browser test's axe check once ran while the notes loaded: a Loader (a span) named without
    // a role is an attribute ARIA prohibits.
    const calls = server();
    const never = () => new Promise<never>(() => {});
    calls.listGrantNotes.mockImplementation(never);
    calls.listGrantDecisions.mockImplementation(never);
    await renderRoute(DETAILS, { api: { getGrant: async () => GRANT }, calls });
    const section = await screen.findByRole('region', { name: 'Your notes and decision' });
    expect(
      within(section).getByRole('progressbar', { name: 'Loading your decision' }),
    ).toBeVisible();
    expect(within(section).getByRole('progressbar', { name: 'Loading notes' })).toBeVisible();
    const results = await axe.run(section, {
      runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role'],
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('refuses an empty note without a call, and keeps the text when the server refuses it', async () => {
    const calls = server();
    calls.createGrantNote.mockRejectedValueOnce(
      new ApiError(422, { status: 422, message: 'A note can be at most 2,000 characters' }),
    );
    const user = userEvent.setup();
    await renderRoute(DETAILS, { api: { getGrant: async () => GRANT }, calls });
    const section = await screen.findByRole('region', { name: 'Your notes and decision' });
    expect(await within(section).findByText(/^No notes yet/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(within(section).getByText('Write a note first')).toBeVisible();
    expect(calls.createGrantNote).not.toHaveBeenCalled();

    await user.type(noteField(), 'Too long for the server');
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(
      await within(section).findByText('A note can be at most 2,000 characters'),
    ).toBeVisible();
    expect(noteField()).toHaveValue('Too long for the server');
  });

  it('cuts nothing silently: the field stops at 2,000 characters and says what a paste lost', async () => {
    const user = userEvent.setup();
    await renderRoute(DETAILS, { api: { getGrant: async () => GRANT }, calls: server() });
    await screen.findByRole('region', { name: 'Your notes and decision' });
    noteField().focus();
    await user.paste('x'.repeat(2_010));
    expect(noteField()).toHaveValue('x'.repeat(2_000));
    expect(screen.getByText('2,000 / 2,000 characters')).toBeVisible();
    expect(screen.getByText(pasteCutText(10, 2_000))).toBeVisible();
  });

  it('saves a decision as it is chosen; top picks shows it on the card and filters by it', async () => {
    const calls = server();
    const user = userEvent.setup();
    const { unmount } = await renderRoute(DETAILS, {
      api: { getGrant: async () => GRANT },
      calls,
    });
    const decision = await screen.findByRole('radiogroup', { name: /Your decision/ });
    expect(within(decision).getByRole('radio', { name: 'Not decided' })).toBeChecked();
    await user.click(within(decision).getByRole('radio', { name: 'Applying' }));
    await waitFor(() =>
      expect(calls.setGrantDecision).toHaveBeenCalledWith({
        params: { path: { id: GRANT.id } },
        body: { decision: 'applying' },
      }),
    );
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(within(decision).getByRole('radio', { name: 'Applying' })).toBeChecked();
    unmount();

    const topPicks = {
      listGrants: async () => [GRANT, OTHER],
      listSavedGrants: async () => [],
      listSavedSearches: async () => [],
    };
    await renderRoute('/opportunities?decision=applying', { api: topPicks, calls });
    const card = await screen.findByRole('article', { name: GRANT.title });
    expect(within(card).getByText('Applying')).toBeVisible();
    expect(screen.queryByRole('article', { name: OTHER.title })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Your decision' })).toHaveValue('applying');
  });

  it('top picks lists the grants not decided yet, and says when the decisions cannot be read', async () => {
    const calls = server(
      [],
      [{ grantId: GRANT.id, decision: 'notAFit', updatedAt: '2030-01-01T00:00:00Z' }],
    );
    const topPicks = {
      listGrants: async () => [GRANT, OTHER],
      listSavedGrants: async () => [],
      listSavedSearches: async () => [],
    };
    const { unmount } = await renderRoute('/opportunities?decision=none', { api: topPicks, calls });
    expect(await screen.findByRole('article', { name: OTHER.title })).toBeVisible();
    expect(screen.queryByRole('article', { name: GRANT.title })).toBeNull();
    unmount();

    calls.listGrantDecisions.mockRejectedValue(new ApiError(500, null));
    await renderRoute('/opportunities?decision=applying', { api: topPicks, calls });
    expect(await screen.findByText('Your decisions could not be loaded')).toBeVisible();
    // Not filtered by a decision it could not read: every grant stays listed.
    expect(screen.getByRole('article', { name: GRANT.title })).toBeVisible();
    expect(screen.getByRole('article', { name: OTHER.title })).toBeVisible();
  });
});
