import type { FastifyPluginAsync } from 'fastify';
import { DashboardLocked } from '../../plugins/app/edit-locks.js';
import manageRoutes from './manage.js';
import viewRoutes from './view.js';
import saveRoutes from './save.js';
import lockRoutes from './lock.js';
import pdfRoutes from './pdf.js';

/** Saving and locking answer 423 with the lock's holder; their other errors go on to the app's handler. */
const editingRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DashboardLocked) return reply.code(423).send(error.body);
    throw error;
  });
  await app.register(saveRoutes);
  await app.register(lockRoutes);
};

/** /api/dashboards: the company's own management and editing routes, and the routes anyone with a link may reach. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(manageRoutes);
  await app.register(viewRoutes);
  await app.register(editingRoutes);
  await app.register(pdfRoutes);
};

export default dashboardRoutes;
