import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../support/render-route';
import { grant } from '../support/grant-fixtures';
import { keys } from '../../src/app/wiring/queries';
import type { SavedSearch, SavedSearchInput } from '../../src/api/schema.gen';

// Saved searches on top picks (issue 47): the offer where the user filtered, the list with what
// is new, opening one (its filters in the URL, its new grants marked and then seen), edit and
// delete, all as the server answers.

const OLD = grant('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 'Rural Clinic Grant');
const FRESH = grant('1c6f8a2b-5d4e-4f3a-9b8c-7d6e5f4a3b2c', 'Mobile Health Award', {
  createdAt: '2030-03-01T00:00:00Z',
});
const SCHOOL = grant('2d7e9b3c-6e5f-4a4b-8c9d-8e7f6a5b4c3d', 'School Meals Fund', {
  sector: 'Education',
  description: 'Meals',
  sectorDescription: 'Schools',
});
const SEARCH_ID = '5f0c6a2e-1b3d-4e8f-9a7c-2d4e6f8a0b1c';

/** A server that keeps the user's saved searches. */
function savedSearchServer(initial: SavedSearch[] = []) {
  let searches = [...initial];
  let next = 0;
  return {
    listGrants: vi.fn(async () => [OLD, FRESH, SCHOOL]),
    listSavedGrants: vi.fn(async () => []),
    readFitProfile: vi.fn(async () => {
      throw new Error('no profile');
    }),
    listSavedSearches: vi.fn(async () => [...searches]),
    createSavedSearch: vi.fn(async (body: SavedSearchInput) => {
      next += 1;
      const search: SavedSearch = {
        id: `5f0c6a2e-1b3d-4e8f-9a7c-2d4e6f8a0b${String(next).padStart(2, '0')}`,
        name: body.name,
        filters: body.filters ?? {},
        alerts: body.alerts ?? 'instant',
        closingWithinDays: body.closingWithinDays ?? null,
        newCount: 0,
        lastSeenAt: '2030-04-01T00:00:00Z',
        createdAt: '2030-04-01T00:00:00Z',
      };
      searches = [search, ...searches];
      return search;
    }),
    updateSavedSearch: vi.fn(async (id: string, change: Partial<SavedSearch>) => {
      searches = searches.map((search) => (search.id === id ? { ...search, ...change } : search));
      return searches.find((search) => search.id === id)!;
    }),
    deleteSavedSearch: vi.fn(async (id: string) => {
      searches = searches.filter((search) => search.id !== id);
    }),
    markSavedSearchSeen: vi.fn(async (id: string) => {
      searches = searches.map((search) =>
        search.id === id ? { ...search, newCount: 0, lastSeenAt: '2030-04-02T00:00:00Z' } : search,
      );
      return searches.find((search) => search.id === id)!;
    }),
  };
}

const HEALTH: SavedSearch = {
  id: SEARCH_ID,
  name: 'Health grants',
  filters: { q: 'health' },
  alerts: 'instant',
  closingWithinDays: null,
  newCount: 1,
  lastSeenAt: '2030-02-01T00:00:00Z',
  createdAt: '2030-01-15T00:00:00Z',
};

describe('saved searches on top picks', () => {
  it('offers to save the search where the user filtered, and lists it saved', async () => {
    const api = savedSearchServer();
    const user = userEvent.setup();
    await renderRoute('/opportunities?q=clinic', { api });
    const offer = await screen.findByRole('button', { name: 'Get alerts for this search' });
    await user.click(offer);
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('clinic');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    await user.type(name, 'Clinics');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Alerts/ }), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.createSavedSearch).toHaveBeenCalledWith({
      name: 'Clinics',
      filters: { q: 'clinic' },
      alerts: 'weekly',
      closingWithinDays: null,
    });
    const list = await screen.findByRole('region', { name: 'Saved searches (1 of 20)' });
    expect(within(list).getByRole('link', { name: 'Clinics' })).toBeVisible();
    expect(await screen.findByText('Saved as “Clinics”')).toBeVisible();
  });

  it('shows the saved searches with the list, never above its placeholders', async () => {
    // The list's reads answer after the saved searches': the searches appear with the list in
    // one render, so they do not push the list down after it showed (one read boundary).
    const api = savedSearchServer([HEALTH]);
    let answer = (): void => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.listGrants.mockImplementation(async () => {
      await answered;
      return [OLD, FRESH, SCHOOL];
    });
    const { queryClient } = await renderRoute('/opportunities', { api });
    // The saved searches have answered, and every render their answer asks for has been drawn.
    await waitFor(() => expect(queryClient.getQueryData(keys.savedSearches)).toEqual([HEALTH]));
    await act(async () => {});
    expect(screen.getByRole('progressbar', { name: 'Loading grants' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Saved searches/ })).toBeNull();
    answer();
    await screen.findByRole('article', { name: 'Rural Clinic Grant' });
    expect(screen.getByRole('region', { name: 'Saved searches (1 of 20)' })).toBeVisible();
  });

  it('does not offer to save without a filter', async () => {
    await renderRoute('/opportunities', { api: savedSearchServer() });
    await screen.findByRole('article', { name: 'Rural Clinic Grant' });
    expect(screen.queryByRole('button', { name: 'Get alerts for this search' })).toBeNull();
  });

  it('shows what is new, and opening the search marks it seen and its new grants New', async () => {
    const api = savedSearchServer([HEALTH]);
    const user = userEvent.setup();
    await renderRoute('/opportunities', { api });
    await screen.findByRole('article', { name: 'Rural Clinic Grant' });
    const link = await screen.findByRole('link', { name: /^Health grants ?, ?1 new$/ });
    await user.click(link);
    await waitFor(() => expect(api.markSavedSearchSeen).toHaveBeenCalledWith(SEARCH_ID));
    // The search's filter is in the URL: once the list shows it (the grants of both lists are
    // there before it), a grant of another sector and words is not listed.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'School Meals Fund' })).toBeNull(),
    );
    const fresh = await screen.findByRole('article', { name: 'Mobile Health Award' });
    expect(within(fresh).getByText('New')).toBeVisible();
    const old = screen.getByRole('article', { name: 'Rural Clinic Grant' });
    expect(within(old).queryByText('New')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Health grants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.markSavedSearchSeen).toHaveBeenCalledTimes(1);
  });

  it("filters by the sector of a search's link", async () => {
    await renderRoute(`/opportunities?sector=Education`, { api: savedSearchServer() });
    expect(await screen.findByRole('article', { name: 'School Meals Fund' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Rural Clinic Grant' })).toBeNull();
    expect(screen.getByText('Sector: Education')).toBeVisible();
  });

  it('edits and deletes a saved search as the server answers', async () => {
    const api = savedSearchServer([{ ...HEALTH, newCount: 0 }]);
    const user = userEvent.setup();
    await renderRoute('/opportunities', { api });
    await user.click(await screen.findByRole('button', { name: 'Actions for Health grants' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Health, closing soon');
    await user.type(within(dialog).getByRole('textbox', { name: /closing within/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('link', { name: 'Health, closing soon' })).toBeVisible();
    expect(api.updateSavedSearch).toHaveBeenCalledWith(SEARCH_ID, {
      name: 'Health, closing soon',
      alerts: 'instant',
      closingWithinDays: 30,
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Health, closing soon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Saved searches/ })).toBeNull(),
    );
    expect(api.deleteSavedSearch).toHaveBeenCalledWith(SEARCH_ID);
  });

  it('says when twenty searches are kept, instead of a form the server would refuse', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => ({
      ...HEALTH,
      id: `5f0c6a2e-1b3d-4e8f-9a7c-2d4e6f8a0c${String(index).padStart(2, '0')}`,
      name: `Search ${index + 1}`,
      filters: { q: `word${index}` },
      newCount: 0,
    }));
    const user = userEvent.setup();
    await renderRoute('/opportunities?q=clinic', { api: savedSearchServer(twenty) });
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(
      within(dialog).getByText(
        'You can keep at most 20 saved searches. Delete one to save another.',
      ),
    ).toBeVisible();
  });
});
