import fp from 'fastify-plugin';
import { dashboardsRepository, type DashboardsRepository } from '../../dashboards/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    dashboards: DashboardsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('dashboards', dashboardsRepository(app.db));
  },
  { name: 'dashboards', dependencies: ['db'] },
);
