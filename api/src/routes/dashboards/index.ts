import type { FastifyPluginAsync } from 'fastify';
import manageRoutes from './manage.js';
import viewRoutes from './view.js';

/** /api/dashboards: the company's own management routes, and the routes anyone with a link may reach. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(manageRoutes);
  await app.register(viewRoutes);
};

export default dashboardRoutes;
