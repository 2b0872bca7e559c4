import fp from 'fastify-plugin';
import { companyAdmin, type CompanyAdmin } from '../../company/company-admin.js';

declare module 'fastify' {
  interface FastifyInstance {
    companyAdmin: CompanyAdmin;
  }
}

export default fp(
  async (app) => {
    app.decorate('companyAdmin', companyAdmin(app));
  },
  { name: 'company-admin', dependencies: ['db', 'files'] },
);
