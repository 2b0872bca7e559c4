import fp from 'fastify-plugin';
import { oauthService, type OAuthService } from '../../oauth/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    oauth: OAuthService;
  }
}

export default fp(
  async (app) => {
    app.decorate('oauth', oauthService(app.config, app.db));
  },
  { name: 'oauth', dependencies: ['db'] },
);
