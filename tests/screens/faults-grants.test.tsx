import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardPage } from '../../src/domain/dashboard-page';
import type {
  GrantApplication,
  GrantInput,
  ListGrantApplicationsPageRequest,
  SavedSearch,
  SavedSearchInput,
  SavedSearchUpdate,
} from '../../src/api/schema.gen';
import { FAULTS, alertSays, forcedFaults, messageOf } from '../support/faults';
import { renderRoute } from '../support/render-route';
import { grant } from '../support/grant-fixtures';
import { VALID_ANSWERS, storedApplication } from '../unit/application-fixtures';

// Forced server and network failures of the grants' writes (creating a grant, saving one, the
// saved searches) and of an application's read on the dashboard, through the app's router and
// the screens' real wiring with the API faked by operation: the error catalogue's message (the
// server's, else the spec's fallback), everything typed kept, and a retry once the fault is
// cleared that works. Each fault is what the API client throws for it (tests/support/faults.ts).
// Moved from the browser pass, where each took a sign-in and a page (docs/testing.md).

const TODAY = new Date(2030, 5, 15, 10, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => vi.useRealTimers());

const TELEHEALTH = grant('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 'Rural Telehealth Access Program');
const FRESH = grant('1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c', 'Mobile Health Award', {
  createdAt: '2030-03-01T00:00:00Z',
});
const HEALTH: SavedSearch = {
  id: '5f0c6a2e-1b3d-4e8f-9a7c-2d4e6f8a0b1c',
  name: 'Health grants',
  filters: { q: 'health' },
  alerts: 'instant',
  closingWithinDays: null,
  newCount: 1,
  lastSeenAt: '2030-02-01T00:00:00Z',
  createdAt: '2030-01-15T00:00:00Z',
};

/** Top picks' server: the grants, the saved ones and the saved searches, and the fault setting. */
function topPicksServer() {
  const faults = forcedFaults();
  const saved = new Set<string>();
  let searches = [HEALTH];
  let next = 0;
  const api = {
    listGrants: async () => [TELEHEALTH, FRESH],
    listSavedGrants: async () => [TELEHEALTH, FRESH].filter((item) => saved.has(item.id)),
    readFitProfile: async () => Promise.reject(new Error('no profile')),
    saveGrant: faults.answering('saveGrant', async (id: string) => void saved.add(id)),
    unsaveGrant: faults.answering('unsaveGrant', async (id: string) => void saved.delete(id)),
    listSavedSearches: async () => [...searches],
    createSavedSearch: faults.answering('createSavedSearch', async (body: SavedSearchInput) => {
      next += 1;
      const search: SavedSearch = {
        ...HEALTH,
        id: `5f0c6a2e-1b3d-4e8f-9a7c-2d4e6f8a0c${String(next).padStart(2, '0')}`,
        name: body.name,
        filters: body.filters ?? {},
        newCount: 0,
      };
      searches = [search, ...searches];
      return search;
    }),
    updateSavedSearch: faults.answering(
      'updateSavedSearch',
      async (id: string, change: SavedSearchUpdate) => {
        searches = searches.map((search) => (search.id === id ? { ...search, ...change } : search));
        return searches.find((search) => search.id === id)!;
      },
    ),
    deleteSavedSearch: faults.answering('deleteSavedSearch', async (id: string) => {
      searches = searches.filter((search) => search.id !== id);
    }),
    markSavedSearchSeen: faults.answering('markSavedSearchSeen', async (id: string) => {
      searches = searches.map((search) => (search.id === id ? { ...search, newCount: 0 } : search));
      return searches.find((search) => search.id === id)!;
    }),
  };
  return { faults, open: (path: string) => renderRoute(path, { api }) };
}

describe('creating a grant under faults', () => {
  it('Create grant: createGrant fails in the red box on step 2, nothing typed is lost, a retry creates', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = forcedFaults();
    await renderRoute('/create-grant', {
      api: {
        createGrant: faults.answering('createGrant', async (body: GrantInput) =>
          grant('2d7e9b3c-6e5f-4a4b-8c9d-8e7f6a5b4c3d', body.title),
        ),
      },
      logic: {
        createGrant: (server) =>
          import('../../src/app/wiring/create-grant').then((module) =>
            module.createGrantLogic(server),
          ),
      },
    });
    const type = async (label: RegExp, value: string) => {
      const field = await screen.findByLabelText(label);
      await user.click(field);
      await user.paste(value);
    };
    await type(/^Title/, 'Harbor Schools Solar Pilot');
    await type(/^Sector\s*\*?$/, 'Energy');
    await type(/^Sector Focus/, 'Rooftop solar for coastal schools');
    await type(/^Funding Size/, '85000');
    await type(/^Deadline/, '2030-08-14');
    await user.selectOptions(screen.getByLabelText(/^Organization Type/), 'Educational');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await type(/^Motive/, 'Cut school energy bills on the coast');
    await type(/^Description/, 'Installs rooftop solar and batteries on schools.');
    await type(/^Sector Description/, 'Clean energy for public schools.');
    await type(/^Criteria/, 'Public school district in a coastal county.');
    await user.selectOptions(screen.getByLabelText(/^Project Stage/), 'Planning');
    for (const fault of FAULTS) {
      faults.force('createGrant', fault);
      await user.click(screen.getByRole('button', { name: 'Create Grant' }));
      await alertSays(messageOf(fault, 'Failed to create grant'));
      expect(screen.getByLabelText(/^Motive/)).toHaveValue('Cut school energy bills on the coast');
      expect(screen.getByLabelText(/^Criteria/)).toHaveValue(
        'Public school district in a coastal county.',
      );
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbor Schools Solar Pilot');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    faults.clear();
    await user.click(screen.getByRole('button', { name: 'Create Grant' }));
    expect(
      await screen.findByRole('heading', { name: 'Grant Created Successfully!' }),
    ).toBeVisible();
  });
});

describe('top picks under faults', () => {
  it('Top picks: saveGrant and unsaveGrant put the bookmark back with a message, a retry works', async () => {
    const user = userEvent.setup({ delay: null });
    const server = topPicksServer();
    await server.open('/opportunities');
    const title = TELEHEALTH.title;
    const save = () => screen.getByRole('button', { name: `Save ${title}` });
    const remove = () => screen.getByRole('button', { name: `Remove ${title} from saved grants` });
    await screen.findByRole('article', { name: title });
    for (const fault of FAULTS) {
      server.faults.force('saveGrant', fault);
      await user.click(save());
      await alertSays(messageOf(fault, 'Could not save the grant'));
      await waitFor(() => expect(save()).toHaveAttribute('aria-pressed', 'false'));
    }
    server.faults.clear();
    await user.click(save());
    await waitFor(() => expect(remove()).toHaveAttribute('aria-pressed', 'true'));
    for (const fault of FAULTS) {
      server.faults.force('unsaveGrant', fault);
      await waitFor(() => expect(remove()).toBeEnabled());
      await user.click(remove());
      await alertSays(messageOf(fault, 'Could not remove the saved grant'));
      await waitFor(() => expect(remove()).toHaveAttribute('aria-pressed', 'true'));
    }
    server.faults.clear();
    await waitFor(() => expect(remove()).toBeEnabled());
    await user.click(remove());
    await waitFor(() => expect(save()).toHaveAttribute('aria-pressed', 'false'));
    // The bookmark flips at once; the button is enabled again when the server has answered.
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('Saved searches: saving, editing, opening and deleting fail clearly, keep what was typed, and retry', async () => {
    const user = userEvent.setup({ delay: null });
    const server = topPicksServer();

    // markSavedSearchSeen: opening the search with new grants says they could not be marked.
    for (const fault of FAULTS) {
      server.faults.force('markSavedSearchSeen', fault);
      const { unmount } = await server.open('/opportunities');
      await user.click(await screen.findByRole('link', { name: /^Health grants ?, ?1 new$/ }));
      await alertSays(
        messageOf(fault, 'The new grants of this search could not be marked as seen'),
      );
      unmount();
    }
    server.faults.clear();
    const { unmount } = await server.open('/opportunities');
    await user.click(await screen.findByRole('link', { name: /^Health grants ?, ?1 new$/ }));
    expect(await screen.findByRole('link', { name: 'Health grants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();

    // createSavedSearch: the dialog stays with its name and the message; a retry saves.
    await server.open('/opportunities?q=rural');
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    const saving = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    const name = within(saving).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Rural, kept');
    for (const fault of FAULTS) {
      server.faults.force('createSavedSearch', fault);
      await user.click(within(saving).getByRole('button', { name: 'Save search' }));
      expect(
        await within(saving).findByText(messageOf(fault, 'The search could not be saved')),
      ).toBeVisible();
      expect(name).toHaveValue('Rural, kept');
    }
    server.faults.clear();
    await user.click(within(saving).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(saving).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Rural, kept' })).toBeVisible();

    // updateSavedSearch: the edit keeps the new name; a retry renames.
    await user.click(screen.getByRole('button', { name: 'Actions for Rural, kept' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit saved search' });
    const newName = within(editing).getByRole('textbox', { name: /Name/ });
    await user.clear(newName);
    await user.type(newName, 'Rural, renamed');
    for (const fault of FAULTS) {
      server.faults.force('updateSavedSearch', fault);
      await user.click(within(editing).getByRole('button', { name: 'Save changes' }));
      expect(
        await within(editing).findByText(messageOf(fault, 'The saved search could not be changed')),
      ).toBeVisible();
      expect(newName).toHaveValue('Rural, renamed');
    }
    server.faults.clear();
    await user.click(within(editing).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(editing).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Rural, renamed' })).toBeVisible();

    // deleteSavedSearch: the search stays listed; a retry deletes it.
    await user.click(screen.getByRole('button', { name: 'Actions for Rural, renamed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search' });
    for (const fault of FAULTS) {
      server.faults.force('deleteSavedSearch', fault);
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await alertSays(messageOf(fault, 'The saved search could not be deleted'));
      expect(screen.getByRole('link', { name: 'Rural, renamed' })).toBeVisible();
    }
    server.faults.clear();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Rural, renamed' })).not.toBeInTheDocument(),
    );
  });
});

describe('the dashboard under faults', () => {
  it('Dashboard details: getGrantApplication failing says so in the dialog; the table stays usable', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = forcedFaults();
    const at = new Date(2030, 5, 14, 9, 30).toISOString();
    const application = {
      ...storedApplication(VALID_ANSWERS, {
        grant: { title: TELEHEALTH.title, deadline: TELEHEALTH.deadline },
        generatedDraft: 'Narrative',
      }),
      stage: 'Submitted',
      created_at: at,
      submittedAt: at,
      updated_at: at,
    } as GrantApplication;
    await renderRoute('/applications', {
      api: {
        listGrantApplicationsPage: async (query: ListGrantApplicationsPageRequest) =>
          dashboardPage([application], query, TODAY),
        getGrantApplication: faults.answering('getGrantApplication', async () => application),
        listInvitations: async () => [],
        listSharedApplications: async () => [],
      },
      calls: { listGrantReports: async () => ({ items: [] }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grants Dashboard' }),
    ).toBeVisible();
    const firstRow = async () =>
      within((await screen.findByText(TELEHEALTH.title)).closest('tr')!).getByRole('button');
    for (const fault of FAULTS) {
      faults.force('getGrantApplication', fault);
      await user.click(await firstRow());
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByText(messageOf(fault, 'Failed to fetch grant')),
      ).toBeVisible();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    faults.clear();
    await user.click(await firstRow());
    expect(
      await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'Documents' }),
    ).toBeVisible();
  });
});
