import { listAffiliates } from '../../api/affiliates';
import { getGrantApplication, listGrantApplicationsPage } from '../../api/applications-read';
import { readToken } from '../../api/client';
import { getGrant, listGrants, listSavedGrants, saveGrant, unsaveGrant } from '../../api/grants';
import { getMyCompany } from '../../api/companies';
import { listNewsletterSubscriptions, subscribeNewsletter } from '../../api/newsletter';
import { toIsoDate } from '../../domain/calendar-date';
import { type FitProfile, fitProfileOf } from '../../domain/fit';

/** Earlier applications the funding rule looks at: the newest ones. */
const FIT_APPLICATIONS = 20;

/** What the fit rules know of the user: the company profile and the latest applications. */
async function readFitProfile(): Promise<FitProfile> {
  const now = new Date();
  const [company, page] = await Promise.all([
    getMyCompany(),
    listGrantApplicationsPage({
      startDate: '2000-01-01',
      endDate: toIsoDate(new Date(now.getFullYear() + 10, 0, 1)),
      tab: 'overview',
      sortBy: 'date',
      sortDirection: 'desc',
      page: 1,
      pageSize: FIT_APPLICATIONS,
    }),
  ]);
  return fitProfileOf(company, page.items);
}

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
  readFitProfile,
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
