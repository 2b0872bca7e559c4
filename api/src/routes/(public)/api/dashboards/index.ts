import type { FastifyPluginAsync } from 'fastify';
import viewRoutes from './view.js';
import pdfRoutes from './pdf.js';

/** /api/dashboards by permalink: what anyone with a dashboard's link may reach (its owners' routes are in routes/(signed-in)). */
const sharedDashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(viewRoutes);
  await app.register(pdfRoutes);
};

export default sharedDashboardRoutes;
