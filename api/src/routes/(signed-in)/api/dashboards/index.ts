import type { FastifyPluginAsync } from 'fastify';
import { DashboardLocked } from '../../../../dashboards/edit-locks.js';
import { DashboardChanged } from '../../../../dashboards/save.js';
import manageRoutes from './manage.js';
import saveRoutes from './save.js';
import lockRoutes from './lock.js';

/**
 * /api/dashboards: the company's own management and editing routes (those
 * anyone with a link may reach are in routes/(public)). Saving, locking,
 * archiving and deleting answer 423 with the lock's holder, a stale save 409
 * with the revision now; other errors go on to the app's handler.
 */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DashboardLocked) return reply.code(423).send(error.body);
    if (error instanceof DashboardChanged) return reply.code(409).send(error.body);
    throw error;
  });
  await app.register(manageRoutes);
  await app.register(saveRoutes);
  await app.register(lockRoutes);
};

export default dashboardRoutes;
