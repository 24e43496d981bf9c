import type { RouteDef } from './http';
import { affiliatesRoutes } from './routes/affiliates';
import { authRoutes } from './routes/auth';
import { companiesRoutes } from './routes/companies';
import { filesRoutes } from './routes/files';
import { grantApplicationsRoutes } from './routes/grant-applications';
import { grantApplicationsReadRoutes } from './routes/grant-applications-read';
import { grantsRoutes } from './routes/grants';
import { missionsRoutes } from './routes/missions';
import { newsletterRoutes } from './routes/newsletter';
import { notificationsRoutes } from './routes/notifications';
import { savedGrantsRoutes } from './routes/saved-grants';
import { savedSearchesRoutes } from './routes/saved-searches';
import { sharedApplicationsRoutes } from './routes/shared-applications';

/** Every operation of openapi.yaml that the embedded backend answers. */
export const allRoutes: readonly RouteDef[] = [
  ...authRoutes,
  ...companiesRoutes,
  ...missionsRoutes,
  ...filesRoutes,
  ...affiliatesRoutes,
  ...newsletterRoutes,
  ...grantsRoutes,
  ...savedGrantsRoutes,
  ...savedSearchesRoutes,
  ...grantApplicationsRoutes,
  ...grantApplicationsReadRoutes,
  ...notificationsRoutes,
  ...sharedApplicationsRoutes,
];

/** The operationIds the embedded backend answers (the state inspector's fault list). */
export const operationIds: readonly string[] = allRoutes.map((route) => route.operationId);
