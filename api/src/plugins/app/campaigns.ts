import fp from 'fastify-plugin';
import { campaignsRepository, type CampaignsRepository } from '../../campaigns/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mission Control groups and their domains. */
    campaigns: CampaignsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('campaigns', campaignsRepository(app.db));
  },
  { name: 'campaigns', dependencies: ['db'] },
);
