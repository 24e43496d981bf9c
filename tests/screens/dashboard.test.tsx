import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { DashboardApi, GrantApplication } from '../../src/screens/dashboard/dashboard-api';
import {
  type DashboardSearch,
  DashboardScreen,
} from '../../src/screens/dashboard/dashboard-screen';
import { TEST_USER, renderScreen } from '../support/render';

const TODAY = new Date(2025, 5, 15, 10, 0);

function application(n: number, stage: string, deadline: string, budget = 1000): GrantApplication {
  const id = `${String(n).padStart(8, '0')}-4b3d-4e8a-9f1c-2d3e4f5a6b7c`;
  return {
    id,
    userId: TEST_USER.id,
    grantId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    fullname: 'Dana Rivera',
    email: 'demo@grantwise.app',
    phoneNumber: '+1 512 555 0142',
    location: 'Austin, TX',
    grant: {
      id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      title: `Grant ${n}`,
      deadline,
      fundingSize: 5000,
    },
    projectTitle: `Project ${n}`,
    projectStartDate: '2025-07-01',
    projectEndDate: '2025-12-01',
    projectLocation: 'Austin, TX',
    targetAudience: 'Children',
    projectSummary: 'Summary',
    objective: 'Objective',
    totalProjectBudget: budget,
    requestedFundingAmount: 500,
    detailedBudgedBreakdown: 'Breakdown',
    costSharing: 'Sharing',
    problemStatement: 'Problem',
    projectDesc: 'Description',
    methodology: 'Method',
    resumes: '/api/v1/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f/content',
    lettersCommitment: 'javascript:alert(1)',
    organizationalChart: 'https://example.org/chart.pdf',
    auditedStatement: '',
    geoScope: 'Local',
    projectValue: 10000,
    timeline: '6-12 months',
    primaryFocus: 'Focus',
    sector: 'Health',
    specificReq: 'None',
    projectStage: 'Planning',
    stage,
    commission: 100,
    generatedDraft: `Draft for project ${n}`,
    created_at: new Date(2025, 5, 1 + (n % 10), 12).toISOString(),
    updated_at: new Date(2025, 5, 1 + (n % 10), 12).toISOString(),
  } as GrantApplication;
}

const SAMPLE = [
  application(1, 'Submitted', '2025-06-20', 98000),
  application(2, 'Completed', '2025-09-01', 5000),
  application(3, 'Cancel', '2025-07-01', 700),
  application(4, 'Under Review', '2025-12-01', 12000),
];

function fakeApi(overrides: Partial<DashboardApi> = {}): DashboardApi {
  return {
    listApplications: vi.fn(async () => SAMPLE),
    getApplication: vi.fn(async (id: string) => SAMPLE.find((a) => a.id === id) ?? SAMPLE[0]!),
    saveLinkedinUrl: vi.fn(async (linkedinUrl: string) => ({ ...TEST_USER, linkedinUrl })),
    openDocument: vi.fn(async () => undefined),
    exportReport: vi.fn(async () => undefined),
    ...overrides,
  };
}

function Harness({
  api,
  initial,
  onChange,
}: {
  api: DashboardApi;
  initial: DashboardSearch;
  onChange(next: DashboardSearch): void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <DashboardScreen
      api={api}
      search={search}
      onSearchChange={(next) => {
        onChange(next);
        setSearch(next);
      }}
      today={TODAY}
    />
  );
}

async function renderDashboard(api: DashboardApi, initial: DashboardSearch = {}) {
  let search = initial;
  const view = await renderScreen(
    <Harness
      api={api}
      initial={initial}
      onChange={(next) => {
        search = next;
      }}
    />,
  );
  return { ...view, current: () => search };
}

const statValue = (label: string) =>
  within(screen.getByRole('list', { name: 'Application counts' })).getByText(label)
    .nextElementSibling?.textContent;

describe('grants dashboard', () => {
  it('loads the last twelve months and shows zero-padded stat cards and the history', async () => {
    const api = fakeApi();
    await renderDashboard(api);
    expect(await screen.findByText('Grant 1')).toBeInTheDocument();
    expect(api.listApplications).toHaveBeenCalledWith({
      startDate: '2024-06-15',
      endDate: '2025-06-15',
    });
    expect(statValue('Total Grants Applied')).toBe('04');
    expect(statValue('Pending Grants')).toBe('01');
    expect(statValue('Awarded Grants')).toBe('01');
    expect(statValue('Upcoming Deadlines')).toBe('02');
    const row = screen.getByText('Grant 1').closest('tr') as HTMLElement;
    expect(
      within(row).getByRole('button', { name: 'View application 00000001' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('COMPANY')).toBeInTheDocument();
    expect(within(row).getByText('$98,000')).toBeInTheDocument();
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
  });

  it('says so when the end is before the start, and does not load', async () => {
    const api = fakeApi();
    await renderDashboard(api, { from: '2025-03-01', to: '2025-02-01' });
    expect(
      screen.getAllByText(/End date must be on or after the start date/).length,
    ).toBeGreaterThan(0);
    expect(api.listApplications).not.toHaveBeenCalled();
  });

  it('a tab filters the table and goes into the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { current } = await renderDashboard(api);
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('tab', { name: 'Completed Applications' }));
    expect(current().tab).toBe('completed');
    expect(await screen.findByText('Grant 2')).toBeInTheDocument();
    expect(screen.getByText('Grant 3')).toBeInTheDocument();
    expect(screen.queryByText('Grant 1')).not.toBeInTheDocument();
  });

  it('sorts by a column and says so with aria-sort', async () => {
    const user = userEvent.setup();
    await renderDashboard(fakeApi());
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('button', { name: 'BUDGET' }));
    expect(screen.getByRole('columnheader', { name: 'BUDGET' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const budgets = screen.getAllByText(/^\$[\d,]+$/).map((cell) => cell.textContent);
    expect(budgets).toEqual(['$700', '$5,000', '$12,000', '$98,000']);
  });

  it('pages thousands of rows 20 at a time', async () => {
    const many = Array.from({ length: 2500 }, (_, i) =>
      application(i + 1, 'Submitted', '2026-01-01'),
    );
    const user = userEvent.setup();
    await renderDashboard(fakeApi({ listApplications: async () => many }));
    expect(await screen.findByText('Showing 1–20 of 2,500')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 21–40 of 2,500')).toBeInTheDocument();
  });

  it("shows the server's message when loading fails, and tries again", async () => {
    const user = userEvent.setup();
    const listApplications = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, { status: 500, message: 'Database is down' }))
      .mockResolvedValueOnce(SAMPLE);
    await renderDashboard(fakeApi({ listApplications }));
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grant 1')).toBeInTheDocument();
  });

  it('Download Report with no rows shows the alert and exports nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ listApplications: async () => [] });
    await renderDashboard(api);
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No data available to export');
    expect(api.exportReport).not.toHaveBeenCalled();
  });

  it('Download Report exports every application of the range with visible progress', async () => {
    const user = userEvent.setup();
    let report: (done: number, total: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const exportReport = vi.fn(
      (_apps: GrantApplication[], onProgress: (done: number, total: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    await renderDashboard(fakeApi({ exportReport }), { tab: 'awarded' });
    await screen.findByText('Grant 2');
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(exportReport.mock.calls[0]?.[0]).toHaveLength(4);
    act(() => report(2, 4));
    expect(screen.getByText('Building report: 2 of 4 applications')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByText(/Building report/)).not.toBeInTheDocument());
  });

  it('opens the details with answers, safe document links and the draft', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { current } = await renderDashboard(api);
    await user.click(await screen.findByRole('button', { name: 'View application 00000001' }));
    expect(current().application).toBe(SAMPLE[0]?.id);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Draft for project 1')).toBeInTheDocument();
    expect(api.getApplication).toHaveBeenCalledWith(SAMPLE[0]?.id);
    // A javascript: address never becomes a link; an external https one opens in a new tab.
    expect(within(dialog).queryByRole('link', { name: /Letters of Commitment/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Organizational Chart/ })).toHaveAttribute(
      'href',
      'https://example.org/chart.pdf',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open Resumes' }));
    expect(api.openDocument).toHaveBeenCalledWith(
      `${location.origin}/api/v1/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f/content`,
    );
  });

  it('Add LinkedIn validates, saves through the API and tells the app the user changed', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { auth } = await renderDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Add LinkedIn' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('LinkedIn profile URL is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('LinkedIn profile URL'), 'linkedin.com/in/dana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.saveLinkedinUrl).toHaveBeenCalledWith('https://linkedin.com/in/dana'),
    );
    await waitFor(() =>
      expect(auth.getSnapshot().context.user?.linkedinUrl).toBe('https://linkedin.com/in/dana'),
    );
    expect(await screen.findByRole('button', { name: 'Edit LinkedIn' })).toBeInTheDocument();
  });

  it('the banner links open the company card and the missions', async () => {
    await renderDashboard(fakeApi());
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/?card=company',
    );
    expect(screen.getByRole('link', { name: 'View Missions' })).toHaveAttribute(
      'href',
      '/#my-missions-heading',
    );
    for (const tag of ['SILVER', 'Level 1', 'Individual', 'Veteran', 'Pro User'])
      expect(screen.getByText(tag)).toBeInTheDocument();
  });
});
