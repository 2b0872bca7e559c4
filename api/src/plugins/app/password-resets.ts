import fp from 'fastify-plugin';
import { passwordResetService, type PasswordResetService } from '../../users/password-resets.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResetService;
  }
}

export default fp(
  async (app) => {
    app.decorate('passwordResets', passwordResetService(app));
  },
  { name: 'password-resets', dependencies: ['db', 'users', 'mailer'] },
);
