import fp from 'fastify-plugin';
import { teamService, type TeamService } from '../../users/team.js';

declare module 'fastify' {
  interface FastifyInstance {
    team: TeamService;
  }
}

export default fp(
  async (app) => {
    app.decorate('team', teamService(app));
  },
  { name: 'team', dependencies: ['db', 'users', 'mailer', 'realtime'] },
);
