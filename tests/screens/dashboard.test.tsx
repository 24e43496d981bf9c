import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppApi } from '../../src/app/wiring';
import { ApiError } from '../../src/api/errors';
import { dashboardPage, isCreatedInRange } from '../../src/domain/dashboard-page';
import { sortApplications } from '../../src/domain/dashboard-table';
import type { DashboardActions } from '../../src/screens/dashboard/dashboard-api';
import type { DashboardSearchParams } from '../../src/domain/dashboard-search';
import { TEST_USER } from '../support/render';
import { summary } from '../support/sharing-fixtures';
import { renderRoute } from '../support/render-route';
import type {
  ListGrantApplicationsPageRequest,
  GrantApplication,
  GrantApplicationsPage,
  SharedApplicationSummary,
} from '../../src/api/schema.gen';

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
    trackingNumber: `GW-2025-${String(n).padStart(6, '0')}`,
    submittedAt: new Date(2025, 5, 1 + (n % 10), 12).toISOString(),
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

/** A server that answers pages of `rows` by the domain's rules (the embedded backend's too). */
const pagesOf = (rows: GrantApplication[]) =>
  vi.fn(async (query: ListGrantApplicationsPageRequest) => dashboardPage(rows, query, TODAY));

const DEFAULT_VIEW: ListGrantApplicationsPageRequest = {
  startDate: '2024-06-15',
  endDate: '2025-06-15',
  tab: 'overview',
  sortBy: 'date',
  sortDirection: 'desc',
  page: 1,
  pageSize: 20,
};

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A report builder that reads every part and counts the applications. */
async function drain(parts: AsyncIterable<GrantApplication[]>): Promise<number> {
  let count = 0;
  for await (const part of parts) count += part.length;
  return count;
}

/** A server's whole-range list of `rows`: those of the range, newest first. */
const rangeOf = (rows: GrantApplication[]) =>
  vi.fn(async (range: { startDate: string; endDate: string }) =>
    sortApplications(
      rows.filter((row) => isCreatedInRange(row, range)),
      { key: 'date', direction: 'desc' },
    ),
  );

/** The dashboard's calls: its two reads (through the route's loader) and everything else. */
type FakeDashboard = DashboardActions & {
  listApplicationsPage: AppApi['listGrantApplicationsPage'];
  getApplication: AppApi['getGrantApplication'];
  saveLinkedinUrl: AppApi['saveLinkedinUrl'];
  openDocument: AppApi['openDocument'];
};

function fakeApi(overrides: Partial<FakeDashboard> = {}): FakeDashboard {
  return {
    listApplicationsPage: pagesOf(SAMPLE),
    listApplications: vi.fn(async () => SAMPLE),
    getApplication: vi.fn(async (id: string) => SAMPLE.find((a) => a.id === id) ?? SAMPLE[0]!),
    saveLinkedinUrl: vi.fn(async (linkedinUrl: string) => ({ ...TEST_USER, linkedinUrl })),
    openDocument: vi.fn(async () => undefined),
    exportReport: vi.fn(drain),
    ...overrides,
  };
}

// The dashboard's default range ends today: the route and the screen read the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => vi.useRealTimers());

/** The dashboard at /grants with `initial` in its URL, through the app's router. */
async function renderDashboard(
  api: FakeDashboard,
  initial: DashboardSearchParams = {},
  inProgress: SharedApplicationSummary[] = [],
) {
  const query = new URLSearchParams(
    Object.entries(initial).map(([key, value]) => [key, String(value)]),
  ).toString();
  const view = await renderRoute(`/grants${query ? `?${query}` : ''}`, {
    api: {
      listGrantApplicationsPage: api.listApplicationsPage,
      getGrantApplication: api.getApplication,
      listGrantApplications: api.listApplications,
      saveLinkedinUrl: api.saveLinkedinUrl,
      openDocument: api.openDocument,
      exportReport: api.exportReport,
      // Nobody shares an application with this user unless a test says (sharing.test.tsx does).
      listInvitations: async () => [],
      listSharedApplications: async () => inProgress,
    },
    // No award yet: no report is owed (reports-due.test.tsx shows them).
    calls: { listGrantReports: async () => ({ items: [] }) },
  });
  return {
    ...view,
    current: () => view.router.state.location.search as DashboardSearchParams,
  };
}

const statValue = (label: string) =>
  within(screen.getByRole('list', { name: 'Application counts' })).getByText(label)
    .nextElementSibling?.textContent;

describe('grants dashboard', () => {
  it('loads the last twelve months and shows zero-padded stat cards and the history', async () => {
    const api = fakeApi();
    await renderDashboard(api);
    expect(await screen.findByText('Grant 1')).toBeInTheDocument();
    // One page of the default view; every row of the range is read only for the report.
    expect(api.listApplicationsPage).toHaveBeenCalledTimes(1);
    expect(api.listApplicationsPage).toHaveBeenCalledWith(DEFAULT_VIEW);
    expect(api.listApplications).not.toHaveBeenCalled();
    expect(statValue('Total Grants Applied')).toBe('04');
    expect(statValue('Pending Grants')).toBe('01');
    expect(statValue('Awarded Grants')).toBe('01');
    expect(statValue('Upcoming Deadlines')).toBe('02');
    const row = screen.getByText('Grant 1').closest('tr') as HTMLElement;
    expect(
      within(row).getByRole('button', { name: 'View application 00000001' }),
    ).toBeInTheDocument();
    // The application's own title, the one the bell names, is in its row under its grant's.
    expect(within(row).getByText('Project 1')).toBeInTheDocument();
    // The receipt's tracking number (issue 66) too.
    expect(within(row).getByText('Tracking number: GW-2025-000001')).toBeInTheDocument();
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
    expect(api.listApplicationsPage).not.toHaveBeenCalled();
  });

  it('a tab filters the table and goes into the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { current } = await renderDashboard(api);
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('tab', { name: 'Completed Applications' }));
    // The tab shows selected at once; the address (and the read) follow its paint.
    expect(screen.getByRole('tab', { name: 'Completed Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(current().tab).toBe('completed'));
    await waitFor(() => expect(screen.queryByText('Grant 1')).not.toBeInTheDocument());
    expect(screen.getByText('Grant 2')).toBeInTheDocument();
    expect(screen.getByText('Grant 3')).toBeInTheDocument();
    expect(api.listApplicationsPage).toHaveBeenLastCalledWith({
      ...DEFAULT_VIEW,
      tab: 'completed',
    });
    // The stat cards still count the whole range.
    expect(statValue('Total Grants Applied')).toBe('04');
  });

  it('sorts by a column on the server and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    await renderDashboard(api);
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('button', { name: 'BUDGET' }));
    expect(screen.getByRole('columnheader', { name: 'BUDGET' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(api.listApplicationsPage).toHaveBeenLastCalledWith({
      ...DEFAULT_VIEW,
      sortBy: 'budget',
      sortDirection: 'asc',
    });
    await waitFor(() =>
      expect(screen.getAllByText(/^\$[\d,]+$/).map((cell) => cell.textContent)).toEqual([
        '$700',
        '$5,000',
        '$12,000',
        '$98,000',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'BUDGET' }));
    expect(screen.getByRole('columnheader', { name: 'BUDGET' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() => expect(screen.getAllByText(/^\$[\d,]+$/)[0]).toHaveTextContent('$98,000'));
  });

  // Five page loads and four full redraws of the table in jsdom: a few seconds when quiet, over
  // the suite's 20 s with both cores busy. The limit guards against a hang, nothing more.
  it('pages thousands of rows 20 at a time', { timeout: 60_000 }, async () => {
    const many = Array.from({ length: 2500 }, (_, i) =>
      application(i + 1, 'Submitted', '2026-01-01'),
    );
    const user = userEvent.setup();
    const api = fakeApi({ listApplicationsPage: pagesOf(many) });
    const { current } = await renderDashboard(api);
    expect(await screen.findByText('Showing 1–20 of 2,500')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–40 of 2,500')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(api.listApplicationsPage).toHaveBeenLastCalledWith({ ...DEFAULT_VIEW, page: 2 });
    expect(current().page).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Page 125' }));
    expect(await screen.findByText('Showing 2,481–2,500 of 2,500')).toBeInTheDocument();
    // A sort starts again on page 1.
    await user.click(screen.getByRole('button', { name: 'GRANT' }));
    expect(await screen.findByText('Showing 1–20 of 2,500')).toBeInTheDocument();
    expect(api.listApplicationsPage).toHaveBeenLastCalledWith({
      ...DEFAULT_VIEW,
      sortBy: 'grant',
      sortDirection: 'asc',
    });
  });

  it('a link names the order and the page, and shows them', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      application(i + 1, 'Submitted', '2026-01-01', 1000 + i),
    );
    const api = fakeApi({ listApplicationsPage: pagesOf(many) });
    await renderDashboard(api, { sort: 'budget', dir: 'desc', page: 3 });
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(api.listApplicationsPage).toHaveBeenCalledWith({
      ...DEFAULT_VIEW,
      sortBy: 'budget',
      sortDirection: 'desc',
      page: 3,
    });
    expect(screen.getByRole('columnheader', { name: 'BUDGET' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('keeps the rows on screen, busy and announced, while the next page loads', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      application(i + 1, 'Submitted', '2026-01-01'),
    );
    const next = deferred<GrantApplicationsPage>();
    const listApplicationsPage = vi
      .fn()
      .mockImplementationOnce(async (query: ListGrantApplicationsPageRequest) =>
        dashboardPage(many, query, TODAY),
      )
      .mockImplementationOnce(() => next.promise);
    const user = userEvent.setup();
    await renderDashboard(fakeApi({ listApplicationsPage }));
    const firstRow = (await screen.findAllByRole('row'))[1] as HTMLElement;
    const firstText = firstRow.textContent;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(firstText ?? '');
    expect(
      screen.getAllByRole('status').some((el) => el.textContent === 'Loading applications'),
    ).toBe(true);
    expect(statValue('Total Grants Applied')).toBe('45');
    await act(async () => next.resolve(dashboardPage(many, { ...DEFAULT_VIEW, page: 2 }, TODAY)));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Loading applications')).not.toBeInTheDocument();
  });

  it('ignores the answer of a tab the user has already left', async () => {
    const slow = deferred<GrantApplicationsPage>();
    const listApplicationsPage = vi.fn(async (query: ListGrantApplicationsPageRequest) =>
      query.tab === 'pending' ? slow.promise : dashboardPage(SAMPLE, query, TODAY),
    );
    const user = userEvent.setup();
    const { current } = await renderDashboard(fakeApi({ listApplicationsPage }));
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('tab', { name: 'Pending Grants' }));
    await user.click(screen.getByRole('tab', { name: 'Awarded Grants' }));
    await waitFor(() => expect(current().tab).toBe('awarded'));
    await waitFor(() => expect(screen.queryByText('Grant 1')).not.toBeInTheDocument());
    expect(screen.getByText('Grant 2')).toBeInTheDocument();
    // The pending tab's answer arrives late and changes nothing.
    await act(async () =>
      slow.resolve(dashboardPage(SAMPLE, { ...DEFAULT_VIEW, tab: 'pending' }, TODAY)),
    );
    expect(screen.getByText('Grant 2')).toBeInTheDocument();
    expect(screen.queryByText('Grant 1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it("shows the server's message when loading fails, and tries again", async () => {
    const user = userEvent.setup();
    const listApplicationsPage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, { status: 500, message: 'Database is down' }))
      .mockImplementation(async (query: ListGrantApplicationsPageRequest) =>
        dashboardPage(SAMPLE, query, TODAY),
      );
    await renderDashboard(fakeApi({ listApplicationsPage }));
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grant 1')).toBeInTheDocument();
  });

  it('a failing page change says so with the fallback message, and tries again', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      application(i + 1, 'Submitted', '2026-01-01'),
    );
    const listApplicationsPage = vi
      .fn()
      .mockImplementationOnce(async (query: ListGrantApplicationsPageRequest) =>
        dashboardPage(many, query, TODAY),
      )
      .mockRejectedValueOnce(new ApiError(0, null, 'Failed to fetch'))
      .mockImplementation(async (query: ListGrantApplicationsPageRequest) =>
        dashboardPage(many, query, TODAY),
      );
    const user = userEvent.setup();
    await renderDashboard(fakeApi({ listApplicationsPage }));
    await screen.findByText('Showing 1–20 of 30');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Failed to fetch grants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 21–30 of 30')).toBeInTheDocument();
    expect(listApplicationsPage).toHaveBeenLastCalledWith({ ...DEFAULT_VIEW, page: 2 });
  });

  it('Download Report with no rows shows the alert and exports nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      listApplicationsPage: pagesOf([]),
      listApplications: vi.fn(async () => []),
    });
    await renderDashboard(api);
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There are no applications between these dates. Try a wider date range or apply for a grant.',
      ),
    ).toBeInTheDocument();
    expect(statValue('Total Grants Applied')).toBe('00');
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No data available to export');
    expect(api.listApplications).not.toHaveBeenCalled();
    expect(api.exportReport).not.toHaveBeenCalled();
  });

  it('with no row but applications in progress, points to them, not to applying for a grant', async () => {
    const api = fakeApi({
      listApplicationsPage: pagesOf([]),
      listApplications: vi.fn(async () => []),
    });
    await renderDashboard(api, {}, [summary({ role: 'editor' }), summary({ id: 'second' })]);
    expect(await screen.findByText('Applications in progress')).toBeInTheDocument();
    expect(screen.getByText('No applications found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'None has been submitted between these dates. Your applications in progress are below: each joins this history once submitted.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/apply for a grant/)).toBeNull();
  });

  it('a tab with no rows says so', async () => {
    const api = fakeApi();
    await renderDashboard(api, { tab: 'pending', from: '2025-06-05', to: '2025-06-15' });
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(
      screen.getByText('None of the applications between these dates belongs in this tab.'),
    ).toBeInTheDocument();
  });

  it('a report whose rows cannot be read says so with the server message', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      listApplications: vi.fn(async () => {
        throw new ApiError(500, { status: 500, message: 'Database is down' });
      }),
    });
    await renderDashboard(api);
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(screen.queryByText(/Building report/)).not.toBeInTheDocument();
  });

  it('Download Report exports every application of the range with visible progress', async () => {
    const user = userEvent.setup();
    let report: (done: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const received: GrantApplication[] = [];
    const exportReport = vi.fn(
      async (parts: AsyncIterable<GrantApplication[]>, onProgress: (done: number) => void) => {
        for await (const part of parts) received.push(...part);
        report = onProgress;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return received.length;
      },
    );
    const api = fakeApi({ exportReport });
    await renderDashboard(api, { tab: 'awarded' });
    await screen.findByText('Grant 2');
    expect(api.listApplications).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(screen.getByText('Building report: 0 of 4 applications')).toBeInTheDocument();
    // Every row of the range, read when the user asks for the report, whatever the tab.
    await waitFor(() => expect(received).toHaveLength(4));
    expect(api.listApplications).toHaveBeenCalledWith({
      startDate: '2024-06-15',
      endDate: '2025-06-15',
    });
    act(() => report(2));
    expect(screen.getByText('Building report: 2 of 4 applications')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByText(/Building report/)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a large range for the report in windows of days, newest first, none left out', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1800 }, (_, i) => ({
      ...application(i + 1, 'Submitted', '2026-01-01'),
      created_at: new Date(2025, 5, 15 - (i % 360), 9, i % 60).toISOString(),
    }));
    const listApplications = rangeOf(many);
    let received: GrantApplication[] = [];
    const exportReport = vi.fn(async (parts: AsyncIterable<GrantApplication[]>) => {
      for await (const part of parts) received = [...received, ...part];
      return received.length;
    });
    await renderDashboard(
      fakeApi({ listApplicationsPage: pagesOf(many), listApplications, exportReport }),
    );
    await screen.findByText('Showing 1–20 of 1,800');
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(exportReport).toHaveResolved());
    expect(listApplications.mock.calls.length).toBeGreaterThan(1);
    const whole = await rangeOf(many)({ startDate: '2024-06-15', endDate: '2025-06-15' });
    expect(received.map((row) => row.id)).toEqual(whole.map((row) => row.id));
  });

  it('says there is nothing to export when the range emptied since the table loaded', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ listApplications: vi.fn(async () => []) });
    await renderDashboard(api);
    await screen.findByText('Grant 1');
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No data available to export');
  });

  it('opens the details with answers, safe document links and the draft', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { current } = await renderDashboard(api);
    await user.click(await screen.findByRole('button', { name: 'View application 00000001' }));
    expect(current().application).toBe(SAMPLE[0]?.id);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Draft for project 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number: GW-2025-000001')).toBeInTheDocument();
    expect(api.getApplication).toHaveBeenCalledWith(SAMPLE[0]?.id);
    // Opening an application keeps the table's page: it is not read again.
    expect(api.listApplicationsPage).toHaveBeenCalledTimes(1);
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

  it("shows the application's timeline: its stages with dates and the server's words (issue 66)", async () => {
    const decided = {
      ...SAMPLE[1]!,
      stageHistory: [
        { stage: 'Received', at: '2025-06-03T09:00:00.000Z', note: 'Complete; passed to review.' },
        { stage: 'Under Review', at: '2025-06-05T09:00:00.000Z' },
        { stage: 'Completed', at: '2025-06-10T09:00:00.000Z', note: 'Funded in full.' },
      ],
    } as GrantApplication;
    const api = fakeApi({ getApplication: vi.fn(async () => decided) });
    await renderDashboard(api, { application: decided.id });
    const dialog = await screen.findByRole('dialog');
    const timeline = await within(dialog).findByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    ['Submitted', 'Received', 'Under review', 'Awarded'].forEach((label, i) =>
      expect(steps[i]).toHaveTextContent(new RegExp(`^${label} `)),
    );
    expect(steps[0]?.querySelector('time')).toHaveAttribute('dateTime', decided.submittedAt);
    expect(steps[1]).toHaveTextContent('“Complete; passed to review.”');
    expect(steps[3]).toHaveTextContent('“Funded in full.”');
    // The pill keeps the spec's stage word; the timeline names it for the applicant.
    expect(within(dialog).getAllByText('Completed')[0]).toBeVisible();
  });

  it('shows the current stage at its last update when the server kept no history', async () => {
    const api = fakeApi();
    await renderDashboard(api, { application: SAMPLE[2]!.id });
    const dialog = await screen.findByRole('dialog');
    const timeline = await within(dialog).findByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent(/^Declined /);
    expect(steps[1]?.querySelector('time')).toHaveAttribute('dateTime', SAMPLE[2]!.updated_at);
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
