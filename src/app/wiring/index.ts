import { listAffiliates } from '../../api/affiliates';
import {
  getGrantApplication,
  listGrantApplications,
  listGrantApplicationsPage,
} from '../../api/applications-read';
import { sendVerificationEmail, updateMe, verifyEmail } from '../../api/auth';
import { readToken } from '../../api/client';
import { getGrant, listGrants, listSavedGrants, saveGrant, unsaveGrant } from '../../api/grants';
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
  declineInvitation,
  deleteSharedApplication,
  getSharedApplication,
  inviteMember,
  listInvitations,
  listSharedApplicationActivity,
  listSharedApplications,
  removeMember,
  resendInvitation,
  updateMember,
} from '../../api/shared-applications';
import { openDocument } from './open-document';
import type { GrantApplication } from '../../api/schema.gen';

/**
 * What routes get from the router context besides the session: `api`, the calls their loaders
 * read with (small, part of the entry), and `logic`, each screen's machines wired to the API
 * (loaded with the route that needs them, never with the entry). Routes import neither `src/api`
 * nor this folder: tests give the router fakes through the same context.
 */
export const api = {
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
  /** Stores the LinkedIn address on the profile; answers with the updated user. */
  saveLinkedinUrl: (linkedinUrl: string) => updateMe({ linkedinUrl }),
  /** Opens a document of an application in a new tab (during the click: no popup blocker). */
  openDocument,
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
  readFitProfile: () => import('./fit-profile').then((module) => module.readFitProfile()),
  /** The budget of this browser's wizard draft for a grant (the grant details' checklist). */
  readDraftBudget: (userId: string, grantId: string) =>
    import('./draft-budget').then((module) => module.readDraftBudget(userId, grantId)),
};

export const logic = {
  registration: () => import('./registration').then((module) => module.registrationLogic),
  createGrant: () => import('./create-grant').then((module) => module.createGrantLogic),
  home: () => import('./home').then((module) => module.homeLogic),
  library: () => import('./library').then((module) => module.libraryLogic),
  preview: () => import('./library').then((module) => module.previewLogic),
  applicationWizard: () => import('./application-wizard').then((module) => module.wizard),
  notifications: () => import('./notifications').then((module) => module.notificationsLogic),
  /** The people of a shared application (issue 46): its panel on the dashboard and the wizard. */
  sharing: () => import('./sharing').then((module) => module.sharingLogic),
};

export type AppApi = typeof api;
export type AppLogic = typeof logic;
