import fp from 'fastify-plugin';
import { accounts, type Accounts } from '../../users/accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export default fp(
  async (app) => {
    app.decorate('accounts', accounts(app.db, app.users));
  },
  { name: 'accounts', dependencies: ['db', 'users'] },
);
