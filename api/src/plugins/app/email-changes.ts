import fp from 'fastify-plugin';
import { emailChangeService, type EmailChangeService } from '../../users/email-changes.js';

declare module 'fastify' {
  interface FastifyInstance {
    emailChanges: EmailChangeService;
  }
}

export default fp(
  async (app) => {
    app.decorate('emailChanges', emailChangeService(app));
  },
  { name: 'email-changes', dependencies: ['db', 'users', 'mailer'] },
);
