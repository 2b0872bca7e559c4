import fp from 'fastify-plugin';
import { sourcesRepository, type SourcesRepository } from '../../sources/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    sources: SourcesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sources', sourcesRepository(app, app.db, app.credentialCipher));
  },
  { name: 'sources', dependencies: ['db', 'realtime', 'company-data', 'credential-cipher'] },
);
