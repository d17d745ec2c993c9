import type { FastifyInstance } from 'fastify';
import { createProviders } from '../providers/index';
import { adminCompanyRoutes } from './admin-companies/routes';
import { adminContentRoutes } from './admin-content/routes';
import { adminUserRoutes } from './admin-users/routes';
import { configurationRoutes } from './configurations/routes';
import type { ModuleDeps } from './deps';
import { reportRoutes } from './reports/routes';

/** The admin area, reports and dashboards (spec part 3 §2, §6–§9), registered together. */
export function adminAreaRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { email } = createProviders(deps.config, deps.db);
  adminCompanyRoutes(app, deps, email);
  adminUserRoutes(app, deps);
  configurationRoutes(app, deps);
  adminContentRoutes(app, deps);
  reportRoutes(app, deps);
}
