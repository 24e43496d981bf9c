import { api } from './client';
import { unwrap } from './errors';
import type { ListGrantApplicationsPageRequest, ListGrantApplicationsRequest } from './schema.gen';

/** The caller's applications created between the two dates (inclusive), newest first. */
export const listGrantApplications = (body: ListGrantApplicationsRequest) =>
  unwrap(api.POST('/grant-applications/get', { body }));

/** One page of a tab of the caller's applications in a range, with every tab's count. */
export const listGrantApplicationsPage = (body: ListGrantApplicationsPageRequest) =>
  unwrap(api.POST('/grant-applications/page', { body }));

/** One of the caller's applications (404 for anyone else's). */
export const getGrantApplication = (id: string) =>
  unwrap(api.GET('/grant-applications/{id}', { params: { path: { id } } }));
