import { listAffiliates } from '../../api/affiliates';
import { getGrantApplication, listGrantApplicationsPage } from '../../api/applications-read';
import { readToken } from '../../api/client';
import { getGrant, listGrants, listSavedGrants, saveGrant, unsaveGrant } from '../../api/grants';
import { listNewsletterSubscriptions, subscribeNewsletter } from '../../api/newsletter';

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
  listAffiliates,
  listNewsletterSubscriptions: () => listNewsletterSubscriptions(),
  subscribeNewsletter,
  listGrantApplicationsPage,
  getGrantApplication,
  /** The company profile and earlier asks that the fit rules read (their code loads with it). */
  readFitProfile: () => import('./fit-profile').then((module) => module.readFitProfile()),
};

export const logic = {
  registration: () => import('./registration').then((module) => module.registrationLogic),
  createGrant: () => import('./create-grant').then((module) => module.createGrantLogic),
  home: () => import('./home').then((module) => module.homeLogic),
  library: () => import('./library').then((module) => module.libraryLogic),
  preview: () => import('./library').then((module) => module.previewLogic),
  applicationWizard: () => import('./application-wizard').then((module) => module.wizard),
  dashboard: () => import('./dashboard').then((module) => module.dashboardApi),
  notifications: () => import('./notifications').then((module) => module.notificationsLogic),
};

export type AppApi = typeof api;
export type AppLogic = typeof logic;
