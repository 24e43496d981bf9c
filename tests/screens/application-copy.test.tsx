import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { dashboardPage } from '../../src/domain/dashboard-page';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';
import {
  ACTIVITY,
  SHARED_ID,
  sharedApplication,
  submittedApplication,
  summary,
} from '../support/sharing-fixtures';
import type {
  ApplicationCopy,
  Grant,
  GrantApplication,
  ListGrantApplicationsPageRequest,
} from '../../src/api/schema.gen';

// "Start a new application from this" on the dashboard (issue 60, part 3): from a draft's row or
// a submitted application's details, pick a grant, and the dialog says what was not copied and
// why before the wizard opens on the new draft; a refusal shows in the dialog, which stays open.

const NEXT_GRANT_ID = '1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c';

const grant = (id: string, title: string, overrides: Partial<Grant> = {}): Grant => ({
  id,
  title,
  sector: 'Education',
  sectorFocus: 'Literacy',
  fundingSize: 50000,
  deadline: '2030-09-30',
  organizationType: 'nonprofit',
  status: 'active',
  motive: 'Reading.',
  description: 'Funds reading programmes.',
  sectorDescription: 'Literacy',
  criteria: 'Registered nonprofits.',
  projectStage: 'implementation',
  agencyName: 'Reading Fund',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const GRANTS = [
  grant(NEXT_GRANT_ID, 'Family Literacy Fund 2027'),
  grant('2a7c9e41-6b3d-4f8a-9c2e-1d5b7a3f9e02', 'Closed Reading Award', { status: 'closed' }),
];

const COPY: ApplicationCopy = {
  application: sharedApplication({
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    grantId: NEXT_GRANT_ID,
    grantTitle: 'Family Literacy Fund 2027',
    version: 1,
  }),
  notCopied: [
    { field: 'commissionAcknowledged', reason: 'askedAgain' },
    { field: 'documents.resumes', reason: 'notInLibrary', fileName: 'team-cv.pdf' },
    { field: 'generatedDraft', reason: 'notAsked' },
  ],
};

function server(submitted?: GrantApplication) {
  return {
    listGrantApplicationsPage: vi.fn(async (query: ListGrantApplicationsPageRequest) =>
      dashboardPage(submitted ? [submitted] : [], query, new Date()),
    ),
    listSharedApplications: vi.fn(async () => [summary()]),
    listSharedApplicationActivity: vi.fn(async () => ACTIVITY),
    listInvitations: vi.fn(async () => []),
    listGrants: vi.fn(async () => GRANTS),
    copyApplication: vi.fn(async () => COPY),
  };
}

async function pickGrant(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Grant to apply for' }));
  await user.type(within(dialog).getByRole('combobox', { name: 'Grant to apply for' }), 'Family');
  await user.click(
    await within(dialog).findByRole('option', { name: 'Family Literacy Fund 2027' }),
  );
}

/** The dashboard on `api`, and the dialog opened from the draft's row in progress. */
async function openFromTheDraftsRow(api: ReturnType<typeof server>) {
  const user = userEvent.setup();
  await renderRoute('/grants', { api, signedInAs: TEST_USER });
  const inProgress = await screen.findByRole('region', { name: 'Applications in progress' });
  await user.click(
    within(inProgress).getByRole('button', {
      name: 'Start a new application from this: Family Reading Nights at the Food Hub',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Start a new application' });
  return { user, dialog };
}

describe('starting a new application from an earlier one', () => {
  it("from a draft's row: picks an open grant, starts the draft, says what was not copied and why, and opens it in the wizard", async () => {
    const api = server();
    const { user, dialog } = await openFromTheDraftsRow(api);
    // No grant yet: it says so, and nothing is asked of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Start the new application' }));
    expect(await within(dialog).findByText('Choose a grant')).toBeVisible();
    expect(api.copyApplication).not.toHaveBeenCalled();

    // A closed grant is no choice.
    await user.click(within(dialog).getByRole('combobox', { name: 'Grant to apply for' }));
    expect(within(dialog).queryByRole('option', { name: 'Closed Reading Award' })).toBeNull();
    await pickGrant(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Start the new application' }));
    expect(api.copyApplication).toHaveBeenCalledWith({ from: SHARED_ID, grantId: NEXT_GRANT_ID });

    const done = await within(dialog).findByRole('heading', {
      name: 'Your new draft for Family Literacy Fund 2027 is ready.',
    });
    await waitFor(() => expect(done).toHaveFocus());
    const notCopied = within(dialog).getByRole('region', { name: 'Not copied' });
    expect(
      within(notCopied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Commission acknowledgement: you agree to it again for every application',
      'Resumes or CVs of Key Members (team-cv.pdf): the file is no longer in your library',
      'Generated draft: the new application does not ask it',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open the new draft' })).toHaveAttribute(
      'href',
      `/grant?id=${NEXT_GRANT_ID}`,
    );
  });

  it('while the open grants load, the dialog puts focus in the grant field, which takes typing and lists the match once they arrive', async () => {
    let arrive: (grants: Grant[]) => void = () => undefined;
    const api = {
      ...server(),
      listGrants: vi.fn(() => new Promise<Grant[]>((resolve) => (arrive = resolve))),
    };
    const { user, dialog } = await openFromTheDraftsRow(api);
    const field = within(dialog).getByRole('combobox', { name: 'Grant to apply for' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toBeEnabled();
    await user.keyboard('Family');
    expect(field).toHaveValue('Family');
    expect(await within(dialog).findByText('Loading the open grants…')).toBeVisible();
    arrive(GRANTS);
    expect(
      await within(dialog).findByRole('option', { name: 'Family Literacy Fund 2027' }),
    ).toBeVisible();
    expect(field).toHaveFocus();
  });

  it("offers it on the owner's rows only: an editor of someone else's draft starts nothing from it", async () => {
    const api = {
      ...server(),
      listSharedApplications: vi.fn(async () => [summary({ role: 'editor' })]),
    };
    await renderRoute('/grants', { api, signedInAs: TEST_USER });
    const inProgress = await screen.findByRole('region', { name: 'Applications in progress' });
    expect(within(inProgress).getByRole('link', { name: /^Continue / })).toBeVisible();
    expect(
      within(inProgress).queryByRole('button', { name: /^Start a new application from this/ }),
    ).toBeNull();
  });

  it('from a submitted application: its details offer it, and a refusal shows in the dialog, which stays to try again', async () => {
    const submitted = submittedApplication({ created_at: new Date().toISOString() });
    const api = {
      ...server(submitted),
      getGrantApplication: vi.fn(async () => submitted),
      copyApplication: vi
        .fn()
        .mockRejectedValueOnce(
          new ApiError(409, { status: 409, message: 'You already have a draft for this grant.' }),
        )
        .mockResolvedValueOnce({ ...COPY, notCopied: [] }),
    };
    const user = userEvent.setup();
    await renderRoute(`/grants?application=${submitted.id}`, {
      api,
      signedInAs: TEST_USER,
    });
    const details = await screen.findByRole('dialog', { name: /^Application / });
    await user.click(
      await within(details).findByRole('button', { name: 'Start a new application from this' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start a new application' });
    await pickGrant(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Start the new application' }));
    expect(api.copyApplication).toHaveBeenCalledWith({
      from: submitted.id,
      grantId: NEXT_GRANT_ID,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a draft for this grant.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start the new application' }));
    expect(
      await within(dialog).findByText('Every answer, document and budget line was copied.'),
    ).toBeVisible();
  });
});
