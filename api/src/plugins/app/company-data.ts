import fp from 'fastify-plugin';
import { companyDataRepository, type CompanyDataRepository } from '../../company/company-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    companyData: CompanyDataRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('companyData', companyDataRepository(app.db));
  },
  { name: 'company-data', dependencies: ['db'] },
);
