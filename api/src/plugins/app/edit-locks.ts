import fp from 'fastify-plugin';
import { editLocks, type EditLocks } from '../../dashboards/edit-locks.js';

declare module 'fastify' {
  interface FastifyInstance {
    editLocks: EditLocks;
  }
}

export default fp(
  async (app) => {
    app.decorate('editLocks', editLocks(app));
  },
  { name: 'edit-locks', dependencies: ['dashboards', 'users'] },
);
