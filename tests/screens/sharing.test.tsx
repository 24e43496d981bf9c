import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { toIsoDate } from '../../src/domain/calendar-date';
import { dashboardPage } from '../../src/domain/dashboard-page';
import { formatDate } from '../../src/domain/format';
import { sharingMachine } from '../../src/machines/sharing.machine';
import type * as DashboardTabs from '../../src/domain/dashboard-tabs';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';
import {
  ACTIVITY,
  DANA,
  GRANT_ID,
  PRIYA,
  RECEIVED,
  SHARED_ID,
  summary,
  sharedApplication,
  submittedApplication,
} from '../support/sharing-fixtures';
import type {
  ActivityEntry,
  GrantApplication,
  Invitation,
  InvitedRole,
  ListGrantApplicationsPageRequest,
  SharedApplication,
  User,
} from '../../src/api/schema.gen';

// The stat cards' figures, counted: each draw of the page behind the dialogs writes them again.
const drawnCounts = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../src/domain/dashboard-tabs', async (original) => {
  const real = await original<typeof DashboardTabs>();
  return {
    ...real,
    padCount: (count: number) => {
      drawnCounts.calls += 1;
      return real.padCount(count);
    },
  };
});

const SAM = { userId: '6c3e9a5b-7d2f-4e4c-8b8a-3f9d5c7e2b14', name: 'Sam Lee' };
const FOUR_MORE = ['Ana Ruiz', 'Ben Ode', 'Cy Park', 'Di Moss'].map((name, index) => ({
  userId: `7d4f0b6c-8e3a-4f5d-9c9b-4a0e6d8f3c2${index}`,
  name,
}));

// Applying together on the dashboard (issue 46): the people of a shared application (invite,
// the server's refusal beside the field, remove after a question, leave), the invitations to
// the caller (accept opens the application, decline), and the activity log in words, all
// through the app's router with the server faked.

const PRIYA_USER: User = {
  id: PRIYA.userId,
  email: 'priya@grantwise.app',
  emailVerified: true,
  firstName: 'Priya',
  lastName: 'Raman',
};

/** A server that keeps one shared application's people, as the caller (`as`) sees them. */
function sharingServer(
  as: 'owner' | 'editor' = 'owner',
  options: {
    refuseInvite?: ApiError;
    /** What the wiring does after a change of the people: tell the cache. */
    afterChange?: () => Promise<void>;
    /** The activity log, newest first (the fixture's five entries unless given). */
    activity?: ActivityEntry[];
  } = {},
) {
  let application: SharedApplication = sharedApplication({}, as);
  let invitations = [RECEIVED];
  let next = 0;
  const inviteMember = vi.fn(async (email: string, role: InvitedRole): Promise<Invitation> => {
    if (options.refuseInvite) throw options.refuseInvite;
    next += 1;
    const invitation: Invitation = {
      id: `9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e${String(next).padStart(2, '0')}`,
      email,
      role,
      status: 'pending',
      sentAt: '2026-11-25T09:00:00Z',
      expiresAt: '2026-12-09T09:00:00Z',
    };
    application = { ...application, invitations: [...application.invitations, invitation] };
    return invitation;
  });
  const removeMember = vi.fn(async (userId: string) => {
    application = {
      ...application,
      members: application.members.filter((member) => member.userId !== userId),
    };
    await options.afterChange?.();
  });
  const sharing = sharingMachine.provide({
    actors: {
      loadSharing: fromPromise(async () => application),
      inviteMember: fromPromise(({ input }) => inviteMember(input.email, input.role)),
      resendInvitation: fromPromise(async () => application.invitations[0]!),
      cancelInvitation: fromPromise(async () => {}),
      updateMember: fromPromise(async () => application.members[1]!),
      removeMember: fromPromise(({ input }) => removeMember(input.userId)),
    },
  });
  const api = {
    listGrantApplicationsPage: vi.fn(async (query: ListGrantApplicationsPageRequest) =>
      dashboardPage([] as GrantApplication[], query, new Date()),
    ),
    // One the caller has left is no longer theirs.
    listSharedApplications: vi.fn(async () =>
      application.members.some((member) => member.role === as)
        ? [summary({ role: as, others: as === 'owner' ? [PRIYA] : [DANA] })]
        : [],
    ),
    listSharedApplicationActivity: vi.fn(async () => options.activity ?? ACTIVITY),
    listInvitations: vi.fn(async () => invitations),
    acceptInvitation: vi.fn(async (id: string) => {
      invitations = invitations.filter((invitation) => invitation.id !== id);
      return summary({ role: 'editor', owner: DANA });
    }),
    declineInvitation: vi.fn(async (id: string) => {
      invitations = invitations.filter((invitation) => invitation.id !== id);
    }),
  };
  return { api, logic: { sharing: async () => sharing }, inviteMember, removeMember };
}

async function openPeople(server: ReturnType<typeof sharingServer>, signedInAs?: User) {
  const view = await renderRoute(`/grants?shared=${SHARED_ID}`, {
    api: server.api,
    logic: server.logic,
    signedInAs,
  });
  const dialog = await screen.findByRole('dialog', {
    name: 'Family Reading Nights at the Food Hub',
  });
  const people = await within(dialog).findByRole('list', { name: 'Members' });
  return { ...view, dialog, people };
}

describe('the people of a shared application', () => {
  it('lists the members with their roles and the pending invitation, and invites someone', async () => {
    const server = sharingServer();
    const user = userEvent.setup();
    const { dialog, people } = await openPeople(server);
    expect(within(people).getByText('Dana Rivera (you)')).toBeVisible();
    expect(within(people).getByText('Owner')).toBeVisible();
    expect(within(people).getByRole('combobox', { name: 'Role of Priya Raman' })).toHaveValue(
      'editor',
    );
    const invitations = within(dialog).getByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('sam@example.org')).toBeVisible();

    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Email address is required')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(server.inviteMember).not.toHaveBeenCalled();

    await user.type(email, 'lee@example.org');
    expect(within(dialog).queryByText('Email address is required')).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lee@example.org')).toBeVisible();
    expect(server.inviteMember).toHaveBeenCalledWith('lee@example.org', 'viewer');
    expect(await within(invitations).findByText('lee@example.org')).toBeVisible();
    // The form starts again for the next person.
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('keeps the server’s refusal beside the email field until the email changes', async () => {
    const server = sharingServer('owner', {
      refuseInvite: new ApiError(409, {
        status: 409,
        message: 'This person is already a member of this application.',
      }),
    });
    const user = userEvent.setup();
    const { dialog } = await openPeople(server);
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'priya@grantwise.app');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const refusal = await within(dialog).findByText(
      'This person is already a member of this application.',
    );
    expect(refusal).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(email).toHaveValue('priya@grantwise.app');
    await user.type(email, 'x');
    expect(
      within(dialog).queryByText('This person is already a member of this application.'),
    ).toBeNull();
  });

  it('does not leave "Invitation sent to …" above the refusal of the next invitation', async () => {
    const server = sharingServer();
    const user = userEvent.setup();
    const { dialog } = await openPeople(server);
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'lee@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lee@example.org')).toBeVisible();
    await waitFor(() => expect(email).toHaveValue(''));

    server.inviteMember.mockRejectedValueOnce(
      new ApiError(409, { status: 409, message: 'This person is already invited.' }),
    );
    await user.type(email, 'lee@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This person is already invited.')).toBeVisible();
    expect(screen.queryByText('Invitation sent to lee@example.org')).toBeNull();
  });

  it('asks before removing a member: Cancel gives focus back, Remove removes them', async () => {
    const server = sharingServer();
    const user = userEvent.setup();
    const { dialog, people } = await openPeople(server);
    const remove = () => within(people).getByRole('button', { name: 'Remove Priya Raman' });
    await user.click(remove());
    const question = within(dialog).getByRole('group', {
      name: 'Remove Priya Raman from this application? They lose access at once.',
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('group')).toBeNull();
    // The button, drawn again once the question is answered, has focus back.
    await waitFor(() => expect(remove()).toHaveFocus());
    expect(server.removeMember).not.toHaveBeenCalled();

    // Escape answers the question, not the dialog around it.
    await user.click(remove());
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(dialog).toBeVisible();
    await waitFor(() => expect(remove()).toHaveFocus());

    await user.click(remove());
    await user.click(
      within(within(dialog).getByRole('group')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Priya Raman was removed from this application')).toBeVisible();
    expect(server.removeMember).toHaveBeenCalledWith(PRIYA.userId);
    await waitFor(() => expect(within(people).queryByText('Priya Raman')).toBeNull());
  });

  it('lets a member leave after asking; the dialog closes and says so', async () => {
    const server = sharingServer('editor');
    const user = userEvent.setup();
    const { dialog, people } = await openPeople(server, PRIYA_USER);
    // A member sees no owner controls.
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(within(people).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('list', { name: 'Invitations' })).toBeNull();
    await user.click(within(people).getByRole('button', { name: 'Leave this application' }));
    const question = within(dialog).getByRole('group', { name: /^Leave this application\?/ });
    await user.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left this application.')).toBeVisible();
    expect(server.removeMember).toHaveBeenCalledWith(PRIYA.userId);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the activity log newest first, saved fields by the wizard’s labels', async () => {
    const server = sharingServer();
    const { dialog } = await openPeople(server);
    const log = await within(dialog).findByRole('list', { name: 'Activity, newest first' });
    const entries = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(entries).toEqual([
      'Priya Raman changed Budget table and Project summary',
      'Dana Rivera attached org-chart.pdf',
      'Priya Raman joined as an editor',
      'Dana Rivera invited priya@grantwise.app',
      'Dana Rivera started the application',
    ]);
    expect(server.api.listSharedApplicationActivity).toHaveBeenCalledWith(SHARED_ID);
  });
  it('draws 50 entries of a long log, and 50 more each time Show more is pressed', async () => {
    // A log of 500 entries (the most the server sends) costs what one of 50 does (issue 65).
    const activity = Array.from({ length: 120 }, (_, index) => ({
      ...ACTIVITY[0]!,
      id: `0e4b7c2a-9d1f-4e3a-8b5c-${String(index).padStart(12, '0')}`,
    }));
    const { dialog } = await openPeople(sharingServer('owner', { activity }));
    const log = await within(dialog).findByRole('list', { name: 'Activity, newest first' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(50);
    expect(within(dialog).getByText('Showing 50 of 120 entries')).toHaveAttribute('role', 'status');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Show 50 more' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(100);
    await user.click(within(dialog).getByRole('button', { name: 'Show 20 more' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(120);
    expect(within(dialog).queryByText(/^Showing \d+ of/)).toBeNull();
  });
});

describe('invitations on the dashboard', () => {
  it('shows who invited the caller to what; Accept opens the application with its people', async () => {
    const server = sharingServer('editor');
    const user = userEvent.setup();
    const { router } = await renderRoute('/grants', {
      api: server.api,
      // The wizard's code stays on its way: where the app goes is what this test is about.
      logic: { ...server.logic, applicationWizard: () => new Promise<never>(() => {}) },
      signedInAs: PRIYA_USER,
    });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(
      within(section).getByText(
        'Dana Rivera invited you to edit Family Reading Nights at the Food Hub',
      ),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: /^Accept: / }));
    expect(server.api.acceptInvitation).toHaveBeenCalledWith(RECEIVED.id);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ shared: SHARED_ID }));
    expect(router.state.location.pathname).toBe('/grants');
  });

  it('says in words why an unverified email cannot accept, and keeps the invitation (issue 61)', async () => {
    const server = sharingServer('editor');
    vi.mocked(server.api.acceptInvitation).mockRejectedValueOnce(
      new ApiError(403, {
        status: 403,
        message: 'Verify your email address to answer this invitation.',
        errors: { invitation: 'emailNotVerified' },
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute('/grants', {
      api: server.api,
      logic: server.logic,
      signedInAs: { ...PRIYA_USER, emailVerified: false },
    });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    await user.click(within(section).getByRole('button', { name: /^Accept: / }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Verify your email address to answer this invitation.',
    );
    expect(within(section).getByRole('button', { name: /^Accept: / })).toBeEnabled();
    expect(router.state.location.search).not.toHaveProperty('shared');
    expect(await screen.findByRole('region', { name: 'Verify your email address' })).toBeVisible();
  });

  it('declines an invitation: it leaves the list, and the section with it', async () => {
    const server = sharingServer('editor');
    const user = userEvent.setup();
    await renderRoute('/grants', { api: server.api, logic: server.logic, signedInAs: PRIYA_USER });
    const section = await screen.findByRole('region', { name: 'Invitations' });
    await user.click(within(section).getByRole('button', { name: /^Decline: / }));
    expect(server.api.declineInvitation).toHaveBeenCalledWith(RECEIVED.id);
    expect(
      await screen.findByText('Invitation to Early Childhood Literacy Grant declined'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
  });

  it("lists the drafts with their grant's deadline, who else is on them and their last activity, and no section without invitations", async () => {
    const server = sharingServer();
    server.api.listInvitations.mockResolvedValue([]);
    // Five days from today, whatever the day the test runs.
    const deadline = new Date();
    deadline.setDate(deadline.getDate() + 5);
    server.api.listSharedApplications.mockResolvedValue([
      summary({ grantDeadline: toIsoDate(deadline), others: [PRIYA, SAM, ...FOUR_MORE] }),
    ]);
    await renderRoute('/grants', { api: server.api, logic: server.logic, signedInAs: TEST_USER });
    const shared = await screen.findByRole('region', { name: 'Applications in progress' });
    expect(within(shared).getByText(`Deadline ${formatDate(toIsoDate(deadline))}`)).toBeVisible();
    expect(within(shared).getByText('5 days left')).toBeVisible();
    expect(
      within(shared).getByText('With Priya Raman, Sam Lee, Ana Ruiz, and 3 more'),
    ).toBeVisible();
    expect(
      within(shared).getByText(/^Last activity: Priya Raman changed Budget table · /),
    ).toBeVisible();
    expect(
      within(shared).getByRole('link', { name: 'Continue Family Reading Nights at the Food Hub' }),
    ).toHaveAttribute('href', `/grant?id=${GRANT_ID}`);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('deletes a draft its owner no longer wants, after a question, for everyone on it', async () => {
    const server = sharingServer();
    let deleted = false;
    const deleteSharedApplication = vi.fn(async () => {
      deleted = true;
    });
    server.api.listSharedApplications.mockImplementation(async () =>
      deleted ? [] : [summary({ role: 'owner' })],
    );
    const user = userEvent.setup();
    await renderRoute('/grants', {
      api: { ...server.api, deleteSharedApplication },
      logic: server.logic,
      signedInAs: TEST_USER,
    });
    const shared = await screen.findByRole('region', { name: 'Applications in progress' });
    const title = 'Family Reading Nights at the Food Hub';
    const asker = within(shared).getByRole('button', { name: `Delete ${title}` });
    await user.click(asker);
    const question = within(shared).getByRole('group', { name: /^Delete Family Reading Nights/ });
    expect(question).toHaveTextContent('deleted for everyone working on it');
    // Escape answers Cancel, and focus goes back to the button that asked.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(await within(shared).findByRole('button', { name: `Delete ${title}` })).toHaveFocus();
    expect(deleteSharedApplication).not.toHaveBeenCalled();

    await user.click(within(shared).getByRole('button', { name: `Delete ${title}` }));
    await user.click(
      within(within(shared).getByRole('group')).getByRole('button', { name: 'Delete' }),
    );
    expect(deleteSharedApplication).toHaveBeenCalledWith(SHARED_ID);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Applications in progress' })).toBeNull(),
    );
  });

  it("offers a member who does not own the draft its people and log and the wizard on the owner's draft, not Delete", async () => {
    const server = sharingServer('editor');
    await renderRoute('/grants', { api: server.api, logic: server.logic, signedInAs: PRIYA_USER });
    const shared = await screen.findByRole('region', { name: 'Applications in progress' });
    expect(within(shared).getByRole('button', { name: /^People and activity of / })).toBeVisible();
    // Issue 60: the draft lives on the server, so every member continues it in the wizard.
    expect(
      within(shared).getByRole('link', { name: 'Continue Family Reading Nights at the Food Hub' }),
    ).toHaveAttribute('href', `/grant?id=${GRANT_ID}&draft=${SHARED_ID}`);
    expect(within(shared).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(shared).getByText('With Dana Rivera')).toBeVisible();
  });
});

describe('a submitted application written together', () => {
  it('shows its last activity in its row, and its people and activity in its details', async () => {
    const server = sharingServer();
    const submitted = submittedApplication({ created_at: new Date().toISOString() });
    server.api.listGrantApplicationsPage.mockImplementation(async (query) =>
      dashboardPage([submitted], query, new Date()),
    );
    const getGrantApplication = vi.fn(async () => submitted);
    const user = userEvent.setup();
    await renderRoute('/grants', {
      api: { ...server.api, getGrantApplication },
      logic: server.logic,
      signedInAs: TEST_USER,
    });
    const row = (
      await screen.findByText('Early Childhood Literacy Grant', { selector: 'td p' })
    ).closest('tr') as HTMLElement;
    expect(
      within(row).getByText(/^Last activity: Dana Rivera submitted the application · /),
    ).toBeVisible();
    await user.click(within(row).getByRole('button', { name: /^View application / }));
    const details = await screen.findByRole('dialog', { name: /^Application / });
    expect(await within(details).findByRole('list', { name: 'Members' })).toBeVisible();
    expect(
      await within(details).findByText('Priya Raman changed Budget table and Project summary'),
    ).toBeVisible();
    expect(server.api.listSharedApplicationActivity).toHaveBeenCalledWith(SHARED_ID);
  });
});

describe('leaving from the dashboard', () => {
  it('closes the dialog, the application leaves the list, and focus goes to the page heading', async () => {
    let tellCache = async () => {};
    const server = sharingServer('editor', { afterChange: () => tellCache() });
    const user = userEvent.setup();
    const { router } = await renderRoute('/grants', {
      api: server.api,
      logic: server.logic,
      signedInAs: PRIYA_USER,
    });
    tellCache = () => router.options.context.queryClient.invalidateQueries();
    const shared = await screen.findByRole('region', { name: 'Applications in progress' });
    await user.click(
      within(shared).getByRole('button', {
        name: 'People and activity of Family Reading Nights at the Food Hub',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Family Reading Nights at the Food Hub',
    });
    const people = await within(dialog).findByRole('list', { name: 'Members' });
    await user.click(within(people).getByRole('button', { name: 'Leave this application' }));
    await user.click(
      within(within(dialog).getByRole('group')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Applications in progress' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Grants Dashboard' })).toHaveFocus(),
    );
  });
});

describe('opening the people of a shared application from the dashboard', () => {
  it('draws the dialog only: the page behind it is not drawn again, opening or closing', async () => {
    const server = sharingServer('editor');
    const user = userEvent.setup();
    await renderRoute('/grants', { api: server.api, logic: server.logic, signedInAs: PRIYA_USER });
    const shared = await screen.findByRole('region', { name: 'Applications in progress' });
    const counts = screen.getByRole('list', { name: 'Application counts' });
    await waitFor(() => expect(within(counts).queryByText('--')).toBeNull());
    const drawn = drawnCounts.calls;
    expect(drawn).toBeGreaterThan(0);

    await user.click(
      within(shared).getByRole('button', {
        name: 'People and activity of Family Reading Nights at the Food Hub',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Family Reading Nights at the Food Hub',
    });
    await within(dialog).findByRole('list', { name: 'Members' });
    expect(drawnCounts.calls).toBe(drawn);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawnCounts.calls).toBe(drawn);
  });
});
