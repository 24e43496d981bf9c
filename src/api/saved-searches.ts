import { api } from './client';
import { unwrap } from './errors';
import type { SavedSearch, SavedSearchInput, SavedSearchUpdate } from './schema.gen';

// Saved searches (issue 47): top picks' filters under a name, with what is new since each was
// last opened. Each function returns the value or throws an ApiError in the server's words.

/** The caller's saved searches, newest first, each with its `newCount`. */
export const listSavedSearches = (): Promise<SavedSearch[]> => unwrap(api.GET('/saved-searches'));

/** Saves a search (a 409 ApiError when the caller already keeps 20). */
export const createSavedSearch = (body: SavedSearchInput): Promise<SavedSearch> =>
  unwrap(api.POST('/saved-searches', { body }));

/** Renames a saved search or changes its alerts or closing window. */
export const updateSavedSearch = (id: string, body: SavedSearchUpdate): Promise<SavedSearch> =>
  unwrap(api.PATCH('/saved-searches/{id}', { params: { path: { id } }, body }));

export const deleteSavedSearch = async (id: string): Promise<void> => {
  await unwrap(api.DELETE('/saved-searches/{id}', { params: { path: { id } } }));
};

/** What opening a saved search does: its new matches count as seen (`newCount` 0). */
export const markSavedSearchSeen = (id: string): Promise<SavedSearch> =>
  unwrap(api.POST('/saved-searches/{id}/seen', { params: { path: { id } } }));
