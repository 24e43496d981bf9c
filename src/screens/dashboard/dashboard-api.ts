import type {
  GrantApplication,
  GrantApplicationsPage,
  ListGrantApplicationsPageRequest,
  User,
} from '../../api/types';

/** A page the server gave, with the query it answers. */
export interface ShownPage {
  query: ListGrantApplicationsPageRequest;
  page: GrantApplicationsPage;
}

/** What the route's loader started: the page the URL shows, and the open application. */
export interface DashboardReads {
  /** Null when the range is upside down (nothing is asked). */
  page: Promise<ShownPage> | null;
  application: Promise<GrantApplication> | null;
}

/**
 * What the dashboard does besides showing its reads: its route's loader hands down these calls
 * of the router context's API, tests hand fakes.
 */
export interface DashboardActions {
  /** Every application of the range, for the report (asked for when the user downloads it). */
  listApplications(range: { startDate: string; endDate: string }): Promise<GrantApplication[]>;
  /** Stores the LinkedIn address on the profile and returns the updated user. */
  saveLinkedinUrl(url: string): Promise<User>;
  /** Opens one of the application's documents (files of the app go through the API with the token). */
  openDocument(url: string): Promise<void>;
  /**
   * Builds the report file off the main thread from the applications as they are read (part by
   * part) and saves it; progress is applications done. Resolves with how many the file holds
   * (0: there were none and no file was made).
   */
  exportReport(
    parts: AsyncIterable<GrantApplication[]>,
    onProgress: (done: number) => void,
  ): Promise<number>;
}
