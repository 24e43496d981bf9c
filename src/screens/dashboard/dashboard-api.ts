import type { Read, Write } from '../../lib/server-data';
import type {
  ActivityEntry,
  ApplicationCopy,
  Grant,
  GrantApplication,
  GrantApplicationsPage,
  GrantReportList,
  ListGrantApplicationsPageRequest,
  ReceivedInvitation,
  SharedApplicationSummary,
  User,
} from '../../api/schema.gen';

/** A page the server gave, with the query it answers. */
export interface ShownPage {
  query: ListGrantApplicationsPageRequest;
  page: GrantApplicationsPage;
}

/** What the route's loader started: the page the URL shows, and the open application. */
export interface DashboardReads {
  /** Null when the range is upside down (nothing is asked). */
  page: Read<ShownPage> | null;
  application: Read<GrantApplication> | null;
  /** The invitations to the caller's email (issue 46). */
  invitations: Read<ReceivedInvitation[]>;
  /** The shared applications the caller owns or is a member of. */
  sharedApplications: Read<SharedApplicationSummary[]>;
  /** The activity log of one shared application (read when its details show). */
  activity(id: string): Read<ActivityEntry[]>;
  /** The grants a new application may be started for (read when its dialog opens). */
  grants: Read<Grant[]>;
  /** The reports the caller's awarded applications owe (issue 66): the Reports due section. */
  reports: Read<GrantReportList>;
}

/** The dashboard's writes, as its route hands them down (they refresh what they change). */
export interface DashboardWrites {
  /** Stores the LinkedIn address on the profile; answers with the updated user. */
  saveLinkedinUrl: Write<string, User>;
  /** Opens one of the application's documents (files of the app go through the API with the token). */
  openDocument: Write<string>;
  /** Accepts an invitation: answers with the application joined. */
  acceptInvitation: Write<string, SharedApplicationSummary>;
  /** Declines an invitation (`title` names it in the toast). */
  declineInvitation: Write<{ id: string; title: string }>;
  /** Deletes a draft the caller owns, for everyone on it (`title` names it in the toast). */
  deleteSharedApplication: Write<{ id: string; title: string }>;
  /**
   * Starts a new draft for a grant from one of the caller's applications (issue 60, part 3):
   * answers the draft and what was not copied (`grantTitle` is for the words).
   */
  copyApplication: Write<{ from: string; grantId: string; grantTitle: string }, ApplicationCopy>;
}

/**
 * The report: not data the dashboard shows but a file it makes, from every application of the
 * range read window by window; its route hands down these calls, tests hand fakes.
 */
export interface DashboardActions {
  /** Every application of the range, for the report (asked for when the user downloads it). */
  listApplications(range: { startDate: string; endDate: string }): Promise<GrantApplication[]>;
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
