import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { GrantApplication, ListGrantApplicationsPageRequest } from '../../src/api/schema.gen';
import { dashboardPage } from '../../src/domain/dashboard-page';
import { WITHDRAWAL_MESSAGES, WITHDRAWAL_WORDS } from '../../src/domain/withdrawal';
import { renderRoute } from '../support/render-route';
import { VALID_ANSWERS, storedApplication } from '../unit/application-fixtures';

// Withdrawing from the application's details (issue 66, part 3), through the app's router, the
// dashboard's route and the real wiring of the machine: the question asked in place, the reason
// sent, and the application shown as withdrawn in its details, its row's pill and the counts.

const TODAY = new Date(2030, 5, 15, 10, 0);
const BASE = storedApplication(VALID_ANSWERS, {
  grant: { title: 'Community Food Resilience Grant', deadline: '2030-09-30' },
  generatedDraft: 'Narrative',
});
const AT = new Date(2030, 5, 14, 9, 30).toISOString();
const submitted = (stage = 'Submitted'): GrantApplication =>
  ({ ...BASE, stage, created_at: AT, submittedAt: AT, updated_at: AT }) as GrantApplication;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => vi.useRealTimers());

/** The dashboard with one application, its details open; the server keeps what it was sent. */
async function renderDetails(
  first: GrantApplication,
  withdraw?: (reason: string | undefined) => Promise<void>,
) {
  let stored = first;
  const sent: { id: string; reason?: string }[] = [];
  const withdrawCall = vi.fn(
    async (init: { params: { path: { id: string } }; body: { reason?: string } }) => {
      sent.push({ id: init.params.path.id, ...init.body });
      await withdraw?.(init.body.reason);
      stored = {
        ...stored,
        stage: 'Withdrawn',
        stageHistory: [
          { stage: 'Withdrawn', at: AT, ...(init.body.reason ? { note: init.body.reason } : {}) },
        ],
      };
      return stored;
    },
  );
  await renderRoute(`/grants?application=${first.id}`, {
    api: {
      listGrantApplicationsPage: async (query: ListGrantApplicationsPageRequest) =>
        dashboardPage([stored], query, TODAY),
      getGrantApplication: async () => stored,
      listInvitations: async () => [],
      listSharedApplications: async () => [],
    },
    calls: {
      withdrawGrantApplication: withdrawCall,
      listGrantReports: async () => ({ items: [] }),
    },
    logic: {
      withdrawal: (server) =>
        import('../../src/app/wiring/withdrawal').then((module) => module.withdrawalLogic(server)),
    },
  });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: BASE.projectTitle });
  return { dialog, sent, withdrawCall };
}

const statValue = (label: string) =>
  within(screen.getByRole('list', { name: 'Application counts' })).getByText(label)
    .nextElementSibling?.textContent;

describe('withdrawing an application from its details', () => {
  it('asks in place, sends the reason, and shows it withdrawn in the details, the row and the counts', async () => {
    const user = userEvent.setup();
    const { dialog, sent } = await renderDetails(submitted());
    await waitFor(() => expect(statValue('Pending Grants')).toBe('01'));
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.action }));
    const question = within(dialog).getByRole('region', { name: WITHDRAWAL_WORDS.question });
    const reason = within(question).getByLabelText(WITHDRAWAL_WORDS.reason);
    expect(reason).toHaveFocus();
    await user.type(reason, 'We found another funder.');
    await user.click(within(question).getByRole('button', { name: WITHDRAWAL_WORDS.confirm }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(WITHDRAWAL_WORDS.done);
    expect(sent).toEqual([{ id: BASE.id, reason: 'We found another funder.' }]);
    // The details read again: the pill, when and why; no second withdrawal is offered.
    expect(await within(dialog).findByText(/: We found another funder\.$/)).toHaveTextContent(
      new RegExp(`^${WITHDRAWAL_WORDS.withdrawnOn} `),
    );
    expect(within(dialog).getAllByText('Withdrawn')[0]).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: WITHDRAWAL_WORDS.action }),
    ).not.toBeInTheDocument();
    // Its timeline ends with the withdrawal and the reason (issue 66, part 2).
    const steps = within(within(dialog).getByRole('list', { name: 'Timeline' })).getAllByRole(
      'listitem',
    );
    expect(steps.at(-1)).toHaveTextContent(/^Withdrawn .*“We found another funder\.”$/);
    // The dashboard's row and its counts read again too.
    await waitFor(() => expect(statValue('Pending Grants')).toBe('00'));
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('Withdrawn')).toBeInTheDocument();
  });

  it('puts the question away with "Keep it" and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog, withdrawCall } = await renderDetails(submitted('Under Review'));
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.action }));
    await user.type(within(dialog).getByLabelText(WITHDRAWAL_WORDS.reason), 'Never mind');
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.keep }));
    expect(
      within(dialog).queryByRole('region', { name: WITHDRAWAL_WORDS.question }),
    ).not.toBeInTheDocument();
    expect(withdrawCall).not.toHaveBeenCalled();
    // Asked again, the question starts empty.
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.action }));
    expect(within(dialog).getByLabelText(WITHDRAWAL_WORDS.reason)).toHaveValue('');
  });

  it("shows the server's refusal in place, keeps the reason, and sends it again", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { dialog, sent } = await renderDetails(submitted(), async () => {
      if (refuse) {
        refuse = false;
        throw new ApiError(409, { status: 409, message: WITHDRAWAL_MESSAGES.decided });
      }
    });
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.action }));
    await user.type(within(dialog).getByLabelText(WITHDRAWAL_WORDS.reason), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WITHDRAWAL_MESSAGES.decided);
    expect(within(dialog).getByLabelText(WITHDRAWAL_WORDS.reason)).toHaveValue('Too late');
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_WORDS.confirm }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(WITHDRAWAL_WORDS.done);
    expect(sent.map((call) => call.reason)).toEqual(['Too late', 'Too late']);
  });

  it.each(['Completed', 'Cancel', 'Withdrawn'])(
    'offers no withdrawal to an application %s',
    async (stage) => {
      const { dialog } = await renderDetails(submitted(stage));
      expect(
        within(dialog).queryByRole('button', { name: WITHDRAWAL_WORDS.action }),
      ).not.toBeInTheDocument();
    },
  );
});
