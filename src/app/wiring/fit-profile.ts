import { listGrantApplicationsPage } from '../../api/applications-read';
import { getMyCompany } from '../../api/companies';
import { toIsoDate } from '../../domain/calendar-date';
import { fitProfileOf } from '../../domain/fit';
import { FIT_APPLICATIONS, type FitProfile } from '../../domain/fit-profile';

/** What the fit rules know of the user: the company profile and the latest applications. */
export async function readFitProfile(): Promise<FitProfile> {
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
