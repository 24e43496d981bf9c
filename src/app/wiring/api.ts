import { listAffiliates } from '../../api/affiliates';
import {
  getGrantApplication,
  listGrantApplications,
  listGrantApplicationsPage,
} from '../../api/applications-read';
import { register, sendVerificationEmail, updateMe, verifyEmail } from '../../api/auth';
import {
  createGrantApplication,
  listLibraryDocuments,
  uploadGrantDocument,
} from '../../api/applications';
import { createCompany, getMyCompany, updateCompany } from '../../api/companies';
import {
  createFolder,
  deleteFile,
  getFileContent,
  listFolders,
  listResourcesInFolder,
  updateResource,
  uploadFile,
} from '../../api/files';
import { listUserMissions, updateUserMission } from '../../api/missions';
import { listNotifications, markNotificationsRead } from '../../api/notifications';
import type { CallInit, OperationId } from '../../api/call';
import { readToken } from '../../api/client';
import {
  createGrant,
  getGrant,
  listGrants,
  listSavedGrants,
  saveGrant,
  unsaveGrant,
} from '../../api/grants';
import { listNewsletterSubscriptions, subscribeNewsletter } from '../../api/newsletter';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  updateSavedSearch,
} from '../../api/saved-searches';
import {
  acceptInvitation,
  cancelInvitation,
  copyApplication,
  declineInvitation,
  deleteSharedApplication,
  getSharedApplication,
  inviteMember,
  listInvitations,
  listSharedApplicationActivity,
  listSharedApplications,
  openSharedApplication,
  removeMember,
  saveSharedApplication,
  resendInvitation,
  updateMember,
} from '../../api/shared-applications';
import { readAfresh } from '../../lib/server-data';
import { queryClient } from '../query-client';
import { openDocument } from './open-document';
import { queriesOf } from './queries';
import type { GrantApplication } from '../../api/schema.gen';

/**
 * Every call of the app, read and write, screens' and machines' alike: `queriesOf` and
 * `writesOf` (queries.ts) make the one read way and the one write way from it, and the router
 * context carries it (tests give the router a fake through the same context). A thin table of
 * the client's functions, so it is small enough for the entry.
 */
export const api = {
  /**
   * Any operation of the contract by its operationId (src/api/call.ts): a new operation needs no
   * entry here, and its read or write in queries.ts is `queries.op` / `writes.op`. Loaded on
   * its first call: the contract's table of operations stays out of the entry chunk.
   */
  call: <Id extends OperationId>(id: Id, init: CallInit<Id>) =>
    import('../../api/call').then((module) => module.callOperation(id, init)),
  /** This browser holds a session token (another tab may have signed out). */
  hasToken: () => readToken() !== null,
  getGrant,
  listGrants,
  listSavedGrants,
  saveGrant,
  unsaveGrant,
  listSavedSearches,
  createSavedSearch,
  updateSavedSearch,
  deleteSavedSearch,
  markSavedSearchSeen,
  listSharedApplications,
  getSharedApplication,
  deleteSharedApplication,
  copyApplication,
  listSharedApplicationActivity,
  inviteMember,
  resendInvitation,
  cancelInvitation,
  updateMember,
  removeMember,
  listInvitations,
  acceptInvitation,
  declineInvitation,
  listAffiliates,
  listNewsletterSubscriptions: () => listNewsletterSubscriptions(),
  subscribeNewsletter,
  listGrantApplicationsPage,
  getGrantApplication,
  /** Every application of a range, newest first (the dashboard's report). */
  listGrantApplications,
  verifyEmail,
  sendVerificationEmail,
  updateMe,
  register,
  getMyCompany,
  createCompany,
  updateCompany,
  listUserMissions,
  updateUserMission,
  listFolders,
  listResourcesInFolder,
  createFolder,
  uploadFile,
  deleteFile,
  updateResource,
  getFileContent,
  listLibraryDocuments,
  uploadGrantDocument,
  createGrant,
  createGrantApplication,
  openSharedApplication,
  saveSharedApplication,
  listNotifications,
  markNotificationsRead,
  /** Stores the LinkedIn address on the profile; answers with the updated user. */
  saveLinkedinUrl: (linkedinUrl: string) => updateMe({ linkedinUrl }),
  /** Opens a document of an application in a new tab (during the click: no popup blocker). */
  openDocument: (url: string) =>
    openDocument(url, (id) => readAfresh(queryClient, reads.fileContent(id))),
  /**
   * Builds the report file off the main thread from the applications as they are read (part by
   * part) and saves it; progress is applications done. Resolves with how many the file holds (0:
   * there were none and no file was made).
   */
  exportReport: (parts: AsyncIterable<GrantApplication[]>, onProgress: (done: number) => void) =>
    import('../../lib/report/export-report').then((module) =>
      module.exportReportFile(parts, onProgress),
    ),
  /** The company profile and earlier asks that the fit rules read (their code loads with it). */
  readFitProfile: () =>
    import('./fit-profile').then((module) =>
      module.readFitProfile({
        company: () => queryClient.fetchQuery(reads.company()),
        applicationsPage: async (query) =>
          (await queryClient.fetchQuery(reads.applicationsPage(query))).page,
      }),
    ),
  /** The budget of this browser's wizard draft for a grant (the grant details' checklist). */
  readDraftBudget: (userId: string, grantId: string) =>
    Promise.all([import('./draft-budget'), import('./server-draft')]).then(([budget, drafts]) =>
      budget.readDraftBudget(
        drafts.draftReadsOf({ queries: reads, client: queryClient }),
        userId,
        grantId,
      ),
    ),
};

export type AppApi = typeof api;

/**
 * The reads a composite call of `api` makes (the fit profile, a draft's budget, a document's
 * bytes): the screens' own, through the app's cache, so no answer is read twice.
 */
const reads = queriesOf(api);
