import fp from 'fastify-plugin';
import { accounts, type Accounts } from '../../users/accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export default fp(
  async (app) => {
    app.decorate('accounts', accounts(app.db, app.users, app.coupons, { trialDays: app.config.billing.trialDays, now: app.billingClock }));
  },
  { name: 'accounts', dependencies: ['db', 'users', 'billing'] },
);
