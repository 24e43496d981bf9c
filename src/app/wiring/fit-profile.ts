import { toIsoDate } from '../../domain/calendar-date';
import { fitProfileOf } from '../../domain/fit';
import { FIT_APPLICATIONS, type FitProfile } from '../../domain/fit-profile';
import type {
  Company,
  GrantApplicationsPage,
  ListGrantApplicationsPageRequest,
} from '../../api/schema.gen';

/** The reads the fit rules take: the company form's and the dashboard's, through the cache. */
export interface FitReads {
  company(): Promise<Company | null>;
  applicationsPage(query: ListGrantApplicationsPageRequest): Promise<GrantApplicationsPage>;
}

/** What the fit rules know of the user: the company profile and the latest applications. */
export async function readFitProfile(reads: FitReads): Promise<FitProfile> {
  const now = new Date();
  const [company, page] = await Promise.all([
    reads.company(),
    reads.applicationsPage({
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
