import fp from 'fastify-plugin';
import { signInProviders } from '../../social/providers.js';
import { signInService, type SignInService } from '../../social/sign-in.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration and sign-in through Google, Facebook and LinkedIn, and the providers linked to each user. */
    signIn: SignInService;
  }
}

export default fp(
  async (app) => {
    app.decorate('signIn', signInService(app, signInProviders(app.config)));
  },
  { name: 'social-sign-in', dependencies: ['db', 'users', 'accounts', 'sessions', 'mailer', 'credential-cipher', 'billing'] },
);
