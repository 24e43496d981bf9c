import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../src/domain/grant-reports';
import { REPORT_WORDS } from '../../src/domain/report-wizard';
import { renderRoute } from '../support/render-route';
import { REPORT_ID, grantReport } from '../support/report-fixtures';
import type { GrantReport } from '../../src/api/schema.gen';

// The dashboard's Reports due (issue 66, part 5), through the app's router: the reports still
// owed, soonest first, the days left in words, Write report to each and Add to calendar.

const today = localDay(new Date());
const FINAL_ID = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
const OVERDUE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

async function openDashboard(items: GrantReport[]) {
  const view = await renderRoute('/grants', {
    api: {
      listInvitations: async () => [],
      listSharedApplications: async () => [],
    },
    calls: { listGrantReports: async () => ({ items }) },
  });
  return view;
}

describe("the dashboard's reports due", () => {
  it('lists the unsubmitted reports soonest first, with the days left in words and a way to write each', async () => {
    await openDashboard([
      grantReport({ id: REPORT_ID, dueDate: addDays(today, 5) }),
      grantReport({
        id: FINAL_ID,
        kind: 'final',
        title: 'Final report',
        status: 'notStarted',
        dueDate: addDays(today, 187),
      }),
      grantReport({
        id: OVERDUE_ID,
        grant: {
          id: 'b4c5d6e7-f809-4a1b-8c2d-3e4f5a6b7c8d',
          title: 'Youth Arts Access Initiative',
        },
        dueDate: addDays(today, -3),
      }),
      grantReport({
        id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        status: 'submitted',
        dueDate: addDays(today, -40),
      }),
    ]);
    const section = await screen.findByRole('region', { name: REPORT_WORDS.reportsDue });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Youth Arts Access Initiative');
    expect(items[0]).toHaveTextContent('3 days overdue');
    expect(items[1]).toHaveTextContent('Interim report');
    expect(items[1]).toHaveTextContent('Due in 5 days');
    // Two awards of one grant read apart: each names its project, and so does its link.
    expect(items[1]).toHaveTextContent('LED lighting for the community hall');
    expect(within(items[1]!).getByRole('link', { name: /^Write report/ })).toHaveAccessibleName(
      'Write report: Interim report for LED lighting for the community hall',
    );
    expect(items[2]).toHaveTextContent('Final report');
    expect(within(items[1]!).getByRole('link', { name: /^Write report/ })).toHaveAttribute(
      'href',
      `/report?id=${REPORT_ID}`,
    );
    expect(
      within(section).getByRole('button', { name: REPORT_WORDS.addReportsToCalendar }),
    ).toBeEnabled();
    // The section is where the bell's fallback points (/grants#reports).
    expect(section).toHaveAttribute('id', 'reports');
  });

  it('says nothing is due once every report is submitted', async () => {
    await openDashboard([grantReport({ status: 'submitted', dueDate: addDays(today, -2) })]);
    const section = await screen.findByRole('region', { name: REPORT_WORDS.reportsDue });
    expect(within(section).getByText(REPORT_WORDS.nothingDue)).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Add to calendar/ })).toBeNull();
  });

  it('is not shown without any award', async () => {
    await openDashboard([]);
    await screen.findByRole('heading', { name: 'Grants Application History' });
    expect(screen.queryByRole('region', { name: REPORT_WORDS.reportsDue })).toBeNull();
  });

  it('says when the reports cannot be read, and reads them again', async () => {
    let fail = true;
    await renderRoute('/grants', {
      api: { listInvitations: async () => [], listSharedApplications: async () => [] },
      calls: {
        listGrantReports: async () => {
          if (fail) throw new Error('offline');
          return { items: [grantReport({ dueDate: addDays(today, 5) })] };
        },
      },
    });
    const alert = await screen.findByRole('alert', { name: REPORT_WORDS.reportsDue });
    expect(alert).toHaveTextContent(REPORT_WORDS.reportsFailed);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Due in 5 days')).toBeVisible();
  });
});
