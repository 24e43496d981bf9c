import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dashboardPage } from '../../src/domain/dashboard-page';
import type { ListGrantApplicationsPageRequest } from '../../src/api/schema.gen';
import { renderRoute } from '../support/render-route';

// Which of the dashboard's dialogs have had their code evaluated: each module's mock notes it
// the moment something first imports it, then hands over the real module.
const { evaluated, noted } = vi.hoisted(() => {
  const evaluated = new Set<string>();
  const noted =
    (name: string) =>
    async <T,>(original: () => Promise<T>): Promise<T> => {
      evaluated.add(name);
      return original();
    };
  return { evaluated, noted };
});
vi.mock('../../src/screens/dashboard/application-details', noted('details'));
vi.mock('../../src/screens/dashboard/shared-application-dialog', noted('shared'));
vi.mock('../../src/screens/dashboard/application-copy', noted('copy'));
vi.mock('../../src/screens/dashboard/linkedin-dialog', noted('linkedin'));
// The rules the first screen only names by their words or reaches for on a click: the wizard's
// autosave, the spreadsheet's cells, the budget table (the report, the dialogs).
vi.mock('../../src/domain/draft-sync', noted('autosave rules'));
vi.mock('../../src/domain/export', noted('spreadsheet cells'));
vi.mock('../../src/screens/shared/budget-table-view', noted('budget table'));

describe("the dashboard's dialogs", () => {
  it('load their code when a hand reaches for the page, not with its first screen', async () => {
    const user = userEvent.setup();
    await renderRoute('/grants', {
      api: {
        listGrantApplicationsPage: async (query: ListGrantApplicationsPageRequest) =>
          dashboardPage([], query, new Date()),
        listGrantApplications: async () => [],
        listInvitations: async () => [],
        listSharedApplications: async () => [],
      },
      calls: { listGrantReports: async () => ({ items: [] }) },
    });
    const addLinkedin = await screen.findByRole('button', { name: 'Add LinkedIn' });
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect([...evaluated]).toEqual([]);

    // A pointer over the page fetches the dialogs the page opens; the one over the LinkedIn
    // button, its form too.
    await user.hover(addLinkedin);
    await waitFor(() =>
      expect([...evaluated]).toEqual(
        expect.arrayContaining(['copy', 'details', 'linkedin', 'shared']),
      ),
    );
    await user.click(addLinkedin);
    expect(await screen.findByRole('dialog', { name: 'LinkedIn profile' })).toBeInTheDocument();
  });
});
