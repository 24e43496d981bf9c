import type { RouteDef } from '../http';

// Operations of this resource; filled in by the issue that builds its screens.
export const missionsRoutes: RouteDef[] = [];
